// Style: how a popover looks. One value per overlay; the renderer caches by it.

/// An sRGB color with straight (not premultiplied) alpha, each channel 0...1.
public struct Color: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// `#rrggbb` or `#rrggbbaa`.
    public init?(hex: String) {
        // Byte by byte: characters are grapheme clusters, and finding the first one of a colour
        // hint of 128 KB of combining accents cost the daemon 10 ms (found by scripts/fuzz-dbus).
        // (`UInt32(_:radix:)` would also take a sign, "+12345".)
        let bytes = hex.utf8
        let digits = bytes.first == UInt8(ascii: "#") ? bytes.dropFirst() : bytes[...]
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var v: UInt32 = 0
        for b in digits {
            let d: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = b - UInt8(ascii: "A") + 10
            default: return nil
            }
            v = v << 4 | UInt32(d)
        }
        let full = digits.count == 6 ? (v << 8) | 0xff : v
        self.init(red: Double((full >> 24) & 0xff) / 255, green: Double((full >> 16) & 0xff) / 255,
                  blue: Double((full >> 8) & 0xff) / 255, alpha: Double(full & 0xff) / 255)
    }
}

/// Everything that decides a popover's look. The defaults follow a GTK 4 (Adwaita) popover:
/// white body, thin grey border, 8 px corners, a small arrow and a soft shadow.
/// Default colors are whole 8-bit values so that `config/overlayd.toml`, which writes them
/// as `#rrggbbaa`, loads to exactly these values.
public struct Style: Hashable, Sendable {
    public var background = Color(red: 1, green: 1, blue: 1)
    /// `#0000002e`.
    public var border = Color(red: 0, green: 0, blue: 0, alpha: 46.0 / 255)
    /// `#2e3436`.
    public var foreground = Color(red: 46.0 / 255, green: 52.0 / 255, blue: 54.0 / 255)
    /// `#1a1a1f`.
    public var titleColor = Color(red: 26.0 / 255, green: 26.0 / 255, blue: 31.0 / 255)
    public var font = "DejaVu Sans 10"
    public var titleFont = "DejaVu Sans Bold 10"
    /// Room between the border and the content at the left and right (and around buttons).
    public var padding = 12
    /// Room between the border and the content at the top and bottom (`padding = [v, h]`).
    public var verticalPadding = 12
    public var cornerRadius = 8
    public var borderWidth = 1
    public var arrowWidth = 20
    public var arrowHeight = 10
    public var shadowRadius = 12
    public var shadowOffset = Point(x: 0, y: 3)
    public var shadowOpacity = 0.28
    public var maxWidth = 360
    /// A fixed body width (dunst's `width = N`); 0 sizes the body to its content, from
    /// `minWidth` up to `maxWidth`.
    public var width = 0
    public var minWidth = 0
    /// The tallest body, text cut with "…"; 0 for the work area (300 for notifications).
    public var maxHeight = 0
    /// Lines across the text area (dunst's `alignment`).
    public var textAlignment = TextAlignment.left
    /// Text and icon up and down a taller body (dunst's `vertical_alignment`).
    public var verticalAlignment = VerticalAlignment.top
    /// Gap kept between a popover and the edges of its monitor's work area (`--padding`).
    public var screenPadding = 16
    /// Progress bars (`--value`) and default buttons.
    public var accent = Color(red: 0x35 / 255.0, green: 0x84 / 255.0, blue: 0xe4 / 255.0)
    /// The progress bar's height; 0: half the padding, at least 4 px. Set, the bar keeps the
    /// vertical padding from the text above it, as dunst's does.
    public var progressHeight = 0
    /// A frame around the bar in the border colour, the unfilled part in the background
    /// colour (dunst's); 0: no frame, the unfilled part in the border colour.
    public var progressBorderWidth = 0
    /// The bar's corners, at most half its height (the default: round ends).
    public var progressCornerRadius = 100
    /// Whether a value draws a bar at all (dunst's `progress_bar = false`: no bar).
    public var progressBar = true
    /// The narrowest the bar is, the body widening for it; 0: two thirds of `maxWidth`.
    public var progressMinWidth = 0
    /// The widest the bar is; 0: the text's width (dunst's `progress_bar_max_width`).
    public var progressMaxWidth = 0
    /// Where a bar narrower than the text's width sits (dunst's `progress_bar_horizontal_alignment`).
    public var progressAlignment = TextAlignment.center
    /// Side of the square an icon is scaled to, in pixels (with `iconBounds`, the size a
    /// theme icon is looked up at).
    public var iconSize = 32
    /// Each icon at its own size within these bounds (dunst's `min_icon_size` and
    /// `max_icon_size`); nil: every icon scaled to the `iconSize` square.
    public var iconBounds: IconBounds?
    /// Where the icon is drawn (dunst's `icon_position`); `off` draws none.
    public var iconPosition = IconPosition.left
    /// Pixels between the icon and the text (dunst's `text_icon_padding`); nil: `padding`
    /// beside the text, `verticalPadding` above it.
    public var textIconPadding: Int?
    /// A notification's text as one markup block made by dunst's placeholders
    /// (`NotificationFormat`); "" draws the summary as a title above the body.
    public var format = ""
    /// Pixels between lines of text (dunst's `line_height`).
    public var lineSpacing = 0
    /// Wrapped lines, or each paragraph on one line cut with "…" (dunst's word_wrap = no).
    public var ellipsize = TextEllipsis.none
    /// A notification's summary and body on one line: line breaks as spaces (dunst's
    /// `ignore_newline`).
    public var ignoreNewline = false
    /// A notification older than this shows its age after its text, " (1m 5s old)" (dunst's
    /// `show_age_threshold`); nil: never.
    public var showAgeAfterMs: Int64?
    /// Multiplies font sizes; set by `scaled(by:)`, not by the config file.
    public var fontScale = 1.0

    public init() {}

    /// Room around the body that the window reserves for the shadow, per side.
    public var shadowMargins: Insets {
        let r = shadowRadius
        return Insets(top: max(0, r - shadowOffset.y), left: max(0, r - shadowOffset.x),
                      bottom: max(0, r + shadowOffset.y), right: max(0, r + shadowOffset.x))
    }
}

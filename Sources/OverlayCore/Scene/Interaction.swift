// Interaction: how an overlay may be dismissed and what counts as "outside" it.

/// Ways a user can dismiss an overlay (`--dismiss`, combinable): SwiftUIOverlayContainer's
/// gestures (tap, double tap, long press, swipes) and ours (tap outside, Escape, drag).
public struct DismissModes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    /// A click anywhere outside it (it still reaches what was clicked).
    public static let tapOutside = DismissModes(rawValue: 1)
    /// A click on it.
    public static let click = DismissModes(rawValue: 2)
    /// Dragging it down (or up) past a fraction of the monitor's height.
    public static let dragDown = DismissModes(rawValue: 4)
    public static let dragUp = DismissModes(rawValue: 8)
    /// The Escape key, for the most recent overlay that allows it.
    public static let escape = DismissModes(rawValue: 16)
    /// Two clicks on it within `doubleClickMs`, a few pixels apart.
    public static let doubleClick = DismissModes(rawValue: 32)
    /// Holding the button on it, without moving, for its long-press time.
    public static let longPress = DismissModes(rawValue: 64)
    /// Dragging it past half its own width (left, right) or height (up, down); it follows
    /// the pointer on that axis and springs back when let go short of that.
    public static let swipeLeft = DismissModes(rawValue: 128)
    public static let swipeRight = DismissModes(rawValue: 256)
    public static let swipeUp = DismissModes(rawValue: 512)
    public static let swipeDown = DismissModes(rawValue: 1024)
    /// The Enter key (Return or the keypad's), for the most recent overlay that allows it, holds the
    /// keyboard (`--take-keyboard`: keys are heard raw, so an Enter typed into another window must not
    /// count) and has no button Enter would press: rofi's error window closes so.
    public static let enter = DismissModes(rawValue: 2048)
    /// What applies without `--dismiss`.
    public static let standard: DismissModes = [.click]

    /// Modes that need the press held until it is released (or moves): a click on such an
    /// overlay counts at release.
    public static let held: DismissModes = [.dragDown, .dragUp, .longPress, .swipes]
    public static let swipes: DismissModes = [.swipeLeft, .swipeRight, .swipeUp, .swipeDown]

    /// Two presses at most this far apart in time make a double click (GTK's default).
    public static let doubleClickMs: Int64 = 400
    /// How long a long press holds when `long-press` gives no time (SwiftUI's default).
    public static let defaultLongPressMs: Int64 = 500

    /// The words `--dismiss` takes, for help and errors.
    public static let words = "tap-outside, click, double-click, long-press[:MS], drag-down, drag-up, swipe-left, swipe-right, "
        + "swipe-up, swipe-down, escape, enter"

    /// `tap-outside,click,…` or `none`; nil for anything else.
    public init?(parsing text: String) {
        guard let parsed = DismissModes.parse(text) else { return nil }
        self = parsed.modes
    }

    /// A `--dismiss` list and the time of its `long-press:MS` (nil when it gives none).
    public static func parse(_ text: String) -> (modes: DismissModes, longPressMs: Int64?)? {
        if text == "none" { return ([], nil) }
        var modes: DismissModes = []
        var longPressMs: Int64?
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            switch word {
            case "tap-outside": modes.insert(.tapOutside)
            case "click": modes.insert(.click)
            case "double-click": modes.insert(.doubleClick)
            case "long-press": modes.insert(.longPress)
            case "drag-down": modes.insert(.dragDown)
            case "drag-up": modes.insert(.dragUp)
            case "swipe-left": modes.insert(.swipeLeft)
            case "swipe-right": modes.insert(.swipeRight)
            case "swipe-up": modes.insert(.swipeUp)
            case "swipe-down": modes.insert(.swipeDown)
            case "escape": modes.insert(.escape)
            case "enter": modes.insert(.enter)
            default:
                // A bare number is milliseconds (`long-press:800`); `1.5s` works too.
                let time = String(word.dropFirst(11))
                guard word.hasPrefix("long-press:"), let ms = time.allSatisfy(\.isNumber) ? Int64(time) : DurationParser.milliseconds(time),
                      (50...60_000).contains(ms) else { return nil }
                modes.insert(.longPress)
                longPressMs = ms
            }
        }
        return (modes, longPressMs)
    }
}

/// An area that does not count as outside an overlay (`--exclude`).
public enum ExcludeArea: Hashable, Sendable {
    case rect(Rect)
    case region(String)
    case window(UInt32)

    /// `rect:X,Y,W,H`, `region:NAME` or `window:0xID`.
    public init?(parsing text: String) {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let value = String(text[text.index(after: colon)...])
        switch text[..<colon] {
        case "rect": guard let r = Rect(parsing: value) else { return nil }; self = .rect(r)
        case "region": guard !value.isEmpty else { return nil }; self = .region(value)
        case "window":
            guard case .window(let id)? = AttachTarget(parsing: value) else { return nil }
            self = .window(id)
        default: return nil
        }
    }
}

/// Dragging: where it started, in root coordinates, and the frame origin then.
public struct DragState: Hashable, Sendable {
    public var pointerStart: Point
    public var frameStart: Point
    public var moved = false
    public init(pointerStart: Point, frameStart: Point) {
        self.pointerStart = pointerStart; self.frameStart = frameStart
    }

    /// Whether the pointer moved far enough from the press to be a drag, not a click.
    public static func isDrag(from a: Point, to b: Point) -> Bool {
        abs(a.x - b.x) > 4 || abs(a.y - b.y) > 4
    }

    /// Movement beyond `limit` is halved, so the overlay resists leaving its area (rubber band).
    public static func rubberBand(_ value: Int, lower: Int, upper: Int) -> Int {
        if value < lower { return lower - (lower - value) / 2 }
        if value > upper { return upper + (value - upper) / 2 }
        return value
    }
}

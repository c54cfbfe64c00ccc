// PanelJoin: how one member of a joined container column meets its neighbours, as dunst draws
// several notifications in one window (gap_size = 0): no frame and square corners where it
// meets one, and below it, in place of its bottom frame, a separator in `SeparatorColor`.

/// dunst's separator_color: the frame's colour, the text's, one a little off the background
/// (`auto`), or a colour of its own.
public enum SeparatorColor: Hashable, Sendable {
    case frame, foreground, auto
    case color(Color)

    /// `frame`, `foreground`, `auto` or `#rrggbb[aa]`; nil for anything else.
    public init?(parsing text: String) {
        switch text {
        case "frame": self = .frame
        case "foreground": self = .foreground
        case "auto": self = .auto
        default:
            guard let c = Color(hex: text) else { return nil }
            self = .color(c)
        }
    }

    /// The colour under `style`: its border, its foreground, or (auto) its background 0.1
    /// darker on each channel when it is light, 0.1 lighter when dark (dunst's
    /// calculate_foreground_color).
    public func resolved(_ style: Style) -> Color {
        switch self {
        case .frame: return style.border
        case .foreground: return style.foreground
        case .color(let c): return c
        case .auto:
            let bg = style.background
            let delta = (bg.red + bg.green + bg.blue) / 3 > 0.5 ? -0.1 : 0.1
            func shift(_ v: Double) -> Double { min(1, max(0, v + delta)) }
            return Color(red: shift(bg.red), green: shift(bg.green), blue: shift(bg.blue), alpha: bg.alpha)
        }
    }
}

/// Where a joined member meets others.
public struct PanelJoin: Hashable, Sendable {
    /// A member right above: no top frame, square top corners.
    public var above: Bool
    /// A member right below: no bottom frame, square bottom corners, and the separator
    /// (`separatorHeight` pixels at the bottom of this member's body) between them.
    public var below: Bool
    public var separatorHeight: Int
    public var separatorColor: SeparatorColor

    public init(above: Bool, below: Bool, separatorHeight: Int, separatorColor: SeparatorColor) {
        self.above = above; self.below = below; self.separatorHeight = separatorHeight; self.separatorColor = separatorColor
    }

    /// The body height of a member measured `height` tall with a frame `border` wide all round:
    /// less the frame on each joined side, plus the separator below.
    public func height(_ height: Int, border: Int) -> Int {
        height - (above ? border : 0) + (below ? separatorHeight - border : 0)
    }
}

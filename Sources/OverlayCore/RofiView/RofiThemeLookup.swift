// RofiThemeLookup: what the rofi view asks of a theme (one widget's property in one state), and its typed reader.

/// A theme as the view reads it: rofi 1.7.3's `rofi_theme_find_property` for a widget path and state.
/// `widget` runs from the window down (`["window", "mainbox", "listview", "element"]`); the theme
/// answers for its last name, and follows `inherit` up the path.
public protocol RofiThemeLookup {
    func value(_ property: String, _ kind: RasiValueKind, widget: [String], state: String?) -> RasiValue?
}

/// Four sides in whole pixels (padding, border, margin, border-radius), as rofi counts them.
public struct RofiSides: Hashable, Sendable {
    public var top: Int, right: Int, bottom: Int, left: Int
    public init(top: Int = 0, right: Int = 0, bottom: Int = 0, left: Int = 0) {
        self.top = top; self.right = right; self.bottom = bottom; self.left = left
    }
    public static let zero = RofiSides()
    public var horizontal: Int { left + right }
    public var vertical: Int { top + bottom }
}

/// One widget's properties, read with rofi's defaults and turned into pixels with the view's metrics.
struct RofiWidgetTheme {
    let theme: any RofiThemeLookup
    let metrics: RasiMetrics

    func value(_ property: String, _ kind: RasiValueKind, _ path: [String], _ state: String?) -> RasiValue? {
        theme.value(property, kind, widget: path, state: state)
    }

    /// `rofi_theme_get_distance`: an integer is pixels, a padding gives its left side.
    func distance(_ property: String, _ path: [String], _ state: String?, _ orientation: RasiOrientation) -> Int? {
        switch value(property, .padding, path, state) {
        case let .integer(i)?: return i
        case let .padding(p)?: return p.left.pixels(orientation, in: metrics)
        default: return nil
        }
    }

    /// `rofi_theme_get_padding`: top and bottom measured down, the sides across; zero when unset.
    func sides(_ property: String, _ path: [String], _ state: String?) -> RofiSides {
        switch value(property, .padding, path, state) {
        case let .integer(i)?: return RofiSides(top: i, right: i, bottom: i, left: i)
        case let .padding(p)?:
            return RofiSides(top: p.top.pixels(.vertical, in: metrics), right: p.right.pixels(.horizontal, in: metrics),
                             bottom: p.bottom.pixels(.vertical, in: metrics), left: p.left.pixels(.horizontal, in: metrics))
        default: return .zero
        }
    }

    /// The line style of each border side (solid unless written `dash`).
    func borderStyles(_ path: [String], _ state: String?) -> [RasiLineStyle] {
        guard case let .padding(p)? = value("border", .padding, path, state) else { return [.solid, .solid, .solid, .solid] }
        return [p.top.style, p.right.style, p.bottom.style, p.left.style]
    }

    func integer(_ property: String, _ path: [String], _ state: String? = nil) -> Int? {
        if case let .integer(i)? = value(property, .integer, path, state) { return i }
        return nil
    }

    func boolean(_ property: String, _ path: [String], _ state: String? = nil) -> Bool? {
        if case let .boolean(b)? = value(property, .boolean, path, state) { return b }
        return nil
    }

    func string(_ property: String, _ path: [String], _ state: String? = nil) -> String? {
        if case let .string(s)? = value(property, .string, path, state) { return s }
        return nil
    }

    func position(_ property: String, _ path: [String]) -> RasiPosition? {
        if case let .position(p)? = value(property, .position, path, nil) { return p }
        return nil
    }

    func orientation(_ property: String, _ path: [String]) -> RasiOrientation? {
        if case let .orientation(o)? = value(property, .orientation, path, nil) { return o }
        return nil
    }

    /// `children`: the strings of the list, nil when unset (the widget's defaults apply then).
    func names(_ property: String, _ path: [String]) -> [String]? {
        guard case let .list(items)? = value(property, .list, path, nil) else { return nil }
        return items.compactMap { if case let .string(s) = $0 { s } else { nil } }
    }

    func color(_ property: String, _ path: [String], _ state: String?) -> Color? {
        if case let .color(c)? = value(property, .color, path, state) { return c }
        return nil
    }

    func image(_ property: String, _ path: [String], _ state: String?) -> RasiImage? {
        if case let .image(i)? = value(property, .image, path, state) { return i }
        return nil
    }

    func highlight(_ property: String, _ path: [String], _ state: String?) -> RasiHighlight? {
        if case let .highlight(h)? = value(property, .highlight, path, state) { return h }
        // rofi_theme_get_highlight: a colour alone (`highlight: #ff0000;`) is that colour with no style.
        if case let .color(c)? = value(property, .color, path, state) { return RasiHighlight(styles: [], color: c) }
        return nil
    }
}

/// A parsed rasi theme answers the view with rofi's own lookup.
extension RasiTheme: RofiThemeLookup {}

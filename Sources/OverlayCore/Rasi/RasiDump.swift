// RasiDump: a theme written back as `rofi -dump-theme` writes it (rofi_theme_print), property by property.

public enum RasiDump {
    /// The whole theme: `*` first, then each selector with properties, `@media` blocks as rofi nests them.
    /// `rofiOrder` prints each widget's properties in rofi's hash-table order; without it they come
    /// in the order they were read, so a text written, read and written again is the same text.
    public static func theme(_ theme: RasiTheme, rofiOrder: Bool = true) -> String {
        var out = "/**\n * rofi -dump-theme output.\n * Rofi version: 1.7.3\n **/\n"
        node(theme.root, names: [], indent: 0, rofiOrder: rofiOrder, into: &out)
        return out
    }

    /// The `configuration { NAME { … } }` groups, each as a selector at `indent` (rofi_theme_print_index).
    public static func groups(_ root: RasiWidget, indent: Int) -> String {
        var out = ""
        for child in root.children { node(child, names: [child.name], indent: indent, rofiOrder: true, into: &out) }
        return out
    }

    /// The order rofi prints a widget's properties in: its widget's GHashTable, filled while walking the
    /// parsed block's own GHashTable. Exact when one block set them all; several blocks interleave
    /// their keys in rofi, where this orders them together.
    static func printOrder(_ w: RasiWidget) -> [String] {
        GHashOrder.order(GHashOrder.order(w.propertyOrder))
    }

    private static func node(_ w: RasiWidget, names: [String], indent: Int, rofiOrder: Bool, into out: inout String) {
        let pad = String(repeating: " ", count: indent)
        if w.media != nil {
            out += "\(w.name) {\n"
            // rofi_theme_print_index names a widget by the path up to its @media: `window`, not `*`.
            for child in w.children { node(child, names: [child.name], indent: indent + 4, rofiOrder: rofiOrder, into: &out) }
            out += "}\n"
            return
        }
        if !w.propertyOrder.isEmpty {
            out += pad + (names.isEmpty ? "*" : selector(names)) + " {\n"
            let width = w.propertyOrder.map(\.utf8.count).max() ?? 0
            for name in rofiOrder ? printOrder(w) : w.propertyOrder {
                guard let v = w.properties[name] else { continue }
                out += pad + "    " + name + ":" + String(repeating: " ", count: width - name.utf8.count) + " " + value(v, whole: !rofiOrder) + ";\n"
            }
            out += pad + "}\n"
        }
        for child in w.children { node(child, names: names + [child.name], indent: indent, rofiOrder: rofiOrder, into: &out) }
    }

    /// `element selected.normal`: a blank after the first name, dots between the rest.
    public static func selector(_ names: [String]) -> String {
        guard let first = names.first else { return "*" }
        let rest = names.dropFirst()
        return rest.isEmpty ? first : first + " " + rest.joined(separator: ".")
    }

    /// One value as rofi prints it (int_rofi_theme_print_property). `whole`: a picture's path and a
    /// gradient's direction too, which rofi leaves out, for a text read back (`RasiFlatTheme`).
    public static func value(_ v: RasiValue, whole: Bool = false) -> String {
        switch v {
        case let .list(items): return "[ " + items.map { value($0, whole: whole) }.joined(separator: ",") + " ]"
        case let .orientation(o): return o.rawValue
        case let .cursor(c): return c.rawValue
        case let .highlight(h):
            var s = ""
            if h.styles.contains(.bold) { s += "bold " }
            if h.styles.contains(.underline) { s += "underline " }
            if h.styles.contains(.strikethrough) { s += "strikethrough " }
            if h.styles.contains(.italic) { s += "italic " }
            if let c = h.color { s += color(c) }
            return s
        case let .position(p): return p.rawValue
        case let .string(s): return "\"\(s)\""
        // rofi has no case for a character: it prints nothing.
        case .character: return ""
        case let .integer(i): return String(i)
        case let .double(d):
            let magnitude = abs(d)
            let top = Int(magnitude)
            let bottom = Int((magnitude.truncatingRemainder(dividingBy: 1)) * 100)
            return (d < 0 ? "-" : "") + "\(top)." + (bottom < 10 ? "0" : "") + "\(bottom)"
        case let .boolean(b): return b ? "true" : "false"
        case let .color(c): return color(c)
        case let .image(image):
            switch image {
            // rofi prints the union's string field, which an image does not set.
            case let .url(path, scale):
                return whole ? "url(\"" + path + "\", \(scale.rawValue))" : "url (\"(null)\")"
            case let .linearGradient(direction, colors):
                let to: String
                switch direction {
                case .right: to = "to right, "
                case .left: to = "to left, "
                case .top: to = "to top, "
                case .bottom: to = "to bottom, "
                case let .angle(turns): to = "\(turns)turn, "
                }
                return "linear-gradient ( " + (whole ? to : "") + colors.map(color).joined(separator: ", ") + ")"
            }
        case let .padding(p):
            if same(p.top, p.bottom), same(p.left, p.right), same(p.left, p.top) { return distance(p.left) }
            if same(p.top, p.bottom), same(p.left, p.right) { return distance(p.top) + distance(p.left) }
            if !same(p.top, p.bottom), same(p.left, p.right) { return distance(p.top) + distance(p.left) + distance(p.bottom) }
            return distance(p.top) + distance(p.right) + distance(p.bottom) + distance(p.left)
        case let .reference(name, fallback):
            if let fallback { return "var( \(name), " + value(fallback, whole: whole) + ")" }
            return "var(\(name))"
        case .inherit: return "inherit"
        }
    }

    /// rofi compares only a distance's unit, number and style (not its arithmetic) when folding sides.
    private static func same(_ a: RasiDistance, _ b: RasiDistance) -> Bool {
        func head(_ l: RasiLength) -> (Double, RasiUnit, Int) {
            switch l {
            case let .value(n, u): (n, u, 0)
            case .group: (0, .px, 1)
            case let .operation(op, _, _): (0, .px, 2 + op.rawValue.count)
            }
        }
        let x = head(a.length), y = head(b.length)
        return x.0 == y.0 && x.1 == y.1 && x.2 == y.2 && a.style == b.style && (x.2 == 0 || a.length == b.length)
    }

    static func distance(_ d: RasiDistance) -> String {
        var s = ""
        if case .group = d.length { s += "calc( " }
        s += length(d.length)
        if case .group = d.length { s += ")" }
        if d.style == .dash { s += "dash " }
        return s
    }

    private static func length(_ l: RasiLength) -> String {
        switch l {
        case let .group(inner): return "( " + length(inner) + " )"
        case let .operation(op, left, right): return length(left) + " \(op.rawValue) " + length(right)
        case let .value(n, unit):
            switch unit {
            case .px: return "\(UInt32(truncatingIfNeeded: Int(n)))px "
            case .percent: return RasiFormat.fixed(n, digits: 4) + "% "
            default: return RasiFormat.fixed(n, digits: 4) + unit.rawValue + " "
            }
        }
    }

    /// `transparent`, a CSS name when one has the same 8-bit channels (with `/N%` below full alpha), else `rgba ( r, g, b, a % )`.
    public static func color(_ c: Color) -> String {
        if c.alpha < 0.00001 { return "transparent" }
        let r = UInt8(truncatingIfNeeded: Int(255 * c.red)), g = UInt8(truncatingIfNeeded: Int(255 * c.green))
        let b = UInt8(truncatingIfNeeded: Int(255 * c.blue))
        if let named = RasiNamedColors.all.first(where: { $0.red == r && $0.green == g && $0.blue == b }) {
            return named.name + (c.alpha < 1 ? "/" + RasiFormat.fixed(c.alpha * 100, digits: 0) + "%" : "")
        }
        return "rgba ( \(RasiFormat.fixed(c.red * 255, digits: 0)), \(RasiFormat.fixed(c.green * 255, digits: 0)), "
            + "\(RasiFormat.fixed(c.blue * 255, digits: 0)), \(RasiFormat.fixed(c.alpha * 100, digits: 0)) % )"
    }
}

// PickLook: the colours and font of a pick menu, from dmenu's or rofi's flags: dmenu's
// fontconfig names (`monospace:size=10`) become Pango's (`monospace 10`), `#RGB` colours
// are widened, and each flavour has its program's defaults.
import OverlayCore

public struct PickLook: Hashable, Sendable {
    public var font: String
    public var normalBackground: Color
    public var normalForeground: Color
    public var selectedBackground: Color
    public var selectedForeground: Color
    /// Rows printed with Ctrl+Enter (dmenu's SchemeOut) and marked rows (rofi -multi-select).
    public var markedBackground: Color
    public var markedForeground: Color
    public var activeForeground: Color
    public var urgentForeground: Color

    /// `dpi`: a fontconfig size in points becomes pixels at it, as Xft makes it (dmenu);
    /// `scale`: the font's size multiplied (a monitor's own scale, `scale = "per-monitor"`).
    public init(_ spec: PickSpec, dpi: Double? = nil, scale: Double = 1) {
        // dmenu's config.def.h; rofi's and the prompt's a dark theme alike.
        let dmenu = spec.flavor == .dmenu
        font = PickLook.scaledFont(PickLook.pangoFont(spec.font ?? (dmenu ? "monospace:size=10" : "DejaVu Sans 11"), dpi: dpi),
                                   by: scale)
        func c(_ s: String?, _ d: String) -> Color { s.flatMap(PickLook.color) ?? PickLook.color(d) ?? Color(red: 0, green: 0, blue: 0) }
        normalBackground = c(spec.normalBackground, dmenu ? "#222222" : "#2b303b")
        normalForeground = c(spec.normalForeground, dmenu ? "#bbbbbb" : "#c0c5ce")
        selectedBackground = c(spec.selectedBackground, dmenu ? "#005577" : "#4f5b66")
        selectedForeground = c(spec.selectedForeground, "#eeeeee")
        markedBackground = c(nil, dmenu ? "#00ffff" : "#3b4a5a")
        markedForeground = c(nil, dmenu ? "#000000" : "#ffffff")
        activeForeground = c(nil, "#8fa1b3")
        urgentForeground = c(nil, "#bf616a")
    }

    /// `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a few X colour names.
    public static func color(_ s: String) -> Color? {
        let names = ["black": "#000000", "white": "#ffffff", "red": "#ff0000", "green": "#00ff00", "blue": "#0000ff",
                     "yellow": "#ffff00", "cyan": "#00ffff", "magenta": "#ff00ff", "gray": "#bebebe", "grey": "#bebebe"]
        if let hex = names[s.lowercased()] { return Color(hex: hex) }
        if s.hasPrefix("#"), s.count == 4 {
            return Color(hex: "#" + s.dropFirst().map { "\($0)\($0)" }.joined())
        }
        return Color(hex: s)
    }

    /// A fontconfig pattern as dmenu's Xft reads it (FcNameParse: `FAMILY[-SIZE][:PROPERTY…]`,
    /// so `monospace:size=10`, `monospace-16`, `Fira Code-12:bold`, `Fira Code:pixelsize=14`)
    /// as a Pango description; a name that is already Pango's (`DejaVu Sans 11`, rofi's
    /// -font) stays as it is.
    public static func pangoFont(_ name: String, dpi: Double? = nil) -> String {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        let (escapedFamily, headSize) = familyAndSize(parts[0])
        guard parts.count > 1 || headSize != nil else { return name }
        var family = unescape(escapedFamily).trimmingSpaces
        if family.isEmpty { family = "monospace" }
        var words: [String] = []
        var size = headSize
        for p in parts.dropFirst() {
            let kv = p.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
            switch (kv.first?.lowercased() ?? "", kv.count > 1 ? kv[1] : "") {
            // FcNameParse appends each value: the first size given is the one matched.
            case ("size", let v): size = size ?? v
            case ("pixelsize", let v): size = size ?? v + "px"
            case ("bold", _), ("weight", "bold"): words.append("Bold")
            case ("italic", _), ("slant", "italic"): words.append("Italic")
            default: break
            }
        }
        // Xft's pixel size: the points at `dpi` (FcDefaultSubstitute's size × dpi / 72).
        if let dpi, let points = Double(size ?? "10") {
            size = String(points * dpi / 72) + "px"
        }
        // "Family, Style Size": the comma keeps a family ending in a number its own.
        return ([family + ","] + words + [size ?? "10"]).joined(separator: " ")
    }

    /// A Pango description with its size (points, or pixels with `px`) multiplied by `factor`;
    /// one that names no size is left as it is.
    public static func scaledFont(_ description: String, by factor: Double) -> String {
        guard factor != 1, let space = description.lastIndex(of: " ") else { return description }
        let last = description[description.index(after: space)...]
        let pixels = last.hasSuffix("px")
        guard let size = Double(pixels ? last.dropLast(2) : last), size > 0 else { return description }
        return description[..<space] + " " + String(size * factor) + (pixels ? "px" : "")
    }

    /// fontconfig's `FAMILY-SIZE` head: the family up to the first `-` not escaped with `\`,
    /// and the size after it when it is a number (FcNameParse reads it with strtod; a size
    /// list `12,14` gives its first).
    static func familyAndSize(_ head: Substring) -> (family: Substring, size: String?) {
        var escaped = false
        for i in head.indices {
            let c = head[i]
            if escaped { escaped = false; continue }
            if c == "\\" { escaped = true; continue }
            guard c == "-" else { continue }
            let rest = head[head.index(after: i)...].prefix { $0 != "," && $0 != "-" }
            guard let n = Double(rest.trimmingSpaces), n > 0 else { return (head[..<i], nil) }
            return (head[..<i], rest.trimmingSpaces)
        }
        return (head, nil)
    }

    /// fontconfig's escapes: `\-`, `\:` and `\\` stand for the character.
    static func unescape(_ s: Substring) -> String {
        var out = "", escaped = false
        for c in s {
            if !escaped && c == "\\" { escaped = true; continue }
            out.append(c)
            escaped = false
        }
        return out
    }
}

private extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

// ModernDunstrc: an old (dunst 1.5 and older) dunstrc rewritten with the keys dunst 1.9 reads,
// as dunst's man page says to move from `geometry`, so the real dunst 1.9 can draw what the
// old dunst drew: geometry's width (a range with shrink = yes; less the frames dunst 1.9
// adds), origin, offset and limit;
// [frame]'s width and colour.
import Foundation

enum ModernDunstrc {
    /// `text` with `geometry` (when width, origin and offset are unset) and `[frame]` moved to
    /// [global]; a new-style file comes back unchanged.
    static func rewrite(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        func value(_ key: String, in section: String) -> String? {
            var current = ""
            for line in lines {
                let t = line.trimmingCharacters(in: .whitespaces)
                if t.hasPrefix("[") { current = t; continue }
                let parts = t.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if current == "[\(section)]", parts.count == 2, parts[0] == key { return parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            }
            return nil
        }
        var added: [String] = []
        if let g = value("geometry", in: "global"), ["width", "origin", "offset"].allSatisfy({ value($0, in: "global") == nil }),
           let parsed = parse(g) {
            let shrink = ["yes", "true"].contains(value("shrink", in: "global") ?? "")
            // dunst 1.5's window was geometry's width; dunst 1.9's is its width and three frames.
            let frame = Int(value("frame_width", in: "global") ?? value("width", in: "frame") ?? "3") ?? 3
            let width = parsed.width - 3 * frame
            added.append(parsed.width == 0 ? "width = (0, 10000)" : shrink ? "width = (0, \(width))" : "width = \(width)")
            added += ["origin = \(parsed.origin)", "offset = \(parsed.x)x\(parsed.y)", "notification_limit = \(parsed.limit)"]
        }
        for (old, new) in [("width", "frame_width"), ("color", "frame_color")] where value(new, in: "global") == nil {
            if let v = value(old, in: "frame") { added.append("\(new) = \"\(v)\"") }
        }
        guard !added.isEmpty, let g = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "[global]" }) else { return text }
        lines.insert(contentsOf: added.map { "    " + $0 }, at: g + 1)
        return lines.joined(separator: "\n")
    }

    /// `WxH±X±Y` (W and H may be absent or 0): dunst 1.5's geometry.
    static func parse(_ g: String) -> (width: Int, limit: Int, origin: String, x: Int, y: Int)? {
        var rest = Substring(g)
        func number() -> Int { let d = rest.prefix { $0.isNumber }; rest = rest.dropFirst(d.count); return Int(d) ?? 0 }
        let width = number()
        var limit = 0
        if rest.first == "x" { rest = rest.dropFirst(); limit = number() }
        var signs: [Character] = ["-", "+"], offsets = [0, 0]
        for i in 0..<2 where rest.first == "+" || rest.first == "-" {
            signs[i] = rest.removeFirst()
            offsets[i] = number()
        }
        guard rest.isEmpty else { return nil }
        let origin = (signs[1] == "-" ? "bottom" : "top") + "-" + (signs[0] == "-" ? "right" : "left")
        return (width, limit, origin, offsets[0], offsets[1])
    }
}

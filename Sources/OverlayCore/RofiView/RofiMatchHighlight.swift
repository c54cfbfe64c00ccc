// RofiMatchHighlight: which characters of a row rofi 1.7.3 draws in `highlight` for what was typed
// (helper_token_match_get_pango_attr): every occurrence of each token, or a fuzzy token's letters.

public enum RofiMatchHighlight {
    /// Character offsets of `row` to highlight, in order and apart. Tokens are the typed words (a
    /// negated one, starting with `negation`, highlights nothing); glob and regex words are not
    /// followed here and highlight nothing.
    public static func ranges(in row: String, typed: String, matching: PickMatching, caseInsensitive: Bool,
                              negation: Character? = "-") -> [Range<Int>] {
        let fold: (Character) -> Character = { c in
            guard caseInsensitive else { return c }
            // Most rows are ASCII: lowered without making a String for each character.
            if let a = c.asciiValue { return (65...90).contains(a) ? Character(Unicode.Scalar(a + 32)) : c }
            return Character(c.lowercased())
        }
        let hay = row.map(fold)
        var marked = [Bool](repeating: false, count: hay.count)
        for word in typed.split(separator: " ") where word.first != negation {
            let token = word.map(fold)
            switch matching {
            case .substring, .prefix:
                var i = 0
                while i + token.count <= hay.count {
                    let wordStart = i == 0 || !(hay[i - 1].isLetter || hay[i - 1].isNumber)
                    if (matching == .substring || wordStart), hay[i..<(i + token.count)].elementsEqual(token) {
                        for k in i..<(i + token.count) { marked[k] = true }
                        i += token.count
                    } else {
                        i += 1
                    }
                }
            case .fuzzy:
                var k = 0
                var found: [Int] = []
                for (i, c) in hay.enumerated() where k < token.count && c == token[k] { found.append(i); k += 1 }
                if k == token.count { for i in found { marked[i] = true } }
            case .glob, .regex:
                break
            }
        }
        var out: [Range<Int>] = []
        var start: Int?
        for (i, m) in marked.enumerated() {
            if m, start == nil { start = i }
            if !m, let s = start { out.append(s..<i); start = nil }
        }
        if let s = start { out.append(s..<marked.count) }
        return out
    }

    /// The row as Pango markup with those ranges in the highlight's styles and colour.
    public static func markup(_ row: String, _ ranges: [Range<Int>], _ h: RasiHighlight) -> String {
        var open = "", close = ""
        var attributes: [String] = []
        if h.styles.contains(.bold) { attributes.append("weight=\"bold\"") }
        if h.styles.contains(.italic) { attributes.append("style=\"italic\"") }
        if h.styles.contains(.underline) { attributes.append("underline=\"single\"") }
        if h.styles.contains(.strikethrough) { attributes.append("strikethrough=\"true\"") }
        if h.styles.contains(.smallCaps) { attributes.append("variant=\"smallcaps\"") }
        if let c = h.color {
            func byte(_ v: Double) -> String { let s = String(Int((max(0, min(1, v)) * 255).rounded()), radix: 16); return s.count == 1 ? "0" + s : s }
            attributes.append("foreground=\"#\(byte(c.red))\(byte(c.green))\(byte(c.blue))\"")
        }
        open = "<span " + attributes.joined(separator: " ") + ">"
        close = "</span>"
        var out = ""
        var next = ranges.makeIterator()
        var current = next.next()
        for (i, c) in row.enumerated() {
            if let r = current, i == r.lowerBound, !attributes.isEmpty { out += open }
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(c)
            }
            if let r = current, i == r.upperBound - 1 {
                if !attributes.isEmpty { out += close }
                current = next.next()
            }
        }
        return out
    }
}

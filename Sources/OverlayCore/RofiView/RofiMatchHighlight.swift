// RofiMatchHighlight: which characters of a row rofi 1.7.3 draws in `highlight` for what was typed
// (helper_token_match_get_pango_attr): every match of each token's regex, one after another — every
// occurrence of a word, a fuzzy word's letters, a glob's whole match.

public enum RofiMatchHighlight {
    /// Character offsets of `row` to highlight, in order and apart. Tokens are the typed words (a
    /// negated one, starting with `negation`, highlights nothing); a regex word highlights where
    /// the pattern `compile` makes of it matches (none without one).
    public static func ranges(in row: String, typed: String, matching: PickMatching, caseInsensitive: Bool,
                              negation: Character? = "-", compile: (([UInt8]) -> PickPattern?)? = nil) -> [Range<Int>] {
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
                // fuzzy_to_regex's `(a).*?(b)`: each letter's group, the nearest next one, and again
                // after the match's end.
                var from = 0
                while from < hay.count {
                    var k = 0
                    var found: [Int] = []
                    for i in from..<hay.count where k < token.count && hay[i] == token[k] { found.append(i); k += 1 }
                    guard k == token.count, let last = found.last else { break }
                    for i in found { marked[i] = true }
                    from = last + 1
                }
            case .glob:
                // glob_to_regex: `*` is `.*` (greedy), `?` is `\S`; the leftmost match, then the next after it.
                var from = 0
                while from <= hay.count, let m = globMatch(token[...], in: hay, from: from) {
                    for k in m { marked[k] = true }
                    from = max(m.upperBound, m.lowerBound + 1)
                }
            case .regex:
                guard let pattern = compile?(Array(word.utf8)) else { break }
                // Byte ranges of the row's UTF-8 to its characters: a character is marked when it starts inside one.
                var starts: [Int] = []
                var offset = 0
                for c in row { starts.append(offset); offset += c.utf8.count }
                let bytes = Array(row.utf8)
                for r in bytes.withUnsafeBufferPointer(pattern.highlightRanges) {
                    for (i, s) in starts.enumerated() where r.contains(s) { marked[i] = true }
                }
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

    /// The leftmost match of a glob at or after `from`, as PCRE finds `.*`/`\S` (a star takes the
    /// longest run that lets the rest match).
    static func globMatch(_ glob: ArraySlice<Character>, in hay: [Character], from: Int) -> Range<Int>? {
        for start in from...hay.count {
            if let end = globEnd(glob, hay, start) { return start..<end }
        }
        return nil
    }

    private static func globEnd(_ glob: ArraySlice<Character>, _ hay: [Character], _ i: Int) -> Int? {
        guard let c = glob.first else { return i }
        let rest = glob.dropFirst()
        switch c {
        case "*":
            for j in stride(from: hay.count, through: i, by: -1) { if let end = globEnd(rest, hay, j) { return end } }
            return nil
        case "?":
            guard i < hay.count, !hay[i].isWhitespace else { return nil }
            return globEnd(rest, hay, i + 1)
        default:
            guard i < hay.count, hay[i] == c else { return nil }
            return globEnd(rest, hay, i + 1)
        }
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

// LongRuns: break opportunities (U+200B) inside a very long word, so that Pango never wraps
// one character by character: that costs it time growing with the square of the word.

/// Pango (1.50) wraps a word longer than the line by trying its characters one by one, and
/// each try measures the rest of the word again: 16 KiB of `x` took 290 ms, 200,000 took
/// a minute. A zero-width space every `chunk` characters of a word longer than `longest`
/// gives it places to break; the word looks the same, its lines end at most `chunk - 1`
/// characters short of the edge, and 8 KiB of it wraps in 3 ms, as ordinary words do.
public enum LongRuns {
    /// Words up to this many characters are left alone (a line holds about 48 at the
    /// default width: no shorter word is wrapped character by character there).
    public static let longest = 32
    /// A break opportunity after every this many characters of a longer word.
    public static let chunk = 8
    /// U+200B ZERO WIDTH SPACE: a break opportunity that draws nothing.
    public static let breakOpportunity: Character = "\u{200B}"

    /// `text` with a break opportunity after every `chunk` characters (grapheme clusters, so
    /// no mark is parted from its letter) of each run longer than `longest` that has none.
    /// With `markup`, tags and entities are kept whole and do not count (an entity is one
    /// character). Text without such a run comes back unchanged.
    public static func breaking(_ text: String, markup: Bool) -> String {
        guard hasLongByteRun(text) else { return text }
        let chars = Array(text)
        var out = ""
        out.reserveCapacity(text.utf8.count + text.utf8.count / 2)
        var run: [(token: ArraySlice<Character>, counts: Bool)] = []
        var length = 0
        func flush() {
            var n = 0
            for (token, counts) in run {
                if counts, length > longest, n > 0, n % chunk == 0 { out.append(breakOpportunity) }
                out.append(contentsOf: token)
                if counts { n += 1 }
            }
            run.removeAll(keepingCapacity: true)
            length = 0
        }
        var i = 0
        while i < chars.count {
            let token = markup ? MarkupToken.at(chars, i) : MarkupToken(kind: .text, length: 1)
            let slice = chars[i..<(i + token.length)]
            i += token.length
            if token.kind == .tag {
                run.append((slice, false))
            } else if token.kind == .text, isBreak(chars[i - 1]) {
                flush()
                out.append(contentsOf: slice)
            } else {
                run.append((slice, true))
                length += 1
            }
        }
        flush()
        return out
    }

    /// Whether a line may break around `c` anyway: white space, ideographs and kana (CJK
    /// text breaks between any two), a hyphen, or a break opportunity already there.
    static func isBreak(_ c: Character) -> Bool {
        guard let s = c.unicodeScalars.first else { return true }
        return c.isWhitespace || c == "-" || s == "\u{200B}" || s.properties.isIdeographic
            || (0x3040...0x30FF).contains(s.value) || (0xAC00...0xD7A3).contains(s.value)
    }

    /// Whether some run of bytes other than ASCII white space is longer than `longest`: if
    /// not, no run of characters is either (the fast way out for ordinary text).
    static func hasLongByteRun(_ text: String) -> Bool {
        var run = 0
        for b in text.utf8 {
            if b == 32 || b == 10 || b == 9 || b == 13 { run = 0 } else { run += 1; if run > longest { return true } }
        }
        return false
    }
}

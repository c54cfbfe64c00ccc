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
        func token(_ i: Int) -> MarkupToken { markup ? MarkupToken.at(chars, i) : MarkupToken(kind: .text, length: 1) }
        // The run from `start` to `end` (tags inside it do not count), broken if it is long.
        func flush(_ start: Int, _ end: Int, length: Int) {
            guard length > longest else { out.append(contentsOf: chars[start..<end]); return }
            var i = start, n = 0
            while i < end {
                let t = token(i)
                if t.kind != .tag {
                    if n > 0, n % chunk == 0 { out.append(breakOpportunity) }
                    n += 1
                }
                out.append(contentsOf: chars[i..<(i + t.length)])
                i += t.length
            }
        }
        var start = 0, length = 0, i = 0
        while i < chars.count {
            let t = token(i)
            if t.kind == .text, isBreak(chars[i]) {
                flush(start, i, length: length)
                out.append(chars[i])
                start = i + 1
                length = 0
            } else if t.kind != .tag {
                length += 1
            }
            i += t.length
        }
        flush(start, chars.count, length: length)
        return out
    }

    /// Whether a line may break around `c` anyway: white space, ideographs and kana (CJK
    /// text breaks between any two), a hyphen, or a break opportunity already there.
    static func isBreak(_ c: Character) -> Bool {
        guard let s = c.unicodeScalars.first else { return true }
        if s.isASCII { return s == " " || s == "\n" || s == "\t" || s == "\r" || s == "-" }
        return s == "\u{200B}" || s.properties.isWhitespace || s.properties.isIdeographic
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

// AccessibleText: an overlay's text cut into characters, words, sentences and lines, as
// the AT-SPI2 Text interface reads it (offsets count Unicode scalars, as GLib's do).

/// Plain text with the boundaries a screen reader walks by.
public struct AccessibleText: Sendable {
    /// The unit `GetTextAtOffset`/`GetStringAtOffset` cut by.
    public enum Unit: Sendable {
        case character, word, sentence, line
    }

    public let scalars: [Unicode.Scalar]
    public init(_ text: String) { scalars = Array(text.unicodeScalars) }

    public var count: Int { scalars.count }

    /// The text between two offsets (`end` -1: to the end), clamped to the text.
    public func slice(_ start: Int, _ end: Int) -> String {
        let s = min(max(0, start), count)
        let e = end < 0 ? count : min(max(s, end), count)
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars[s..<e])
        return String(out)
    }

    /// The unit holding `offset`: its text, start and end. An offset past the end gives
    /// the empty string at the end.
    public func segment(at offset: Int, _ unit: Unit) -> (text: String, start: Int, end: Int) {
        let range = self.range(at: offset, unit)
        return (slice(range.lowerBound, range.upperBound), range.lowerBound, range.upperBound)
    }

    /// The unit before (`step` -1) or after (`step` 1) the one holding `offset`.
    public func segment(next step: Int, from offset: Int, _ unit: Unit) -> (text: String, start: Int, end: Int) {
        let here = range(at: offset, unit)
        let probe = step < 0 ? here.lowerBound - 1 : here.upperBound
        guard probe >= 0, probe < count else {
            let at = step < 0 ? 0 : count
            return ("", at, at)
        }
        return segment(at: probe, unit)
    }

    private func range(at offset: Int, _ unit: Unit) -> Range<Int> {
        guard offset >= 0, offset < count else { return count..<count }
        if unit == .character { return offset..<(offset + 1) }
        var start = offset
        while start > 0, !isBoundary(before: start, unit) { start -= 1 }
        var end = offset + 1
        while end < count, !isBoundary(before: end, unit) { end += 1 }
        return start..<end
    }

    /// Whether a unit starts at `i`: after a newline; for words after a space, for
    /// sentences after `.`, `!` or `?` and a space.
    private func isBoundary(before i: Int, _ unit: Unit) -> Bool {
        let prev = scalars[i - 1], cur = scalars[i]
        if prev == "\n" { return true }
        switch unit {
        case .character, .line: return unit == .character
        case .word: return prev.properties.isWhitespace && !cur.properties.isWhitespace
        case .sentence:
            guard prev.properties.isWhitespace, !cur.properties.isWhitespace else { return false }
            var j = i - 1
            while j > 0, scalars[j].properties.isWhitespace { j -= 1 }
            return [".", "!", "?"].contains(scalars[j])
        }
    }
}

// PickPattern: a typed word compiled as a regular expression (rofi's -matching regex), by a
// compiler the program hands to Core: Core imports no C, so PCRE2 lives in OverlayRegex.

/// One compiled word. Used by one thread at a time: an implementation may keep scratch
/// memory for its matches.
public protocol PickPattern: AnyObject {
    /// Whether the pattern is found anywhere in `text`, one row's UTF-8 bytes (which may not
    /// be valid UTF-8: a bad byte is a character nothing but `.` matches, or none).
    func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool

    /// Where rofi's highlight falls in `text` (one row's UTF-8 bytes), as byte ranges: each match
    /// in turn (helper_token_match_get_pango_attr), its groups when it has any, else the whole match.
    func highlightRanges(_ text: UnsafeBufferPointer<UInt8>) -> [Range<Int>]
}

extension PickPattern {
    /// A pattern that cannot say where it matched highlights nothing.
    public func highlightRanges(_ text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] { [] }
}

/// Compiles the words of `-matching regex`.
public protocol PickPatternCompiler {
    /// `word` (UTF-8) as rofi compiles it: a regular expression, folding case when
    /// `caseInsensitive`; one that does not compile as its literal text (rofi escapes it and
    /// compiles again). Nil when even that fails: the word then matches as plain bytes.
    func compile(_ word: [UInt8], caseInsensitive: Bool) -> PickPattern?
}

// PickPattern: a typed word compiled as a regular expression (rofi's -matching regex), by a
// compiler the program hands to Core: Core imports no C, so PCRE2 lives in OverlayRegex.

/// One compiled word. Used by one thread at a time: an implementation may keep scratch
/// memory for its matches.
public protocol PickPattern: AnyObject {
    /// Whether the pattern is found anywhere in `text`, one row's UTF-8 bytes (which may not
    /// be valid UTF-8: a bad byte is a character nothing but `.` matches, or none).
    func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool
}

/// Compiles the words of `-matching regex`.
public protocol PickPatternCompiler {
    /// `word` (UTF-8) as rofi compiles it: a regular expression, folding case when
    /// `caseInsensitive`; one that does not compile as its literal text (rofi escapes it and
    /// compiles again). Nil when even that fails: the word then matches as plain bytes.
    func compile(_ word: [UInt8], caseInsensitive: Bool) -> PickPattern?
}

// PCRE2PatternCompiler: rofi's -matching regex words compiled with PCRE2, with the options GLib's
// GRegex gives rofi 1.7.3 (UTF-8, Unicode properties for \w \d \b, caseless with -i).
import CPCRE2
import OverlayCore

/// The daemon's, overlayctl's (rofi -dump) and overlaybench's compiler of regex words.
public struct PCRE2PatternCompiler: PickPatternCompiler {
    public init() {}

    /// GRegex compiles with PCRE2_UTF and PCRE2_UCP, and G_REGEX_CASELESS is PCRE2_CASELESS.
    /// PCRE2_MATCH_INVALID_UTF: a row that is not valid UTF-8 is searched, not refused.
    private static let options = UInt32(PCRE2_UTF) | UInt32(PCRE2_UCP) | UInt32(PCRE2_MATCH_INVALID_UTF)

    public func compile(_ word: [UInt8], caseInsensitive: Bool) -> PickPattern? {
        let caseless = caseInsensitive ? UInt32(PCRE2_CASELESS) : 0
        // rofi escapes a word that does not compile (g_regex_escape_string) and compiles it
        // again: PCRE2_LITERAL, which takes no PCRE2_UCP, is the same search.
        return PCRE2Pattern(word, options: PCRE2PatternCompiler.options | caseless)
            ?? PCRE2Pattern(word, options: UInt32(PCRE2_UTF) | UInt32(PCRE2_MATCH_INVALID_UTF) | UInt32(PCRE2_LITERAL) | caseless)
    }

    /// Whether PCRE2 compiles patterns to machine code here (`pcre2_config(PCRE2_CONFIG_JIT)`).
    public static var hasJIT: Bool {
        var jit: UInt32 = 0
        return pcre2_config_8(UInt32(PCRE2_CONFIG_JIT), &jit) >= 0 && jit == 1
    }
}

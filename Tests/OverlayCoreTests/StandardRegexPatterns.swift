// StandardRegexPatterns: a PickPatternCompiler for Core's tests (Core has no PCRE2): the standard
// library's Regex with PCRE-like options, counting what it is asked to compile.
import OverlayCore

/// Words compiled with Swift's `Regex` (scalars, simple word boundaries); one that does not
/// compile is nil (plain text). `compiled` lists every word asked for, in order.
final class StandardRegexPatterns: PickPatternCompiler {
    private(set) var compiled: [String] = []

    func compile(_ word: [UInt8], caseInsensitive: Bool) -> PickPattern? {
        let text = String(decoding: word, as: UTF8.self)
        compiled.append(text)
        guard let regex = try? Regex(text) else { return nil }
        return Pattern(regex.matchingSemantics(.unicodeScalar).wordBoundaryKind(.simple).ignoresCase(caseInsensitive))
    }

    private final class Pattern: PickPattern {
        let regex: Regex<AnyRegexOutput>
        init(_ regex: Regex<AnyRegexOutput>) { self.regex = regex }
        func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
            (try? regex.firstMatch(in: String(decoding: text, as: UTF8.self))) != nil
        }
    }
}

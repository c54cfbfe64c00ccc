// PosixRegex: rules' regular expressions as dunst matches them: POSIX extended syntax through
// the C library's regcomp (REG_EXTENDED | REG_NOSUB), found anywhere in the field by regexec.
// Each pattern is compiled once and kept.
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore

public final class PosixRegex: RegexMatching {
    private var compiled: [String: UnsafeMutablePointer<regex_t>] = [:]
    /// Patterns that do not compile match nothing (the config check refuses them first).
    private var invalid = Set<String>()

    public init() {}

    deinit {
        for r in compiled.values {
            regfree(r)
            r.deallocate()
        }
    }

    public func matches(_ pattern: String, _ text: String) -> Bool {
        guard let r = regex(pattern) else { return false }
        return regexec(r, text, 0, nil, 0) == 0
    }

    private func regex(_ pattern: String) -> UnsafeMutablePointer<regex_t>? {
        if let r = compiled[pattern] { return r }
        guard !invalid.contains(pattern) else { return nil }
        let r = UnsafeMutablePointer<regex_t>.allocate(capacity: 1)
        guard regcomp(r, pattern, REG_EXTENDED | REG_NOSUB) == 0 else {
            r.deallocate()
            invalid.insert(pattern)
            return nil
        }
        compiled[pattern] = r
        return r
    }

    /// Refuses a `pattern` that is not a POSIX extended regular expression, in regerror's words.
    public static func check(_ pattern: String) throws(InvalidValue) {
        var r = regex_t()
        let code = regcomp(&r, pattern, REG_EXTENDED | REG_NOSUB)
        guard code != 0 else {
            regfree(&r)
            return
        }
        var buffer = [CChar](repeating: 0, count: 256)
        regerror(code, &r, &buffer, buffer.count)
        throw InvalidValue(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
}

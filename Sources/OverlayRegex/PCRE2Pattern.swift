// PCRE2Pattern: one typed word compiled by PCRE2 (JIT-compiled where PCRE2 can), and its search in a row.
import CPCRE2
import OverlayCore

/// A compiled word with its own match data, so a search allocates nothing. Freed when released.
final class PCRE2Pattern: PickPattern {
    private let code: OpaquePointer
    private let matchData: OpaquePointer
    /// Whether `pcre2_jit_compile` succeeded: searches then take the JIT's fast entry.
    let isJIT: Bool

    /// nil when `word` does not compile with `options`.
    init?(_ word: [UInt8], options: UInt32) {
        var error: Int32 = 0
        var offset = 0
        guard let code = word.withUnsafeBufferPointer({ w in
            // An empty pattern still needs an address to read from.
            w.baseAddress.map { pcre2_compile_8($0, w.count, options, &error, &offset, nil) }
                ?? [UInt8(0)].withUnsafeBufferPointer { pcre2_compile_8($0.baseAddress, 0, options, &error, &offset, nil) }
        }) else { return nil }
        guard let matchData = pcre2_match_data_create_8(1, nil) else {
            pcre2_code_free_8(code)
            return nil
        }
        self.code = code
        self.matchData = matchData
        // No JIT (another architecture, or a build without it): the interpreter, silently.
        isJIT = pcre2_jit_compile_8(code, UInt32(PCRE2_JIT_COMPLETE)) == 0
    }

    deinit {
        pcre2_match_data_free_8(matchData)
        pcre2_code_free_8(code)
    }

    func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let subject = text.baseAddress else { return matchesEmpty() }
        let found = isJIT
            ? pcre2_jit_match_8(code, subject, text.count, 0, 0, matchData, nil)
            : pcre2_match_8(code, subject, text.count, 0, 0, matchData, nil)
        // Below -1 is an error (a JIT stack or match limit hit): no match, as GRegex reports it.
        return found >= 0
    }

    func highlightRanges(_ text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        // Match data for every group: `matchData` keeps only the whole match.
        guard let groups = pcre2_match_data_create_from_pattern_8(code, nil) else { return [] }
        defer { pcre2_match_data_free_8(groups) }
        // A copy with a byte after it: an empty row still has an address to search.
        let bytes = Array(text) + [0]
        var out: [Range<Int>] = []
        var start = 0
        while start <= text.count {
            let found = bytes.withUnsafeBufferPointer { pcre2_match_8(code, $0.baseAddress, text.count, start, 0, groups, nil) }
            guard found > 0, let ovector = pcre2_get_ovector_pointer_8(groups) else { break }
            let count = Int(found)
            for i in (count > 1 ? 1 : 0)..<count {
                // An unset group is PCRE2_UNSET (all bits: -1 here).
                let (s, e) = (ovector[2 * i], ovector[2 * i + 1])
                if s >= 0, e > s { out.append(s..<e) }
            }
            let (s, e) = (ovector[0], ovector[1])
            // After an empty match the next search starts a byte on, as GLib's g_match_info_next does.
            start = e > s ? e : e + 1
        }
        return out
    }

    private func matchesEmpty() -> Bool {
        [UInt8(0)].withUnsafeBufferPointer { matches(UnsafeBufferPointer(rebasing: $0[0..<0])) }
    }
}

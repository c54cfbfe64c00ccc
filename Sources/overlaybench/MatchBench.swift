// MatchBench: `overlaybench match ROWS` times PickMatcher alone (no X, no daemon) over ROWS
// file-path-like rows, for each matching method and a few typed texts: the first filter of a
// text over every row, as a key costs when nothing narrows it (a regex word, a negated one).
// Prints `match-figures METHOD case=… text=… rows=N matched=N ms=MEDIAN` lines (median of 5).
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore
import OverlayRegex

func runMatch(rows count: Int) -> Never {
    var bytes: [UInt8] = []
    for i in 0..<count { bytes += Array("/usr/share/doc/package-\(i)/changelog.Debian.gz line \(i * 7)\n".utf8) }
    let rows = PickRows(bytes: bytes)
    let texts = ["1", "zzz", "pack*9", "^/usr.*9$"]
    for matching in PickMatching.allCases {
        for caseInsensitive in [false, true] {
            for text in texts {
                var times: [Double] = []
                var matched = 0
                for _ in 0..<5 {
                    var matcher = PickMatcher(rows: rows, matching: matching, caseInsensitive: caseInsensitive,
                                              ranksExactAndPrefix: false, negation: UInt8(ascii: "-"),
                                              patterns: PCRE2PatternCompiler())
                    let t0 = micros()
                    matched = matcher.filter(Array(text.utf8)).count
                    times.append((micros() - t0) / 1000)
                }
                let ms = times.sorted()[times.count / 2]
                let shown = (ms * 100).rounded() / 100
                print("match-figures \(matching.rawValue) case=\(caseInsensitive ? "folded" : "exact") text=\(text) rows=\(count) matched=\(matched) ms=\(shown)")
            }
        }
    }
    exit(0)
}

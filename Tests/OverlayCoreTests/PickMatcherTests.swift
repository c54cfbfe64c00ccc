// PickMatcherTests: dmenu's matching rules (tokens, -i, exact/prefix/substring order),
// prefix and fuzzy, rows kept as bytes, and the incremental filter agreeing with a full one.
import OverlayCore
import XCTest

final class PickMatcherTests: XCTestCase {
    func rows(_ lines: [String]) -> PickRows { PickRows(bytes: Array(lines.joined(separator: "\n").utf8) + [10]) }
    func labels(_ r: PickRows, _ order: [Int32]) -> [String] { order.map { r.label(Int($0)) } }

    /// Rows of every length up to 100 with the searched byte at every place (and none): the
    /// matcher finds exactly the rows a plain search finds, whatever block the byte falls in.
    func testRowsContainingAByteAtAnyOffsetAreFound() {
        var lines: [String] = []
        for length in 1...100 {
            lines.append(String(repeating: "a", count: length))
            for at in stride(from: 0, to: length, by: 3) {
                lines.append(String(repeating: "a", count: at) + "Q" + String(repeating: "b", count: length - at - 1))
            }
        }
        var m = PickMatcher(rows: rows(lines), caseInsensitive: false, ranksExactAndPrefix: false)
        let expected = lines.indices.filter { lines[$0].contains("Q") }.map(Int32.init)
        XCTAssertEqual(m.filter(Array("Q".utf8)), expected)
        XCTAssertEqual(m.filter(Array("Qb".utf8)), lines.indices.filter { lines[$0].contains("Qb") }.map(Int32.init))
    }

    func testRowsAreCutAtNewlinesLikeGetline() {
        let r = PickRows(bytes: Array("a\n\nb\r\nc".utf8))
        XCTAssertEqual(r.count, 4, "an empty line is a row; no newline at the end still ends a row")
        XCTAssertEqual(Array(r.text(2)), Array("b\r".utf8), "CR is data")
        XCTAssertEqual(PickRows(bytes: Array("a\n".utf8)).count, 1, "a final newline opens no empty row")
        XCTAssertEqual(PickRows(bytes: []).count, 0)
    }

    func testNULEndsTheTextAndStartsRowOptions() {
        let r = PickRows(bytes: Array("Firefox\0icon\u{1f}firefox\u{1f}meta\u{1f}web browser\u{1f}nonselectable\u{1f}true\nplain".utf8))
        XCTAssertEqual(r.label(0), "Firefox")
        XCTAssertEqual(r.options(0).icon, "firefox")
        XCTAssertEqual(r.options(0).meta, "web browser")
        XCTAssertTrue(r.options(0).nonSelectable)
        XCTAssertEqual(r.options(1), PickRowOptions())
    }

    func testRofiMatchesMetaWordsTooButDmenuDoesNot() {
        let r = PickRows(bytes: Array("Firefox\0meta\u{1f}Web Browser\nTerminal\n".utf8))
        var rofi = PickMatcher(rows: r, caseInsensitive: true, ranksExactAndPrefix: false, matchesMeta: true)
        XCTAssertEqual(rofi.filter(Array("brow".utf8)), [0])
        XCTAssertEqual(rofi.filter(Array("term".utf8)), [1])
        var dmenu = PickMatcher(rows: r, caseInsensitive: true)
        XCTAssertEqual(dmenu.filter(Array("brow".utf8)), [])
    }

    /// The meta words are read where they stand among the row's options (after an icon, before other
    /// keys, the last of two), and only under the key `meta` itself.
    func testMetaWordsAreFoundAmongTheRowsOtherOptions() {
        let r = PickRows(bytes: Array(("Firefox\0icon\u{1f}firefox\u{1f}meta\u{1f}Web Browser\u{1f}info\u{1f}zebra\n"
            + "Files\0meta\u{1f}old words\u{1f}meta\u{1f}Manager\nTerm\0metadata\u{1f}shell\u{1f}display\u{1f}Console\n"
            + "Calc\0icon\u{1f}calc\n").utf8))
        XCTAssertEqual(r.optionRange(0, key: "meta").map { String(decoding: r.bytes[$0], as: UTF8.self) }, "Web Browser")
        XCTAssertEqual(r.optionRange(1, key: "meta").map { String(decoding: r.bytes[$0], as: UTF8.self) }, "Manager", "the last one, as options(_:) reads it")
        XCTAssertNil(r.optionRange(2, key: "meta"), "metadata is another key")
        XCTAssertNil(r.optionRange(3, key: "meta"))
        var m = PickMatcher(rows: r, caseInsensitive: true, ranksExactAndPrefix: false, matchesMeta: true)
        XCTAssertEqual(m.filter(Array("brow".utf8)), [0], "folded as the rows are")
        XCTAssertEqual(m.filter(Array("manager".utf8)), [1])
        XCTAssertEqual(m.filter(Array("old".utf8)), [], "the words a later meta replaced")
        XCTAssertEqual(m.filter(Array("zebra".utf8)), [], "another option's value is no meta")
        XCTAssertEqual(m.filter(Array("shell".utf8)), [])
        XCTAssertEqual(m.filter(Array("calc".utf8)), [3])
        var prefix = PickMatcher(rows: r, matching: .prefix, caseInsensitive: true, ranksExactAndPrefix: false, matchesMeta: true)
        XCTAssertEqual(prefix.filter(Array("web".utf8)), [0], "a word starting the meta words starts a word")
    }

    func testInvalidUTF8IsShownAsReplacementCharactersButKeptAsBytes() {
        let r = PickRows(bytes: [0x61, 0xff, 0x62, 10])
        XCTAssertEqual(r.label(0), "a\u{fffd}b")
        XCTAssertEqual(Array(r.text(0)), [0x61, 0xff, 0x62])
    }

    func testDmenuOrderExactThenPrefixThenSubstring() {
        let r = rows(["xfire", "firefox", "fire", "campfire", "water"])
        var m = PickMatcher(rows: r)
        XCTAssertEqual(labels(r, m.filter(Array("fire".utf8))), ["fire", "firefox", "xfire", "campfire"])
        XCTAssertEqual(labels(r, m.filter([])), ["xfire", "firefox", "fire", "campfire", "water"])
    }

    /// The order is kept whenever a one-word query starts no row (ranking is skipped then), and
    /// still ranked when spaces make the query more than its word, or case is folded.
    func testDmenuOrderHoldsWhereRankingCanBeSkipped() {
        let r = rows(["zab", " ab", "yab", "ab x", "ABx"])
        var m = PickMatcher(rows: r)
        XCTAssertEqual(labels(r, m.filter(Array("b".utf8))), ["zab", " ab", "yab", "ab x"], "no row starts with b")
        XCTAssertEqual(labels(r, m.filter(Array(" ab".utf8))), [" ab", "ab x", "zab", "yab"], "\" ab\" is exact, then the prefix ab")
        let spaced = rows(["zab", " ab", "yab"])
        var s = PickMatcher(rows: spaced)
        XCTAssertEqual(labels(spaced, s.filter(Array(" ab".utf8))), [" ab", "zab", "yab"], "no row starts with ab, one is \" ab\"")
        XCTAssertEqual(labels(r, m.filter(Array("ab".utf8))), ["ab x", "zab", " ab", "yab"])
        var folded = PickMatcher(rows: r, caseInsensitive: true)
        XCTAssertEqual(labels(r, folded.filter(Array("a".utf8))), ["ab x", "ABx", "zab", " ab", "yab"])
        XCTAssertEqual(labels(r, folded.filter(Array("x".utf8))), ["ab x", "ABx"])
    }

    func testTokensMustAllMatchInAnyOrder() {
        let r = rows(["open file", "file open now", "close file"])
        var m = PickMatcher(rows: r)
        XCTAssertEqual(labels(r, m.filter(Array("open  file".utf8))), ["open file", "file open now"])
        XCTAssertEqual(labels(r, m.filter(Array("file open".utf8))), ["file open now", "open file"], "prefix of the first token first")
    }

    func testCaseIsSignificantUnlessAsked() {
        let r = rows(["Firefox", "firefox"])
        var exact = PickMatcher(rows: r)
        XCTAssertEqual(labels(r, exact.filter(Array("Fire".utf8))), ["Firefox"])
        var folded = PickMatcher(rows: r, caseInsensitive: true)
        XCTAssertEqual(labels(r, folded.filter(Array("FIRE".utf8))), ["Firefox", "firefox"])
    }

    func testPrefixAndFuzzy() {
        let r = rows(["terminal", "xterm", "thunderbird"])
        var prefix = PickMatcher(rows: r, matching: .prefix)
        XCTAssertEqual(labels(r, prefix.filter(Array("te".utf8))), ["terminal"])
        XCTAssertEqual(labels(r, prefix.filter(Array("rm".utf8))), [], "rofi's prefix is a word's start")
        var fuzzy = PickMatcher(rows: r, matching: .fuzzy, ranksExactAndPrefix: false)
        XCTAssertEqual(labels(r, fuzzy.filter(Array("trm".utf8))), ["terminal", "xterm"])
        XCTAssertEqual(labels(r, fuzzy.filter(Array("tbd".utf8))), ["thunderbird"])
    }

    /// rofi 1.7.3's -matching glob: `*` is any run, `?` one non-space character, the rest is
    /// literal (brackets too), found anywhere in the row.
    func testRofiGlob() {
        let r = rows(["gamma", "beta", "b t", "[bz]", "a\\xc", "été"])
        var m = PickMatcher(rows: r, matching: .glob, ranksExactAndPrefix: false, negation: UInt8(ascii: "-"))
        XCTAssertEqual(labels(r, m.filter(Array("g*a".utf8))), ["gamma"])
        XCTAssertEqual(labels(r, m.filter(Array("b?t".utf8))), ["beta"], "? is not a space")
        XCTAssertEqual(labels(r, m.filter(Array("[bz]".utf8))), ["[bz]"], "no character classes")
        XCTAssertEqual(labels(r, m.filter(Array("^b".utf8))), [], "no anchors")
        XCTAssertEqual(labels(r, m.filter(Array("a\\?c".utf8))), ["a\\xc"], "a backslash is a backslash")
        XCTAssertEqual(labels(r, m.filter(Array("?t?".utf8))), ["beta", "été"], "? is a whole character")
        XCTAssertEqual(labels(r, m.filter(Array("* -a".utf8))), ["b t", "[bz]", "été"])
    }

    /// rofi's -matching regex: each word goes to the program's compiler once, whatever is typed
    /// around it (the words typed through PCRE2 are OverlayRegexTests'); one the compiler
    /// refuses, or every word without a compiler, matches as plain text.
    func testRegexWordsAreCompiledOnceByTheGivenCompiler() {
        let r = rows(["alpha", "Beta", "gamma", "be(ta", "x1"])
        let patterns = StandardRegexPatterns()
        var m = PickMatcher(rows: r, matching: .regex, ranksExactAndPrefix: false, negation: UInt8(ascii: "-"), patterns: patterns)
        XCTAssertEqual(labels(r, m.filter(Array("^[bg]".utf8))), ["gamma", "be(ta"])
        XCTAssertEqual(labels(r, m.filter(Array("^[bg] a$".utf8))), ["gamma", "be(ta"])
        XCTAssertEqual(labels(r, m.filter(Array("^[bg]".utf8))), ["gamma", "be(ta"], "BackSpace")
        XCTAssertEqual(labels(r, m.filter(Array("^[bg] -a$".utf8))), [])
        XCTAssertEqual(labels(r, m.filter(Array("e(t".utf8))), ["be(ta"], "refused by the compiler: plain text")
        XCTAssertEqual(patterns.compiled, ["^[bg]", "a$", "e(t"], "each word once, negated or not")
        var none = PickMatcher(rows: r, matching: .regex, ranksExactAndPrefix: false)
        XCTAssertEqual(labels(r, none.filter(Array("^[bg]".utf8))), [], "no compiler: the word is text")
        XCTAssertEqual(labels(r, none.filter(Array("(t".utf8))), ["be(ta"])
    }

    /// rofi's "-word": rows without the word; with row options, in neither text nor meta.
    /// Each word may be found in the text or in the meta words (rofi's dmenu_token_match).
    func testRofiNegationAndMetaPerWord() {
        let r = PickRows(bytes: Array("Firefox\0meta\u{1f}web browser\nTerminal\0meta\u{1f}shell\nweb page\n".utf8))
        var m = PickMatcher(rows: r, caseInsensitive: true, ranksExactAndPrefix: false, matchesMeta: true, negation: UInt8(ascii: "-"))
        XCTAssertEqual(m.filter(Array("fire brow".utf8)), [0], "one word in the text, one in the meta")
        XCTAssertEqual(m.filter(Array("-web".utf8)), [1])
        XCTAssertEqual(m.filter(Array("-".utf8)), [], "a lone - matches nothing")
        var dmenu = PickMatcher(rows: r, caseInsensitive: true)
        XCTAssertEqual(dmenu.filter(Array("-web".utf8)), [], "dmenu has no negation")
    }

    /// Typing narrows the previous result; BackSpace goes back to it. Both must agree with
    /// a matcher that starts from scratch, whatever was typed in between, and with rofi's
    /// own reading (each word made a regular expression) — with rofi's "-word" negation too.
    func testIncrementalFilteringAgreesWithAFreshOne() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abc d-*?^$.[]")
        let lines = (0..<200).map { _ in String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" }) }
        let r = rows(lines)
        for matching in PickMatching.allCases {
            for negation in [nil, UInt8(ascii: "-")] {
                var incremental = PickMatcher(rows: r, matching: matching, caseInsensitive: true, negation: negation,
                                              patterns: StandardRegexPatterns())
                var typed: [UInt8] = []
                for _ in 0..<120 {
                    if Bool.random(using: &generator) || typed.isEmpty {
                        typed.append(alphabet.randomElement(using: &generator)?.asciiValue ?? 97)
                    } else {
                        typed.removeLast()
                    }
                    var fresh = PickMatcher(rows: r, matching: matching, caseInsensitive: true, negation: negation,
                                            patterns: StandardRegexPatterns())
                    let got = incremental.filter(typed)
                    let what = "\(matching) negation \(negation != nil) \(String(decoding: typed, as: UTF8.self))"
                    XCTAssertEqual(got, fresh.filter(typed), what)
                    XCTAssertEqual(Set(got), reference(lines, typed, matching, negates: negation != nil), what)
                }
            }
        }
    }

    /// rofi's regex for one word (helper.c's create_regex): escaped text for "normal", `\b`
    /// before it for "prefix", its characters with anything between for "fuzzy", `*` → `.*`
    /// and `?` → `\S` in the escaped text for "glob", the word itself for "regex" (escaped
    /// when it does not compile).
    func rofiRegex(_ word: String, _ matching: PickMatching) -> Regex<AnyRegexOutput>? {
        func escaped(_ c: Character) -> String { c.isLetter || c.isNumber || c == " " ? String(c) : "\\" + String(c) }
        let plain = word.map(escaped).joined()
        let pattern: String
        switch matching {
        case .substring: pattern = plain
        case .prefix: pattern = "\\b" + plain
        case .fuzzy: pattern = word.map(escaped).joined(separator: ".*?")
        case .glob: pattern = word.map { $0 == "*" ? ".*" : $0 == "?" ? "\\S" : escaped($0) }.joined()
        case .regex: pattern = (try? Regex(word)) != nil ? word : plain
        }
        return (try? Regex(pattern))?.ignoresCase().matchingSemantics(.unicodeScalar).wordBoundaryKind(.simple)
    }

    /// The rows that match, by the plainest reading of each rule: rofi's regex for each word
    /// (no incremental state, no word-at-a-time search).
    func reference(_ lines: [String], _ typed: [UInt8], _ matching: PickMatching, negates: Bool) -> Set<Int32> {
        let text = String(decoding: typed, as: UTF8.self)
        // Each word's regex is compiled once per query, not once per row: compiling the
        // standard library's Regex is what made this reference slow (a minute in debug).
        let words = text.split(separator: " ").map { w in
            let negated = negates && w.hasPrefix("-")
            let word = negated ? String(w.dropFirst()) : String(w)
            return (negated: negated, empty: word.isEmpty, regex: word.isEmpty ? nil : rofiRegex(word, matching))
        }
        var out = Set<Int32>()
        for (i, line) in lines.enumerated() {
            let ok = words.allSatisfy { w in
                let found = w.empty || w.regex.map { line.contains($0) } ?? false
                return found != w.negated
            }
            if ok { out.insert(Int32(i)) }
        }
        return out
    }
}

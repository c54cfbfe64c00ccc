// PickMatcherTests: dmenu's matching rules (tokens, -i, exact/prefix/substring order),
// prefix and fuzzy, rows kept as bytes, and the incremental filter agreeing with a full one.
import OverlayCore
import XCTest

final class PickMatcherTests: XCTestCase {
    func rows(_ lines: [String]) -> PickRows { PickRows(bytes: Array(lines.joined(separator: "\n").utf8) + [10]) }
    func labels(_ r: PickRows, _ order: [Int32]) -> [String] { order.map { r.label(Int($0)) } }

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
        var fuzzy = PickMatcher(rows: r, matching: .fuzzy, ranksExactAndPrefix: false)
        XCTAssertEqual(labels(r, fuzzy.filter(Array("trm".utf8))), ["terminal", "xterm"])
        XCTAssertEqual(labels(r, fuzzy.filter(Array("tbd".utf8))), ["thunderbird"])
    }

    /// Typing narrows the previous result; BackSpace goes back to it. Both must agree with
    /// a matcher that starts from scratch, whatever was typed in between.
    func testIncrementalFilteringAgreesWithAFreshOne() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abc de")
        let lines = (0..<400).map { _ in String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" }) }
        let r = rows(lines)
        for matching in PickMatching.allCases {
            var incremental = PickMatcher(rows: r, matching: matching, caseInsensitive: true)
            var typed: [UInt8] = []
            for _ in 0..<200 {
                if Bool.random(using: &generator) || typed.isEmpty {
                    typed.append(alphabet.randomElement(using: &generator)?.asciiValue ?? 97)
                } else {
                    typed.removeLast()
                }
                var fresh = PickMatcher(rows: r, matching: matching, caseInsensitive: true)
                let got = incremental.filter(typed)
                XCTAssertEqual(got, fresh.filter(typed), "\(matching) \(String(decoding: typed, as: UTF8.self))")
                XCTAssertEqual(Set(got), reference(lines, typed, matching), "\(matching) \(String(decoding: typed, as: UTF8.self))")
            }
        }
    }

    /// The rows that match, by the plainest reading of each rule (no incremental state, no
    /// word-at-a-time search).
    func reference(_ lines: [String], _ typed: [UInt8], _ matching: PickMatching) -> Set<Int32> {
        let text = String(decoding: typed, as: UTF8.self).lowercased()
        let tokens = text.split(separator: " ").map(String.init)
        var out = Set<Int32>()
        for (i, line) in lines.enumerated() {
            let l = line.lowercased()
            let ok: Bool
            switch matching {
            case .substring: ok = tokens.allSatisfy { l.contains($0) }
            case .prefix: ok = l.hasPrefix(text)
            case .fuzzy:
                ok = tokens.allSatisfy { t in
                    var rest = Substring(l)
                    for c in t {
                        guard let at = rest.firstIndex(of: c) else { return false }
                        rest = rest[rest.index(after: at)...]
                    }
                    return true
                }
            }
            if ok { out.insert(Int32(i)) }
        }
        return out
    }
}

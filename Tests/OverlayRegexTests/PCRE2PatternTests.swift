// PCRE2PatternTests: rofi's -matching regex words through PCRE2, as rofi 1.7.3 reads them with
// GRegex: Unicode \w \d \b, caseless with -i, an invalid word as its literal text.
import OverlayCore
@testable import OverlayRegex
import XCTest

final class PCRE2PatternTests: XCTestCase {
    let compiler = PCRE2PatternCompiler()

    func found(_ word: String, in row: String, caseInsensitive: Bool = false) throws -> Bool {
        let pattern = try XCTUnwrap(compiler.compile(Array(word.utf8), caseInsensitive: caseInsensitive), word)
        return Array(row.utf8).withUnsafeBufferPointer { pattern.matches($0) }
    }

    func testAWordIsARegularExpressionSearchedInTheRow() throws {
        XCTAssertTrue(try found("^[bg]", in: "gamma"))
        XCTAssertFalse(try found("^[bg]", in: "alpha"))
        XCTAssertTrue(try found("ma$", in: "gamma"))
        XCTAssertTrue(try found("a.p", in: "alpha"), "found anywhere, not anchored")
        XCTAssertTrue(try found("", in: ""), "the empty word in the empty row")
    }

    /// rofi's highlight of a regex word: every match in turn, its groups when it has any, as
    /// characters of the row (a two-byte letter counts once).
    func testTheHighlightIsEachMatchOrItsGroups() {
        func marked(_ word: String, _ row: String) -> [Range<Int>] {
            RofiMatchHighlight.ranges(in: row, typed: word, matching: .regex, caseInsensitive: false,
                                      compile: { self.compiler.compile($0, caseInsensitive: false) })
        }
        XCTAssertEqual(marked("a.", "banana"), [1..<5], "ab then an: both matches, side by side")
        XCTAssertEqual(marked("b(an)a", "banana"), [1..<3], "a group alone")
        XCTAssertEqual(marked("^g", "gag"), [0..<1])
        XCTAssertEqual(marked("é.", "café au"), [3..<5], "characters, not bytes")
        XCTAssertEqual(marked("x*", "ab"), [], "empty matches mark nothing")
    }

    func testAWordThatDoesNotCompileIsItsLiteralText() throws {
        XCTAssertTrue(try found("e(t", in: "be(ta"))
        XCTAssertFalse(try found("e(t", in: "beta"))
        XCTAssertTrue(try found("[bz", in: "x[bz]"))
        XCTAssertTrue(try found("E(T", in: "be(ta", caseInsensitive: true), "escaped, still caseless as rofi compiles it")
    }

    func testUnicodePropertiesAndCaseAsGRegex() throws {
        XCTAssertTrue(try found("^\\w", in: "École"), "\\w is Unicode (PCRE2_UCP)")
        XCTAssertTrue(try found("^.{5}$", in: "École"), "a character is a scalar (PCRE2_UTF)")
        XCTAssertTrue(try found("\\d", in: "x١"), "\\d takes other scripts' digits")
        XCTAssertTrue(try found("\\bcole", in: "é cole"))
        XCTAssertFalse(try found("\\bcole", in: "École"), "é is a word character: no boundary before c")
        XCTAssertFalse(try found("^B", in: "beta"))
        XCTAssertTrue(try found("^B", in: "beta", caseInsensitive: true))
        XCTAssertTrue(try found("^é", in: "École", caseInsensitive: true), "case folds beyond ASCII")
        XCTAssertTrue(try found("\\D1", in: "X1", caseInsensitive: true), "folding keeps \\D apart from \\d")
    }

    func testARowThatIsNotUTF8IsSearchedNotRefused() throws {
        let pattern = try XCTUnwrap(compiler.compile(Array("ok$".utf8), caseInsensitive: false))
        XCTAssertTrue(([0x66, 0xff, 0x6f, 0x6b] as [UInt8]).withUnsafeBufferPointer { pattern.matches($0) })
    }

    func testPatternsAreJITCompiledWherePCRE2CanJIT() throws {
        let pattern = try XCTUnwrap(compiler.compile(Array("a+b".utf8), caseInsensitive: true) as? PCRE2Pattern)
        XCTAssertEqual(pattern.isJIT, PCRE2PatternCompiler.hasJIT)
        #if arch(x86_64)
        XCTAssertTrue(PCRE2PatternCompiler.hasJIT, "Debian's PCRE2 has the JIT on x86-64")
        #endif
    }

    /// rofi 1.7.3's -matching regex through PickMatcher: each word a regular expression searched
    /// in the row, "-word" negated; -i folds case over Unicode; one that does not compile is text.
    func testRofiRegexThroughTheMatcher() {
        let r = PickRows(bytes: Array(["alpha", "Beta", "gamma", "be(ta", "École", "x1"].joined(separator: "\n").utf8))
        func labels(_ m: [Int32]) -> [String] { m.map { String(decoding: r.text(Int($0)), as: UTF8.self) } }
        var m = PickMatcher(rows: r, matching: .regex, ranksExactAndPrefix: false, negation: UInt8(ascii: "-"), patterns: compiler)
        XCTAssertEqual(labels(m.filter(Array("^[bg]".utf8))), ["gamma", "be(ta"])
        XCTAssertEqual(labels(m.filter(Array("a$".utf8))), ["alpha", "Beta", "gamma", "be(ta"])
        XCTAssertEqual(labels(m.filter(Array("e(t".utf8))), ["be(ta"], "an invalid regex is plain text")
        XCTAssertEqual(labels(m.filter(Array("^[b".utf8))), [])
        XCTAssertEqual(labels(m.filter(Array("^[bg]".utf8))), ["gamma", "be(ta"], "typed on: not narrowed from the text match")
        XCTAssertEqual(labels(m.filter(Array("^.{5}$ -^a".utf8))), ["gamma", "be(ta", "École"], "a character is a scalar")
        XCTAssertEqual(labels(m.filter(Array("\\d".utf8))), ["x1"])
        var folded = PickMatcher(rows: r, matching: .regex, caseInsensitive: true, ranksExactAndPrefix: false, patterns: compiler)
        XCTAssertEqual(labels(folded.filter(Array("^[bé]".utf8))), ["Beta", "be(ta", "École"])
        XCTAssertEqual(labels(folded.filter(Array("\\D1".utf8))), ["x1"], "folding keeps \\D apart from \\d")
    }
}

// RofiMatchHighlightTests: the characters of a row rofi draws in `highlight` for what was typed.
import OverlayCore
import XCTest

final class RofiMatchHighlightTests: XCTestCase {
    func testEveryOccurrenceOfEachWordAndAFuzzyWordsLetters() {
        XCTAssertEqual(RofiMatchHighlight.ranges(in: "Firefox Web", typed: "fi", matching: .substring, caseInsensitive: true), [0..<2])
        XCTAssertEqual(RofiMatchHighlight.ranges(in: "Firefox Web", typed: "fi", matching: .substring, caseInsensitive: false), [])
        XCTAssertEqual(RofiMatchHighlight.ranges(in: "banana", typed: "an", matching: .substring, caseInsensitive: false), [1..<5])
        XCTAssertEqual(RofiMatchHighlight.ranges(in: "text editor", typed: "ed te", matching: .substring, caseInsensitive: false),
                       [0..<2, 5..<7])
        XCTAssertEqual(RofiMatchHighlight.ranges(in: "file roller", typed: "fr", matching: .fuzzy, caseInsensitive: false), [0..<1, 5..<6])
        XCTAssertEqual(RofiMatchHighlight.ranges(in: "alpha", typed: "-al", matching: .substring, caseInsensitive: false), [],
                       "a negated word matches nothing to show")
    }

    /// rofi compiles a fuzzy word as `(a).*?(b)` and a glob as `.*` for `*` and `\\S` for `?`, and
    /// highlights every match of it in turn (a fuzzy word's letters only: its groups).
    func testGlobAndFuzzyWordsAreHighlightedAsTheirRegexMatches() {
        func ranges(_ row: String, _ typed: String, _ m: PickMatching) -> [Range<Int>] {
            RofiMatchHighlight.ranges(in: row, typed: typed, matching: m, caseInsensitive: true)
        }
        XCTAssertEqual(ranges("foobarbaz", "b*z", .glob), [3..<9], "a star runs as far as it can")
        XCTAssertEqual(ranges("abc axc a c", "a?c", .glob), [0..<3, 4..<7], "every match; ? is no space")
        XCTAssertEqual(ranges("Text Editor", "ed*", .glob), [5..<11])
        XCTAssertEqual(ranges("firefox", "*fox", .glob), [0..<7], "a leading star takes the row from its start")
        XCTAssertEqual(ranges("gimp", "x*", .glob), [])
        XCTAssertEqual(ranges("xaxbxab", "ab", .fuzzy), [1..<2, 3..<4, 5..<7], "the letters of each match in turn")
    }

    func testTheMarkupEscapesTheRowAndWrapsTheMatchesInTheHighlight() {
        let bold = RasiHighlight(styles: [.bold, .underline])
        XCTAssertEqual(RofiMatchHighlight.markup("a<b&c", [1..<3], bold),
                       "a<span weight=\"bold\" underline=\"single\">&lt;b</span>&amp;c")
        XCTAssertEqual(RofiMatchHighlight.markup("x", [], RasiHighlight(styles: [], color: Color(red: 1, green: 0, blue: 0))), "x")
    }
}

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

    func testTheMarkupEscapesTheRowAndWrapsTheMatchesInTheHighlight() {
        let bold = RasiHighlight(styles: [.bold, .underline])
        XCTAssertEqual(RofiMatchHighlight.markup("a<b&c", [1..<3], bold),
                       "a<span weight=\"bold\" underline=\"single\">&lt;b</span>&amp;c")
        XCTAssertEqual(RofiMatchHighlight.markup("x", [], RasiHighlight(styles: [], color: Color(red: 1, green: 0, blue: 0))), "x")
    }
}

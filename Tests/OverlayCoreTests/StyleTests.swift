// StyleTests: colors from hex and the room a style reserves for its shadow.
import OverlayCore
import XCTest

final class StyleTests: XCTestCase {
    func testHexColor() throws {
        let c = try XCTUnwrap(Color(hex: "#ff8000"))
        XCTAssertEqual(c, Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        let d = try XCTUnwrap(Color(hex: "00FF0080"))
        XCTAssertEqual(d, Color(red: 0, green: 1, blue: 0, alpha: 128.0 / 255))
        XCTAssertEqual(Color(hex: "#00000000"), Color(red: 0, green: 0, blue: 0, alpha: 0))
    }

    func testHexColorRejectsOtherLengthsAndNonHex() {
        for text in ["", "#", "#fff", "#ffff", "#fffff", "#fffffff", "#fffffffff", "#gg0000", "##ff0000", "ff 000"] {
            XCTAssertNil(Color(hex: text), text)
        }
    }

    /// Regression: `UInt32(_:radix:)` takes a leading sign, so "#+12345" parsed as a color.
    func testHexColorRejectsSign() {
        XCTAssertNil(Color(hex: "#+12345"))
        XCTAssertNil(Color(hex: "-0000000"))
    }

    /// A colour hint of 128 KB of combining accents is one
    /// grapheme cluster; reading it character by character cost the daemon 10 ms (found by scripts/fuzz-dbus). It is
    /// refused by its length in bytes, as are digits with an accent on them.
    func testHexColorRejectsCombiningAccentsByTheirBytes() {
        XCTAssertNil(Color(hex: "a" + String(repeating: "\u{301}", count: 64_000)))
        XCTAssertNil(Color(hex: "#" + String(repeating: "\u{301}", count: 6)))
        XCTAssertNil(Color(hex: "#ff000\u{301}0"))
        XCTAssertNil(Color(hex: "#ff00\u{FF10}0"), "a full-width digit")
    }

    func testDefaultShadowMarginsFollowOffset() {
        let s = Style()
        // Radius 12 shifted 3 px down: less room on top, more below.
        XCTAssertEqual(s.shadowMargins, Insets(top: 9, left: 12, bottom: 15, right: 12))
    }

    func testShadowMarginsNeverNegative() {
        var s = Style()
        s.shadowRadius = 2
        s.shadowOffset = Point(x: -5, y: 4)
        XCTAssertEqual(s.shadowMargins, Insets(top: 0, left: 7, bottom: 6, right: 0))
        s.shadowRadius = 0
        s.shadowOffset = .zero
        XCTAssertEqual(s.shadowMargins, .zero)
    }

    func testStylesCompareByValue() {
        var a = Style(), b = Style()
        XCTAssertEqual(a, b)
        b.cornerRadius = 0
        XCTAssertNotEqual(a, b)
        a.cornerRadius = 0
        XCTAssertEqual(a.hashValue, b.hashValue)
    }
}

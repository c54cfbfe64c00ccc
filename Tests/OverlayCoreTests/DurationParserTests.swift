// DurationParserTests: durations as users type them, and Instant arithmetic.
import OverlayCore
import XCTest

final class DurationParserTests: XCTestCase {
    func testUnits() {
        XCTAssertEqual(DurationParser.milliseconds("500ms"), 500)
        XCTAssertEqual(DurationParser.milliseconds("3s"), 3000)
        XCTAssertEqual(DurationParser.milliseconds("1.5s"), 1500)
        XCTAssertEqual(DurationParser.milliseconds("2m"), 120_000)
        XCTAssertEqual(DurationParser.milliseconds("1h"), 3_600_000)
    }

    func testBareNumberIsSeconds() {
        XCTAssertEqual(DurationParser.milliseconds("3"), 3000)
        XCTAssertEqual(DurationParser.milliseconds("0.25"), 250)
        XCTAssertEqual(DurationParser.milliseconds("0"), 0)
        XCTAssertEqual(DurationParser.milliseconds("0ms"), 0)
    }

    func testRoundsToWholeMilliseconds() {
        XCTAssertEqual(DurationParser.milliseconds("2.5ms"), 3)
        XCTAssertEqual(DurationParser.milliseconds("0.0004s"), 0)
        XCTAssertEqual(DurationParser.milliseconds("1.6ms"), 2)
    }

    func testLimitIsOneDay() {
        XCTAssertEqual(DurationParser.milliseconds("24h"), 86_400_000)
        XCTAssertEqual(DurationParser.milliseconds("86400"), 86_400_000)
        XCTAssertNil(DurationParser.milliseconds("86400.5"))
        XCTAssertNil(DurationParser.milliseconds("25h"))
        XCTAssertNil(DurationParser.milliseconds("1441m"))
        XCTAssertNil(DurationParser.milliseconds("99999999999999999999999"))
    }

    func testRejectsMalformed() {
        for text in ["", "s", "ms", "-1s", "-1", "+3s", "1e3", "3 s", " 3s", "3S", "3sec", "1..5s", "1.2.3",
                     "abc", "0x10", "inf", "nan", "1hs", "3d", "٣s", "½s"] {
            XCTAssertNil(DurationParser.milliseconds(text), text)
        }
    }

    func testInstantArithmeticAndOrder() {
        let t = Instant(milliseconds: 1000)
        XCTAssertEqual(t + 250, Instant(milliseconds: 1250))
        XCTAssertLessThan(t, t + 1)
        XCTAssertFalse(t < t)
        XCTAssertEqual(t.description, "1000ms")
    }
}

// ArgvReaderTests: the one reader under dmenu's, rofi's, `pick`'s, `prompt`'s and overlayd's
// command lines: a value is the next word whatever it looks like, a value at the end is
// missing, and a word offered to an unknown flag stays for the next flag when it is one.
import OverlayProtocol
import XCTest

final class ArgvReaderTests: XCTestCase {
    func testAValueIsTheNextWordEvenWhenItStartsWithADash() {
        var r = ArgvReader(["-p", "-x", "-i"])
        XCTAssertEqual(r.next(), "-p")
        XCTAssertEqual(r.value(), "-x")
        XCTAssertEqual(r.next(), "-i")
        XCTAssertTrue(r.atLast)
        XCTAssertNil(r.next())
        XCTAssertNil(r.next(), "still nothing after the end")
    }

    func testAValueMissingAtTheEndThrowsTheProgramsError() {
        var r = ArgvReader(["-l"])
        XCTAssertEqual(r.next(), "-l")
        XCTAssertTrue(r.atLast)
        XCTAssertThrowsError(try r.value(or: UsageError("-l: missing value"))) {
            XCTAssertEqual($0 as? UsageError, UsageError("-l: missing value"))
        }
    }

    func testAnOfferedWordIsTakenOnlyWhenAccepted() {
        var r = ArgvReader(["-theme-x", "-i", "-unknown", "value", "--check-config"])
        let notAFlag: (String) -> Bool = { !$0.hasPrefix("-") }
        XCTAssertEqual(r.next(), "-theme-x")
        XCTAssertNil(r.value(if: notAFlag), "the next flag is not this one's value")
        XCTAssertEqual(r.next(), "-i")
        XCTAssertEqual(r.next(), "-unknown")
        XCTAssertEqual(r.value(if: notAFlag), "value")
        XCTAssertEqual(r.next(), "--check-config")
        XCTAssertNil(r.value(if: notAFlag), "nothing to offer at the end")
        XCTAssertNil(r.next())
    }
}

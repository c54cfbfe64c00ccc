// NotificationAgeTextTests: dunst's age text and when it changes.
import OverlayCore
import XCTest

final class NotificationAgeTextTests: XCTestCase {
    func testTheTextAsDunstWritesIt() {
        XCTAssertEqual(NotificationAge.text(shownMs: 59_999, thresholdMs: 60_000), "")
        XCTAssertEqual(NotificationAge.text(shownMs: 60_000, thresholdMs: 60_000), " (1m 0s old)")
        XCTAssertEqual(NotificationAge.text(shownMs: 999, thresholdMs: 0), " (0s old)")
        XCTAssertEqual(NotificationAge.text(shownMs: 5_400, thresholdMs: 0), " (5s old)")
        XCTAssertEqual(NotificationAge.text(shownMs: 3_725_000, thresholdMs: 0), " (1h 2m 5s old)")
    }

    func testItChangesAtTheThresholdThenEachSecond() {
        let since = Instant(milliseconds: 10_000)
        XCTAssertEqual(NotificationAge.nextChange(since: since, thresholdMs: 2500, now: since + 100), since + 2500)
        XCTAssertEqual(NotificationAge.nextChange(since: since, thresholdMs: 2500, now: since + 2500), since + 3000)
        XCTAssertEqual(NotificationAge.nextChange(since: since, thresholdMs: 0, now: since + 4999), since + 5000)
    }
}

// HoverTrackerTests: tooltips show after the pointer rests for the delay, hide on leaving.
import OverlayCore
import XCTest

final class HoverTrackerTests: XCTestCase {
    func t(_ ms: Int64) -> Instant { Instant(milliseconds: ms) }

    func testRevealsAfterTheDelayAndHidesOnLeaving() {
        var h = HoverTracker(delayMs: 500)
        XCTAssertNil(h.deadline)
        XCTAssertFalse(h.pointer(inside: true, now: t(1000)))
        XCTAssertEqual(h.deadline, t(1500))
        XCTAssertFalse(h.pointer(inside: true, now: t(1200)), "moving inside does not restart the delay")
        XCTAssertFalse(h.tick(now: t(1499)))
        XCTAssertTrue(h.tick(now: t(1500)))
        XCTAssertTrue(h.revealed)
        XCTAssertNil(h.deadline)
        XCTAssertFalse(h.tick(now: t(2000)), "reveals once")
        XCTAssertTrue(h.pointer(inside: false, now: t(2100)))
        XCTAssertFalse(h.revealed)
        XCTAssertFalse(h.pointer(inside: false, now: t(2200)))
    }

    func testLeavingBeforeTheDelayCancels() {
        var h = HoverTracker(delayMs: 500)
        _ = h.pointer(inside: true, now: t(0))
        XCTAssertFalse(h.pointer(inside: false, now: t(300)))
        XCTAssertNil(h.deadline)
        _ = h.pointer(inside: true, now: t(400))
        XCTAssertEqual(h.deadline, t(900), "the delay starts again")
    }
}

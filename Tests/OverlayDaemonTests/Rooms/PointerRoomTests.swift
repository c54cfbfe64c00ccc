// PointerRoomTests: the pointer room alone: a tooltip's hover delay and what forgetting drops.
@testable import OverlayDaemon
import OverlayCore
import XCTest

final class PointerRoomTests: XCTestCase {
    func testATooltipWaitsForThePointerAndForgettingDropsIt() {
        let room = PointerRoom()
        room.track("tip", hoverDelayMs: 500)
        XCTAssertTrue(room.isWaiting("tip"), "hidden until the pointer rests in its region")
        XCTAssertTrue(room.wantsMotion)
        XCTAssertNil(room.nextDeadline(after: Instant(milliseconds: 0)), "no pointer yet: nothing due")
        XCTAssertEqual(room.forget("tip", now: Instant(milliseconds: 0)), [])
        XCTAssertFalse(room.isWaiting("tip"))
        XCTAssertFalse(room.wantsMotion, "no tooltip waits: raw motion is not needed")
    }
}

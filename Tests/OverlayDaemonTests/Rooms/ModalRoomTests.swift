// ModalRoomTests: the modal room alone: pushing dims what is below, the top going undims it.
@testable import OverlayDaemon
import OverlayCore
import XCTest

final class ModalRoomTests: XCTestCase {
    func testPushingDimsTheOneBelowAndForgettingTheTopUndimsIt() {
        let room = ModalRoom()
        XCTAssertEqual(room.push("a", onto: "s"), [])
        XCTAssertEqual(room.push("b", onto: "s"), [.repaint("a")])
        XCTAssertTrue(room.isDimmed("a"))
        XCTAssertEqual(room.top(of: "s"), "b")
        XCTAssertEqual(room.forget("b", now: Instant(milliseconds: 0)), [.repaint("a")])
        XCTAssertFalse(room.isDimmed("a"))
        XCTAssertEqual(room.forget("nobody", now: Instant(milliseconds: 0)), [])
    }
}

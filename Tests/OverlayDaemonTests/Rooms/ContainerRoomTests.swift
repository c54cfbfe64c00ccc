// ContainerRoomTests: the containers room alone: members shown or queued, their timeouts
// started when they show, "+N more", and the queue moving up when one goes.
@testable import OverlayDaemon
import OverlayCore
import XCTest

final class ContainerRoomTests: XCTestCase {
    let t0 = Instant(milliseconds: 10_000)

    func config(maxVisible: Int, timeoutMs: Int64 = 4000) -> ContainerConfig {
        var c = ContainerConfig()
        c.maxVisible = maxVisible
        c.timeoutMs = timeoutMs
        return c
    }

    func testAMemberThatShowsGetsItsTimeoutAndOneThatWaitsDoesNot() {
        let room = ContainerRoom()
        let a = room.enqueue("a", in: "n", config: config(maxVisible: 1), timeoutMs: nil, now: t0)
        XCTAssertTrue(a.contains(.setTimeout("a", ms: 4000)), "\(a)")
        let b = room.enqueue("b", in: "n", config: config(maxVisible: 1), timeoutMs: 900, now: t0)
        XCTAssertFalse(b.contains { if case .setTimeout = $0 { return true } else { return false } }, "\(b)")
        XCTAssertTrue(b.contains(.moreCount(container: "n", count: 1)))
        XCTAssertTrue(room.isQueued("b"))
    }

    func testWhenAShownMemberGoesTheNextShowsWithItsOwnTimeout() {
        let room = ContainerRoom()
        _ = room.enqueue("a", in: "n", config: config(maxVisible: 1), timeoutMs: nil, now: t0)
        _ = room.enqueue("b", in: "n", config: config(maxVisible: 1), timeoutMs: 900, now: t0)
        let effects = room.forget("a", now: t0 + 4000)
        XCTAssertTrue(effects.contains(.setTimeout("b", ms: 900)), "\(effects)")
        XCTAssertTrue(effects.contains(.moreCount(container: "n", count: 0)))
        XCTAssertTrue(effects.contains(.relayout("b")))
        XCTAssertFalse(room.isQueued("b"))
        XCTAssertEqual(room.members(of: "n").shown, ["b"])
    }

    func testAWaitingMemberRetimedGetsTheNewTimeoutWhenItShows() {
        let room = ContainerRoom()
        _ = room.enqueue("a", in: "n", config: config(maxVisible: 1), timeoutMs: nil, now: t0)
        _ = room.enqueue("b", in: "n", config: config(maxVisible: 1), timeoutMs: nil, now: t0)
        room.retime("b", timeoutMs: 250, now: t0 + 10)
        XCTAssertTrue(room.forget("a", now: t0 + 20).contains(.setTimeout("b", ms: 250)))
    }

    func testTheQueueHasNothingDueButTheDelayAfterOneLeft() {
        let room = ContainerRoom()
        var c = config(maxVisible: 1)
        c.delayMs = 300
        _ = room.enqueue("a", in: "n", config: c, timeoutMs: nil, now: t0)
        _ = room.enqueue("b", in: "n", config: c, timeoutMs: nil, now: t0)
        XCTAssertNil(room.nextDeadline(after: t0), "timeouts are the scene's")
        XCTAssertFalse(room.forget("a", now: t0 + 100).contains(.relayout("b")), "b sits out the delay")
        XCTAssertEqual(room.nextDeadline(after: t0 + 100), t0 + 400)
        XCTAssertTrue(room.tick(now: t0 + 400).contains(.setTimeout("b", ms: 4000)))
    }
}

// ContainerQueueTests: queue policies, the timeouts members get when shown, delays and "+N more"
// with an injected clock. The timers are the scene's: a timeout here is a `remove` at its deadline.
import OverlayCore
import XCTest

final class ContainerQueueTests: XCTestCase {
    let t0 = Instant(milliseconds: 100_000)
    func at(_ ms: Int64) -> Instant { t0 + ms }

    func queue(_ policy: QueuePolicy, maxVisible: Int = 5, delayMs: Int64 = 0, timeoutMs: Int64 = 5000) -> ContainerQueue {
        var c = ContainerConfig()
        c.queue = policy
        c.maxVisible = maxVisible
        c.delayMs = delayMs
        c.timeoutMs = timeoutMs
        return ContainerQueue(config: c)
    }

    // MARK: multiple

    func testMultipleShowsUpToMaxVisibleAndQueuesTheRest() {
        var q = queue(.multiple, maxVisible: 2)
        XCTAssertEqual(q.enqueue("a", now: t0), [.show("a")])
        XCTAssertEqual(q.enqueue("b", now: t0), [.show("b")])
        XCTAssertEqual(q.enqueue("c", now: t0), [.moreCount(1)])
        XCTAssertEqual(q.enqueue("d", now: t0), [.moreCount(2)])
        XCTAssertEqual(q.shown, ["a", "b"])
        XCTAssertEqual(q.waiting, ["c", "d"])
        XCTAssertEqual(q.moreCount, 2)
    }

    func testMembershipFollowsEveryWayIn() {
        var q = queue(.multiple, maxVisible: 1, timeoutMs: 1000)
        XCTAssertTrue(q.isEmpty)
        _ = q.enqueue("a", now: t0); _ = q.enqueue("b", now: t0); _ = q.enqueue("c", now: t0)
        XCTAssertTrue(q.contains("a") && q.contains("c"))
        XCTAssertEqual(q.enqueue("c", now: t0), [], "an id already waiting is not added twice")
        XCTAssertEqual(q.waiting, ["b", "c"])
        _ = q.remove("c", now: t0)
        XCTAssertFalse(q.contains("c"))
        XCTAssertEqual(q.remove("a", now: at(1000)), [.show("b"), .moreCount(0)])
        XCTAssertFalse(q.contains("a"))
        XCTAssertTrue(q.contains("b"))
        _ = q.remove("b", now: at(1000))
        XCTAssertTrue(q.isEmpty)
        var one = queue(.oneByOne)
        _ = one.enqueue("x", now: t0); _ = one.enqueue("y", now: t0)
        XCTAssertFalse(one.contains("x"), "replaced under one-by-one")
        XCTAssertTrue(one.contains("y"))
    }

    func testMultipleWithoutLimitShowsEverything() {
        var q = queue(.multiple, maxVisible: 0)
        for i in 0..<50 { XCTAssertEqual(q.enqueue("n\(i)", now: t0), [.show("n\(i)")]) }
        XCTAssertEqual(q.shown.count, 50)
        XCTAssertEqual(q.moreCount, 0)
    }

    func testRemovingAShownOverlayShowsTheNextWaitingOne() {
        var q = queue(.multiple, maxVisible: 2)
        _ = q.enqueue("a", now: t0); _ = q.enqueue("b", now: t0)
        _ = q.enqueue("c", now: t0); _ = q.enqueue("d", now: t0)
        // Regression: `.moreCount` was missing when `finish` read `self` before `promote` changed it.
        XCTAssertEqual(q.remove("a", now: at(10)), [.show("c"), .moreCount(1)])
        XCTAssertEqual(q.shown, ["b", "c"])
        XCTAssertEqual(q.waiting, ["d"])
    }

    func testRemovingAWaitingOverlayOnlyChangesTheCount() {
        var q = queue(.multiple, maxVisible: 1)
        _ = q.enqueue("a", now: t0); _ = q.enqueue("b", now: t0); _ = q.enqueue("c", now: t0)
        XCTAssertEqual(q.remove("b", now: t0), [.moreCount(1)])
        XCTAssertEqual(q.waiting, ["c"])
        XCTAssertEqual(q.remove("zzz", now: t0), [])
        XCTAssertFalse(q.contains("b"))
    }

    func testTimeoutStartsWhenShownNotWhenQueued() {
        var q = queue(.multiple, maxVisible: 1, timeoutMs: 5000)
        _ = q.enqueue("a", now: t0)
        _ = q.enqueue("b", now: at(1000))
        XCTAssertEqual(q.timeout(of: "a"), 5000, "a shows: its timer starts now")
        XCTAssertNil(q.timeout(of: "b"), "b waits: no timer yet")
        XCTAssertNil(q.nextDeadline, "the timers are the scene's: the queue has nothing due")
        XCTAssertEqual(q.remove("a", now: at(5000)), [.show("b"), .moreCount(0)])
        XCTAssertEqual(q.timeout(of: "b"), 5000)
        XCTAssertEqual(q.remove("b", now: at(10_000)), [])
        XCTAssertNil(q.nextDeadline, "an empty queue needs no wake-up")
    }

    func testOwnTimeoutOverridesTheDefaultAndZeroMeansNone() {
        var q = queue(.multiple, timeoutMs: 5000)
        _ = q.enqueue("short", timeoutMs: 800, now: t0)
        _ = q.enqueue("sticky", timeoutMs: 0, now: t0)
        _ = q.enqueue("default", now: t0)
        XCTAssertEqual(q.timeout(of: "short"), 800)
        XCTAssertEqual(q.timeout(of: "sticky"), 0)
        XCTAssertEqual(q.timeout(of: "default"), 5000)
    }

    func testEnqueueingAKnownIdChangesItsTimeoutOnly() {
        var q = queue(.multiple, maxVisible: 1, timeoutMs: 5000)
        _ = q.enqueue("a", now: t0)
        _ = q.enqueue("b", now: t0)
        XCTAssertEqual(q.enqueue("a", now: at(3000)), [], "no timeout given: it keeps its own")
        XCTAssertEqual(q.timeout(of: "a"), 5000)
        XCTAssertEqual(q.enqueue("a", timeoutMs: 7000, now: at(3000)), [])
        XCTAssertEqual(q.timeout(of: "a"), 7000)
        XCTAssertEqual(q.enqueue("b", timeoutMs: 900, now: at(3000)), [], "a waiting one keeps it for when it shows")
        XCTAssertEqual(q.remove("a", now: at(4000)), [.show("b"), .moreCount(0)])
        XCTAssertEqual(q.timeout(of: "b"), 900)
        XCTAssertEqual(q.shown, ["b"])
    }

    func testTwoTimeoutsAtOnceFreeTwoPlaces() {
        var q = queue(.multiple, maxVisible: 2, timeoutMs: 1000)
        for id: OverlayID in ["a", "b", "c", "d", "e"] { _ = q.enqueue(id, now: t0) }
        XCTAssertEqual(q.remove("a", now: at(1000)), [.show("c"), .moreCount(2)])
        XCTAssertEqual(q.remove("b", now: at(1000)), [.show("d"), .moreCount(1)])
    }

    func testReconfigureWithALargerLimitShowsWaitingOnes() {
        var q = queue(.multiple, maxVisible: 1)
        _ = q.enqueue("a", now: t0); _ = q.enqueue("b", now: t0); _ = q.enqueue("c", now: t0)
        var c = ContainerConfig()
        c.maxVisible = 3
        XCTAssertEqual(q.reconfigure(c, now: at(5)), [.show("b"), .show("c"), .moreCount(0)])
    }

    // MARK: one-by-one

    func testOneByOneReplacesTheShownOverlay() {
        var q = queue(.oneByOne, maxVisible: 5)
        XCTAssertEqual(q.enqueue("vol1", now: t0), [.show("vol1")])
        XCTAssertEqual(q.enqueue("vol2", now: at(100)), [.dismiss("vol1", .replaced), .show("vol2")])
        XCTAssertEqual(q.shown, ["vol2"], "one-by-one shows one whatever max-visible says")
        XCTAssertEqual(q.moreCount, 0)
    }

    func testOneByOneWithDelayShowsTheNewcomerAfterThePause() {
        var q = queue(.oneByOne, delayMs: 300)
        _ = q.enqueue("a", now: t0)
        XCTAssertEqual(q.enqueue("b", now: at(100)), [.dismiss("a", .replaced)])
        XCTAssertEqual(q.shown, [])
        XCTAssertEqual(q.waiting, ["b"])
        XCTAssertEqual(q.moreCount, 0, "the one sitting out the delay is not \"more\"")
        XCTAssertEqual(q.nextDeadline, at(400))
        XCTAssertEqual(q.tick(now: at(399)), [])
        XCTAssertEqual(q.tick(now: at(400)), [.show("b")])
        XCTAssertEqual(q.timeout(of: "b"), 5000, "its timer starts once shown")
    }

    func testOneByOneNewerArrivalReplacesOneWaitingOutTheDelay() {
        var q = queue(.oneByOne, delayMs: 300)
        _ = q.enqueue("a", now: t0)
        _ = q.enqueue("b", now: at(100))
        XCTAssertEqual(q.enqueue("c", now: at(200)), [.dismiss("b", .replaced)])
        XCTAssertEqual(q.waiting, ["c"])
        XCTAssertEqual(q.tick(now: at(400)), [.show("c")])
    }

    // MARK: one-by-one-wait

    func testOneByOneWaitQueuesNewcomersUntilTheShownOneLeaves() {
        var q = queue(.oneByOneWait, maxVisible: 5)
        XCTAssertEqual(q.enqueue("a", now: t0), [.show("a")])
        XCTAssertEqual(q.enqueue("b", now: t0), [.moreCount(1)])
        XCTAssertEqual(q.enqueue("c", now: t0), [.moreCount(2)])
        XCTAssertEqual(q.remove("a", now: at(50)), [.show("b"), .moreCount(1)])
        XCTAssertEqual(q.remove("b", now: at(60)), [.show("c"), .moreCount(0)])
        XCTAssertEqual(q.shown, ["c"])
    }

    func testDelayAfterATimeoutHoldsTheNextOneBack() {
        var q = queue(.oneByOneWait, delayMs: 500, timeoutMs: 1000)
        _ = q.enqueue("a", now: t0)
        _ = q.enqueue("b", now: at(10))
        XCTAssertEqual(q.remove("a", now: at(1000)), [], "a timed out at 1000")
        XCTAssertEqual(q.moreCount, 1)
        XCTAssertEqual(q.nextDeadline, at(1500))
        XCTAssertEqual(q.tick(now: at(1499)), [])
        XCTAssertEqual(q.tick(now: at(1500)), [.show("b"), .moreCount(0)])
        XCTAssertEqual(q.timeout(of: "b"), 1000)
    }

    func testALateRemovalAtTheDeadlineCountsTheDelayFromIt() {
        var q = queue(.oneByOneWait, delayMs: 500, timeoutMs: 1000)
        _ = q.enqueue("a", now: t0)
        _ = q.enqueue("b", now: t0)
        // The daemon removes a timed-out member at its deadline, however late it looks.
        XCTAssertEqual(q.remove("a", now: at(1000)), [])
        XCTAssertEqual(q.tick(now: at(1700)), [.show("b"), .moreCount(0)])
    }

    func testNewcomerDuringTheDelayWaitsToo() {
        var q = queue(.oneByOneWait, delayMs: 500)
        _ = q.enqueue("a", now: t0)
        XCTAssertEqual(q.remove("a", now: at(100)), [])
        XCTAssertNil(q.nextDeadline, "nothing waits, so the end of the delay wakes no one")
        XCTAssertEqual(q.enqueue("b", now: at(200)), [.moreCount(1)])
        XCTAssertEqual(q.nextDeadline, at(600))
        XCTAssertEqual(q.tick(now: at(600)), [.show("b"), .moreCount(0)])
        XCTAssertEqual(q.enqueue("c", now: at(10_000)), [.moreCount(1)], "b is still shown")
    }

    func testNewcomerAfterTheDelayShowsAtOnce() {
        var q = queue(.oneByOneWait, delayMs: 500)
        _ = q.enqueue("a", now: t0)
        _ = q.remove("a", now: at(100))
        XCTAssertEqual(q.enqueue("b", now: at(600)), [.show("b")])
    }

    func testDelayIsNotADeadlineWhileTheContainerIsFull() {
        var q = queue(.multiple, maxVisible: 1, delayMs: 500, timeoutMs: 0)
        _ = q.enqueue("a", now: t0)
        _ = q.enqueue("b", now: t0)
        _ = q.enqueue("c", now: t0)
        XCTAssertEqual(q.remove("a", now: at(100)), [])
        XCTAssertEqual(q.tick(now: at(600)), [.show("b"), .moreCount(1)])
        XCTAssertNil(q.nextDeadline, "c waits for b, which has no timeout: nothing is due")
    }
}

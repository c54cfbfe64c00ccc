// ContainerQueueUrgencyTests: `urgency-first` decides which waiting members show under
// `max-visible`, as dunst 1.9's queues.c does: the waiting sorted most urgent then oldest first,
// the shown the first of that order, and a more urgent arrival taking the least urgent shown
// one's place, which waits again; and a member put in another's place (a stacked duplicate).
import OverlayCore
import XCTest

final class ContainerQueueUrgencyTests: XCTestCase {
    let t0 = Instant(milliseconds: 100_000)

    func queue(maxVisible: Int, urgencyFirst: Bool = true) -> ContainerQueue {
        var c = ContainerConfig()
        c.queue = .multiple
        c.maxVisible = maxVisible
        c.timeoutMs = 5000
        c.urgencyFirst = urgencyFirst
        return ContainerQueue(config: c)
    }

    func testTheMostUrgentWaitingShowsFirstThenTheOldest() {
        var q = queue(maxVisible: 1)
        XCTAssertEqual(q.enqueue("a", urgency: .normal, now: t0), [.show("a")])
        _ = q.enqueue("low", urgency: .low, now: t0)
        _ = q.enqueue("n1", urgency: .normal, now: t0)
        _ = q.enqueue("n2", urgency: .normal, now: t0)
        XCTAssertEqual(q.waiting, ["n1", "n2", "low"], "normal before low, the older first")
        XCTAssertEqual(q.remove("a", now: t0), [.show("n1"), .moreCount(2)])
    }

    func testACriticalArrivalTakesTheLeastUrgentNewestShownPlace() {
        var q = queue(maxVisible: 2)
        _ = q.enqueue("n", urgency: .normal, now: t0)
        _ = q.enqueue("l", urgency: .low, now: t0)
        XCTAssertEqual(q.enqueue("c", urgency: .critical, now: t0), [.hide("l"), .show("c"), .moreCount(1)])
        XCTAssertEqual(q.shown, ["n", "c"])
        XCTAssertEqual(q.waiting, ["l"])
        XCTAssertEqual(q.timeout(of: "c"), 5000, "it gets its timeout as it shows")
        XCTAssertNil(q.timeout(of: "l"), "the one sent back is not shown")
        XCTAssertEqual(q.remove("c", now: t0), [.show("l"), .moreCount(0)], "and shows again when a place frees")
    }

    func testAnArrivalNoMoreUrgentWaits() {
        var q = queue(maxVisible: 2)
        _ = q.enqueue("c", urgency: .critical, now: t0)
        _ = q.enqueue("n", urgency: .normal, now: t0)
        XCTAssertEqual(q.enqueue("n2", urgency: .normal, now: t0), [.moreCount(1)], "as urgent as the least shown: it waits")
    }

    func testWithoutUrgencyFirstArrivalOrderDecides() {
        var q = queue(maxVisible: 2, urgencyFirst: false)
        _ = q.enqueue("n", urgency: .normal, now: t0)
        _ = q.enqueue("l", urgency: .low, now: t0)
        XCTAssertEqual(q.enqueue("c", urgency: .critical, now: t0), [.moreCount(1)])
        XCTAssertEqual(q.shown, ["n", "l"])
    }

    func testAMemberTakingAnothersPlaceKeepsItsPlaceShownOrWaiting() {
        var q = queue(maxVisible: 2, urgencyFirst: false)
        _ = q.enqueue("a", now: t0)
        _ = q.enqueue("b", now: t0)
        _ = q.enqueue("c", now: t0)
        XCTAssertEqual(q.enqueue("a2", inPlaceOf: "a", now: t0), [.show("a2")])
        XCTAssertEqual(q.shown, ["a2", "b"], "where a was")
        XCTAssertFalse(q.contains("a"))
        XCTAssertEqual(q.enqueue("c2", inPlaceOf: "c", now: t0), [])
        XCTAssertEqual(q.waiting, ["c2"])
        XCTAssertEqual(q.remove("a", now: t0), [], "the one replaced is no longer held")
    }
}

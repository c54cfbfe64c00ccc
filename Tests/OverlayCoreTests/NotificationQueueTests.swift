// NotificationQueueTests: the notifications' lists, ids, stack tags, pause level, close reasons
// and history limit, driven alone as dunst's test/queues.c drives queues.c: no bus, no screen,
// the time passed in.
import OverlayCore
import XCTest

final class NotificationQueueTests: XCTestCase {
    /// A notification as the service makes one on arrival, at `arrived` seconds.
    private func entry(_ id: UInt32, _ summary: String = "", urgency: Urgency = .normal, tag: String? = nil,
                       history: Bool = true, arrived: Int64 = 0, unread: Bool = false) -> NotificationEntry {
        NotificationEntry(id: id, request: NotificationRequest(summary: summary.isEmpty ? "n\(id)" : summary),
                          history: history, urgency: urgency, timestamp: arrived * 1_000_000, stackTag: tag,
                          timeoutMs: nil, arrived: Instant(milliseconds: arrived * 1000), wallMs: arrived * 1000,
                          unread: unread)
    }

    /// Gives `entry` an id as a Notify would (`replaces`, its tag) and shows it when it may.
    @discardableResult
    private func notify(_ q: inout DesktopNotificationQueue, _ e: NotificationEntry, replaces: UInt32 = 0) -> NotificationEntry {
        var e = e
        e.id = q.assignID(replacing: replaces, stackTag: e.stackTag)
        if q.arrive(e) == .show { q.display(e) }
        return e
    }

    func testFreshIDsCountUpFromOne() {
        var q = DesktopNotificationQueue()
        XCTAssertEqual((0..<3).map { _ in notify(&q, entry(0)).id }, [1, 2, 3])
        XCTAssertEqual(q.live.keys.sorted(), [1, 2, 3])
    }

    func testAReplacesIDIsKeptEvenWhenThatNotificationIsGone() {
        var q = DesktopNotificationQueue()
        XCTAssertEqual(notify(&q, entry(0), replaces: 40).id, 40, "nothing had id 40: dunstify -r 40 still gets 40")
        XCTAssertEqual(notify(&q, entry(0, "again"), replaces: 40).id, 40)
        XCTAssertEqual(q.live.count, 1, "the second replaced the first")
        XCTAssertEqual(q.live[40]?.request.summary, "again")
    }

    func testFreshIDsSkipIDsInUseOnScreenWaitingOrInTheHistory() {
        var q = DesktopNotificationQueue()
        notify(&q, entry(0), replaces: 1)
        notify(&q, entry(0), replaces: 2)
        _ = q.closed(2, reason: .dismissed, historyLength: 10)
        _ = q.setPauseLevel(1)
        notify(&q, entry(0), replaces: 3)
        XCTAssertEqual(q.waiting.map(\.id), [1, 3], "1 was taken off to wait, 3 arrived while paused")
        XCTAssertEqual(q.history.map(\.id), [2])
        XCTAssertEqual(q.freshID(), 4, "1 waits, 2 is in the history, 3 waits")
    }

    func testAReplacesIDTakesTheWaitingOneItReplacesOutOfTheWaitingList() {
        var q = DesktopNotificationQueue()
        _ = q.setPauseLevel(1)
        let first = notify(&q, entry(0))
        XCTAssertEqual(q.waiting.map(\.id), [first.id])
        notify(&q, entry(0, "newer"), replaces: first.id)
        XCTAssertEqual(q.waiting.map(\.request.summary), ["newer"], "one waiting, the newer")
    }

    func testAStackTagTakesTheIDOfTheShownOneWithThatTag() {
        var q = DesktopNotificationQueue()
        let volume = notify(&q, entry(0, "50%", tag: "volume"))
        notify(&q, entry(0, "other"))
        let again = notify(&q, entry(0, "60%", tag: "volume"))
        XCTAssertEqual(again.id, volume.id)
        XCTAssertEqual(q.live.count, 2)
        XCTAssertEqual(q.live[volume.id]?.request.summary, "60%")
        XCTAssertEqual(notify(&q, entry(0, "x", tag: "brightness")).id, 3, "another tag gets a fresh id")
    }

    func testAStackTagTakesAWaitingOneOutAndKeepsItsID() {
        var q = DesktopNotificationQueue()
        _ = q.setPauseLevel(1)
        let first = notify(&q, entry(0, "50%", tag: "volume"))
        let second = notify(&q, entry(0, "60%", tag: "volume"))
        XCTAssertEqual(second.id, first.id)
        XCTAssertEqual(q.waiting.map(\.request.summary), ["60%"], "the older waiting one is gone")
    }

    func testWhilePausedOnlyCriticalOnesShow() {
        var q = DesktopNotificationQueue()
        XCTAssertFalse(q.holds(.normal))
        _ = q.setPauseLevel(3)
        XCTAssertTrue(q.paused)
        XCTAssertTrue(q.holds(.low))
        XCTAssertTrue(q.holds(.normal))
        XCTAssertFalse(q.holds(.critical))
        XCTAssertEqual(q.arrive(entry(1)), .wait(takenOff: false))
        XCTAssertEqual(q.arrive(entry(2, urgency: .critical)), .show)
        XCTAssertEqual(q.waiting.map(\.id), [1])
    }

    func testReplacingAShownOneWhilePausedTakesItOffToWait() {
        var q = DesktopNotificationQueue()
        let critical = notify(&q, entry(0, urgency: .critical))
        _ = q.setPauseLevel(1)
        XCTAssertEqual(q.live.keys.sorted(), [critical.id], "a critical one stays up")
        var replacement = entry(0, "now normal")
        replacement.id = q.assignID(replacing: critical.id, stackTag: nil)
        XCTAssertEqual(q.arrive(replacement), .wait(takenOff: true), "the shown one's overlay goes")
        XCTAssertTrue(q.live.isEmpty)
        XCTAssertEqual(q.waiting.map(\.request.summary), ["now normal"])
    }

    func testPausingTakesShownOnesButCriticalOffInIDOrderAndResumingShowsThemInArrivalOrder() {
        var q = DesktopNotificationQueue()
        for (i, u) in [Urgency.normal, .critical, .low].enumerated() { q.display(entry(UInt32(3 - i), urgency: u)) }
        guard case .takeOff(let ids) = q.setPauseLevel(1) else { return XCTFail("pausing takes them off") }
        XCTAssertEqual(ids, [1, 3], "the critical one (2) stays")
        XCTAssertEqual(q.live.keys.sorted(), [2])
        notify(&q, entry(0, "late"))
        guard case .nothing = q.setPauseLevel(2) else { return XCTFail("a higher level changes nothing on screen") }
        guard case .show(let again) = q.setPauseLevel(0) else { return XCTFail("resuming shows them") }
        XCTAssertEqual(again.map(\.request.summary), ["n1", "n3", "late"])
        XCTAssertTrue(q.waiting.isEmpty)
    }

    func testAClosedOneGoesToTheHistoryWithTheReasonItsOverlayGave() {
        var q = DesktopNotificationQueue()
        let e = notify(&q, entry(0))
        let closed = q.closed(e.id, reason: .expired, historyLength: 10)
        XCTAssertEqual(closed?.reason, .expired)
        XCTAssertEqual(q.history.map(\.id), [e.id])
        XCTAssertTrue(q.live.isEmpty)
        XCTAssertNil(q.closed(e.id, reason: .dismissed, historyLength: 10), "closing twice signals once")
        XCTAssertNil(q.closed(99, reason: .dismissed, historyLength: 10), "never ours")
    }

    func testACloseAskedForByCallWinsOverTheOverlaysReason() {
        var q = DesktopNotificationQueue()
        let e = notify(&q, entry(0))
        q.closeRequested(e.id, reason: .closedByCall)
        XCTAssertEqual(q.closed(e.id, reason: .dismissed, historyLength: 10)?.reason, .closedByCall)
        let next = notify(&q, entry(0), replaces: e.id)
        XCTAssertEqual(q.closed(next.id, reason: .dismissed, historyLength: 10)?.reason, .dismissed,
                       "the request was used up by the first close")
    }

    func testATakenOffOneClosesNothingWhenItsOverlayGoes() {
        var q = DesktopNotificationQueue()
        let e = notify(&q, entry(0))
        _ = q.setPauseLevel(1)
        XCTAssertNil(q.closed(e.id, reason: .dismissed, historyLength: 10), "no signal, no history")
        XCTAssertTrue(q.history.isEmpty)
        XCTAssertEqual(q.waiting.map(\.id), [e.id])
    }

    func testTheHistoryKeepsTheNewestUpToItsLengthAndSkipsTransientOnes() {
        var q = DesktopNotificationQueue()
        for i in 1...5 { q.remember(entry(UInt32(i)), historyLength: 3) }
        q.remember(entry(9, history: false), historyLength: 3)
        XCTAssertEqual(q.history.map(\.id), [3, 4, 5])
        q.remember(entry(4, "again"), historyLength: 3)
        XCTAssertEqual(q.history.map(\.id), [3, 5, 4], "the same id is kept once, as the newest")
        q.restore((1...10).map { entry(UInt32($0)) }, historyLength: 4)
        XCTAssertEqual(q.history.map(\.id), [7, 8, 9, 10])
    }

    func testPoppingTheHistoryShowsTheNewestUntilClosedWithItsIDUnlessTaken() {
        var q = DesktopNotificationQueue()
        q.remember(entry(1), historyLength: 10)
        q.remember(entry(2), historyLength: 10)
        notify(&q, entry(0, "now two"), replaces: 2)
        guard let (popped, arrival) = q.popHistory(id: nil) else { return XCTFail("the history has two") }
        XCTAssertEqual(arrival, .show)
        XCTAssertNotEqual(popped.id, 2, "2 is on screen again: a fresh id")
        XCTAssertEqual(popped.request.summary, "n2")
        XCTAssertEqual(popped.timeoutMs, 0, "until closed")
        XCTAssertEqual(q.popHistory(id: 1)?.entry.id, 1, "its own id, free")
        XCTAssertNil(q.popHistory(id: nil), "the history is empty")
    }

    func testPoppingWhilePausedWaits() {
        var q = DesktopNotificationQueue()
        q.remember(entry(7), historyLength: 10)
        _ = q.setPauseLevel(1)
        XCTAssertEqual(q.popHistory(id: 7)?.arrival, .wait(takenOff: false))
        XCTAssertEqual(q.waiting.map(\.id), [7])
        XCTAssertTrue(q.history.isEmpty)
    }

    func testRemovingFromAndClearingTheHistory() {
        var q = DesktopNotificationQueue()
        for i in 1...3 { q.remember(entry(UInt32(i)), historyLength: 10) }
        XCTAssertTrue(q.removeFromHistory(2))
        XCTAssertFalse(q.removeFromHistory(2))
        XCTAssertEqual(q.clearHistory(), 2)
        XCTAssertEqual(q.clearHistory(), 0)
    }

    func testDisplayOrderIsMostUrgentFirstThenOldestFirst() {
        var q = DesktopNotificationQueue()
        q.display(entry(4, urgency: .low))
        q.display(entry(3, urgency: .normal))
        q.display(entry(2, urgency: .critical))
        q.display(entry(1, urgency: .normal))
        XCTAssertEqual(q.displayOrder.map(\.id), [2, 1, 3, 4])
    }

    func testThePanelListsCurrentOnesNewestFirstThenTheHistoryNewestFirst() {
        var q = DesktopNotificationQueue()
        q.display(entry(1, arrived: 10))
        q.display(entry(2, arrived: 30))
        _ = q.setPauseLevel(1)
        notify(&q, entry(0, arrived: 20))
        q.remember(entry(8, arrived: 1), historyLength: 10)
        q.remember(entry(9, arrived: 2), historyLength: 10)
        XCTAssertEqual(q.newestFirst.map(\.entry.id), [2, 3, 1, 9, 8])
        XCTAssertEqual(q.newestFirst.map(\.live), [true, true, true, false, false])
        XCTAssertEqual(q.entry(9)?.request.summary, "n9")
        XCTAssertTrue(q.isCurrent(3))
        XCTAssertFalse(q.isCurrent(9))
    }

    func testReadingInTheOpenPanelLowersTheUnreadCountAndKeepsTheMarkUntilItCloses() {
        var q = DesktopNotificationQueue()
        q.display(entry(1, unread: true))
        q.remember(entry(2, unread: true), historyLength: 10)
        q.remember(entry(3), historyLength: 10)
        XCTAssertEqual(q.unreadChange(), 2)
        XCTAssertNil(q.unreadChange(), "watchers heard it already")
        q.beginReading()
        XCTAssertFalse(q.markRead([1]), "the history did not change")
        XCTAssertTrue(q.markRead([2]), "a persisted history is written again")
        XCTAssertEqual(q.unreadCount, 0)
        XCTAssertEqual(q.unreadChange(), 0)
        XCTAssertTrue(q.showsUnread(q.live[1] ?? entry(0)), "marked while the panel is open")
        q.beginReading()
        XCTAssertFalse(q.showsUnread(q.live[1] ?? entry(0)))
    }
}

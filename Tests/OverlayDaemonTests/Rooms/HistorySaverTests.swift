// HistorySaverTests: when the persisted history is written, built alone with a hand-moved
// time and a recording writer: at once after a quiet spell, at most once a second, every
// change before a write in that one write, all that is pending at `flush`; and what a write
// puts in the file is the queue's history.
@testable import OverlayDaemon
import Foundation
import OverlayCore
import XCTest

final class HistorySaverTests: XCTestCase {
    let start = Instant(milliseconds: 10_000)

    /// Counts the saver's writes.
    private final class Writes {
        var count = 0
    }

    /// A saver whose writes are counted in `writes`.
    private func counted(_ writes: Writes) -> HistorySaver {
        let saver = HistorySaver()
        saver.write = { writes.count += 1 }
        return saver
    }

    /// A counted saver that wrote a change at `start`.
    private func wroteAtStart(_ writes: Writes) -> HistorySaver {
        let saver = counted(writes)
        saver.changed(now: start)
        _ = saver.tick(now: start)
        return saver
    }

    func testWithoutAWriterAChangeMakesNothingDue() {
        let saver = HistorySaver()
        saver.changed(now: start)
        XCTAssertNil(saver.nextDeadline(after: start), "the history is not persisted: the loop is not woken")
        XCTAssertEqual(saver.tick(now: start + 5000), [])
    }

    func testTheFirstChangeIsWrittenAtTheNextTick() {
        let writes = Writes()
        let saver = counted(writes)
        saver.changed(now: start)
        XCTAssertEqual(saver.nextDeadline(after: start), start, "due at once")
        XCTAssertEqual(saver.tick(now: start), [])
        XCTAssertEqual(writes.count, 1)
        XCTAssertNil(saver.nextDeadline(after: start), "nothing pending")
        XCTAssertEqual(saver.tick(now: start + 5000), [])
        XCTAssertEqual(writes.count, 1, "no change, no write")
    }

    func testAChangeWithinASecondOfTheLastWriteWaitsForTheSecondToPass() {
        let writes = Writes()
        let saver = wroteAtStart(writes)
        saver.changed(now: start + 200)
        XCTAssertEqual(saver.nextDeadline(after: start + 200), start + HistorySaver.intervalMs)
        _ = saver.tick(now: start + 999)
        XCTAssertEqual(writes.count, 1, "not yet")
        _ = saver.tick(now: start + HistorySaver.intervalMs)
        XCTAssertEqual(writes.count, 2)
    }

    func testChangesBeforeAWriteAreWrittenOnce() {
        let writes = Writes()
        let saver = wroteAtStart(writes)
        for ms in stride(from: Int64(100), through: 900, by: 100) { saver.changed(now: start + ms) }
        XCTAssertEqual(saver.nextDeadline(after: start + 900), start + HistorySaver.intervalMs, "the first change set the time")
        _ = saver.tick(now: start + 2000)
        XCTAssertEqual(writes.count, 2, "nine changes, one write")
    }

    func testAChangeLongAfterTheLastWriteIsDueAtOnce() {
        let writes = Writes()
        let saver = wroteAtStart(writes)
        saver.changed(now: start + 60_000)
        XCTAssertEqual(saver.nextDeadline(after: start + 60_000), start + 60_000)
    }

    func testFlushWritesWhatIsPendingAndOnlyThat() {
        let writes = Writes()
        let saver = counted(writes)
        saver.flush()
        XCTAssertEqual(writes.count, 0, "nothing pending: the daemon stopping writes nothing")
        saver.changed(now: start)
        _ = saver.tick(now: start)
        saver.changed(now: start + 10)
        saver.flush()
        XCTAssertEqual(writes.count, 2, "written at once, not a second later")
        XCTAssertNil(saver.nextDeadline(after: start + 10))
        XCTAssertEqual(saver.forget(.notification(1), now: start), [], "an overlay going is nothing to it")
    }

    func testAWritePutsTheQueuesHistoryInTheFileAndItReadsBack() throws {
        let dir = NSTemporaryDirectory() + "overlayd-saver-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = HistoryFile(directory: dir + "/state")
        var queue = DesktopNotificationQueue()
        for (id, summary) in [(UInt32(3), "older"), (7, "newer")] {
            queue.remember(NotificationEntry(id: id, request: NotificationRequest(appName: "mail", summary: summary),
                                             history: true, urgency: .normal, timestamp: 0, stackTag: nil,
                                             timeoutMs: nil, arrived: start, wallMs: 1_700_000_000_000 + Int64(id)),
                           historyLength: 10)
        }
        let saver = HistorySaver()
        saver.write = { try? file.write(HistoryCodec.encode(queue.history)) }
        saver.changed(now: start)
        _ = saver.tick(now: start)
        let text = try XCTUnwrap(try file.read(), "written")
        let back = try HistoryCodec.decode(text) { wall in (Instant(milliseconds: wall), wall * 1000) }
        XCTAssertEqual(back.entries.map(\.id), [3, 7])
        XCTAssertEqual(back.entries.map(\.request.summary), ["older", "newer"])
        XCTAssertEqual(back.entries.map(\.wallMs), [1_700_000_000_003, 1_700_000_000_007])
    }
}

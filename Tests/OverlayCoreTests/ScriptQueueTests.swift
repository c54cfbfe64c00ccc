// ScriptQueueTests: at most N rule scripts run, the rest wait first in first out up to a bound,
// beyond it they are dropped and counted (300 matching notifications must not start 300 scripts).
import OverlayCore
import XCTest

final class ScriptQueueTests: XCTestCase {
    func testThreeHundredSubmittedStartEightQueueSixtyFourAndDropTheRest() {
        var q = ScriptQueue<Int>(limits: ScriptLimits(running: 8, waiting: 64))
        let admissions = (0..<300).map { q.submit($0) }
        XCTAssertEqual(admissions.filter { $0 == .start }.count, 8)
        XCTAssertEqual(Array(admissions[8..<72]), Array(repeating: .wait, count: 64))
        XCTAssertEqual(Array(admissions[72...]), Array(repeating: .drop, count: 228))
        XCTAssertEqual(q.running, 8)
        XCTAssertEqual(q.waiting, 64)
        XCTAssertNil(q.next(), "no slot is free")
        XCTAssertEqual(q.counts.dropped, 228)
        XCTAssertEqual(q.counts.submitted, q.counts.started + q.counts.dropped + q.waiting)
    }

    func testAnEndedScriptLetsTheOldestWaitingOneStart() {
        var q = ScriptQueue<String>(limits: ScriptLimits(running: 2, waiting: 3))
        XCTAssertEqual(["a", "b", "c", "d", "e", "f"].map { q.submit($0) }, [.start, .start, .wait, .wait, .wait, .drop])
        q.finish()
        XCTAssertEqual(q.next(), "c")
        XCTAssertNil(q.next(), "one slot freed, one started")
        q.finish()
        q.finish()
        XCTAssertEqual(q.next(), "d")
        XCTAssertEqual(q.next(), "e")
        XCTAssertNil(q.next())
        XCTAssertEqual(q.running, 2)
        XCTAssertEqual(q.waiting, 0)
        XCTAssertEqual(q.counts.peakRunning, 2, "never more than the limit")
        XCTAssertEqual(q.counts.peakWaiting, 3)
    }

    func testANewcomerWaitsBehindThoseWaitingEvenWhenASlotIsFree() {
        var q = ScriptQueue<Int>(limits: ScriptLimits(running: 1, waiting: 4))
        XCTAssertEqual(q.submit(1), .start)
        XCTAssertEqual(q.submit(2), .wait)
        q.finish()
        // The loop has not asked `next` yet: 3 must not overtake 2.
        XCTAssertEqual(q.submit(3), .wait)
        XCTAssertEqual(q.next(), 2)
        q.finish()
        XCTAssertEqual(q.next(), 3)
    }

    func testNoQueueDropsEverythingBeyondTheRunningOnes() {
        var q = ScriptQueue<Int>(limits: ScriptLimits(running: 1, waiting: 0))
        XCTAssertEqual([1, 2, 3].map { q.submit($0) }, [.start, .drop, .drop])
        XCTAssertEqual(q.counts.dropped, 2)
    }

    func testAReloadThatRaisesTheLimitStartsMoreAndOneThatLowersItLetsThemEnd() {
        var q = ScriptQueue<Int>(limits: ScriptLimits(running: 2, waiting: 10))
        for i in 0..<6 { _ = q.submit(i) }
        q.setLimits(ScriptLimits(running: 4, waiting: 10))
        XCTAssertEqual([q.next(), q.next(), q.next()], [2, 3, nil])
        XCTAssertEqual(q.running, 4)
        q.setLimits(ScriptLimits(running: 1, waiting: 1))
        q.finish()
        XCTAssertNil(q.next(), "3 still run: above the new limit")
        XCTAssertEqual(q.waiting, 2, "those already waiting keep their place")
        XCTAssertEqual(q.submit(9), .drop, "the new bound applies to newcomers")
        q.finish(); q.finish(); q.finish()
        XCTAssertEqual(q.next(), 4)
        XCTAssertNil(q.next())
    }

    func testALongRunKeepsOrderAndCountsThroughTheQueuesCompaction() {
        var q = ScriptQueue<Int>(limits: ScriptLimits(running: 3, waiting: 50))
        var started: [Int] = []
        var next = 0
        for round in 0..<200 {
            for _ in 0..<(round % 7) {
                if q.submit(next) == .start { started.append(next) }
                next += 1
            }
            if q.running > 0 { q.finish() }
            while let j = q.next() { started.append(j) }
            XCTAssertLessThanOrEqual(q.running, 3)
        }
        XCTAssertEqual(started, started.sorted(), "first in, first out")
        XCTAssertEqual(q.counts.submitted, next)
        XCTAssertEqual(q.counts.submitted, q.counts.started + q.counts.dropped + q.waiting)
        XCTAssertEqual(started.count, q.counts.started)
        XCTAssertGreaterThan(q.counts.dropped, 0)
    }

    func testLimitsAreAtLeastOneRunningAndNoNegativeQueue() {
        XCTAssertEqual(ScriptLimits(running: 0, waiting: -3), ScriptLimits(running: 1, waiting: 0))
        XCTAssertEqual(ScriptLimits.standard, ScriptLimits(running: 8, waiting: 64))
    }
}

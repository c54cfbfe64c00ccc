// MemoryReleaseTests: when the loop gives freed heap and spare frames back: a while after the
// last work, never inside a burst or an animation, and never when nothing was done since.
@testable import OverlayDaemon
import XCTest

final class MemoryReleaseTests: XCTestCase {
    let second: Int64 = 1_000_000

    func testNothingDoneMeansNoWakeUp() {
        var m = MemoryRelease()
        XCTAssertEqual(m.pollTimeout(others: -1, now: 0, keepsSpares: true), -1, "an idle daemon blocks in poll")
        XCTAssertEqual(m.pollTimeout(others: 5000, now: 0, keepsSpares: true), 5000)
        XCTAssertFalse(m.due(at: 100 * second).trim)
    }

    func testHeapGoesBackOneSecondAfterTheLastWorkAndThenTheLoopBlocks() {
        var m = MemoryRelease()
        m.worked(at: 0, keepsSpares: false)
        m.worked(at: second / 2, keepsSpares: false)
        XCTAssertEqual(m.pollTimeout(others: -1, now: second / 2, keepsSpares: false), 1000)
        XCTAssertEqual(m.due(at: second).trim, false, "a burst's later work pushed it back")
        let due = m.due(at: second / 2 + second)
        XCTAssertTrue(due.trim)
        XCTAssertFalse(due.spares, "no spares were kept")
        XCTAssertEqual(m.pollTimeout(others: -1, now: 2 * second, keepsSpares: false), -1, "told once, then no wake-up")
    }

    func testSparesGoAfterThirtyQuietSeconds() {
        var m = MemoryRelease()
        m.worked(at: 0, keepsSpares: true)
        XCTAssertTrue(m.due(at: second).trim)
        XCTAssertEqual(m.pollTimeout(others: -1, now: second, keepsSpares: true), 29_000)
        XCTAssertFalse(m.due(at: 29 * second).spares)
        XCTAssertTrue(m.due(at: 30 * second).spares)
        XCTAssertEqual(m.pollTimeout(others: -1, now: 30 * second, keepsSpares: true), -1)
    }

    func testTheEnvironmentShortensTheSparesDelayForTests() {
        var m = MemoryRelease(environment: ["OVERLAYD_SPARES_DELAY_MS": "4000"])
        m.worked(at: 0, keepsSpares: true)
        XCTAssertTrue(m.due(at: second).trim)
        XCTAssertEqual(m.pollTimeout(others: -1, now: second, keepsSpares: true), 3000)
        XCTAssertTrue(m.due(at: 4 * second).spares)
        XCTAssertEqual(MemoryRelease(environment: ["OVERLAYD_SPARES_DELAY_MS": "x"]).sparesAfter, 30 * second, "not a number: the default")
        XCTAssertEqual(MemoryRelease(environment: ["OVERLAYD_SPARES_DELAY_MS": "0"]).sparesAfter, second, "never before the heap's trim")
    }

    func testSomethingDueSoonPushesTheReleaseBack() {
        var m = MemoryRelease()
        m.worked(at: 0, keepsSpares: false)
        // An animation's frames every 16 ms for two seconds: never released among them.
        var now: Int64 = 0
        while now < 2 * second {
            XCTAssertEqual(m.pollTimeout(others: 16, now: now, keepsSpares: false), 16)
            XCTAssertFalse(m.due(at: now).trim, "released inside an animation at \(now) µs")
            now += 16_000
        }
        XCTAssertEqual(m.pollTimeout(others: 4000, now: now, keepsSpares: false), 984, "a second after the last frame: a notification's timeout later waits")
    }
}

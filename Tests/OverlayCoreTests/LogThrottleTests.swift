// LogThrottleTests: a flood of refusals writes a burst a second and says how many it held back.
import OverlayCore
import XCTest

final class LogThrottleTests: XCTestCase {
    func testWritesABurstPerWindowAndCountsTheRest() {
        var t = LogThrottle(burst: 3, windowMs: 1000)
        let first = (0..<10).map { t.decide(now: Instant(milliseconds: 100 + Int64($0))) }
        XCTAssertEqual(first, [.write(heldBack: 0), .write(heldBack: 0), .write(heldBack: 0)]
                       + Array(repeating: .holdBack, count: 7))
        // The next window's first line reports the seven held back, then the count restarts.
        XCTAssertEqual(t.decide(now: Instant(milliseconds: 1100)), .write(heldBack: 7))
        XCTAssertEqual(t.decide(now: Instant(milliseconds: 1101)), .write(heldBack: 0))
    }

    func testQuietLinesAreAllWritten() {
        var t = LogThrottle(burst: 2, windowMs: 1000)
        for s in 0..<5 {
            XCTAssertEqual(t.decide(now: Instant(milliseconds: Int64(s) * 1500)), .write(heldBack: 0))
        }
    }
}

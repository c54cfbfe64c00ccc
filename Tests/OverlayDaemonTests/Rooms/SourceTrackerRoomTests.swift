// SourceTrackerRoomTests: the sources room alone, on the fake window system: attaching
// watches a window, forgetting the last overlay on it stops watching.
@testable import OverlayDaemon
import OverlayCore
import XCTest

final class SourceTrackerRoomTests: XCTestCase {
    func testForgettingTheLastOverlayOnAWindowStopsWatchingIt() {
        let x = FakeWindowSystem()
        let w = x.addClient(Rect(x: 100, y: 100, width: 300, height: 200))
        let room = SourceTracker(display: x)
        room.attach("a", to: w, anchoring: .window, screen: 0)
        room.attach("b", to: w, anchoring: .window, screen: 0)
        XCTAssertTrue(x.watched.contains(w))
        XCTAssertEqual(room.forget("a", now: Instant(milliseconds: 0)), [])
        XCTAssertTrue(x.watched.contains(w), "b still follows it")
        _ = room.forget("b", now: Instant(milliseconds: 0))
        XCTAssertFalse(x.watched.contains(w))
    }
}

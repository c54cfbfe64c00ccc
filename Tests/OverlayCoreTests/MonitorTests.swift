// MonitorTests: which monitor a rectangle belongs to.
import OverlayCore
import XCTest

final class MonitorTests: XCTestCase {
    let left = Monitor(name: "DP-1", rect: Rect(x: 0, y: 0, width: 1920, height: 1080))
    let right = Monitor(name: "HDMI-1", rect: Rect(x: 1920, y: 0, width: 1280, height: 1024), primary: true)

    func testEmptyListHasNoBest() {
        XCTAssertNil([Monitor]().best(for: Rect(x: 0, y: 0, width: 10, height: 10)))
        XCTAssertNil([Monitor]().primaryOrFirst)
    }

    func testLargestOverlapWins() {
        let monitors = [left, right]
        XCTAssertEqual(monitors.best(for: Rect(x: 1800, y: 100, width: 200, height: 50))?.name, "DP-1")
        XCTAssertEqual(monitors.best(for: Rect(x: 1880, y: 100, width: 200, height: 50))?.name, "HDMI-1")
        XCTAssertEqual(monitors.best(for: Rect(x: 2000, y: 0, width: 10, height: 10))?.name, "HDMI-1")
    }

    func testEmptyRectUsesItsOrigin() {
        let monitors = [left, right]
        XCTAssertEqual(monitors.best(for: Rect(x: 1919, y: 500, width: 0, height: 0))?.name, "DP-1")
        XCTAssertEqual(monitors.best(for: Rect(x: 1920, y: 500, width: 0, height: 0))?.name, "HDMI-1")
    }

    func testOffscreenPicksNearest() {
        let monitors = [left, right]
        // Below the right monitor (it is 1024 tall), nearer to it than to the left one.
        XCTAssertEqual(monitors.best(for: Rect(x: 2500, y: 1100, width: 10, height: 10))?.name, "HDMI-1")
        XCTAssertEqual(monitors.best(for: Rect(x: -500, y: 300, width: 10, height: 10))?.name, "DP-1")
        // Under the right monitor's edge, 7 px right of the left one: the left one is nearer.
        XCTAssertEqual(monitors.best(for: Rect(x: 1925, y: 1060, width: 4, height: 4))?.name, "DP-1")
        XCTAssertEqual(monitors.best(for: Rect(x: 1900, y: 1070, width: 40, height: 4))?.name, "DP-1")
    }

    func testPrimaryOrFirst() {
        XCTAssertEqual([left, right].primaryOrFirst?.name, "HDMI-1")
        XCTAssertEqual([left].primaryOrFirst?.name, "DP-1")
    }
}

// EdgeArrowTests: a point near the screen's edge keeps its arrow on it (the tip may enter
// the edge padding; the body stays inside the work area).
import XCTest

final class EdgeArrowTests: XCTestCase {
    /// Regression: a notification whose x/y hint was (150, 10) lost its arrow.
    func testANotificationPointingNearTheTopEdgeKeepsItsArrow() throws {
        let bus = try SessionBus()
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        XCTAssertEqual(try bus.run(["notify-send", "-h", "int:x:150", "-h", "int:y:10", "Here", "near the top"]).0, 0)
        try s.sync()
        let o = try XCTUnwrap(try s.overlay("n1"))
        let tip = try XCTUnwrap(o.arrow, "the arrow is kept")
        XCTAssertEqual(tip.x, 150)
        XCTAssertEqual(tip.y, 11, "on the point (the bottom of the 1 px rectangle at y 10)")
        XCTAssertGreaterThanOrEqual(o.body.y, 0)
    }

    func testAPopoverAttachedNearTheLeftEdgeKeepsItsArrowOnThePoint() throws {
        let s = try DaemonSession()
        let o = try s.show(["--id", "edge", "--text", "at the edge", "--attach", "rect:10,400,1,1"])
        let tip = try XCTUnwrap(o.arrow, "the arrow is kept")
        XCTAssertEqual(tip.x, 10)
        XCTAssertGreaterThanOrEqual(o.body.x, 0, "the body stays on the screen")
    }
}

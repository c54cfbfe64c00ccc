// FollowTests: an attached popover follows its window's moves and resizes (with no window
// manager and under openbox) and goes with `source-gone` when the window is destroyed.
import CX11
import XCTest

final class FollowTests: XCTestCase {
    func testFollowsMovesAndResizesWithoutWindowManager() throws {
        let s = try DaemonSession()
        let w = try s.x.createWindow(x: 100, y: 100, width: 300, height: 150, background: .red)
        let before = try s.show(["--id", "f", "--attach", String(w), "--text", "follow"])
        s.x.moveWindow(w, x: 400, y: 250)
        try s.sync()
        let moved = try XCTUnwrap(try s.overlay("f"))
        XCTAssertEqual(moved.frame.x - before.frame.x, 300)
        XCTAssertEqual(moved.frame.y - before.frame.y, 150)
        XCTAssertEqual(try s.x.attributes(of: moved.window).x, moved.frame.x, "the X window moved too")
        XCTAssertEqual(moved.arrow?.x, 400 + 150)
        XCTAssertEqual(moved.arrow?.y, 250 + 150)

        s.x.resizeWindow(w, width: 500, height: 100)
        try s.sync()
        let resized = try XCTUnwrap(try s.overlay("f"))
        XCTAssertEqual(resized.arrow?.x, 400 + 250)
        XCTAssertEqual(resized.arrow?.y, 250 + 100)
    }

    func testFollowsMovesUnderOpenbox() throws {
        let s = try DaemonSession()
        let openbox = try HelperProcess.openbox(on: s.x)
        let w = try s.x.createWindow(x: 100, y: 100, width: 300, height: 150, background: .red)
        XCTAssertTrue(try s.x.isReparented(w), "openbox framed the window")
        let before = try s.show(["--id", "f", "--attach", String(w), "--text", "follow"])
        let clientBefore = try s.x.attributes(of: w)
        XCTAssertEqual(before.arrow?.x, clientBefore.x + 150)
        XCTAssertEqual(before.arrow?.y, clientBefore.y + 150)

        // A move request goes through the WM, which moves the frame: wait for that, then sync.
        s.x.discardEvents()
        s.x.moveWindow(w, x: 500, y: 300)
        try s.x.waitUntil("openbox moved the window") { try s.x.attributes(of: w).x != clientBefore.x }
        try s.sync()
        let client = try s.x.attributes(of: w)
        let moved = try XCTUnwrap(try s.overlay("f"))
        XCTAssertEqual(moved.arrow?.x, client.x + 150)
        XCTAssertEqual(moved.arrow?.y, client.y + 150)
        XCTAssertEqual(moved.frame.x - before.frame.x, client.x - clientBefore.x)
        try openbox.stop()
    }

    func testDestroyedSourceDismissesWithSourceGone() throws {
        let s = try DaemonSession()
        let w = try s.x.createWindow(x: 100, y: 100, width: 300, height: 150, background: .red)
        let events = try s.watcher()
        let o = try s.show(["--id", "g", "--attach", String(w), "--text", "bye"])
        XCTAssertEqual(try events.nextEvent()["event"]?.stringValue, "shown")
        s.x.destroyWindow(w)
        try s.sync()
        let e = try events.nextEvent()
        XCTAssertEqual(e["event"]?.stringValue, "dismissed")
        XCTAssertEqual(e["id"]?.stringValue, "g")
        XCTAssertEqual(e["reason"]?.stringValue, "source-gone")
        XCTAssertNil(try s.overlay("g"))
        XCTAssertThrowsError(try s.x.attributes(of: o.window), "its window is destroyed")
    }

    func testPopoverStaysOnItsMonitorNearTheEdge() throws {
        let s = try DaemonSession()
        // A window at the bottom-right corner: below it there is no room, so the popover
        // flips above, and it slides left to stay on screen.
        let w = try s.x.createWindow(x: 1180, y: 700, width: 100, height: 100, background: .red)
        let o = try s.show(["--attach", String(w), "--text", "a long enough text to need sliding"])
        XCTAssertEqual(o.gravity, "top")
        XCTAssertLessThanOrEqual(o.body.x + o.body.width, 1280)
        XCTAssertLessThanOrEqual(o.body.y + o.body.height, 700)
        XCTAssertGreaterThanOrEqual(o.body.x, 0)
    }
}

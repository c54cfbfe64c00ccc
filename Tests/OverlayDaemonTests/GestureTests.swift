// GestureTests: the dismiss gestures SwiftUIOverlayContainer has (double click, long press,
// swipes) and their container defaults, as the X server would report them, against the
// fake window system and a hand-moved clock.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class GestureTests: XCTestCase {
    func shown(_ d: DaemonHarness, _ options: String) throws -> (WindowID, Rect) {
        d.ok("show --id a --text hello \(options)")
        let b = try XCTUnwrap(d.listed("a")?["body"]?.rectValue)
        return (try XCTUnwrap(d.x.windowID(.overlay("a"))), b)
    }

    func click(_ d: DaemonHarness, _ w: WindowID, _ p: Point) {
        d.x.send(.buttonPress(window: w, button: 1, root: p))
        d.x.send(.buttonRelease(window: w, button: 1, root: p))
        d.pump()
    }

    /// Presses at `from`, moves to `to` and lets go there.
    func drag(_ d: DaemonHarness, _ w: WindowID, from: Point, to: Point) {
        d.x.send(.buttonPress(window: w, button: 1, root: from))
        d.x.send(.motion(window: w, root: Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)))
        d.x.send(.motion(window: w, root: to))
        d.pump()
        d.x.send(.buttonRelease(window: w, button: 1, root: to))
        d.pump()
    }

    func testADoubleClickDismissesOneClickDoesNot() throws {
        let d = try DaemonHarness()
        let (w, b) = try shown(d, "--dismiss double-click")
        let p = Point(x: b.midX, y: b.midY)
        click(d, w, p)
        XCTAssertNotNil(d.window("a"), "one click only reports")
        d.advance(DismissModes.doubleClickMs + 1)
        click(d, w, p)
        XCTAssertNotNil(d.window("a"), "two clicks too far apart in time")
        d.advance(150)
        click(d, w, Point(x: p.x + 2, y: p.y + 1))
        XCTAssertNil(d.window("a"))
        XCTAssertEqual(d.history(of: "a"), ["shown", "clicked", "clicked", "clicked", "dismissed:double-click"])
    }

    func testALongPressDismissesWhileHeldAShortOneIsAClick() throws {
        let d = try DaemonHarness()
        let (w, b) = try shown(d, "--dismiss long-press:800")
        let p = Point(x: b.midX, y: b.midY)
        click(d, w, p)
        XCTAssertEqual(d.history(of: "a"), ["shown", "clicked"], "a short press is a click")
        d.x.send(.buttonPress(window: w, button: 1, root: p))
        d.pump()
        d.advance(799)
        XCTAssertNotNil(d.window("a"))
        XCTAssertNotNil(d.controller.nextDeadline, "the loop wakes for the long press")
        d.advance(1)
        XCTAssertNil(d.window("a"), "it goes while the button is still down")
        XCTAssertEqual(d.history(of: "a"), ["shown", "clicked", "dismissed:long-press"])
    }

    func testALongPressThatMovesIsNoLongPress() throws {
        let d = try DaemonHarness()
        let (w, b) = try shown(d, "--dismiss long-press")
        let p = Point(x: b.midX, y: b.midY)
        d.x.send(.buttonPress(window: w, button: 1, root: p))
        d.x.send(.motion(window: w, root: Point(x: p.x + 20, y: p.y)))
        d.pump()
        d.advance(DismissModes.defaultLongPressMs * 2)
        XCTAssertNotNil(d.window("a"))
        XCTAssertEqual(try XCTUnwrap(d.listed("a")?["body"]?.rectValue), b, "a long press alone does not move it")
    }

    func testSwipesInEachDirectionPastHalfTheBody() throws {
        for (word, dx, dy) in [("swipe-left", -1, 0), ("swipe-right", 1, 0), ("swipe-up", 0, -1), ("swipe-down", 0, 1)] {
            let d = try DaemonHarness()
            let (w, b) = try shown(d, "--dismiss \(word)")
            let p = Point(x: b.midX, y: b.midY)
            let far = Point(x: p.x + dx * (PointerRoom.swipeThreshold(b.width) + 5), y: p.y + dy * (PointerRoom.swipeThreshold(b.height) + 5))
            d.x.send(.buttonPress(window: w, button: 1, root: p))
            d.x.send(.motion(window: w, root: Point(x: p.x + dx * 30, y: p.y + dy * 30)))
            d.pump()
            let moved = try XCTUnwrap(d.listed("a")?["body"]?.rectValue)
            XCTAssertEqual(moved.x - b.x, dx * 30, "\(word): it follows the pointer along its axis only")
            XCTAssertEqual(moved.y - b.y, dy * 30, word)
            d.x.send(.buttonRelease(window: w, button: 1, root: far))
            d.pump()
            XCTAssertEqual(d.history(of: "a"), ["shown", "dismissed:swipe"], word)
        }
    }

    func testATooShortSwipeSpringsBackAndTheWrongWayDoesNotDismiss() throws {
        let d = try DaemonHarness()
        let (w, b) = try shown(d, "--dismiss swipe-right")
        let p = Point(x: b.midX, y: b.midY)
        drag(d, w, from: p, to: Point(x: p.x + PointerRoom.swipeThreshold(b.width) - 5, y: p.y))
        XCTAssertEqual(try XCTUnwrap(d.listed("a")?["body"]?.rectValue), b, "back in place")
        drag(d, w, from: p, to: Point(x: p.x - PointerRoom.swipeThreshold(b.width) - 20, y: p.y))
        XCTAssertEqual(try XCTUnwrap(d.listed("a")?["body"]?.rectValue), b, "a swipe left is not a swipe right")
        XCTAssertEqual(d.history(of: "a"), ["shown"])
    }

    func testAContainersDismissIsItsMembersDefault() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("overlayd-gestures-\(getpid())")
        let dir = home.appendingPathComponent("overlayd")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        try Data("[container.notifications]\ndismiss = \"swipe-right,long-press:300\"\n".utf8).write(to: dir.appendingPathComponent("config.toml"))
        let d = try DaemonHarness(environment: ["XDG_CONFIG_HOME": home.path])
        XCTAssertNoThrow(try d.controller.loadConfig())
        d.ok("show --id m --container notifications --text member")
        d.ok("show --id own --container notifications --dismiss click --text mine")
        let m = try XCTUnwrap(d.listed("m")?["body"]?.rectValue)
        let w = try XCTUnwrap(d.x.windowID(.overlay("m")))
        click(d, w, Point(x: m.midX, y: m.midY))
        XCTAssertNotNil(d.window("m"), "a click does not dismiss it: the container says swipe-right")
        d.x.send(.buttonPress(window: w, button: 1, root: Point(x: m.midX, y: m.midY)))
        d.pump()
        d.advance(300)
        XCTAssertEqual(d.history(of: "m"), ["shown", "clicked", "dismissed:long-press"], "the container's long-press time")
        let o = try XCTUnwrap(d.listed("own")?["body"]?.rectValue)
        click(d, try XCTUnwrap(d.x.windowID(.overlay("own"))), Point(x: o.midX, y: o.midY))
        XCTAssertEqual(d.history(of: "own"), ["shown", "clicked", "dismissed:click"], "its own --dismiss wins")
    }
}

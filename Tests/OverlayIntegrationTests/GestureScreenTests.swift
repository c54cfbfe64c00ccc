// GestureScreenTests: the dismiss gestures driven with XTest on Xvfb: swipes (one too short,
// which springs back), a double click and a long press; what watchers hear and what stays.
import CX11
import OverlayClient
import XCTest

final class GestureScreenTests: XCTestCase {
    func center(_ o: OverlayInfo) -> (Int, Int) { (o.body.x + o.body.width / 2, o.body.y + o.body.height / 2) }

    func viewable(_ s: DaemonSession, _ o: OverlayInfo) throws -> Bool {
        (try? s.x.attributes(of: o.window))?.isViewable ?? false
    }

    func testSwipesTooShortSpringBackPastHalfTheyDismiss() throws {
        let s = try DaemonSession()
        let input = try XTestInput(s.x)
        let events = try s.watcher()
        let o = try s.show(["--id", "toast", "--dismiss", "swipe-right,swipe-up", "--attach", "rect:600,300,10,10",
                            "--text", "swipe me away"])
        _ = try events.nextEvent()
        let (x, y) = center(o)
        // Held 30 px to the right it follows the pointer; let go short of half its width, it springs back.
        input.move(x: x, y: y)
        input.pressButton()
        input.move(x: x + 15, y: y)
        input.move(x: x + 30, y: y)
        try s.sync()
        XCTAssertEqual(try s.overlay("toast")?.frame.x, o.frame.x + 30, "it follows the pointer")
        XCTAssertEqual(try s.overlay("toast")?.frame.y, o.frame.y, "along its axis only")
        input.move(x: x + o.body.width / 2 - 10, y: y)
        input.releaseButton()
        try s.sync()
        let back = try XCTUnwrap(try s.overlay("toast"), "a swipe too short does not dismiss")
        XCTAssertEqual(back.frame.x, o.frame.x, "back in place")
        XCTAssertTrue(try viewable(s, back))
        // Past half its width, it goes.
        input.move(x: x, y: y)
        input.pressButton()
        input.move(x: x + 40, y: y)
        input.move(x: x + o.body.width / 2 + 20, y: y)
        input.releaseButton()
        try s.sync()
        XCTAssertEqual(try events.nextEvent().serialized, #"{"event":"dismissed","id":"toast","reason":"swipe"}"#)
        XCTAssertFalse(try viewable(s, o))

        // Up, past half its height (at least 40 px).
        let up = try s.show(["--id", "up", "--dismiss", "swipe-up", "--attach", "rect:600,500,10,10", "--text", "up"])
        _ = try events.nextEvent()
        let (ux, uy) = center(up)
        input.move(x: ux, y: uy)
        input.pressButton()
        input.move(x: ux, y: uy - 20)
        input.move(x: ux, y: uy - max(40, up.body.height / 2) - 20) // past half its height, at least 40 px
        input.releaseButton()
        try s.sync()
        XCTAssertEqual(try events.nextEvent().serialized, #"{"event":"dismissed","id":"up","reason":"swipe"}"#)
    }

    func testADoubleClickDismissesASingleClickDoesNot() throws {
        let s = try DaemonSession()
        let input = try XTestInput(s.x)
        let events = try s.watcher()
        let o = try s.show(["--id", "dc", "--dismiss", "double-click", "--text", "double-click me"])
        _ = try events.nextEvent()
        let (x, y) = center(o)
        input.click(x: x, y: y)
        try s.sync()
        XCTAssertEqual(try events.nextEvent().serialized, #"{"event":"clicked","id":"dc"}"#)
        XCTAssertTrue(try viewable(s, o), "one click leaves it")
        input.click(x: x, y: y)
        try s.sync()
        XCTAssertEqual(try events.nextEvent().serialized, #"{"event":"clicked","id":"dc"}"#)
        XCTAssertEqual(try events.nextEvent().serialized, #"{"event":"dismissed","id":"dc","reason":"double-click"}"#)
        XCTAssertNil(try s.overlay("dc"))
    }

    func testALongPressDismissesWhileTheButtonIsDown() throws {
        let s = try DaemonSession()
        let input = try XTestInput(s.x)
        let events = try s.watcher()
        let o = try s.show(["--id", "lp", "--dismiss", "long-press:300", "--text", "hold me"])
        _ = try events.nextEvent()
        let (x, y) = center(o)
        input.move(x: x, y: y)
        input.pressButton()
        // The daemon's own deadline ends it; the event is what we wait for.
        XCTAssertEqual(try events.nextEvent().serialized, #"{"event":"dismissed","id":"lp","reason":"long-press"}"#)
        try s.sync()
        XCTAssertFalse(try viewable(s, o), "gone before the button is let go")
        input.releaseButton()
        try s.sync()
    }
}

// InteractionTests: dismissal by tapping outside (the tap still reaches its window),
// Escape, modal backdrops, dragging (move, drag to dismiss, snapping) and pause on hover.
import CX11
import OverlayClient
import XCTest

final class InteractionTests: XCTestCase {
    struct Scene {
        let s: DaemonSession
        let input: XTestInput
        let desk: Window
    }

    func setUp(_ compositor: Bool = false) throws -> (Scene, HelperProcess?) {
        let s = try DaemonSession()
        let picom = compositor ? try s.startCompositor() : nil
        let desk = try s.x.createWindow(x: 0, y: 0, width: 1280, height: 800, background: RGB(0x50, 0x50, 0x50))
        return (Scene(s: s, input: try XTestInput(s.x), desk: desk), picom)
    }

    func center(_ o: OverlayInfo) -> (Int, Int) { (o.body.x + o.body.width / 2, o.body.y + o.body.height / 2) }

    func testTapOutsideDismissesAndTheTapStillReachesItsWindow() throws {
        let (t, _) = try setUp()
        let events = try t.s.watcher()
        _ = try t.s.show(["--id", "tip", "--dismiss", "tap-outside", "--text", "tap elsewhere"])
        _ = try events.nextEvent()
        t.s.x.discardEvents()
        t.input.click(x: 100, y: 100)
        let press = try t.s.x.waitForButtonPress(window: t.desk)
        XCTAssertEqual(Int(press.x_root), 100, "the click reached the window under it")
        try t.s.sync()
        XCTAssertEqual(try events.nextEvent().serialized, #"{"event":"dismissed","id":"tip","reason":"outside"}"#)
    }

    func testExcludedAreasAndOtherPopoversDoNotCountAsOutside() throws {
        let (t, _) = try setUp()
        _ = try t.s.show(["--id", "a", "--dismiss", "tap-outside", "--exclude", "rect:0,0,200,200", "--text", "a",
                          "--attach", "rect:600,100,10,10"])
        let other = try t.s.show(["--id", "b", "--attach", "rect:600,500,10,10", "--dismiss", "none", "--text", "b"])
        t.input.click(x: 100, y: 100) // excluded
        let (bx, by) = center(other)
        t.input.click(x: bx, y: by) // on another popover
        try t.s.sync()
        XCTAssertNotNil(try t.s.overlay("a"))
        XCTAssertNotNil(try t.s.overlay("b"), "--dismiss none: a click does not dismiss it")
        _ = try t.s.show(["--id", "c", "--dismiss", "tap-outside", "--outside-includes-popovers", "--text", "c",
                          "--attach", "rect:900,100,10,10"])
        t.input.click(x: bx, y: by)
        try t.s.sync()
        XCTAssertNil(try t.s.overlay("c"), "with --outside-includes-popovers a tap on another popover is outside")
        XCTAssertNotNil(try t.s.overlay("a"))
    }

    func testEscapeDismissesTheMostRecentOnly() throws {
        let (t, _) = try setUp()
        _ = try t.s.show(["--id", "first", "--dismiss", "escape", "--text", "1", "--attach", "rect:300,300,10,10"])
        _ = try t.s.show(["--id", "second", "--dismiss", "escape", "--text", "2", "--attach", "rect:700,300,10,10"])
        try t.input.pressKey("Escape")
        try t.s.sync()
        XCTAssertNil(try t.s.overlay("second"))
        XCTAssertNotNil(try t.s.overlay("first"))
    }

    func testModalBackdropBlocksTheDesktopAndDismissesOnTap() throws {
        let (t, picom) = try setUp(true)
        let o = try t.s.show(["--id", "m", "--modal", "--text", "modal"])
        let backdrop = try XCTUnwrap(try t.s.x.viewableOverrideRedirectTopLevels().first { w in
            (try? t.s.x.attributes(of: w)).map { $0.width == 1280 && $0.height == 800 } ?? false
        })
        let children = try t.s.x.children(of: t.s.x.root)
        XCTAssertLessThan(children.firstIndex(of: backdrop) ?? 0, children.firstIndex(of: o.window) ?? 0, "below the popover")
        t.s.x.discardEvents()
        t.input.click(x: 50, y: 50)
        XCTAssertThrowsError(try t.s.x.waitForButtonPress(window: t.desk, timeout: 0.3), "the backdrop took the click")
        try t.s.sync()
        XCTAssertNil(try t.s.overlay("m"))
        _ = try t.s.show(["--id", "stay", "--modal", "--backdrop-dismiss", "no", "--text", "stays"])
        t.input.click(x: 50, y: 50)
        try t.s.sync()
        XCTAssertNotNil(try t.s.overlay("stay"))
        try picom?.stop()
    }

    func testDraggingMovesAndDragDownDismisses() throws {
        let (t, _) = try setUp()
        let o = try t.s.show(["--id", "d", "--draggable", "--text", "drag me"])
        var (x, y) = center(o)
        t.input.move(x: x, y: y)
        t.input.pressButton()
        t.input.move(x: x + 60, y: y + 10)
        t.input.move(x: x + 100, y: y + 50)
        t.input.releaseButton()
        try t.s.sync()
        let moved = try XCTUnwrap(try t.s.overlay("d"))
        XCTAssertEqual(moved.frame.x - o.frame.x, 100)
        XCTAssertEqual(moved.frame.y - o.frame.y, 50)

        let events = try t.s.watcher()
        let sheet = try t.s.show(["--id", "sheet", "--dismiss", "drag-down", "--text", "pull me down", "--attach", "rect:900,100,10,10"])
        _ = try events.nextEvent()
        (x, y) = center(sheet)
        // A short pull springs back.
        t.input.move(x: x, y: y)
        t.input.pressButton()
        t.input.move(x: x, y: y + 60)
        t.input.releaseButton()
        try t.s.sync()
        XCTAssertEqual(try t.s.overlay("sheet")?.frame.y, sheet.frame.y)
        // Past a quarter of the monitor's height, it goes.
        t.input.move(x: x, y: y)
        t.input.pressButton()
        t.input.move(x: x, y: y + 120)
        t.input.move(x: x, y: y + 260)
        t.input.releaseButton()
        try t.s.sync()
        XCTAssertEqual(try events.nextEvent().serialized, #"{"event":"dismissed","id":"sheet","reason":"drag"}"#)
    }

    func testPictureInPictureSnapsToTheNearestAnchor() throws {
        let (t, _) = try setUp()
        let o = try t.s.show(["--id", "pip", "--draggable", "--position", "top-left,top-right,bottom-left,bottom-right",
                              "--text", "picture in picture"])
        XCTAssertEqual(o.anchor, "top-left")
        let (x, y) = center(o)
        t.input.move(x: x, y: y)
        t.input.pressButton()
        t.input.move(x: x + 500, y: y + 200)
        t.input.move(x: x + 1000, y: y + 600)
        t.s.x.discardEvents()
        t.input.releaseButton()
        try t.s.sync()
        let snapped = try XCTUnwrap(try t.s.overlay("pip"))
        XCTAssertEqual(snapped.anchor, "bottom-right")
        XCTAssertEqual(snapped.body.x + snapped.body.width, 1280 - 16)
        XCTAssertEqual(snapped.body.y + snapped.body.height, 800 - 16)
        // It settles there with an animation: frames between the drop and the corner.
        var xs: [Int] = []
        while xs.last != snapped.frame.x {
            xs.append(Int(try t.s.x.waitForConfigureNotify(window: snapped.window, timeout: 5).x))
        }
        XCTAssertGreaterThanOrEqual(Set(xs).count, 2, "settling frames: \(xs)")
    }

    func testPauseOnHoverStopsTheTimeout() throws {
        let (t, _) = try setUp()
        t.input.move(x: 5, y: 5) // Xvfb starts with the pointer in the middle, where it would land
        let o = try t.s.show(["--id", "h", "--pause-on-hover", "--timeout", "30s", "--text", "hover me"])
        func paused() throws -> Bool {
            let reply = try t.s.ok(["list"])
            return reply["overlays"]?.arrayValue?.first { $0["id"]?.stringValue == "h" }?["paused"]?.boolValue ?? false
        }
        XCTAssertFalse(try paused())
        let (x, y) = center(o)
        t.input.move(x: x, y: y)
        try t.s.sync()
        XCTAssertTrue(try paused())
        t.input.move(x: 5, y: 5)
        try t.s.sync()
        XCTAssertFalse(try paused())
    }
}

final class TooltipTests: XCTestCase {
    func testTooltipShowsAfterThePointerRestsAndHidesWhenItLeaves() throws {
        let s = try DaemonSession()
        let input = try XTestInput(s.x)
        input.move(x: 5, y: 5)
        let w = try s.x.createWindow(x: 200, y: 200, width: 400, height: 200, background: .red)
        let reply = try s.ok(["tooltip", "--id", "tip", "--attach", String(w), "--region", "10,10,60,30",
                              "--delay", "150ms", "--text", "Saves the file"])
        XCTAssertEqual(reply["id"]?.stringValue, "tip")
        func visible() throws -> Bool {
            let o = try XCTUnwrap(try s.overlay("tip"))
            return try s.x.attributes(of: o.window).isViewable
        }
        try s.sync()
        XCTAssertFalse(try visible(), "waits for the pointer")
        input.move(x: 230, y: 220) // inside the region
        try s.sync()
        XCTAssertFalse(try visible(), "not before the delay")
        // The daemon shows it on its own deadline: wait for the window to map (an event).
        let o = try XCTUnwrap(try s.overlay("tip"))
        try s.x.waitUntil("the tooltip appears", timeout: 5) { try s.x.attributes(of: o.window).isViewable }
        XCTAssertEqual(s.x.windowTypes(of: o.window), ["_NET_WM_WINDOW_TYPE_TOOLTIP"])
        XCTAssertEqual(try s.overlay("tip")?.arrow?.x, 200 + 10 + 30, "it points at the region")
        input.move(x: 500, y: 600) // out of the region
        try s.sync()
        XCTAssertFalse(try visible())
    }

    func testFollowPointerTooltipMovesWithThePointer() throws {
        let s = try DaemonSession()
        let input = try XTestInput(s.x)
        let w = try s.x.createWindow(x: 200, y: 200, width: 400, height: 200, background: .red)
        input.move(x: 300, y: 250)
        _ = try s.ok(["tooltip", "--id", "f", "--attach", String(w), "--delay", "0ms", "--follow-pointer", "--text", "here"])
        try s.sync()
        let first = try XCTUnwrap(try s.overlay("f"))
        input.move(x: 360, y: 280)
        try s.sync()
        let second = try XCTUnwrap(try s.overlay("f"))
        XCTAssertEqual(second.frame.x - first.frame.x, 60)
        XCTAssertEqual(second.frame.y - first.frame.y, 30)
    }
}

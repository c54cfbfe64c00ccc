// ClickTests: clicks on the shadow reach the window below; clicks on the body go to the
// popover, which reports `clicked` and is dismissed.
import CX11
import OverlayClient
import XCTest

final class ClickTests: XCTestCase {
    func testShadowPassesClicksThroughAndBodyClickDismisses() throws {
        let s = try DaemonSession()
        let picom = try s.startCompositor()
        let below = try s.x.createWindow(x: 0, y: 0, width: 1280, height: 800, background: RGB(0x40, 0x40, 0x40))
        let events = try s.watcher()
        let o = try s.show(["--id", "clickme", "--text", "click me"])
        _ = try events.nextEvent() // shown
        let input = try XTestInput(s.x)
        s.x.discardEvents()

        // In the shadow margin, just below the body: the window below gets the click.
        let shadowY = o.body.y + o.body.height + 4
        XCTAssertLessThan(shadowY, o.frame.y + o.frame.height, "point is inside the overlay window")
        input.click(x: o.body.x + o.body.width / 2, y: shadowY)
        let press = try s.x.waitForButtonPress(window: below)
        XCTAssertEqual(Int(press.x_root), o.body.x + o.body.width / 2)
        try s.sync()
        XCTAssertNotNil(try s.overlay("clickme"), "a click on the shadow does not dismiss")

        // On the body: the popover takes it.
        s.x.discardEvents()
        input.click(x: o.body.x + o.body.width / 2, y: o.body.y + o.body.height / 2)
        try s.sync()
        let clicked = try events.nextEvent()
        XCTAssertEqual(clicked["event"]?.stringValue, "clicked")
        let dismissed = try events.nextEvent()
        XCTAssertEqual(dismissed["event"]?.stringValue, "dismissed")
        XCTAssertEqual(dismissed["reason"]?.stringValue, "click")
        XCTAssertNil(try s.overlay("clickme"))
        XCTAssertThrowsError(try s.x.waitForButtonPress(window: below, timeout: 0.3), "the body click did not reach below")
        try picom.stop()
    }

    func testClickThroughPopoverLetsBodyClicksThrough() throws {
        let s = try DaemonSession()
        let below = try s.x.createWindow(x: 0, y: 0, width: 1280, height: 800, background: RGB(0x40, 0x40, 0x40))
        let o = try s.show(["--id", "ghost", "--text", "you cannot click me", "--click-through"])
        let input = try XTestInput(s.x)
        s.x.discardEvents()
        input.click(x: o.body.x + o.body.width / 2, y: o.body.y + o.body.height / 2)
        _ = try s.x.waitForButtonPress(window: below)
        try s.sync()
        XCTAssertNotNil(try s.overlay("ghost"))
    }
}

// ConnectorScreenTests: `--connector curve` on screen: a line from the popover to the anchor
// point of a named region, seen (bounding shape and pixels, without a compositor) but taking no
// clicks (input shape): a click on it reaches the window below.
import CX11
import XCTest

final class ConnectorScreenTests: XCTestCase {
    let accent = RGB(0x35, 0x84, 0xe4)

    func testTheLineIsSeenButLetsClicksThrough() throws {
        let s = try DaemonSession()
        _ = try s.x.createWindow(x: 0, y: 0, width: 1280, height: 800, background: RGB(0x30, 0x30, 0x30))
        let source = try s.x.createWindow(x: 400, y: 200, width: 300, height: 160, background: RGB(0xee, 0xee, 0xee))
        try s.ok(["region", "set", "save", "--window", String(source), "--rect", "20,20,80,30"])
        let o = try s.show(["--id", "step", "--attach", "region:save", "--anchor", "bottom", "--gravity", "bottom-right",
                            "--offset", "30,70", "--connector", "curve", "--action", "next:Next", "--text", "Saves your work"])
        XCTAssertNil(o.arrow, "the line replaces the arrow")
        let entry = try XCTUnwrap(try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["id"]?.stringValue == "step" })
        let to = try XCTUnwrap(entry["connector"]?["to"]?.arrayValue?.compactMap(\.intValue))
        let from = try XCTUnwrap(entry["connector"]?["from"]?.arrayValue?.compactMap(\.intValue))
        XCTAssertEqual(to, [400 + 20 + 40, 200 + 20 + 30], "ends on the region's bottom middle")
        XCTAssertEqual(from, [o.body.x + o.body.width / 2, o.body.y], "leaves the middle of the body's top edge")
        XCTAssertEqual(o.body.x, 460 + 30)
        XCTAssertEqual(o.body.y, 250 + 70)

        // Half-way the S-curve passes the middle of its two ends.
        let mid = (x: (to[0] + from[0]) / 2, y: (to[1] + from[1]) / 2)
        let shot = try s.x.screenshot()
        XCTAssertTrue(shot.pixel(x: mid.x, y: mid.y).isClose(to: accent, tolerance: 6), "\(shot.pixel(x: mid.x, y: mid.y))")
        XCTAssertTrue(shot.pixel(x: to[0], y: to[1]).isClose(to: accent, tolerance: 6), "the end dot")
        XCTAssertEqual(shot.pixel(x: mid.x - 20, y: mid.y), RGB(0xee, 0xee, 0xee), "beside the line: the source")
        let local = (x: mid.x - o.frame.x, y: mid.y - o.frame.y)
        XCTAssertTrue(try s.x.boundingShape(of: o.window).contains { $0.contains(x: local.x, y: local.y) })
        let input = try s.x.inputShape(of: o.window)
        XCTAssertFalse(input.contains { $0.contains(x: local.x, y: local.y) }, "the line takes no clicks")
        XCTAssertTrue(input.contains { $0.contains(x: o.body.x - o.frame.x + 10, y: o.body.y - o.frame.y + 10) }, "the body does")

        // A click on the line lands in the source window below it.
        let events = try s.watcher()
        s.x.discardEvents()
        try XTestInput(s.x).click(x: mid.x, y: mid.y)
        _ = try s.x.waitForButtonPress(window: source)
        try s.sync()
        XCTAssertNotNil(try s.overlay("step"), "still shown")
        // A click on the button steps on: the action is reported.
        let next = try XCTUnwrap(entry["buttons"]?.arrayValue?.first?["rect"]?.arrayValue?.compactMap(\.intValue))
        try XTestInput(s.x).click(x: next[0] + next[2] / 2, y: next[1] + next[3] / 2)
        var event = try events.nextEvent()
        while event["event"]?.stringValue != "action" { event = try events.nextEvent() }
        XCTAssertEqual(event.serialized, #"{"event":"action","id":"step","key":"next"}"#)
    }
}

// PositionTests: the positioning engine end to end: three RandR monitors, a panel with a
// strut, and popovers near each edge landing where the xdg_positioner rules put them.
import CX11
import Foundation
import XCTest

final class PositionTests: XCTestCase {
    let arrow = 10 // the default style's arrow height
    let padding = 16 // the default screen-edge padding

    func xrandr(_ s: DaemonSession, _ args: [String]) throws {
        let child = try ChildProcess(name: "xrandr", command: ["xrandr"] + args, environment: ["DISPLAY": s.server.display])
        XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 0, "xrandr \(args)")
    }

    /// Monitors: left 0–399, middle 400–879, right 880–1279; a 30 px panel on top of the middle one.
    func setUpDesk() throws -> DaemonSession {
        let s = try DaemonSession()
        try xrandr(s, ["--setmonitor", "left", "400/106x800/211+0+0", "screen"])
        try xrandr(s, ["--setmonitor", "middle", "480/127x800/211+400+0", "none"])
        try xrandr(s, ["--setmonitor", "right", "400/106x800/211+880+0", "none"])
        let panel = try s.x.createWindow(x: 400, y: 0, width: 480, height: 30, background: .blue, title: "panel", map: false)
        var strut: [Int] = [0, 0, 30, 0, 0, 0, 0, 0, 400, 879, 0, 0]
        XChangeProperty(s.x.handle, panel, s.x.intern("_NET_WM_STRUT_PARTIAL"), XA_CARDINAL, 32, PropModeReplace,
                        strut.withUnsafeMutableBytes { $0.baseAddress?.assumingMemoryBound(to: UInt8.self) }, 12)
        try s.x.mapWindow(panel)
        try s.sync()
        return s
    }

    func testPopoversNearEachEdgeFlipAwayFromPanelsAndMonitorEdges() throws {
        let s = try setUpDesk()
        // Under the panel: above would cross the panel, so it flips below the source.
        let top = try s.show(["--attach", "rect:600,40,40,20", "--anchor", "top", "--gravity", "top", "--text", "top"])
        XCTAssertEqual(top.gravity, "bottom")
        XCTAssertEqual(top.body.y, 60 + arrow)
        XCTAssertEqual(top.arrow?.x, 620)
        XCTAssertEqual(top.arrow?.y, 60)
        // At the right edge of the left monitor: flips to the left rather than cross over.
        let right = try s.show(["--attach", "rect:380,300,10,20", "--anchor", "right", "--gravity", "right", "--text", "right"])
        XCTAssertEqual(right.gravity, "left")
        XCTAssertEqual(right.body.x + right.body.width, 380 - arrow)
        XCTAssertEqual(right.arrow?.x, 380)
        // At the bottom of the right monitor: flips above.
        let bottom = try s.show(["--attach", "rect:1000,770,40,20", "--anchor", "bottom", "--gravity", "bottom", "--text", "bottom"])
        XCTAssertEqual(bottom.gravity, "top")
        XCTAssertEqual(bottom.body.y + bottom.body.height, 770 - arrow)
        // At the left edge of the right monitor: flips to the right.
        let left = try s.show(["--attach", "rect:900,300,10,20", "--anchor", "left", "--gravity", "left", "--text", "left"])
        XCTAssertEqual(left.gravity, "right")
        XCTAssertEqual(left.body.x, 910 + arrow)
    }

    func testWorkAreaLeavesThePanelAndPaddingFree() throws {
        let s = try setUpDesk()
        // On the middle monitor with no source: anchored to the top of its work area, it
        // fits neither below (into the padding) nor above, so it slides to the work area.
        let o = try s.show(["--monitor", "1", "--anchor", "top", "--gravity", "bottom", "--text", "under the panel"])
        XCTAssertEqual(o.body.y, 30 + padding)
        XCTAssertNil(o.arrow, "slid off its anchor point: no arrow")
        XCTAssertGreaterThanOrEqual(o.body.x, 400 + padding)
        XCTAssertLessThanOrEqual(o.body.x + o.body.width, 880 - padding)
        // The panel goes: the work area is the whole monitor again.
        try s.ok(["dismiss", "--all"])
        let panel = try XCTUnwrap(try s.x.children(of: s.x.root).first { s.x.stringProperty("WM_NAME", of: $0) == "panel" })
        s.x.destroyWindow(panel)
        try s.sync()
        let again = try s.show(["--monitor", "middle", "--anchor", "top", "--gravity", "bottom", "--text", "no panel"])
        XCTAssertEqual(again.body.y, padding)
    }

    func testPictureInPictureTakesTheFirstAnchorThatFits() throws {
        let s = try setUpDesk()
        let o = try s.show(["--monitor", "right", "--position", "top-right,bottom-right", "--padding", "20", "--text", "PiP"])
        XCTAssertEqual(o.body.x + o.body.width, 1280 - 20)
        XCTAssertEqual(o.body.y, 20)
        XCTAssertNil(o.arrow)
        let w = try s.x.createWindow(x: 100, y: 100, width: 300, height: 200, background: .red)
        let inWindow = try s.show(["--attach", String(w), "--within", "window", "--position", "bottom-left", "--padding", "8", "--text", "in"])
        XCTAssertEqual(inWindow.body.x, 108)
        XCTAssertEqual(inWindow.body.y + inWindow.body.height, 292)
    }

    func testInsetAndRegionNarrowTheAnchor() throws {
        let s = try DaemonSession()
        let w = try s.x.createWindow(x: 100, y: 100, width: 400, height: 200, background: .red)
        let inset = try s.show(["--attach", String(w), "--inset", "20", "--text", "inset"])
        XCTAssertEqual(inset.arrow?.y, 100 + 200 - 20)
        let region = try s.show(["--attach", String(w), "--region", "0,0,100,50", "--text", "region"])
        XCTAssertEqual(region.arrow?.x, 150)
        XCTAssertEqual(region.arrow?.y, 150)
        let grown = try s.show(["--attach", String(w), "--inset", "-6", "--text", "grown"])
        XCTAssertEqual(grown.arrow?.y, 306)
        let usage = try s.request(["show", "--adjust", "wobble"])
        XCTAssertTrue(usage["error"]?.stringValue?.hasPrefix("--adjust") ?? false)
    }
}

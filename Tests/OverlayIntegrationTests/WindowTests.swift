// WindowTests: the overlay window's attributes, type, depth and shapes, with and without
// a compositor.
import CX11
import XCTest

final class WindowTests: XCTestCase {
    func testPopoverIsOverrideRedirectWithTypeAndShapedWithoutCompositor() throws {
        let s = try DaemonSession()
        let target = try s.x.createWindow(x: 200, y: 150, width: 400, height: 200, background: RGB(0xf0, 0xf0, 0xf0))
        let o = try s.show(["--attach", "0x" + String(target, radix: 16), "--text", "Saved"])
        let a = try s.x.attributes(of: o.window)
        XCTAssertTrue(a.overrideRedirect)
        XCTAssertTrue(a.isViewable)
        XCTAssertEqual(a.depth, 24, "no compositor: default depth")
        XCTAssertEqual(o.mode, "shaped")
        XCTAssertEqual(s.x.windowTypes(of: o.window), ["_NET_WM_WINDOW_TYPE_POPUP_MENU"])
        XCTAssertEqual([a.x, a.y, a.width, a.height], [o.frame.x, o.frame.y, o.frame.width, o.frame.height])

        // The bounding shape is the body plus the arrow: its extent is the body's, widened
        // upwards to the arrow tip, and the shadow margin is cut away.
        let bounding = try s.x.boundingShape(of: o.window)
        let arrow = try XCTUnwrap(o.arrow, "a popover below its window has an arrow")
        let extent = bounds(bounding)
        XCTAssertEqual(extent.x + o.frame.x, o.body.x)
        XCTAssertEqual(extent.width, o.body.width)
        XCTAssertEqual(extent.y + extent.height + o.frame.y, o.body.y + o.body.height)
        XCTAssertLessThanOrEqual(extent.y + o.frame.y, arrow.y + 1, "the shape reaches up to the arrow tip")
        XCTAssertEqual(try s.x.inputShape(of: o.window), bounding, "input shape = body + arrow")
        XCTAssertFalse(bounding.contains { $0.contains(x: 0, y: 0) }, "corner of the shadow margin is cut")
    }

    func testKindSetsWindowTypeAndClickThroughEmptiesInputShape() throws {
        let s = try DaemonSession()
        let o = try s.show(["--kind", "tooltip", "--text", "tip", "--click-through"])
        XCTAssertEqual(s.x.windowTypes(of: o.window), ["_NET_WM_WINDOW_TYPE_TOOLTIP"])
        XCTAssertEqual(try s.x.inputShape(of: o.window), [], "click-through: empty input shape")
        XCTAssertFalse(try s.x.boundingShape(of: o.window).isEmpty)
    }

    func testWithCompositorWindowIsARGBWithoutCompositorShadow() throws {
        let s = try DaemonSession()
        let picom = try s.startCompositor()
        let o = try s.show(["--text", "With picom"])
        XCTAssertEqual(o.mode, "argb")
        XCTAssertEqual(try s.x.attributes(of: o.window).depth, 32)
        XCTAssertEqual(s.x.cardinalProperty("_COMPTON_SHADOW", of: o.window), [0])
        // The input shape is still the body only: the shadow margin passes clicks through.
        let input = bounds(try s.x.inputShape(of: o.window))
        XCTAssertEqual(input.width, o.body.width)
        XCTAssertEqual(input.height, o.body.height)
        XCTAssertGreaterThan(input.x, 0)
        try picom.stop()
    }

    func testCompositorStartingAndStoppingSwitchesVisiblePopoversLive() throws {
        let s = try DaemonSession()
        let first = try s.show(["--id", "live", "--text", "switch me"])
        XCTAssertEqual(first.mode, "shaped")
        let picom = try s.startCompositor()
        let composited = try XCTUnwrap(try s.overlay("live"))
        XCTAssertEqual(composited.mode, "argb")
        XCTAssertEqual(try s.x.attributes(of: composited.window).depth, 32)
        XCTAssertTrue(try s.x.attributes(of: composited.window).isViewable)
        try picom.stop()
        try s.sync()
        let shaped = try XCTUnwrap(try s.overlay("live"))
        XCTAssertEqual(shaped.mode, "shaped")
        XCTAssertEqual(try s.x.attributes(of: shaped.window).depth, 24)
        XCTAssertThrowsError(try s.x.attributes(of: composited.window), "the ARGB window is gone")
    }
}

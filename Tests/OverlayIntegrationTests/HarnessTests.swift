// HarnessTests: proves the integration-test harness itself works (Xvfb, X queries, XTest, openbox, picom).
import CX11
import Foundation
import XCTest

final class HarnessTests: XCTestCase {
    func testXvfbReportsItsDisplayAndTheWindowLooksAsCreated() throws {
        let xvfb = try XvfbServer()
        XCTAssertTrue(xvfb.display.hasPrefix(":"), "display: \(xvfb.display)")
        let display = try TestDisplay(xvfb)
        XCTAssertEqual(display.screenWidth, 1280)
        XCTAssertEqual(display.screenHeight, 800)

        let colour = RGB(0x20, 0x80, 0xc0)
        let window = try display.createWindow(x: 100, y: 150, width: 200, height: 120, background: colour)
        let a = try display.attributes(of: window)
        XCTAssertEqual(a.mapState, .viewable)
        XCTAssertFalse(a.overrideRedirect)
        XCTAssertEqual(a.depth, 24)
        XCTAssertEqual([a.x, a.y, a.width, a.height], [100, 150, 200, 120])
        XCTAssertFalse(try display.isReparented(window), "no window manager runs yet")
        XCTAssertEqual(try display.inputShape(of: window), [ShapeRectangle(x: 0, y: 0, width: 200, height: 120)])
        XCTAssertEqual(try display.boundingShape(of: window), [ShapeRectangle(x: 0, y: 0, width: 200, height: 120)])
        XCTAssertEqual(display.stringProperty("WM_NAME", of: window), "overlayd-test")
        XCTAssertEqual(display.windowTypes(of: window), [])
        XCTAssertEqual(try display.viewableOverrideRedirectTopLevels(), [])

        let shot = try display.screenshot()
        XCTAssertEqual(shot.pixel(x: a.centerX, y: a.centerY), colour)
        XCTAssertEqual(shot.count(of: colour, x: 100, y: 150, width: 200, height: 120), 200 * 120)
        XCTAssertEqual(shot.pixel(x: 99, y: 149), .black, "Xvfb's root is black outside the window")

        display.discardEvents()
        display.moveWindow(window, x: 300, y: 310)
        let configure = try display.waitForConfigureNotify(window: window) { $0.x == 300 && $0.y == 310 }
        XCTAssertEqual(configure.width, 200)
        XCTAssertEqual(try display.attributes(of: window).x, 300)

        display.destroyWindow(window)
        XCTAssertThrowsError(try display.attributes(of: window), "a BadWindow is an error, not an exit")
    }

    func testOverrideRedirectWindowAndProperties() throws {
        let xvfb = try XvfbServer()
        let display = try TestDisplay(xvfb)
        let window = try display.createWindow(x: 10, y: 10, width: 50, height: 40, background: .red, overrideRedirect: true)
        var types: [UInt] = [UInt(display.intern("_NET_WM_WINDOW_TYPE_TOOLTIP"))]
        XChangeProperty(display.handle, window, display.intern("_NET_WM_WINDOW_TYPE"), XA_ATOM, 32, PropModeReplace, &types, 1)
        var opacity: [UInt] = [0xffff_ffff]
        XChangeProperty(display.handle, window, display.intern("_NET_WM_WINDOW_OPACITY"), XA_CARDINAL, 32, PropModeReplace, &opacity, 1)
        display.sync()

        XCTAssertTrue(try display.attributes(of: window).overrideRedirect)
        XCTAssertEqual(try display.viewableOverrideRedirectTopLevels(), [window])
        XCTAssertEqual(display.windowTypes(of: window), ["_NET_WM_WINDOW_TYPE_TOOLTIP"])
        XCTAssertEqual(display.cardinalProperty("_NET_WM_WINDOW_OPACITY", of: window), [0xffff_ffff])
        XCTAssertNil(display.cardinalProperty("_NET_WM_PID", of: window))
    }

    func testXTestClickReachesTheWindowUnderThePointer() throws {
        let xvfb = try XvfbServer()
        let display = try TestDisplay(xvfb)
        let input = try XTestInput(display)
        let window = try display.createWindow(x: 400, y: 300, width: 100, height: 80, background: .green)

        input.click(x: 450, y: 340, button: 1)
        let press = try display.waitForButtonPress(window: window)
        XCTAssertEqual(press.button, 1)
        XCTAssertEqual([press.x_root, press.y_root], [450, 340])
        XCTAssertEqual([press.x, press.y], [50, 40])

        try input.pressKey("a", modifiers: ["Shift_L"])
        let aKeycode = UInt32(XKeysymToKeycode(display.handle, XStringToKeysym("a")))
        // The Shift_L press comes first, with no modifier in its state yet.
        let key = try display.waitForEvent(window: window, type: KeyPress) { $0.xkey.keycode == aKeycode }
        XCTAssertEqual(key.xkey.state & UInt32(ShiftMask), UInt32(ShiftMask), "Shift was held")
    }

    func testOpenboxReparentsAWindowMappedAfterItOwnsWMS0() throws {
        let xvfb = try XvfbServer()
        let display = try TestDisplay(xvfb)
        let openbox = try HelperProcess.openbox(on: display)
        XCTAssertNotEqual(display.selectionOwner("WM_S0"), 0)

        let window = try display.createWindow(x: 200, y: 200, width: 160, height: 100, background: .blue)
        XCTAssertTrue(try display.isReparented(window), "openbox framed the window")
        let frame = try display.topLevelAncestor(of: window)
        XCTAssertNotEqual(frame, window)
        XCTAssertEqual(try display.parent(of: frame), display.root)
        XCTAssertTrue(try display.attributes(of: frame).isViewable)
        XCTAssertEqual(try display.attributes(of: window).width, 160)
        XCTAssertEqual(try display.viewableOverrideRedirectTopLevels(), [], "openbox's own is off screen")
        XCTAssertEqual(try display.viewableOverrideRedirectTopLevels(includeOffscreen: true), [display.selectionOwner("WM_S0")])

        try openbox.stop()
        XCTAssertEqual(display.selectionOwner("WM_S0"), 0)
    }

    func testPicomOwnsTheCompositorSelectionUntilStopped() throws {
        let xvfb = try XvfbServer()
        let display = try TestDisplay(xvfb)
        let picom = try HelperProcess.picom(on: display)
        let owner = display.selectionOwner("_NET_WM_CM_S0")
        XCTAssertNotEqual(owner, 0)
        XCTAssertEqual(owner, picom.selectionOwnerWindow)
        XCTAssertTrue(picom.isRunning)

        try picom.stop()
        XCTAssertEqual(display.selectionOwner("_NET_WM_CM_S0"), 0)
        XCTAssertFalse(picom.isRunning)
    }

    func testJSONReplyParsing() throws {
        let object = try parseJSONObject(#"{"ok":true,"id":7,"name":"x"}"#)
        XCTAssertEqual(object["ok"] as? Bool, true)
        XCTAssertEqual(object["id"] as? Int, 7)
        XCTAssertThrowsError(try parseJSONObject("ERR nope"))
        XCTAssertThrowsError(try parseJSONObject("[1]"))
    }

    func testBuildProductsAreFoundNextToTheTestBundle() throws {
        let dir = Executables.buildProductsDirectory
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/overlaydPackageTests.xctest"), dir)
        XCTAssertNoThrow(try Executables.buildProduct("overlayd"))
        XCTAssertNoThrow(try Executables.buildProduct("overlayctl"))
    }
}

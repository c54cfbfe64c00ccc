// TrackingTests: attach targets (class, title, rect, region), hiding with the source
// (iconified, other desktop), stacking relative to the source, and monitor changes.
import CX11
import Foundation
import XCTest

final class TrackingTests: XCTestCase {
    func setClass(_ x: TestDisplay, _ w: Window, instance: String, cls: String) {
        var hint = XClassHint()
        instance.withCString { i in
            cls.withCString { c in
                hint.res_name = UnsafeMutablePointer(mutating: i)
                hint.res_class = UnsafeMutablePointer(mutating: c)
                XSetClassHint(x.handle, w, &hint)
            }
        }
        x.sync()
    }

    /// Index of each window among root's children, bottom to top.
    func stackIndex(_ x: TestDisplay, _ w: Window) throws -> Int {
        try XCTUnwrap(try x.children(of: x.root).firstIndex(of: w), "0x\(String(w, radix: 16)) is not a child of root")
    }

    func testAttachByClassTitleAndRect() throws {
        let s = try DaemonSession()
        let a = try s.x.createWindow(x: 100, y: 100, width: 200, height: 100, background: .red, title: "Editor — notes.txt")
        let b = try s.x.createWindow(x: 500, y: 300, width: 300, height: 120, background: .red, title: "Terminal")
        setClass(s.x, b, instance: "xterm", cls: "XTerm")
        let byTitle = try s.show(["--attach", "title:Editor*", "--text", "t"])
        XCTAssertEqual(byTitle.arrow?.x, 200)
        XCTAssertEqual(byTitle.arrow?.y, 200)
        let byClass = try s.show(["--attach", "class:xterm", "--text", "c"])
        XCTAssertEqual(byClass.arrow?.x, 650)
        XCTAssertEqual(byClass.arrow?.y, 420)
        let byRect = try s.show(["--attach", "rect:700,50,40,20", "--text", "r"])
        XCTAssertEqual(byRect.arrow?.x, 720)
        XCTAssertEqual(byRect.arrow?.y, 70)
        let missing = try s.request(["show", "--attach", "class:nosuchapp", "--text", "x"])
        XCTAssertEqual(missing["error"]?.stringValue, "no window of class: nosuchapp")
        _ = a
    }

    func testNamedRegionFollowsItsWindow() throws {
        let s = try DaemonSession()
        let w = try s.x.createWindow(x: 100, y: 100, width: 400, height: 200, background: .red)
        try s.ok(["region", "set", "save-button", "--window", String(w), "--rect", "10,10,40,20"])
        let o = try s.show(["--id", "tip", "--attach", "region:save-button", "--text", "Save"])
        XCTAssertEqual(o.arrow?.x, 100 + 10 + 20)
        XCTAssertEqual(o.arrow?.y, 100 + 10 + 20)
        s.x.moveWindow(w, x: 300, y: 250)
        try s.sync()
        let moved = try XCTUnwrap(try s.overlay("tip"))
        XCTAssertEqual(moved.arrow?.x, 300 + 30)
        XCTAssertEqual(moved.arrow?.y, 250 + 30)
        let listed = try s.ok(["region", "list"])
        XCTAssertEqual(listed["regions"]?.arrayValue?.first?["name"]?.stringValue, "save-button")
        XCTAssertEqual(try s.request(["show", "--attach", "region:nope"])["error"]?.stringValue, "no such region: nope")
    }

    func testAttachedPopoverSitsDirectlyAboveItsSourceAndIsCoveredWithIt() throws {
        let s = try DaemonSession()
        let source = try s.x.createWindow(x: 100, y: 100, width: 400, height: 300, background: .red)
        let o = try s.show(["--id", "p", "--attach", String(source), "--text", "above the source"])
        XCTAssertEqual(try stackIndex(s.x, o.window), try stackIndex(s.x, source) + 1)
        // A window mapped later covers both.
        let cover = try s.x.createWindow(x: 0, y: 0, width: 800, height: 600, background: .blue)
        try s.sync()
        XCTAssertGreaterThan(try stackIndex(s.x, cover), try stackIndex(s.x, o.window))
        // Raising the source brings its popover back on top of the cover, right above it.
        s.x.raiseWindow(source)
        try s.sync()
        XCTAssertEqual(try stackIndex(s.x, o.window), try stackIndex(s.x, source) + 1)
        XCTAssertGreaterThan(try stackIndex(s.x, o.window), try stackIndex(s.x, cover))
        // --above-all stays on top even when another window is raised.
        let top = try s.show(["--id", "top", "--attach", String(source), "--above-all", "--text", "always"])
        s.x.raiseWindow(cover)
        try s.sync()
        let children = try s.x.children(of: s.x.root)
        XCTAssertEqual(children.last, top.window)
    }

    func testHiddenWhileIconifiedAndBackOnRestoreUnderOpenbox() throws {
        let s = try DaemonSession()
        let openbox = try HelperProcess.openbox(on: s.x)
        let w = try s.x.createWindow(x: 100, y: 100, width: 300, height: 150, background: .red)
        let o = try s.show(["--id", "i", "--attach", String(w), "--text", "iconify me"])
        XCTAssertTrue(try s.x.attributes(of: o.window).isViewable)
        XIconifyWindow(s.x.handle, w, XDefaultScreen(s.x.handle))
        try s.x.waitUntil("openbox iconified the window") { try !s.x.attributes(of: w).isViewable }
        try s.sync()
        XCTAssertFalse(try s.x.attributes(of: o.window).isViewable, "hidden with its source")
        XCTAssertNotNil(try s.overlay("i"), "hidden, not dismissed")
        XMapWindow(s.x.handle, w)
        try s.x.waitUntilViewable(w)
        try s.sync()
        XCTAssertTrue(try s.x.attributes(of: o.window).isViewable, "back with its source")
        try openbox.stop()
    }

    func testHiddenOnAnotherDesktopUnderOpenbox() throws {
        let s = try DaemonSession()
        let openbox = try HelperProcess.openbox(on: s.x)
        let w = try s.x.createWindow(x: 100, y: 100, width: 300, height: 150, background: .red)
        let o = try s.show(["--id", "d", "--attach", String(w), "--text", "desktop 1"])
        func switchDesktop(_ n: Int) throws {
            var ev = XEvent()
            ev.xclient.type = ClientMessage
            ev.xclient.window = s.x.root
            ev.xclient.message_type = s.x.intern("_NET_CURRENT_DESKTOP")
            ev.xclient.format = 32
            ev.xclient.data.l.0 = n
            XSendEvent(s.x.handle, s.x.root, False, SubstructureRedirectMask | SubstructureNotifyMask, &ev)
            try s.x.waitUntil("desktop \(n)") { s.x.cardinalProperty("_NET_CURRENT_DESKTOP", of: s.x.root) == [UInt(n)] }
            // openbox sets the property first, then maps or unmaps the desktops' windows:
            // wait for the source to follow before asking where its popover is.
            try s.x.waitUntil("source on desktop \(n)") { (try? s.x.attributes(of: w).isViewable) == (n == 0) }
            try s.sync()
        }
        try switchDesktop(1)
        XCTAssertFalse(try s.x.attributes(of: o.window).isViewable)
        try switchDesktop(0)
        XCTAssertTrue(try s.x.attributes(of: o.window).isViewable)
        try openbox.stop()
    }

    func testFrameAnchorsToTheWindowManagerFrameUnderOpenbox() throws {
        let s = try DaemonSession()
        let openbox = try HelperProcess.openbox(on: s.x)
        let w = try s.x.createWindow(x: 100, y: 100, width: 300, height: 150, background: .red)
        let frame = try s.x.attributes(of: try s.x.topLevelAncestor(of: w))
        let client = try s.x.attributes(of: w)
        XCTAssertGreaterThan(frame.height, client.height, "openbox adds a title bar")
        let onClient = try s.show(["--attach", String(w), "--anchor", "top", "--gravity", "top", "--text", "client"])
        XCTAssertEqual(onClient.arrow?.y, client.y)
        let onFrame = try s.show(["--attach", String(w), "--frame", "--anchor", "top", "--gravity", "top", "--text", "frame"])
        XCTAssertEqual(onFrame.arrow?.y, frame.y)
        try openbox.stop()
    }

    func testNotificationDoesNotCoverAFullscreenWindowUnlessCritical() throws {
        let s = try DaemonSession()
        let openbox = try HelperProcess.openbox(on: s.x)
        let w = try s.x.createWindow(x: 100, y: 100, width: 300, height: 150, background: .red)
        var ev = XEvent()
        ev.xclient.type = ClientMessage
        ev.xclient.window = w
        ev.xclient.message_type = s.x.intern("_NET_WM_STATE")
        ev.xclient.format = 32
        ev.xclient.data.l.0 = 1 // _NET_WM_STATE_ADD
        ev.xclient.data.l.1 = Int(s.x.intern("_NET_WM_STATE_FULLSCREEN"))
        XSendEvent(s.x.handle, s.x.root, False, SubstructureRedirectMask | SubstructureNotifyMask, &ev)
        try s.x.waitUntil("openbox made the window fullscreen") { try s.x.attributes(of: w).width == 1280 }
        try s.sync()
        let normal = try s.show(["--kind", "notification", "--text", "later"])
        XCTAssertFalse(try s.x.attributes(of: normal.window).isViewable, "held back behind a fullscreen window")
        let critical = try s.show(["--kind", "notification", "--urgency", "critical", "--text", "now"])
        XCTAssertTrue(try s.x.attributes(of: critical.window).isViewable)
        let popover = try s.show(["--text", "not a notification"])
        XCTAssertTrue(try s.x.attributes(of: popover.window).isViewable)
        try openbox.stop()
    }

    func testFollowsAWindowMovedToAnotherMonitor() throws {
        let s = try DaemonSession()
        for (name, geometry, output) in [("left", "640/169x800/211+0+0", "screen"), ("right", "640/169x800/211+640+0", "none")] {
            let child = try ChildProcess(name: "xrandr", command: ["xrandr", "--setmonitor", name, geometry, output],
                                         environment: ["DISPLAY": s.server.display])
            XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 0)
        }
        let w = try s.x.createWindow(x: 100, y: 100, width: 200, height: 100, background: .red)
        let o = try s.show(["--id", "m", "--attach", String(w), "--text", "travelling between monitors"])
        XCTAssertLessThanOrEqual(o.body.x + o.body.width, 640)
        s.x.moveWindow(w, x: 1000, y: 300)
        try s.sync()
        let moved = try XCTUnwrap(try s.overlay("m"))
        XCTAssertEqual(moved.arrow?.x, 1100)
        XCTAssertGreaterThanOrEqual(moved.body.x, 640, "on the right monitor now")
    }

    func testPopoverOnARemovedMonitorMovesToOneThatRemains() throws {
        let s = try DaemonSession()
        func xrandr(_ args: [String]) throws {
            let child = try ChildProcess(name: "xrandr", command: ["xrandr"] + args, environment: ["DISPLAY": s.server.display])
            XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 0, "xrandr \(args)")
        }
        try xrandr(["--setmonitor", "left", "640/169x800/211+0+0", "screen"])
        try xrandr(["--setmonitor", "right", "640/169x800/211+640+0", "none"])
        try s.sync()
        let onRight = try s.show(["--id", "m", "--attach", "rect:1000,300,20,20", "--text", "on the right monitor"])
        XCTAssertGreaterThanOrEqual(onRight.body.x, 640)
        let nearEdge = try s.show(["--attach", "rect:630,300,10,20", "--text", "stays on the left monitor"])
        XCTAssertLessThanOrEqual(nearEdge.body.x + nearEdge.body.width, 640, "never crosses onto the next monitor")
        try xrandr(["--delmonitor", "right"])
        try s.sync()
        let moved = try XCTUnwrap(try s.overlay("m"))
        XCTAssertLessThanOrEqual(moved.body.x + moved.body.width, 640, "moved onto the remaining monitor")
    }
}

/// The tiling window manager: i3 resizes windows on its own when others open.
final class TilingWMTests: XCTestCase {
    func testFollowsResizesMadeByI3() throws {
        let s = try DaemonSession()
        let config = try TemporaryDirectory(prefix: "overlayd-i3")
        try Data("# i3 config file (v4)\nfont pango:DejaVu Sans 8\ndefault_border none\n".utf8)
            .write(to: URL(fileURLWithPath: config.file("config")))
        let i3 = try HelperProcess(
            display: s.x, package: "i3-wm", selection: "WM_S0", command: ["i3", "-c", config.file("config")],
            timeout: 10, alsoReadyWhen: { try $0.attributes(of: $0.root).allEventMasks & SubstructureRedirectMask != 0 })
        let a = try s.x.createWindow(x: 0, y: 0, width: 200, height: 200, background: .red, title: "left")
        try s.x.waitUntil("i3 tiled the window") { try s.x.attributes(of: a).width > 1000 }
        let o = try s.show(["--id", "t", "--attach", String(a), "--anchor", "center", "--gravity", "bottom", "--text", "tiled"])
        let full = try s.x.attributes(of: a)
        XCTAssertEqual(o.arrow?.x, full.x + full.width / 2)
        // A second window splits the workspace: the first one shrinks to the left half.
        _ = try s.x.createWindow(x: 0, y: 0, width: 200, height: 200, background: .blue, title: "right")
        try s.x.waitUntil("i3 split the workspace") { try s.x.attributes(of: a).width < 700 }
        try s.sync()
        let half = try s.x.attributes(of: a)
        let moved = try XCTUnwrap(try s.overlay("t"))
        XCTAssertEqual(moved.arrow?.x, half.x + half.width / 2)
        XCTAssertEqual(moved.arrow?.y, half.y + half.height / 2)
        try i3.stop()
    }
}

// ScreenTests: one daemon serves every X screen of its display. An Xvfb with two
// screens of different sizes (1280x800 and 1024x768); the test's second connection opens
// ":N.1", so its windows, screenshots and pointer warps are on screen 1.
import CX11
import Foundation
import OverlayClient
import OverlayProtocol
import XCTest

final class ScreenTests: XCTestCase {
    let background = RGB(0x30, 0x60, 0x90)

    /// A daemon on ":N" (default screen 0) and the test's connection to screen 1.
    func twoScreens(environment: [String: String] = [:]) throws -> (DaemonSession, TestDisplay) {
        let s = try DaemonSession(environment: environment, server: try XvfbServer(moreScreens: [(1024, 768)]))
        let x1 = try TestDisplay("\(s.server.display).1")
        XCTAssertEqual(x1.screenNumber, 1)
        XCTAssertEqual(x1.screenWidth, 1024)
        return (s, x1)
    }

    /// Puts the pointer on `display`'s screen, at (x, y) there.
    func warpPointer(_ display: TestDisplay, x: Int, y: Int) {
        XWarpPointer(display.handle, 0, display.root, 0, 0, 0, 0, Int32(x), Int32(y))
        display.sync()
    }

    /// Index of each window among root's children, bottom to top.
    func stackIndex(_ x: TestDisplay, _ w: Window) throws -> Int {
        try XCTUnwrap(try x.children(of: x.root).firstIndex(of: w), "0x\(String(w, radix: 16)) is not a child of root")
    }

    /// Runs `overlayctl menu OPTIONS -- Copy Paste` (stdout and stderr in `out`) and returns
    /// it with its `list` entry once it holds its grab (after a sync: it is on the server).
    func openMenu(_ s: DaemonSession, _ options: [String], _ out: TemporaryDirectory) throws -> (ChildProcess, JSONValue?) {
        let menu = try ChildProcess(name: "overlayctl",
                                    command: [try Executables.buildProduct("overlayctl"), "menu"] + options + ["--", "Copy", "Paste"],
                                    environment: ["OVERLAYD_RUNTIME_DIR": s.daemon.runtimeDir],
                                    stdout: .file(out.file("out")), stderr: .file(out.file("err")))
        let deadline = Deadline(seconds: 10)
        var listed: JSONValue?
        while listed == nil {
            guard !deadline.hasPassed else { throw HarnessError.timeout("the menu to open with its grab") }
            try s.sync()
            listed = try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["grabbed"]?.boolValue == true }
        }
        return (menu, listed)
    }

    // `show --attach` of a window on screen 1 draws there (it once exited 0 but drew
    // nothing, and `--wait` printed source-gone at once).
    func testPopoverOnAWindowOfScreenOneIsDrawnThereWithItsArrowOnItAndFollowsIt() throws {
        let (s, x1) = try twoScreens()
        _ = try x1.createWindow(x: 0, y: 0, width: 1024, height: 768, background: background)
        let source = try x1.createWindow(x: 300, y: 200, width: 200, height: 100, background: RGB(0xee, 0xee, 0xee))
        let watcher = try s.watcher()

        let o = try s.show(["--id", "p", "--attach", String(source), "--text", "on screen 1"])
        XCTAssertEqual(o.screen, 1)
        XCTAssertEqual(o.arrow?.x, 300 + 100, "the arrow points at the middle of the window's bottom edge")
        XCTAssertEqual(o.arrow?.y, 200 + 100)
        XCTAssertEqual(try watcher.nextEvent()["event"]?.stringValue, "shown")

        // The window is a child of screen 1's root, viewable, directly above its source.
        let attrs = try x1.attributes(of: o.window)
        XCTAssertTrue(attrs.isViewable)
        XCTAssertTrue(attrs.overrideRedirect)
        XCTAssertEqual(try x1.parent(of: o.window), x1.root)
        XCTAssertEqual(try stackIndex(x1, o.window), try stackIndex(x1, source) + 1)

        // Seen on screen 1: the arrow starts at the anchor and the body is white; screen 0
        // shows nothing there.
        let shot = try x1.screenshot()
        let tip = try XCTUnwrap(o.arrow)
        let firstDrawn = (tip.y..<(tip.y + 12)).first { shot.pixel(x: tip.x, y: $0) != background }
        XCTAssertLessThanOrEqual(try XCTUnwrap(firstDrawn, "no arrow under the anchor") - tip.y, 2)
        XCTAssertEqual(shot.pixel(x: tip.x - 12, y: tip.y + 2), background, "an arrow, not a bar")
        let bodyPoint = (x: o.body.x + o.body.width / 2, y: o.body.y + o.body.height - 3)
        XCTAssertEqual(shot.pixel(x: bodyPoint.x, y: bodyPoint.y), .white)
        XCTAssertNotEqual(try s.x.screenshot().pixel(x: bodyPoint.x, y: bodyPoint.y), .white)

        // It follows the window.
        x1.moveWindow(source, x: 600, y: 450)
        try s.sync()
        let moved = try XCTUnwrap(try s.overlay("p"))
        XCTAssertEqual(moved.arrow?.x, 700)
        XCTAssertEqual(moved.arrow?.y, 550)
        XCTAssertEqual(moved.window, o.window)
        XCTAssertEqual(try x1.attributes(of: o.window).y, moved.frame.y)

        // Hidden with it, back with it; gone with it.
        try x1.unmapWindow(source)
        try s.sync()
        XCTAssertNotEqual(try x1.attributes(of: o.window).mapState, .viewable)
        try x1.mapWindow(source)
        try s.sync()
        XCTAssertTrue(try x1.attributes(of: o.window).isViewable)
        x1.destroyWindow(source)
        try s.sync()
        XCTAssertNil(try s.overlay("p"))
        let gone = try watcher.nextEvent()
        XCTAssertEqual(gone["event"]?.stringValue, "dismissed")
        XCTAssertEqual(gone["reason"]?.stringValue, "source-gone")

        // The command of the issue: --wait now reports how it really ended.
        let other = try x1.createWindow(x: 100, y: 100, width: 100, height: 100, background: .red)
        let run = try s.daemon.runCtl(["show", "--attach", "0x" + String(other, radix: 16), "--text", "hi",
                                       "--timeout", "300ms", "--wait"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "timeout\n")
    }

    func testAttachByPointerClassAndTitleFindsWindowsOnScreenOne() throws {
        let (s, x1) = try twoScreens()
        let w = try x1.createWindow(x: 400, y: 300, width: 200, height: 100, background: .red, title: "Far editor")
        var hint = XClassHint()
        "fareditor".withCString { name in
            hint.res_name = UnsafeMutablePointer(mutating: name)
            hint.res_class = UnsafeMutablePointer(mutating: name)
            XSetClassHint(x1.handle, w, &hint)
        }
        x1.sync()
        warpPointer(x1, x: 450, y: 350)
        for target in ["pointer", "class:fareditor", "title:Far*"] {
            let o = try s.show(["--attach", target, "--text", target])
            XCTAssertEqual(o.screen, 1, target)
            XCTAssertEqual(o.arrow?.x, 500, target)
            XCTAssertEqual(o.arrow?.y, 400, target)
            XCTAssertEqual(try s.ok(["list"])["overlays"]?.arrayValue?.last?["source"]?.stringValue, "0x" + String(w, radix: 16))
        }
    }

    /// One daemon serves every screen: a second one for ":N.1" (its own runtime directory) is
    /// refused by the display, not left to take over the socket.
    func testASecondDaemonForAnotherScreenOfTheDisplayRefuses() throws {
        let (s, _) = try twoScreens()
        XCTAssertThrowsError(try DaemonProcess(display: "\(s.server.display).1", readyTimeout: 5)) { error in
            XCTAssertTrue("\(error)".contains("OVERLAYD_S"), "\(error)")
        }
        XCTAssertEqual(try s.request(["ping"])["ok"]?.boolValue, true, "the first one is unharmed")
    }

    func testUnattachedPopoversGoOnTheDefaultScreenOrOnScreenN() throws {
        let (s, x1) = try twoScreens()
        let zero = try s.show(["--text", "default screen"])
        XCTAssertEqual(zero.screen, 0)
        XCTAssertLessThanOrEqual(abs(zero.body.x + zero.body.width / 2 - 640), 1, "the middle of screen 0's monitor")
        XCTAssertEqual(try s.x.parent(of: zero.window), s.x.root)

        let one = try s.show(["--screen", "1", "--text", "screen one"])
        XCTAssertEqual(one.screen, 1)
        XCTAssertLessThanOrEqual(abs(one.body.x + one.body.width / 2 - 512), 1, "the middle of screen 1's monitor")
        XCTAssertLessThanOrEqual(abs(one.body.y + one.body.height / 2 - 384), 1)
        XCTAssertEqual(try x1.parent(of: one.window), x1.root)
        XCTAssertTrue(try x1.attributes(of: one.window).isViewable)

        // `update --screen` moves it; a screen the display does not have is refused.
        try s.ok(["update", one.id, "--screen", "0"])
        try s.sync()
        let back = try XCTUnwrap(try s.overlay(one.id))
        XCTAssertEqual(back.screen, 0)
        XCTAssertEqual(try s.x.parent(of: back.window), s.x.root)
        XCTAssertEqual(try s.request(["show", "--screen", "2", "--text", "x"])["error"]?.stringValue,
                       "no such screen: 2 (the display has 2)")
        let listed = try s.ok(["list"])["overlays"]?.arrayValue ?? []
        XCTAssertEqual(listed.compactMap { $0["screen"]?.intValue }, [0, 0])
    }

    func testNotificationsGoOnTheConfiguredScreenOrFollowThePointer() throws {
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-screens")
        let file = try home.makeSubdirectory("overlayd") + "/config.toml"
        try Data("[container.notifications]\nscreen = 1\n".utf8).write(to: URL(fileURLWithPath: file))
        let (s, x1) = try twoScreens(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_CONFIG_HOME": home.path])
        warpPointer(s.x, x: 100, y: 100)

        func notify(_ summary: String, _ hints: [String] = []) throws -> OverlayInfo {
            let (status, out) = try bus.run(["notify-send", "-p", "-t", "60000"] + hints + [summary, "body"])
            XCTAssertEqual(status, 0, out)
            try s.sync()
            return try XCTUnwrap(try s.overlay("n" + out.trimmingCharacters(in: .whitespacesAndNewlines)))
        }

        // `screen = 1`: in the top-right corner of screen 1, whatever the pointer's screen.
        let first = try notify("configured")
        XCTAssertEqual(first.screen, 1)
        XCTAssertGreaterThan(first.body.x, 512)
        XCTAssertLessThanOrEqual(first.body.x + first.body.width, 1024)
        XCTAssertLessThan(first.body.y, 100)
        XCTAssertEqual(try x1.parent(of: first.window), x1.root)
        // One that points at a spot (the x and y hints) is on that screen too.
        let pointed = try notify("pointed", ["-h", "int:x:200", "-h", "int:y:150"])
        XCTAssertEqual(pointed.screen, 1)
        XCTAssertEqual(pointed.arrow?.x, 200)
        XCTAssertEqual(pointed.arrow?.y, 151, "the bottom of the one-pixel spot")

        // `follow`: the pointer's screen when one arrives, where it stays: a column per screen
        // (the whole column must not move to the newest one's screen).
        try Data("[container.notifications]\nscreen = \"follow\"\n".utf8).write(to: URL(fileURLWithPath: file))
        try s.ok(["reload"])
        let second = try notify("follows to screen 0")
        XCTAssertEqual(second.screen, 0)
        XCTAssertGreaterThan(second.body.x, 640)
        XCTAssertLessThan(second.body.y, 100, "it heads screen 0's column")
        XCTAssertEqual(try s.x.parent(of: second.window), s.x.root)
        let firstNow = try XCTUnwrap(try s.overlay(first.id))
        XCTAssertEqual(firstNow.screen, 1, "the older one stays on screen 1")
        XCTAssertEqual(firstNow.window, first.window)
        XCTAssertEqual(firstNow.body, first.body, "not moved")
        warpPointer(x1, x: 50, y: 50)
        let third = try notify("follows to screen 1")
        XCTAssertEqual(try s.overlays().map(\.screen), [1, 1, 0, 1])
        XCTAssertEqual(try x1.parent(of: third.window), x1.root)
        XCTAssertLessThanOrEqual(third.body.x + third.body.width, 1024)
        XCTAssertEqual(third.body.y, first.body.y, "the newest heads screen 1's column")
        let firstBelow = try XCTUnwrap(try s.overlay(first.id))
        XCTAssertGreaterThan(firstBelow.body.y, third.body.y + third.body.height, "and the older one moves down under it")
        XCTAssertEqual(try s.overlay(second.id)?.body, second.body, "screen 0's column is not touched")
        XCTAssertTrue(try x1.attributes(of: firstBelow.window).isViewable)
        XCTAssertTrue(try s.x.attributes(of: second.window).isViewable)
    }

    func testAMenuOpensAtThePointerOnItsScreenAndTakesClicksThere() throws {
        let (s, x1) = try twoScreens()
        warpPointer(x1, x: 300, y: 200)
        let out = try TemporaryDirectory(prefix: "overlayd-screen-menu")
        let (menu, listed) = try openMenu(s, [], out)
        XCTAssertEqual(listed?["screen"]?.intValue, 1)
        let frame = try XCTUnwrap(listed?["levels"]?.arrayValue?.first?["frame"]?.arrayValue?.compactMap(\.intValue))
        // Its body's corner is at the pointer (the frame holds the shadow's margin too).
        XCTAssertTrue((284...300).contains(frame[0]) && (184...200).contains(frame[1]), "at the pointer on screen 1: \(frame)")
        let rows = listed?["levels"]?.arrayValue?.first?["rows"]?.arrayValue ?? []
        let paste = try XCTUnwrap(rows.dropFirst().first?["rect"]?.arrayValue?.compactMap(\.intValue))
        try XTestInput(x1).click(x: paste[0] + paste[2] / 2, y: paste[1] + paste[3] / 2)
        XCTAssertEqual(menu.waitForExit(timeout: 10)?.code, 0, menu.stderrText)
        XCTAssertEqual((try? String(contentsOfFile: out.file("out"), encoding: .utf8)) ?? "", "Paste\n")
    }

    /// `overlayctl screenshot --screen 1` writes screen 1, not the default screen: an overlay there is in it at its `list` frame, pixel for pixel as the test's own
    /// XGetImage of screen 1 sees it; the default screenshot does not have it.
    func testScreenshotOfScreenOneShowsItsOverlayAtItsListFrame() throws {
        let (s, x1) = try twoScreens()
        _ = try x1.createWindow(x: 0, y: 0, width: 1024, height: 768, background: background)
        let o = try s.show(["--id", "one", "--screen", "1", "--text", "on screen 1"])
        XCTAssertEqual(o.screen, 1)
        let dir = try TemporaryDirectory(prefix: "overlayd-screen-shot")

        let run = try s.daemon.runCtl(["screenshot", dir.file("one.png"), "--screen", "1"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, dir.file("one.png") + "\n")
        let one = try Screenshot(png: dir.file("one.png"))
        XCTAssertEqual([one.width, one.height], [1024, 768], "screen 1's size")
        let seen = try x1.screenshot(x: o.frame.x, y: o.frame.y, width: o.frame.width, height: o.frame.height)
        var differing = 0
        for y in o.frame.y..<(o.frame.y + o.frame.height) {
            for x in o.frame.x..<(o.frame.x + o.frame.width) where one.pixel(x: x, y: y) != seen.pixel(x: x, y: y) { differing += 1 }
        }
        XCTAssertEqual(differing, 0, "the PNG is screen 1 as the server shows it, over the overlay's frame \(o.frame)")
        let bodyPoint = (x: o.body.x + o.body.width / 2, y: o.body.y + o.body.height - 3)
        XCTAssertEqual(one.pixel(x: bodyPoint.x, y: bodyPoint.y), .white, "the body is in it")
        XCTAssertEqual(one.pixel(x: o.frame.x + o.frame.width + 2, y: bodyPoint.y), background, "screen 1's own background beside it")

        // Without --screen: the default screen, as before; the overlay is not in it.
        try s.ok(["screenshot", dir.file("zero.png")])
        let zero = try Screenshot(png: dir.file("zero.png"))
        XCTAssertEqual([zero.width, zero.height], [1280, 800])
        XCTAssertEqual(zero.count(of: .white, x: o.body.x, y: o.body.y, width: o.body.width, height: o.body.height), 0)

        // A screen the display does not have: a clear error, exit 1, no file; the daemon serves on.
        let bad = try s.daemon.runCtl(["screenshot", dir.file("two.png"), "--screen", "2"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains("screenshot: no such screen: 2 (the display has 2)"), bad.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.file("two.png")))
        XCTAssertEqual(try s.request(["ping"])["ok"]?.boolValue, true)
        XCTAssertEqual(try s.overlay("one")?.window, o.window)

        // A relative path that is the same word as the screen number: overlayctl makes the path
        // absolute (the daemon's directory is not the caller's) and leaves the number alone.
        let ctl = try ChildProcess(name: "overlayctl",
                                   command: ["bash", "-c", "cd \"$1\" && exec \"$2\" screenshot 1 --screen 1", "sh", dir.path,
                                             try Executables.buildProduct("overlayctl")],
                                   environment: ["OVERLAYD_RUNTIME_DIR": s.daemon.runtimeDir],
                                   stdout: .file(dir.file("out")), stderr: .file(dir.file("err")))
        XCTAssertEqual(ctl.waitForExit(timeout: 10)?.code, 0, ctl.stderrText)
        let relative = try Screenshot(png: dir.file("1"))
        XCTAssertEqual([relative.width, relative.height], [1024, 768], "screen 1, written to ./1")
    }

    /// `menu --screen 1` with the pointer on screen 0 opens centred on screen 1's primary (here
    /// its only) monitor, not at 0,0 of screen 1.
    func testAMenuForAScreenThePointerIsNotOnOpensCentredThere() throws {
        let (s, x1) = try twoScreens()
        warpPointer(s.x, x: 900, y: 600)
        let out = try TemporaryDirectory(prefix: "overlayd-screen-menu-centred")
        let (menu, listed) = try openMenu(s, ["--screen", "1"], out)
        XCTAssertEqual(listed?["screen"]?.intValue, 1)
        let level = listed?["levels"]?.arrayValue?.first
        let body = try XCTUnwrap(level?["body"]?.arrayValue?.compactMap(\.intValue))
        XCTAssertLessThanOrEqual(abs(body[0] + body[2] / 2 - 512), 1, "centred on screen 1, not at 0,0: \(body)")
        XCTAssertLessThanOrEqual(abs(body[1] + body[3] / 2 - 384), 1, "\(body)")
        let window = try XCTUnwrap(try x1.children(of: x1.root).last)
        XCTAssertTrue(try x1.attributes(of: window).isViewable)
        // It takes a click there (XTest moves the pointer on the screen it is on: warp it over first).
        let rows = level?["rows"]?.arrayValue ?? []
        let paste = try XCTUnwrap(rows.dropFirst().first?["rect"]?.arrayValue?.compactMap(\.intValue))
        warpPointer(x1, x: paste[0] + paste[2] / 2, y: paste[1] + paste[3] / 2)
        try XTestInput(x1).click(x: paste[0] + paste[2] / 2, y: paste[1] + paste[3] / 2)
        XCTAssertEqual(menu.waitForExit(timeout: 10)?.code, 0, menu.stderrText)
        XCTAssertEqual((try? String(contentsOfFile: out.file("out"), encoding: .utf8)) ?? "", "Paste\n")
    }

    /// Screen 1 split into two RandR monitors (`xrandr -d :N.1 --setmonitor`) with a 40 px
    /// panel over its right half; an all-monitors container configured on screen 1.
    func testScreenOnesMonitorsAndPanelsPlaceWhatIsOnIt() throws {
        let home = try TemporaryDirectory(prefix: "overlayd-screen-monitors")
        try Data("""
            [container.wall]
            all-monitors = true
            screen = 1
            anchor = "top-right"
            insets = 0
            timeout = "0s"
            """.utf8).write(to: URL(fileURLWithPath: try home.makeSubdirectory("overlayd") + "/config.toml"))
        let (s, x1) = try twoScreens(environment: ["XDG_CONFIG_HOME": home.path])
        for args in [["--setmonitor", "one-left", "512/135x768/203+0+0", "screen"], ["--setmonitor", "one-right", "512/135x768/203+512+0", "none"]] {
            let xrandr = try ChildProcess(name: "xrandr", command: ["xrandr"] + args, environment: ["DISPLAY": x1.name])
            XCTAssertEqual(xrandr.waitForExit(timeout: 10)?.code, 0, "xrandr \(args)")
        }
        let panel = try x1.createWindow(x: 512, y: 0, width: 512, height: 40, background: .blue, title: "panel", map: false)
        var strut: [Int] = [0, 0, 40, 0, 0, 0, 0, 0, 512, 1023, 0, 0]
        XChangeProperty(x1.handle, panel, x1.intern("_NET_WM_STRUT_PARTIAL"), XA_CARDINAL, 32, PropModeReplace,
                        strut.withUnsafeMutableBytes { $0.baseAddress?.assumingMemoryBound(to: UInt8.self) }, 12)
        try x1.mapWindow(panel)
        try s.sync()

        try s.ok(["show", "--id", "w", "--container", "wall", "--text", "on both of screen 1's monitors"])
        try s.sync()
        let entry = try XCTUnwrap(try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["id"]?.stringValue == "w" })
        XCTAssertEqual(entry["screen"]?.intValue, 1)
        let copies = entry["monitors"]?.arrayValue ?? []
        XCTAssertEqual(copies.compactMap { $0["monitor"]?.stringValue }, ["one-left", "one-right"])
        let padding = 16 // the default screen-edge padding
        for c in copies {
            let body = try XCTUnwrap(c["body"]?.arrayValue?.compactMap(\.intValue))
            let right = c["monitor"]?.stringValue == "one-right"
            XCTAssertEqual(body[0] + body[2], (right ? 1024 : 512) - padding, "top-right of each monitor of screen 1")
            XCTAssertEqual(body[1], (right ? 40 : 0) + padding, "below the panel on the right one")
            let w = try XCTUnwrap(c["window"]?.stringValue.flatMap { Window($0.dropFirst(2), radix: 16) })
            XCTAssertEqual(try x1.parent(of: w), x1.root)
            XCTAssertTrue(try x1.attributes(of: w).isViewable)
        }
        // Screen 0 still has its one monitor: an unattached popover is in its middle.
        let zero = try s.show(["--text", "screen 0"])
        XCTAssertLessThanOrEqual(abs(zero.body.x + zero.body.width / 2 - 640), 1)
    }

    func testTheCompositorOfOneScreenSwitchesOnlyThatScreensOverlays() throws {
        let (s, x1) = try twoScreens()
        let source = try x1.createWindow(x: 200, y: 200, width: 200, height: 100, background: .red)
        let picom = try HelperProcess.picom(on: x1)
        XCTAssertEqual(s.x.selectionOwner("_NET_WM_CM_S0"), 0, "picom manages screen 1 only")
        try s.waitForSurfaceMode("argb", screen: 1)

        let composited = try s.show(["--id", "c", "--attach", String(source), "--text", "with picom"])
        let plain = try s.show(["--id", "s", "--text", "without"])
        XCTAssertEqual(composited.mode, "argb")
        XCTAssertEqual(try x1.attributes(of: composited.window).depth, 32)
        XCTAssertEqual(x1.cardinalProperty("_COMPTON_SHADOW", of: composited.window), [0])
        XCTAssertEqual(plain.mode, "shaped")
        XCTAssertEqual(try s.x.attributes(of: plain.window).depth, 24)
        XCTAssertFalse(try s.x.boundingShape(of: plain.window).isEmpty)

        // picom goes: screen 1's popover becomes a shaped window; screen 0's is not touched.
        try picom.stop()
        try s.sync()
        let after = try XCTUnwrap(try s.overlay("c"))
        XCTAssertEqual(after.mode, "shaped")
        XCTAssertNotEqual(after.window, composited.window)
        XCTAssertEqual(try x1.attributes(of: after.window).depth, 24)
        XCTAssertTrue(try x1.attributes(of: after.window).isViewable)
        XCTAssertEqual(try s.overlay("s")?.window, plain.window)
        XCTAssertEqual(try s.overlay("s")?.mode, "shaped")
    }

    /// Pipelined show, update and dismiss requests while their sources are destroyed from
    /// another connection, on both screens: whatever the daemon meets, each overlay's events
    /// on the watch stream start with `shown` and end with `dismissed`, and a request whose
    /// overlay never showed has no events at all.
    func testWatchStreamKeepsEachOverlaysEventsInOrderWhileSourcesGo() throws {
        let (s, x1) = try twoScreens()
        let watcher = try s.watcher()
        let burst = try s.daemon.connect()
        let count = 40
        var windows: [(TestDisplay, Window)] = []
        for i in 0..<count {
            let d = i % 2 == 0 ? s.x : x1
            windows.append((d, try d.createWindow(x: 20 + (i % 10) * 70, y: 20 + (i / 10) * 120, width: 60, height: 40,
                                                  background: .red)))
        }
        // Requests are pipelined, a few in flight at a time; most sources go right after
        // their request or after the next one, racing it on the daemon's other connection:
        // some go before it is placed, some while, some after it shows.
        var inFlight: [[String]] = []
        var shows: [String: JSONValue] = [:]
        func readReply() throws {
            let words = inFlight.removeFirst()
            let reply = try JSONReader.parse(try burst.readLine(timeoutMs: 10_000))
            if words[0] == "show" { shows[words[2]] = reply }
        }
        func send(_ words: [String]) throws {
            try burst.send(ShellWords.join(words))
            inFlight.append(words)
            if inFlight.count > 3 { try readReply() }
        }
        for (i, (_, w)) in windows.enumerated() {
            try send(["show", "--id", "b\(i)", "--attach", String(w), "--text", "\(i)"])
            for k in [i, i - 1] where k >= 0 && k % 3 == (k == i ? 1 : 2) {
                let (d, gone) = windows[k]
                XDestroyWindow(d.handle, gone)
                XFlush(d.handle)
            }
            if i % 5 == 4 { try send(["update", "b\(i - 1)", "--text", "updated"]) }
            if i % 4 == 3 { try send(["dismiss", "b\(i - 3)"]) }
        }
        while !inFlight.isEmpty { try readReply() }
        for (i, (d, w)) in windows.enumerated() where i % 3 == 0 { d.destroyWindow(w) }
        try s.sync()

        // Every overlay that showed ends: read until each one's `dismissed` has come.
        let live = Set(shows.filter { $0.value["ok"]?.boolValue == true }.keys)
        XCTAssertFalse(live.isEmpty)
        var events: [String: [String]] = [:]
        while !live.allSatisfy({ events[$0]?.contains("dismissed") == true }) {
            let e = try watcher.nextEvent()
            guard let id = e["id"]?.stringValue, let name = e["event"]?.stringValue else { continue }
            events[id, default: []].append(name)
        }
        try s.sync()
        while let line = try? watcher.readLine(timeoutMs: 0), let e = try? JSONReader.parse(line),
              let id = e["id"]?.stringValue, let name = e["event"]?.stringValue {
            events[id, default: []].append(name)
        }
        for (id, reply) in shows {
            let seen = events[id] ?? []
            if reply["ok"]?.boolValue == true {
                XCTAssertEqual(seen.first, "shown", "\(id): \(seen)")
                XCTAssertEqual(seen.last, "dismissed", "\(id): \(seen)")
                XCTAssertEqual(seen.filter { $0 == "shown" }.count, 1, "\(id): \(seen)")
                XCTAssertEqual(seen.filter { $0 == "dismissed" }.count, 1, "\(id): \(seen)")
            } else {
                // Refused (no such window) or ended at once (source-gone, said in the reply).
                XCTAssertEqual(seen, [], "\(id) never showed: \(reply.serialized)")
                let error = reply["error"]?.stringValue ?? ""
                XCTAssertTrue(error.hasPrefix("no such window") || reply["reason"]?.stringValue == "source-gone",
                              "\(id): \(reply.serialized)")
                if reply["reason"] != nil { XCTAssertEqual(reply["id"]?.stringValue, id) }
            }
        }
        XCTAssertEqual(try s.overlays().count, 0)
    }
}

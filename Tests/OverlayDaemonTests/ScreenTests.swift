// ScreenTests: the rooms on a display with two X screens (the fake's screen 1 is 1024x768):
// where an overlay is laid out, its screen's compositor, desktop and monitors, and input.
@testable import OverlayDaemon
import Foundation
import OverlayCore
import OverlayProtocol
import XCTest

final class ScreenTests: XCTestCase {
    /// Screen 0 is the fake's 1920x1080 with a compositor; screen 1 is 1024x768 with `monitors`.
    func twoScreens(_ monitors: [Monitor] = [Monitor(name: "S1", rect: Rect(x: 0, y: 0, width: 1024, height: 768), primary: true)],
                    environment: [String: String] = [:]) throws -> DaemonHarness {
        let d = try DaemonHarness(configure: { x in
            x.compositorRunning = true
            x.moreScreens = [FakeWindowSystem.Screen(size: Size(width: 1024, height: 768), monitors: monitors)]
        }, environment: environment)
        if !environment.isEmpty { XCTAssertNoThrow(try d.controller.loadConfig()) }
        return d
    }

    func testAnOverlayOnAWindowOfScreenOneIsPlacedWithinThatScreen() throws {
        let d = try twoScreens()
        // Near screen 1's bottom edge: below it would fit on screen 0 (1080 high), not here.
        let src = d.x.addClient(Rect(x: 800, y: 680, width: 100, height: 60), screen: 1)
        d.ok("show --id a --attach \(src) --text hello")
        let w = try XCTUnwrap(d.window("a"))
        XCTAssertEqual(w.screen, 1)
        XCTAssertLessThanOrEqual(w.frame.maxY, 768, "kept on screen 1")
        XCTAssertEqual(d.listed("a")?["gravity"]?.stringValue, "top", "flipped above the window")
        XCTAssertEqual(d.listed("a")?["screen"]?.intValue, 1)
        XCTAssertEqual(w.mode, .shaped, "no compositor on screen 1")
        // An unattached one goes on the default screen, or on --screen.
        d.ok("show --id b --text there")
        d.ok("show --id c --screen 1 --text here")
        XCTAssertEqual(d.window("b")?.screen, 0)
        XCTAssertEqual(d.window("b")?.mode, .argb)
        XCTAssertEqual(d.window("c")?.screen, 1)
        XCTAssertEqual(try XCTUnwrap(d.window("c")).frame.midX, 512, accuracy: 1)
    }

    func testTheCompositorOfOneScreenSwitchesOnlyThatScreensOverlays() throws {
        let d = try twoScreens()
        d.ok("show --id zero --text a")
        d.ok("show --id one --screen 1 --text b")
        XCTAssertEqual(d.window("one")?.mode, .shaped)
        let pushes = d.x.pushes
        d.x.moreScreens[0].compositorRunning = true
        d.x.send(.compositorChanged(screen: 1, running: true))
        d.pump()
        XCTAssertEqual(d.window("one")?.mode, .argb)
        XCTAssertEqual(d.window("zero")?.mode, .argb)
        XCTAssertEqual(d.x.pushes, pushes + 1, "only screen 1's overlay was pushed again")
    }

    func testATapOnAnotherScreenIsOutsideEveryOverlayOfThisOne() throws {
        let d = try twoScreens()
        d.ok("show --id t --dismiss tap-outside --text tap")
        let body = try XCTUnwrap(d.listed("t")?["body"]?.rectValue)
        let inside = Point(x: body.midX, y: body.midY)
        d.x.send(.rawButtonPress(button: 1, screen: 0, root: inside))
        d.pump()
        XCTAssertNotNil(d.window("t"), "a tap on it keeps it")
        d.x.send(.rawButtonPress(button: 1, screen: 1, root: inside))
        d.pump()
        XCTAssertNil(d.window("t"))
        XCTAssertEqual(d.history(of: "t"), ["shown", "dismissed:outside"])
    }

    func testHidingFollowsTheDesktopOfTheSourcesScreen() throws {
        let d = try twoScreens()
        d.x.desktop = 0
        d.x.moreScreens[0].desktop = 3
        let src = d.x.addClient(Rect(x: 100, y: 100, width: 200, height: 100), screen: 1)
        d.x.clients[src]?.state.desktop = 3
        d.ok("show --id a --attach \(src) --text hello")
        XCTAssertEqual(d.window("a")?.visible, true, "on screen 1's current desktop (screen 0 is on another)")
        d.x.moreScreens[0].desktop = 4
        d.x.send(.propertyChanged(window: WindowID(2), property: "_NET_CURRENT_DESKTOP"))
        d.pump()
        XCTAssertEqual(d.window("a")?.visible, false)
    }

    /// A config home holding `toml` as overlayd/config.toml; removed by the caller.
    func configHome(_ toml: String) throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("overlayd-screens-\(getpid())-\(UUID().uuidString)")
        let dir = home.appendingPathComponent("overlayd")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(toml.utf8).write(to: dir.appendingPathComponent("config.toml"))
        return home
    }

    func testAnAllMonitorsContainerOnScreenOneUsesThatScreensMonitors() throws {
        let home = try configHome("[container.wall]\nall-monitors = true\nscreen = 1\n")
        defer { try? FileManager.default.removeItem(at: home) }
        let d = try twoScreens([Monitor(name: "L", rect: Rect(x: 0, y: 0, width: 512, height: 768), primary: true),
                                Monitor(name: "R", rect: Rect(x: 512, y: 0, width: 512, height: 768), primary: false)],
                               environment: ["XDG_CONFIG_HOME": home.path])
        d.ok("show --id w --container wall --text everywhere")
        let own = try XCTUnwrap(d.window("w"))
        let copy = try XCTUnwrap(d.x.windows[.copy("w", monitor: "R")])
        XCTAssertEqual([own.screen, copy.screen], [1, 1])
        XCTAssertLessThanOrEqual(own.frame.maxX, 512 + 20, "the home copy on screen 1's primary monitor")
        XCTAssertGreaterThan(copy.frame.minX, 512)
        XCTAssertLessThanOrEqual(copy.frame.maxX, 1024 + 20)
        XCTAssertEqual(d.listed("w")?["monitors"]?.arrayValue?.compactMap { $0["monitor"]?.stringValue }, ["L", "R"])
        XCTAssertNil(d.x.windows[.copy("w", monitor: "DP-1")], "not on screen 0's monitor")
    }

    /// The width and height a PNG file's header says.
    func pngSize(_ path: String) throws -> Size {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(Array(bytes.prefix(4)), [0x89, 0x50, 0x4e, 0x47], "a PNG")
        func be32(_ o: Int) -> Int { bytes[o..<(o + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return Size(width: be32(16), height: be32(20))
    }

    func testScreenshotCapturesTheScreenItIsAskedFor() throws {
        let d = try twoScreens()
        d.x.capturesPixels = true
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("overlayd-shots-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let zero = dir.appendingPathComponent("zero.png").path, one = dir.appendingPathComponent("one.png").path
        XCTAssertEqual(d.ok("screenshot \(zero)")["path"]?.stringValue, zero)
        XCTAssertEqual(try pngSize(zero), Size(width: 1920, height: 1080), "without --screen: the default screen, as before")
        XCTAssertEqual(d.ok("screenshot --screen 1 \(one)")["path"]?.stringValue, one)
        XCTAssertEqual(try pngSize(one), Size(width: 1024, height: 768), "screen 1's size")
        XCTAssertEqual(d.x.captures, [0, 1])
        let missing = dir.appendingPathComponent("two.png").path
        XCTAssertEqual(d.request("screenshot \(missing) --screen 2")["error"]?.stringValue,
                       "screenshot: no such screen: 2 (the display has 2)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing))
        XCTAssertEqual(d.x.captures, [0, 1], "nothing captured")
        XCTAssertEqual(d.request("screenshot --screen one \(missing)")["ok"]?.boolValue, false)
        d.ok("show --id still --text serving")
        XCTAssertNotNil(d.window("still"))
    }

    /// A level's body as `list` gives it.
    func menuBody(_ d: DaemonHarness, _ id: String) throws -> Rect {
        try XCTUnwrap(d.listed(id)?["levels"]?.arrayValue?.first?["body"]?.rectValue)
    }

    func testAMenuOnAScreenWithoutThePointerOpensCentredOnItsPrimaryMonitor() throws {
        // Screen 1: two monitors, the right one primary; the pointer on screen 0.
        let d = try twoScreens([Monitor(name: "L", rect: Rect(x: 0, y: 0, width: 512, height: 768), primary: false),
                                Monitor(name: "R", rect: Rect(x: 512, y: 0, width: 512, height: 768), primary: true)])
        d.x.pointerScreen = 0
        d.x.pointer = Point(x: 700, y: 500)
        d.ok("menu --id m --screen 1 Apple Banana Cherry")
        XCTAssertEqual(d.listed("m")?["screen"]?.intValue, 1)
        XCTAssertEqual(d.window("m")?.screen, 1)
        var body = try menuBody(d, "m")
        XCTAssertEqual(body.midX, 768, accuracy: 1, "the middle of screen 1's primary monitor, not 0,0: \(body)")
        XCTAssertEqual(body.midY, 384, accuracy: 1, "\(body)")
        XCTAssertNotNil(d.x.grabbed)

        // --monitor picks another of that screen's monitors.
        d.ok("menu --id m --screen 1 --monitor L Apple Banana Cherry")
        body = try menuBody(d, "m")
        XCTAssertEqual(body.midX, 256, accuracy: 1, "\(body)")
        XCTAssertEqual(body.midY, 384, accuracy: 1, "\(body)")

        // With the pointer on screen 1, it opens under the pointer as before.
        d.x.pointerScreen = 1
        d.x.pointer = Point(x: 100, y: 120)
        d.ok("menu --id m --screen 1 Apple Banana Cherry")
        body = try menuBody(d, "m")
        XCTAssertEqual([body.x, body.y], [100, 120], "its corner at the pointer")

        // No primary monitor: the first one.
        let plain = try twoScreens([Monitor(name: "A", rect: Rect(x: 0, y: 0, width: 400, height: 768), primary: false),
                                    Monitor(name: "B", rect: Rect(x: 400, y: 0, width: 624, height: 768), primary: false)])
        plain.ok("menu --id m --screen 1 Apple Banana Cherry")
        body = try menuBody(plain, "m")
        XCTAssertEqual(body.midX, 200, accuracy: 1, "\(body)")
        XCTAssertEqual(body.midY, 384, accuracy: 1, "\(body)")
    }

    /// Under `screen = "follow"` a newcomer on another screen does not take the whole column
    /// with it. Each stays on the screen the pointer was on when it arrived, in
    /// a column of its own there; "+N more" goes with the newest.
    func testAFollowContainerKeepsOneColumnPerScreen() throws {
        let home = try configHome("[container.col]\nscreen = \"follow\"\nmax-visible = 3\ntimeout = \"0s\"\n")
        defer { try? FileManager.default.removeItem(at: home) }
        let d = try twoScreens(environment: ["XDG_CONFIG_HOME": home.path])
        func body(_ id: String) throws -> Rect { try XCTUnwrap(d.listed(id)?["body"]?.rectValue, id) }

        d.x.pointerScreen = 0
        d.ok("show --id a --container col --text a")
        let a = try body("a")
        d.x.pointerScreen = 1
        d.ok("show --id b --container col --text b")
        XCTAssertEqual(d.window("a")?.screen, 0, "a stays on screen 0")
        XCTAssertEqual(d.window("b")?.screen, 1)
        XCTAssertEqual(d.listed("a")?["screen"]?.intValue, 0)
        XCTAssertEqual(d.listed("b")?["screen"]?.intValue, 1)
        XCTAssertEqual(try body("a"), a, "not moved by b")
        let b = try body("b")
        XCTAssertEqual(b.y, a.y, "b heads screen 1's column, as a heads screen 0's")
        XCTAssertGreaterThan(a.maxX, 1024, "top right of screen 0 (1920 wide)")
        XCTAssertLessThanOrEqual(b.maxX, 1024, "top right of screen 1")

        // The newest heads its column (as on one screen): c on top of screen 1's, b below it.
        d.ok("show --id c --container col --text c")
        XCTAssertEqual(d.window("c")?.screen, 1)
        XCTAssertEqual(try body("c").y, b.y)
        XCTAssertGreaterThan(try body("b").y, try body("c").maxY, "b moved down in screen 1's column")
        XCTAssertEqual(try body("a"), a, "screen 0's column is not touched")
        let lowerB = try body("b")

        // Past max-visible: d waits; "+1 more" shows on the screen it arrived on (screen 0), below a.
        d.x.pointerScreen = 0
        d.ok("show --id d --container col --text d")
        XCTAssertNil(d.window("d"))
        XCTAssertEqual(d.window(.more(container: "col"))?.screen, 0, "+N more is up, on screen 0")
        XCTAssertGreaterThan(try body("+more:col").y, a.maxY, "below a")
        XCTAssertEqual([d.window("b")?.screen, d.window("c")?.screen], [1, 1], "screen 1's column stays")
        XCTAssertEqual(try body("b"), lowerB)

        // c goes: b moves up in screen 1's column; d shows on screen 0 and heads its column;
        // "+N more" goes.
        d.ok("dismiss c")
        XCTAssertEqual(try body("b"), b)
        XCTAssertEqual(d.window("b")?.screen, 1)
        XCTAssertEqual(d.window("d")?.screen, 0)
        XCTAssertEqual(try body("d").y, a.y)
        XCTAssertGreaterThan(try body("a").y, try body("d").maxY)
        XCTAssertNil(d.window(.more(container: "col")))
    }

    /// A container with a screen number keeps one column, moved whole when the config moves it.
    func testANumberedContainerMovesItsWholeColumnAfterAReload() throws {
        let home = try configHome("[container.col]\nscreen = 1\ntimeout = \"0s\"\n")
        defer { try? FileManager.default.removeItem(at: home) }
        let d = try twoScreens(environment: ["XDG_CONFIG_HOME": home.path])
        d.ok("show --id a --container col --text a")
        XCTAssertEqual(d.window("a")?.screen, 1)
        try Data("[container.col]\nscreen = 0\ntimeout = \"0s\"\n".utf8)
            .write(to: home.appendingPathComponent("overlayd/config.toml"))
        XCTAssertNoThrow(try d.controller.loadConfig())
        d.ok("show --id b --container col --text b")
        XCTAssertEqual([d.window("a")?.screen, d.window("b")?.screen], [0, 0], "one column, now on screen 0")
        XCTAssertGreaterThan(try XCTUnwrap(d.listed("a")?["body"]?.rectValue).y, try XCTUnwrap(d.listed("b")?["body"]?.rectValue).maxY,
                             "a below the newest")
    }
}

// NotificationCenterScreenTests: the notification center on a real X server and session bus:
// where it opens and what it paints, XTest keys (Enter → ActionInvoked through D-Bus, typing
// filters, Delete), the do-not-disturb switch against dunstctl, a click outside, a restart
// with a persisted history (its mode and content, and a damaged file moved aside), an
// image-data picture, Right showing a whole body, and the wheel.
import Foundation
import OverlayProtocol
import XCTest

final class NotificationCenterScreenTests: XCTestCase {
    static let center = "center"
    static let call = ["gdbus", "call", "--session", "--dest", "org.freedesktop.Notifications",
                       "--object-path", "/org/freedesktop/Notifications", "--method", "org.freedesktop.Notifications.Notify"]

    func session(config: String, home: TemporaryDirectory, bus: SessionBus, server: XvfbServer? = nil) throws -> DaemonSession {
        let dir = home.path + "/overlayd"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data(config.utf8).write(to: URL(fileURLWithPath: dir + "/config.toml"))
        return try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_CONFIG_HOME": home.path,
                                               "XDG_STATE_HOME": home.path + "/state"], server: server)
    }

    func sh(_ bus: SessionBus, _ line: String, file: StaticString = #filePath, at: UInt = #line) throws -> String {
        let (status, out) = try bus.run(["sh", "-c", line])
        XCTAssertEqual(status, 0, "\(line): \(out)", file: file, line: at)
        return out
    }

    /// Opens the center and waits until it holds the keyboard and has slid into place;
    /// returns `list`'s entry.
    func open(_ s: DaemonSession) throws -> JSONValue {
        try s.ok(["notifications", "center", "open"])
        let deadline = Deadline(seconds: 10)
        while true {
            if let c = try s.ok(["list"])["overlays"]?.arrayValue?.first(where: { $0["id"]?.stringValue == Self.center }),
               c["grabbed"]?.boolValue == true, try s.ok(["stats"])["animating"]?.intValue == 0 { return c }
            guard !deadline.hasPassed else { throw HarnessError.timeout("the center's grab and slide") }
        }
    }

    func panel(_ s: DaemonSession) throws -> JSONValue? {
        try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["id"]?.stringValue == Self.center }
    }

    func summaries(_ s: DaemonSession) throws -> [String] {
        try panel(s)?["rows"]?.arrayValue?.compactMap { $0["summary"]?.stringValue } ?? []
    }

    func testItOpensAtTheRightEdgeFullHeightPaintedAndEnterInvokesThroughDBus() throws {
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-center")
        let s = try session(config: "[style.notification-center]\nbackground = \"#203060\"\n", home: home, bus: bus)
        let input = try XTestInput(s.x)
        let monitor = try BusMonitor(bus)
        var (status, out) = try bus.run(Self.call + ["mail", "0", "", "Mail", "from Ann", "['default', 'Open']", "{}", "0"])
        XCTAssertEqual(status, 0, out)
        (status, out) = try bus.run(Self.call + ["chat", "0", "", "Lunch", "at noon?", "[]", "{}", "0"])
        XCTAssertEqual(status, 0, out)
        input.move(x: 200, y: 200)
        let c = try open(s)
        let body = try XCTUnwrap(c["body"]?.arrayValue?.compactMap(\.intValue))
        XCTAssertEqual(body[0] + body[2], s.server.width, "at the right edge")
        XCTAssertEqual([body[1], body[3]], [0, s.server.height], "the work area's full height")
        XCTAssertEqual(try summaries(s), ["Lunch", "Mail"], "newest first")
        let shot = try s.x.screenshot()
        let painted = shot.count(of: RGB(0x20, 0x30, 0x60), x: body[0], y: body[1], width: body[2], height: body[3], tolerance: 3)
        XCTAssertGreaterThan(painted, body[2] * body[3] / 2, "the panel's background")
        XCTAssertNotEqual(shot.pixel(x: body[0] + 20, y: 20), RGB(0x20, 0x30, 0x60), "the header's text")
        // Lunch (selected), the mail group, Mail: Enter invokes Mail's default action.
        for key in ["Down", "Down", "Return"] { try input.pressKey(key) }
        let lines = try monitor.wait { $0.contains { $0.hasPrefix("NotificationClosed") } }
        XCTAssertEqual(lines.filter { !$0.hasPrefix("PropertiesChanged") }.map { $0.hasPrefix("ActivationToken 1 ") ? "ActivationToken 1" : $0 },
                       ["ActivationToken 1", "ActionInvoked 1 default", "NotificationClosed 1 2"])
        try s.sync()
        XCTAssertNil(try panel(s), "the center closes once it acted")
    }

    func testTypingFiltersDeleteRemovesTheSwitchIsDunstctlsPauseAndAClickOutsideCloses() throws {
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-center")
        let s = try session(config: "", home: home, bus: bus)
        let input = try XTestInput(s.x)
        _ = try sh(bus, "dunstify -a mail Mail 'from Ann'; dunstify -a chat Lunch 'at noon?'; dunstify -a build Failed 'make check'")
        input.move(x: 200, y: 200)
        _ = try open(s)
        XCTAssertEqual(try summaries(s), ["Failed", "Lunch", "Mail"])
        for key in ["n", "o", "o", "n"] { try input.pressKey(key) }
        try s.sync()
        XCTAssertEqual(try panel(s)?["filter"]?.stringValue, "noon")
        XCTAssertEqual(try summaries(s), ["Lunch"], "by body")
        try input.pressKey("Delete")
        try s.sync()
        XCTAssertEqual(try sh(bus, "dunstctl count displayed; dunstctl count history"), "2\n0\n", "off the screen, out of the history")
        for _ in 0..<4 { try input.pressKey("BackSpace") }
        try s.sync()
        XCTAssertEqual(try summaries(s), ["Failed", "Mail"])
        let toggle = try XCTUnwrap(try panel(s)?["switch"]?.arrayValue?.compactMap(\.intValue))
        input.click(x: toggle[0] + toggle[2] / 2, y: toggle[1] + toggle[3] / 2)
        try s.sync()
        XCTAssertEqual(try sh(bus, "dunstctl is-paused"), "true\n")
        XCTAssertEqual(try panel(s)?["paused"]?.boolValue, true)
        _ = try sh(bus, "dunstctl set-paused false")
        try s.sync()
        XCTAssertEqual(try panel(s)?["paused"]?.boolValue, false, "dunstctl's change shows in the switch")
        input.click(x: 10, y: 10)
        try s.sync()
        XCTAssertNil(try panel(s), "a click outside closes it")
        XCTAssertEqual(try s.ok(["notifications", "count", "unread"])["unread"]?.intValue, 0)
    }

    func testAPersistedHistorySurvivesARestartAndADamagedFileIsMovedAside() throws {
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-center")
        let config = "[notifications]\nhistory-persist = true\n"
        let path = home.path + "/state/overlayd/history.jsonl"
        let first = try session(config: config, home: home, bus: bus)
        _ = try sh(bus, "dunstify -a mail First 'code 123'; dunstify -a chat Second hi; dunstctl close-all")
        try first.sync()
        first.daemon.terminate()
        XCTAssertEqual(first.daemon.waitForExit(), 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 3, "a header and two notifications")
        XCTAssertEqual(try JSONReader.parse(String(lines[1]))["summary"]?.stringValue, "First")
        XCTAssertEqual(try JSONReader.parse(String(lines[1]))["body"]?.stringValue, "code 123")

        let second = try session(config: config, home: home, bus: bus, server: first.server)
        XCTAssertEqual(try sh(bus, "dunstctl count history"), "2\n")
        XCTAssertTrue(try sh(bus, "dunstctl history").contains("Second"))
        _ = try open(second)
        XCTAssertEqual(try summaries(second), ["Second", "First"])
        second.daemon.terminate()
        XCTAssertEqual(second.daemon.waitForExit(), 0)

        try Data("not a history\n".utf8).write(to: URL(fileURLWithPath: path))
        let third = try session(config: config, home: home, bus: bus, server: first.server)
        XCTAssertEqual(try sh(bus, "dunstctl count history"), "0\n")
        XCTAssertEqual(try String(contentsOfFile: path + ".damaged", encoding: .utf8), "not a history\n")
        XCTAssertTrue(third.daemon.isRunning)
    }

    func testShapedWithoutACompositorAndARGBWithItsShadowUnderOne() throws {
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-center")
        let s = try session(config: "[notifications]\ncenter-edge = \"left\"\ncenter-width = 300\n", home: home, bus: bus)
        _ = try s.x.createWindow(x: 0, y: 0, width: 1280, height: 800, background: RGB(0xdd, 0xdd, 0xdd))
        _ = try sh(bus, "dunstify -a mail Mail 'from Ann'")
        let input = try XTestInput(s.x)
        input.move(x: 600, y: 300)
        _ = try open(s)
        var c = try XCTUnwrap(try s.overlay(Self.center))
        XCTAssertEqual([c.body.x, c.body.width, c.body.height], [0, 300, 800], "the left edge, 300 px, full height")
        XCTAssertEqual(try s.x.attributes(of: c.window).depth, 24)
        let shape = try s.x.boundingShape(of: c.window)
        XCTAssertEqual(shape.map { $0.x + $0.width }.max(), c.body.width, "shaped to the body")
        XCTAssertEqual(shape.map { $0.y + $0.height }.max(), c.body.height)
        try s.ok(["notifications", "center", "close"])

        let picom = try s.startCompositor()
        defer { try? picom.stop() }
        _ = try open(s)
        c = try XCTUnwrap(try s.overlay(Self.center))
        XCTAssertEqual(try s.x.attributes(of: c.window).depth, 32)
        XCTAssertGreaterThan(c.frame.width, c.body.width, "room for the shadow")
        let beside = try s.x.screenshot().pixel(x: c.body.x + c.body.width + 2, y: 400)
        XCTAssertLessThan(beside.r, 0xdd, "the shadow darkens what is beside the panel: \(beside)")
    }

    func testAnImageDataPictureShowsAtIconSizeRightShowsAWholeBodyAndTheWheelScrolls() throws {
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-center")
        let background = RGB(0x20, 0x30, 0x60)
        let s = try session(config: "[style.notification-center]\nbackground = \"#203060\"\n", home: home, bus: bus)
        let input = try XTestInput(s.x)
        _ = try sh(bus, "for i in $(seq 1 12); do dunstify -a chat \"Message $i\" hello; done; "
                   + "dunstify -a build Log \"$(seq -f 'line %g of the build log' 1 12)\"")
        try PictureMemoryTests.notifyWithImage(bus, side: 64)
        input.move(x: 200, y: 200)
        var c = try open(s)
        let l = try XCTUnwrap(c["list"]?.arrayValue?.compactMap(\.intValue))
        let list = (x: l[0], y: l[1], width: l[2], height: l[3])
        func row(_ summary: String) throws -> JSONValue {
            try XCTUnwrap(try panel(s)?["rows"]?.arrayValue?.first { $0["summary"]?.stringValue == summary }, summary)
        }
        // The 64×64 red picture, scaled to the entry's icon (about 36 px a side at scale 1).
        let big = try row("Big")
        let shot = try s.x.screenshot()
        let red = shot.count(of: RGB(0xff, 0, 0), x: list.x, y: list.y + (big["y"]?.intValue ?? 0), width: list.width,
                             height: big["height"]?.intValue ?? 0, tolerance: 8)
        XCTAssertGreaterThan(red, 25 * 25, "the picture is shown")
        XCTAssertLessThan(red, 50 * 50, "scaled down, not 64×64")

        for key in ["l", "o", "g"] { try input.pressKey(key) }
        try s.sync()
        let cut = try row("Log")
        XCTAssertEqual(cut["cut"]?.boolValue, true)
        try input.pressKey("Right")
        try s.sync()
        let whole = try row("Log")
        XCTAssertEqual(whole["expanded"]?.boolValue, true)
        let added = (whole["height"]?.intValue ?? 0) - (cut["height"]?.intValue ?? 0)
        XCTAssertGreaterThan(added, 100, "nine more lines")
        // Text where the body was cut before: lines 4 to 12 are drawn.
        let below = (cut["y"]?.intValue ?? 0) + (cut["height"]?.intValue ?? 0)
        let band = try s.x.screenshot()
        let ink = list.width * added - band.count(of: background, x: list.x, y: list.y + below, width: list.width, height: added, tolerance: 3)
        XCTAssertGreaterThan(ink, 500, "the rest of the body is painted")

        for _ in 0..<3 { try input.pressKey("BackSpace") }
        try s.sync()
        XCTAssertEqual(try panel(s)?["scroll"]?.intValue, 0)
        input.click(x: list.x + list.width / 2, y: list.y + list.height / 2, button: 5)
        let deadline = Deadline(seconds: 10)
        var scrolled = 0
        while true {
            c = try XCTUnwrap(try panel(s))
            scrolled = c["scroll"]?.intValue ?? 0
            if scrolled > 0 && c["gliding"]?.boolValue == false { break }
            guard !deadline.hasPassed else { throw HarnessError.timeout("the wheel's scroll") }
        }
        XCTAssertGreaterThan(scrolled, 40, "one notch scrolls by pixels, GTK's step")
        XCTAssertLessThan(scrolled, list.height, "less than a page")
    }
}

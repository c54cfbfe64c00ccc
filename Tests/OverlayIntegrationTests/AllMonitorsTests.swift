// AllMonitorsTests: an all-monitors container shows each overlay on every RandR monitor
// (`xrandr --setmonitor`), at its anchor in that monitor's work area; one dismiss — by id,
// by a click on any copy, by timeout — removes every copy, and monitors coming and going
// add and remove copies.
import CX11
import Foundation
import OverlayProtocol
import XCTest

final class AllMonitorsTests: XCTestCase {
    let padding = 16 // the default screen-edge padding

    /// One monitor's copy of an overlay, as `list` reports it under `monitors`.
    struct Copy {
        var monitor: String
        var frame: ShapeRectangle
        var body: ShapeRectangle
        var window: Window
    }

    func copies(_ s: DaemonSession, _ id: String) throws -> [Copy] { try Self.copies(s, id) }

    static func copies(_ s: DaemonSession, _ id: String) throws -> [Copy] {
        let entry = try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["id"]?.stringValue == id }
        return (entry?["monitors"]?.arrayValue ?? []).compactMap { v in
            func rect(_ key: String) -> ShapeRectangle? {
                guard let a = v[key]?.arrayValue?.compactMap(\.intValue), a.count == 4 else { return nil }
                return ShapeRectangle(x: a[0], y: a[1], width: a[2], height: a[3])
            }
            guard let m = v["monitor"]?.stringValue, let f = rect("frame"), let b = rect("body"),
                  let w = v["window"]?.stringValue, let window = Window(w.dropFirst(2), radix: 16) else { return nil }
            return Copy(monitor: m, frame: f, body: b, window: window)
        }
    }

    /// Clicks the middle of `copy`'s body: overlay `id` is dismissed by the click, and every one
    /// of its `copies`' windows goes.
    static func assertClickDismisses(_ s: DaemonSession, _ id: String, on copy: Copy, copies: [Copy],
                                     file: StaticString = #filePath, line: UInt = #line) throws {
        let events = try s.watcher()
        let input = try XTestInput(s.x)
        input.click(x: copy.body.x + copy.body.width / 2, y: copy.body.y + copy.body.height / 2)
        var event = try events.nextEvent()
        while event["event"]?.stringValue != "dismissed" { event = try events.nextEvent() }
        XCTAssertEqual(event.serialized, #"{"event":"dismissed","id":"\#(id)","reason":"click"}"#, file: file, line: line)
        try s.sync()
        for c in copies { XCTAssertThrowsError(try s.x.attributes(of: c.window), "\(c.monitor)'s copy is gone", file: file, line: line) }
    }

    func xrandr(_ s: DaemonSession, _ args: [String]) throws {
        let child = try ChildProcess(name: "xrandr", command: ["xrandr"] + args, environment: ["DISPLAY": s.server.display])
        XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 0, "xrandr \(args)")
    }

    /// Monitors: left 0–399 (800 tall), middle 400–879, right 880–1279 (600 tall).
    func session() throws -> (DaemonSession, TemporaryDirectory) {
        let home = try TemporaryDirectory(prefix: "overlayd-all-monitors")
        let dir = try home.makeSubdirectory("overlayd")
        try Data("""
            [container.everywhere]
            all-monitors = true
            anchor = "top-right"
            layout = "vertical"
            spacing = 10
            insets = 0
            timeout = "0s"
            """.utf8).write(to: URL(fileURLWithPath: dir + "/config.toml"))
        let s = try DaemonSession(environment: ["XDG_CONFIG_HOME": home.path])
        try xrandr(s, ["--setmonitor", "left", "400/106x800/211+0+0", "screen"])
        try xrandr(s, ["--setmonitor", "middle", "480/127x800/211+400+0", "none"])
        try xrandr(s, ["--setmonitor", "right", "400/106x600/159+880+0", "none"])
        try s.sync()
        return (s, home)
    }

    let rightEdges = ["left": 400, "middle": 880, "right": 1280]

    func testEveryMonitorShowsTheContainerAndOneDismissRemovesEveryCopy() throws {
        let (s, home) = try session()
        _ = home
        try s.ok(["show", "--id", "old", "--container", "everywhere", "--text", "first, further down"])
        try s.ok(["show", "--id", "new", "--container", "everywhere", "--text", "newest"])
        try s.sync()
        let old = try copies(s, "old"), new = try copies(s, "new")
        XCTAssertEqual(Set(new.map(\.monitor)), ["left", "middle", "right"])
        XCTAssertEqual(Set(old.map(\.monitor)), ["left", "middle", "right"])
        XCTAssertEqual(Set((old + new).map(\.window)).count, 6, "one window per overlay and monitor")
        for c in new {
            let edge = try XCTUnwrap(rightEdges[c.monitor])
            XCTAssertEqual(c.body.x + c.body.width, edge - padding, "top-right of \(c.monitor)")
            XCTAssertEqual(c.body.y, padding, "the newest in the corner of \(c.monitor)")
            let a = try s.x.attributes(of: c.window)
            XCTAssertTrue(a.isViewable, c.monitor)
            XCTAssertEqual([a.x, a.y, a.width, a.height], [c.frame.x, c.frame.y, c.frame.width, c.frame.height], c.monitor)
        }
        for c in old {
            let above = try XCTUnwrap(new.first { $0.monitor == c.monitor })
            XCTAssertEqual(c.body.y, above.body.y + above.body.height + 10, "below the newest on \(c.monitor), spaced")
            XCTAssertEqual(c.body.x + c.body.width, try XCTUnwrap(rightEdges[c.monitor]) - padding)
        }
        // The entry itself is the home copy's.
        let own = try XCTUnwrap(try s.overlay("new"))
        XCTAssertEqual(own.window, new.first?.window)

        // A click on the copy on the right monitor dismisses the overlay: every copy goes.
        try Self.assertClickDismisses(s, "new", on: try XCTUnwrap(new.first { $0.monitor == "right" }), copies: new)
        // The one left moves up into the corner on every monitor.
        for c in try copies(s, "old") { XCTAssertEqual(c.body.y, padding, c.monitor) }

        // Dismissed by id: all of its windows go too.
        let left = try copies(s, "old")
        try s.ok(["dismiss", "old"])
        try s.sync()
        for c in left { XCTAssertThrowsError(try s.x.attributes(of: c.window), "\(c.monitor)'s copy is gone") }
    }

    func testATimeoutRemovesEveryCopy() throws {
        let (s, home) = try session()
        _ = home
        let events = try s.watcher()
        try s.ok(["show", "--id", "brief", "--container", "everywhere", "--timeout", "200ms", "--text", "brief"])
        try s.sync()
        let shown = try copies(s, "brief")
        XCTAssertEqual(shown.count, 3)
        var event = try events.nextEvent()
        while event["event"]?.stringValue != "dismissed" { event = try events.nextEvent() }
        XCTAssertEqual(event["reason"]?.stringValue, "timeout")
        try s.sync()
        for c in shown { XCTAssertThrowsError(try s.x.attributes(of: c.window), "\(c.monitor)'s copy is gone") }
    }

    func testMonitorsComingAndGoingAddAndRemoveCopies() throws {
        let (s, home) = try session()
        _ = home
        try s.ok(["show", "--id", "n", "--container", "everywhere", "--text", "on every monitor"])
        try s.sync()
        let before = try copies(s, "n")
        let rightCopy = try XCTUnwrap(before.first { $0.monitor == "right" })
        try xrandr(s, ["--delmonitor", "right"])
        try s.sync()
        XCTAssertEqual(Set(try copies(s, "n").map(\.monitor)), ["left", "middle"])
        XCTAssertThrowsError(try s.x.attributes(of: rightCopy.window), "the removed monitor's copy is gone")
        try xrandr(s, ["--setmonitor", "corner", "400/106x300/79+880+500", "none"])
        try s.sync()
        let after = try copies(s, "n")
        let corner = try XCTUnwrap(after.first { $0.monitor == "corner" })
        XCTAssertEqual(corner.body.x + corner.body.width, 1280 - padding)
        XCTAssertEqual(corner.body.y, 500 + padding)
        let a = try s.x.attributes(of: corner.window)
        XCTAssertTrue(a.isViewable)
        XCTAssertEqual([a.x, a.y], [corner.frame.x, corner.frame.y])
    }
}

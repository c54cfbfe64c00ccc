// PerMonitorScaleScreenTests: one 2560x1080 Xvfb split by RandR into a 216-dpi monitor (A,
// 1280/150x1080/127) and a 96-dpi one (B, 1280/338x1080/286). The real dunst 1.9 with
// `[experimental] per_monitor_dpi` and overlayd after --import-dunstrc draw a `width = 300`
// notification as wide on each; overlayd's `scale = "per-monitor"` lays a popover out again at
// the other monitor's DPI when its window moves there, and draws a menu and a pick at the DPI of
// the monitor they open on.
import CX11
import Foundation
import OverlayProtocol
import XCTest

final class PerMonitorScaleScreenTests: XCTestCase {
    static let monitors = [["A", "1280/150x1080/127+0+0", "screen"], ["B", "1280/338x1080/286+1280+0", "none"]]

    /// dunst and overlayd each showing one notification on monitor `index`.
    func notification(onMonitor index: Int) throws -> DunstSideBySide {
        let dunstrc = """
            [global]
                width = 300
                monitor = \(index)
                font = DejaVu Sans 10
                frame_width = 3
            [experimental]
                per_monitor_dpi = true
            """
        return try DunstSideBySide(original: dunstrc, modern: dunstrc, notify: ["notify-send", "Hello", "A notification"],
                                   size: (2560, 1080), monitors: Self.monitors)
    }

    func testANotificationIsAsWideAsDunstDrawsItOnEachMonitor() throws {
        let dense = try notification(onMonitor: 0)
        XCTAssertEqual(dense.dunst.rect.width, 695, "dunst 1.9 on the 216-dpi monitor")
        XCTAssertLessThan(dense.dunst.rect.x, 1280)
        XCTAssertEqual(dense.overlayd.rect.width, dense.dunst.rect.width, accuracy: 2, dense.toml)
        XCTAssertLessThan(dense.overlayd.rect.x, 1280)
        let plain = try notification(onMonitor: 1)
        XCTAssertEqual(plain.dunst.rect.width, 309, "dunst 1.9 on the 96-dpi monitor")
        XCTAssertGreaterThanOrEqual(plain.dunst.rect.x, 1280)
        XCTAssertEqual(plain.overlayd.rect.width, plain.dunst.rect.width, accuracy: 2, plain.toml)
        XCTAssertGreaterThanOrEqual(plain.overlayd.rect.x, 1280)
    }

    /// overlayd with `scale` on the split screen, every body 300 px wide before the scale.
    static func session(scale: String) throws -> (DaemonSession, TemporaryDirectory) {
        let home = try TemporaryDirectory(prefix: "overlayd-per-monitor")
        let dir = try home.makeSubdirectory("overlayd")
        try Data("scale = \"\(scale)\"\n[style.default]\nwidth = 300\n".utf8).write(to: URL(fileURLWithPath: dir + "/config.toml"))
        let s = try DaemonSession(environment: ["XDG_CONFIG_HOME": home.path],
                                  server: try XvfbServer(width: 2560, height: 1080, dpi: 96))
        for args in Self.monitors { try Self.xrandr(s, ["--setmonitor"] + args) }
        try s.sync()
        return (s, home)
    }

    static func xrandr(_ s: DaemonSession, _ args: [String]) throws {
        let child = try ChildProcess(name: "xrandr", command: ["xrandr"] + args, environment: ["DISPLAY": s.server.display])
        XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 0, "xrandr \(args)")
    }

    func testAPopoverMovedAcrossIsLaidOutAgainAtTheOtherMonitorsScale() throws {
        let (s, home) = try Self.session(scale: "per-monitor")
        defer { withExtendedLifetime(home) {} }
        let source = try s.x.createWindow(x: 1600, y: 400, width: 300, height: 200, background: .blue, title: "source")
        let shown = try s.show(["--id", "p", "--attach", String(source), "--text", "across"])
        XCTAssertEqual(shown.body.width, 300, "on the 96-dpi monitor")
        s.x.moveWindow(source, x: 300, y: 400)
        try s.sync()
        let moved = try XCTUnwrap(try s.overlay("p"))
        XCTAssertEqual(moved.body.width, 675, "300 x 216/96 on the dense monitor")
        XCTAssertLessThan(moved.body.x + moved.body.width / 2, 1280)
        XCTAssertEqual(try s.x.attributes(of: moved.window).width, moved.frame.width, "its window has that size on the server")
        s.x.moveWindow(source, x: 1600, y: 400)
        try s.sync()
        XCTAssertEqual(try XCTUnwrap(try s.overlay("p")).body.width, 300, "and back")
    }

    func testAMonitorChangeLaysTheOverlaysOutAgain() throws {
        let (s, home) = try Self.session(scale: "per-monitor")
        defer { withExtendedLifetime(home) {} }
        let source = try s.x.createWindow(x: 1600, y: 400, width: 300, height: 200, background: .blue, title: "source")
        XCTAssertEqual(try s.show(["--id", "p", "--attach", String(source), "--text", "stays"]).body.width, 300)
        // B again, now as dense as A (`--setmonitor` sends no RandR event: a root ConfigureNotify).
        try Self.xrandr(s, ["--delmonitor", "B"])
        try Self.xrandr(s, ["--setmonitor", "B", "1280/150x1080/127+1280+0", "none"])
        try s.sync()
        XCTAssertEqual(try XCTUnwrap(try s.overlay("p")).body.width, 675)
    }

    func testDunstsScaleFollowsXrandrDPI() throws {
        let (s, home) = try Self.session(scale: "dunst")
        defer { withExtendedLifetime(home) {} }
        XCTAssertEqual(try s.show(["--id", "p", "--text", "sized"]).body.width, 300, "96 dpi, no Xft.dpi")
        try Self.xrandr(s, ["--dpi", "192"])
        try s.sync()
        XCTAssertEqual(try XCTUnwrap(try s.overlay("p")).body.width, 600, "the screen's millimetres halved")
    }

    /// The frame of what `open` shows grabbing (a menu, a pick) once it holds its grab; `open`
    /// returns the client, which Escape then ends.
    func grabbedFrame(_ s: DaemonSession, _ runner: PeerMenuRunner, _ open: () throws -> ChildProcess) throws -> [Int] {
        let child = try open()
        let deadline = Deadline(seconds: 10)
        var grabbed: JSONValue?
        while grabbed == nil {
            guard !deadline.hasPassed else { throw HarnessError.timeout("the menu to open with its grab") }
            try s.sync()
            grabbed = try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["grabbed"]?.boolValue == true }
        }
        let entry = grabbed?["levels"]?.arrayValue?.first ?? grabbed
        let frame = try XCTUnwrap(entry?["frame"]?.arrayValue?.compactMap(\.intValue))
        try runner.input.pressKey("Escape")
        XCTAssertNotNil(child.waitForExit(timeout: 10), "Escape ends it")
        return frame
    }

    func testAPickAndAMenuAreDrawnAtTheDPIOfTheMonitorTheyOpenOn() throws {
        let (s, home) = try Self.session(scale: "per-monitor")
        defer { withExtendedLifetime(home) {} }
        let runner = try PeerMenuRunner(s)
        // dmenu -m 0 is A (216 dpi), -m 1 is B (96 dpi): the bar's text grows by 2.25, its 2 px a row do not.
        let bars = try [0, 1].map { m in
            try grabbedFrame(s, runner) {
                try ChildProcess(name: "dmenu", command: [runner.ours + "/dmenu", "-m", String(m), "-l", "3"],
                                 environment: runner.environment, stdin: try runner.inputFile("alpha\nbeta\ngamma\n"))
            }
        }
        XCTAssertLessThan(bars[0][0], 1280, "-m 0 on A")
        XCTAssertGreaterThanOrEqual(bars[1][0], 1280, "-m 1 on B")
        XCTAssertEqual(Double(bars[0][3]) / Double(bars[1][3]), 2.05, accuracy: 0.25, "heights \(bars[1][3]) → \(bars[0][3])")
        // A menu at the pointer, on A and then on B.
        let menus = try [300, 1600].map { x in
            XWarpPointer(s.x.handle, 0, s.x.root, 0, 0, 0, 0, Int32(x), 400)
            s.x.sync()
            return try grabbedFrame(s, runner) {
                try ChildProcess(name: "overlayctl", command: [try Executables.buildProduct("overlayctl"), "menu", "--", "Copy", "Paste"],
                                 environment: runner.environment)
            }
        }
        XCTAssertLessThan(menus[0][0], 1280)
        XCTAssertGreaterThanOrEqual(menus[1][0], 1280)
        XCTAssertEqual(Double(menus[0][3]) / Double(menus[1][3]), 2.25, accuracy: 0.15, "heights \(menus[1][3]) → \(menus[0][3])")
        XCTAssertEqual(Double(menus[0][2]) / Double(menus[1][2]), 2.25, accuracy: 0.15, "widths \(menus[1][2]) → \(menus[0][2])")
    }
}

// DmenuPlacementTests: where dmenu's -m (monitor) and -w (window) put the bar, the real
// dmenu 5.2 beside overlayctl linked as `dmenu` on one X server with two RandR monitors:
// the real window's geometry (root coordinates) against `list`'s frame of ours.
import CX11
import Foundation
import XCTest

final class DmenuPlacementTests: XCTestCase {
    /// Monitors: left 0–639 and right 640–1279, both 800 high; the pointer on the right one,
    /// so that a bar on the left shows -m was obeyed.
    func setUpDesk() throws -> (DaemonSession, PeerMenuRunner) {
        let s = try DaemonSession()
        for args in [["--setmonitor", "left", "640/169x800/211+0+0", "screen"], ["--setmonitor", "right", "640/169x800/211+640+0", "none"]] {
            let xrandr = try ChildProcess(name: "xrandr", command: ["xrandr"] + args, environment: ["DISPLAY": s.server.display])
            XCTAssertEqual(xrandr.waitForExit(timeout: 10)?.code, 0, "xrandr \(args)")
        }
        let runner = try PeerMenuRunner(s)
        runner.input.move(x: 900, y: 400)
        try s.sync()
        return (s, runner)
    }

    /// The real dmenu's window with `args`: a top-level, or a child of `parent` (-w).
    func realFrame(_ runner: PeerMenuRunner, _ args: [String], in parent: Window? = nil) throws -> [Int] {
        try runner.realFrame(["dmenu"] + args, class: "dmenu", stdin: try runner.inputFile("alpha\nbeta\ngamma\n"), in: parent)
    }

    /// Ours with `args`: `list`'s frame once it holds the keyboard; Escape then ends it (exit 1).
    func ourFrame(_ runner: PeerMenuRunner, _ args: [String]) throws -> [Int] {
        try runner.ourFrame([runner.ours + "/dmenu"] + args, stdin: try runner.inputFile("alpha\nbeta\ngamma\n"))
    }

    /// -m N picks RandR monitor N (dmenu counts Xinerama screens, which RandR's monitors
    /// are); -m past the last monitor falls back to the first, not the pointer's; no -m or
    /// -m -1 follows the pointer. -b puts the bar at the monitor's bottom.
    func testMonitorFlagPutsTheBarOnThatMonitor() throws {
        let (_, runner) = try setUpDesk()
        for args in [["-m", "0"], ["-m", "1", "-b"], ["-m", "0", "-b", "-l", "3"], [], ["-m", "-1"], ["-m", "5"]] {
            let real = try realFrame(runner, args)
            let ours = try ourFrame(runner, args)
            XCTAssertEqual(ours, real, "dmenu \(args.joined(separator: " ")): ours [x, y, width, height] vs dmenu's")
        }
    }

    /// -w WINDOWID (hex or decimal, as strtol reads it) puts the bar over that window: its
    /// position and width, at its top or (-b) its bottom; -m is then ignored, and -l longer
    /// than the input is cut to its rows. A window that does not exist ends both with exit 1
    /// (dmenu by Xlib's BadWindow handler; ours says why).
    func testWindowFlagPutsTheBarOverThatWindow() throws {
        let (s, runner) = try setUpDesk()
        let target = try s.x.createWindow(x: 500, y: 120, width: 420, height: 300, background: .green, title: "embedder")
        let hex = "0x" + String(target, radix: 16), decimal = String(target)
        for args in [["-w", hex], ["-w", decimal, "-b"], ["-w", hex, "-m", "0", "-l", "4"]] {
            let real = try realFrame(runner, args, in: target)
            let ours = try ourFrame(runner, args)
            XCTAssertEqual(ours, real, "dmenu \(args.joined(separator: " ")): ours [x, y, width, height] vs dmenu's")
        }
        s.x.destroyWindow(target)
        s.x.sync()
        for (name, command) in [("dmenu", ["dmenu"]), ("dmenu-ours", [runner.ours + "/dmenu"])] {
            let err = runner.dir.file("\(name)-gone-err")
            let child = try ChildProcess(name: name, command: command + ["-w", hex], environment: runner.environment,
                                         stdin: try runner.inputFile("alpha\nbeta\ngamma\n"), stderr: .file(err))
            XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 1, "\(name) -w of a window that is gone")
        }
        XCTAssertTrue((try String(contentsOfFile: runner.dir.file("dmenu-ours-gone-err"), encoding: .utf8))
            .contains("could not get embedding window attributes: \(hex)"))
        try s.sync()
        XCTAssertNil(try runner.openPick(), "no menu is left open")
    }

    /// dmenu's bar is as tall as its font (`bh = drw->fonts->h + 2`), so `-fn` in fontconfig's
    /// `family-N` form must size it as `family:size=N` does, in dmenu and in ours (else
    /// `-fn monospace-16` is drawn in the default font). The height too: Xft takes its DPI
    /// from the screen's millimetres (100 on this Xvfb), and so does ours for dmenu's fonts
    /// (it was a pixel off a row at Pango's 96).
    func testFontSizeFormsGiveDmenusBarHeight() throws {
        let (_, runner) = try setUpDesk()
        let plainReal = try realFrame(runner, []), plainOurs = try ourFrame(runner, [])
        for (dashed, colon, rows) in [("monospace-16", "monospace:size=16", 1), ("DejaVu Sans Mono-22", "DejaVu Sans Mono:size=22", 3),
                                      ("monospace-8:bold", "monospace:size=8:bold", 1)] {
            let lines = rows > 1 ? ["-l", String(rows - 1)] : []
            let real = try realFrame(runner, ["-fn", dashed] + lines), ours = try ourFrame(runner, ["-fn", dashed] + lines)
            XCTAssertEqual(try realFrame(runner, ["-fn", colon] + lines), real, "the real dmenu: -fn \(colon) as -fn \(dashed)")
            XCTAssertEqual(try ourFrame(runner, ["-fn", colon] + lines), ours, "ours: -fn \(colon) as -fn \(dashed)")
            XCTAssertEqual(ours, real, "-fn \(dashed): x, y, width, height")
            XCTAssertNotEqual(ours[3], plainOurs[3] * rows, "-fn \(dashed) is not the default font")
            XCTAssertNotEqual(real[3], plainReal[3] * rows)
        }
    }
}

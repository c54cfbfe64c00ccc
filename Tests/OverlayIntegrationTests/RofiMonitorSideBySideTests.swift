// RofiMonitorSideBySideTests: the monitor rofi 1.7.3 opens on by its `-m` (default -5, the pointer's),
// the real rofi beside ours linked as `rofi`, on one Xvfb split by RandR into A (1280x1080, listed
// first) and B (1920x1080), under openbox with a focused window on A and the pointer on
// B, so that every choice that reads the focus lands elsewhere than one that reads the pointer.
// What is compared: each window's rectangle, within 3 px; and `-m 0`, which rofi 1.7.3 refuses on its
// command line, ends both with 65.
import CX11
import Foundation
import XCTest

final class RofiMonitorSideBySideTests: XCTestCase {
    func testEachMonitorChoiceOpensWhereRofisDoes() throws {
        let s = try DaemonSession(server: try XvfbServer(width: 3200, height: 1080, dpi: 96))
        for args in [["--setmonitor", "A", "1280/338x1080/286+0+0", "screen"], ["--setmonitor", "B", "1920/508x1080/286+1280+0", "none"]] {
            let child = try ChildProcess(name: "xrandr", command: ["xrandr"] + args, environment: ["DISPLAY": s.server.display])
            XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 0, "xrandr \(args)")
        }
        let wm = try HelperProcess.openbox(on: s.x)
        defer { try? wm.stop() }
        let focused = try s.x.createWindow(x: 200, y: 150, width: 500, height: 400, background: RGB(0x30, 0x30, 0x30), title: "focused")
        let deadline = Deadline(seconds: 10)
        while s.x.windowProperty("_NET_ACTIVE_WINDOW", of: s.x.root)?.first != focused {
            guard !deadline.hasPassed else { throw HarnessError.timeout("openbox to focus the window on A") }
            s.x.sync()
        }
        let runner = try PeerMenuRunner(s)
        runner.input.move(x: 2240, y: 540)
        try s.sync()
        let rows = try runner.inputFile("alpha\nbeta\ngamma\n")
        // No -m is -5, the pointer's monitor (B), where dmenu's rule (the focused window's first) would open on A.
        // A name no monitor has (and primary: Xvfb's monitors have none) is the monitor at 0,0 (A), not the pointer's;
        // rofi's configuration check would refuse it, but finds the monitor already chosen by then.
        // -3 opens at the pointer's top left, whatever -location says.
        let choices: [[String]] = [[], ["-m", "-5"], ["-m", "-4"], ["-m", "-1"], ["-m", "-2"], ["-m", "-3"], ["-m", "-3", "-location", "5"],
                                   ["-m", "A"], ["-m", "B"], ["-m", "wid:\(focused)"], ["-m", "nosuch"], ["-m", "primary"]]
        for m in choices {
            let real = try runner.realFrame(["rofi", "-dmenu", "-no-lazy-grab"] + m, class: "rofi", stdin: rows)
            let ours = try runner.ourFrame([runner.ours + "/rofi", "-dmenu"] + m, stdin: rows)
            XCTAssertTrue(zip(real, ours).allSatisfy { abs($0 - $1) <= 3 }, "rofi -dmenu \(m.joined(separator: " ")): ours \(ours), rofi's \(real)")
        }
        // A number is refused on rofi 1.7.3's command line (read as `configuration { m: 0; }`, where m takes a string):
        // its error window, then 65.
        for (args, words) in [(["-dmenu", "-m", "0"], "(null):1:16: Option: m needs to be set with a string not a Integer."),
                              (["-show", "run", "-m", "1"], "(null):1:16: Option: m needs to be set with a string not a Integer.")] {
            let real = try runner.rofiErrorWindow(args, real: true)
            XCTAssertEqual(real.status?.code, 65, "the real rofi \(args)")
            let ours = try runner.rofiErrorWindow(args, real: false)
            XCTAssertEqual(ours.status?.code, 65, "ours \(args)")
            XCTAssertTrue(real.showsText && ours.showsText, "\(args): both windows show text")
            XCTAssertTrue(ours.stderr.hasPrefix("The following errors were detected when starting rofi:"), ours.stderr)
            XCTAssertTrue(ours.stderr.contains(words), ours.stderr)
            XCTAssertNil(try runner.openPick(), "no menu was opened")
        }
        // -show's launcher follows the same rules.
        for m in [[], ["-m", "-4"]] {
            let real = try runner.realFrame(["rofi", "-show", "run", "-no-lazy-grab"] + m, class: "rofi", stdin: rows)
            let child = try ChildProcess(name: "ours", command: [runner.ours + "/rofi", "-show", "run"] + m, environment: runner.environment,
                                         stdin: rows, stderr: .file(runner.dir.file("show-err-\(m.count)")))
            let pick = try runner.waitForPick(child: child, "our launcher")
            try runner.input.pressKey("Escape")
            XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 0, "Escape ends rofi -show with 0")
            let ours = try XCTUnwrap(pick["frame"]?.arrayValue?.compactMap(\.intValue))
            XCTAssertTrue(zip(real, ours).allSatisfy { abs($0 - $1) <= 3 }, "rofi -show run \(m.joined(separator: " ")): ours \(ours), rofi's \(real)")
        }
    }
}

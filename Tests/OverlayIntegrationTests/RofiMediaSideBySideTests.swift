// RofiMediaSideBySideTests: a theme's `@media` blocks evaluated at the monitor the window opens on, as
// rofi 1.7.3 evaluates them, side by side with the real rofi on one Xvfb split by RandR into a narrow
// monitor (A, 1280x1080, listed first) and a wide one (B, 1920x1080). rofi numbers RandR's monitors
// from the last one listed, so `monitor-id: 0` is B; `min-width`, `max-width` and `min-aspect-ratio`
// are the opening monitor's. What is compared: the window's rectangle (its width and lines come from
// the blocks) and its background (from `monitor-id`), on each monitor, the pointer or config.rasi's `m`
// (rofi's numbers too) deciding which.
import Foundation
import XCTest

final class RofiMediaSideBySideTests: XCTestCase {
    static let theme = """
        window { width: 400px; background-color: #800000; }
        @media (monitor-id: 0) { window { background-color: #008000; } }
        @media (min-width: 1600) { window { width: 600px; } }
        @media (max-width: 1500) { listview { lines: 2; } }
        @media (min-aspect-ratio: 1.5) { listview { lines: 5; } }
        """

    func testMediaBlocksHoldForTheMonitorTheWindowOpensOnAsRofiNumbersAndMeasuresIt() throws {
        let s = try DaemonSession(server: try XvfbServer(width: 3200, height: 1080, dpi: 96))
        for args in [["A", "1280/338x1080/286+0+0", "screen"], ["B", "1920/508x1080/286+1280+0", "none"]] {
            let child = try ChildProcess(name: "xrandr", command: ["xrandr", "--setmonitor"] + args, environment: ["DISPLAY": s.server.display])
            XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 0, "xrandr --setmonitor \(args)")
        }
        try s.sync()
        let runner = try PeerMenuRunner(s)
        let rows = try runner.inputFile((1...8).map { "row \($0)" }.joined(separator: "\n"))
        let args = ["-dmenu", "-theme-str", Self.theme]
        // The monitor the pointer is on, or the one -m names by rofi's numbers, and what the blocks say there.
        let cases: [(name: String, x: Int, m: [String], background: RGB, width: Int)] = [
            ("A", 640, [], RGB(0x80, 0, 0), 400), ("B", 2240, [], RGB(0, 0x80, 0), 600),
            ("B by m 0", 640, ["0"], RGB(0, 0x80, 0), 600), ("A by m 1", 2240, ["1"], RGB(0x80, 0, 0), 400),
        ]
        // The number is config.rasi's `m`: rofi refuses a number for -m on its command line, with its error window.
        let config = runner.dir.file("home") + "/rofi"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        for (name, x, m, background, width) in cases {
            runner.input.move(x: x, y: 540)
            s.x.sync()
            let rasi = m.first.map { "configuration { m: \"\($0)\"; }\n" } ?? ""
            try rasi.write(toFile: config + "/config.rasi", atomically: true, encoding: .utf8)
            let real = try runner.settledRofiShot(["rofi", "-no-lazy-grab"] + args, environment: runner.environment, stdin: rows)
            let ours = try runner.settledRofiShot([runner.ours + "/rofi"] + args, environment: runner.environment, stdin: rows, ours: true)
            XCTAssertEqual(real.frame[2], width, "rofi on \(name): the width its @media gives")
            let corner = (x: real.shot.originX + 3, y: real.shot.originY + 3)
            XCTAssertEqual(real.shot.pixel(x: corner.x, y: corner.y), background, "rofi on \(name): the background monitor-id gives")
            XCTAssertTrue([0, 1, 2, 3].allSatisfy { abs(real.frame[$0] - ours.frame[$0]) <= 3 }, "on \(name): ours \(ours.frame), rofi's \(real.frame)")
            XCTAssertEqual(ours.shot.pixel(x: ours.shot.originX + 3, y: ours.shot.originY + 3), real.shot.pixel(x: corner.x, y: corner.y),
                           "on \(name): the window's background")
        }
    }
}

// PerMonitorThemedPickScreenTests: the Xvfb of PerMonitorScaleScreenTests split by RandR into a
// 216-dpi monitor (A, left) and a 96-dpi one (B); rofi 1.7.3 -dmenu with its default theme beside
// ours linked as rofi, each opened on the pointer's monitor and each window's frame compared:
// `-dpi 1` sizes the fonts by the monitor the window opens on, `-dpi 0` by the screen, no `-dpi`
// at Pango's 96 — and ours under `scale = "per-monitor"` as rofi's `-dpi 1`, its row icons too.
import CX11
import Foundation
import XCTest

final class PerMonitorThemedPickScreenTests: XCTestCase {
    private let rows = "alpha\nbeta\ngamma\ndelta\n"

    /// Both windows within a few pixels on every side.
    private func assertAlike(_ ours: [Int], _ real: [Int], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(ours.count, 4, what, file: file, line: line)
        XCTAssertTrue(zip(ours, real).allSatisfy { abs($0 - $1) <= 3 }, "\(what): ours \(ours), rofi's \(real)", file: file, line: line)
    }

    /// Both windows opened with the pointer on the monitor at `x` (rofi's default `-m -5`, and ours).
    private func frames(_ runner: PeerMenuRunner, at x: Int, _ args: [String], ourArgs: [String]? = nil) throws -> (ours: [Int], real: [Int]) {
        let s = runner.session
        XWarpPointer(s.x.handle, 0, s.x.root, 0, 0, 0, 0, Int32(x), 400)
        s.x.sync()
        let input = try runner.inputFile(rows)
        // -sync: the rows read before the window shows, so its first size is its last.
        let real = try runner.realFrame(["rofi", "-dmenu", "-no-lazy-grab", "-sync"] + args, class: "rofi", stdin: input)
        let ours = try runner.ourFrame([runner.ours + "/rofi", "-dmenu"] + (ourArgs ?? args), stdin: input)
        return (ours, real)
    }

    func testAThemedPickIsAsBigAsRofiDrawsItWithEachDpiOnEachMonitor() throws {
        let (s, home) = try PerMonitorScaleScreenTests.session(scale: "auto")
        defer { withExtendedLifetime(home) {} }
        let runner = try PeerMenuRunner(s)
        let dense = try frames(runner, at: 300, ["-dpi", "1"])
        let plain = try frames(runner, at: 1600, ["-dpi", "1"])
        XCTAssertLessThan(dense.real[0], 1280, "rofi on the dense monitor")
        XCTAssertGreaterThanOrEqual(plain.real[0], 1280, "rofi on the plain one")
        XCTAssertGreaterThan(Double(dense.real[3]) / Double(plain.real[3]), 1.8, "rofi's text at 216 and 96 dpi: \(plain.real) → \(dense.real)")
        assertAlike(dense.ours, dense.real, "-dpi 1 on the 216-dpi monitor")
        assertAlike(plain.ours, plain.real, "-dpi 1 on the 96-dpi monitor")
        let own = try frames(runner, at: 300, [])
        assertAlike(own.ours, own.real, "rofi's own 96 dpi on the dense monitor")
        XCTAssertEqual(own.real[3], plain.real[3], accuracy: 2, "as high as on the plain monitor")
        let screenWide = try frames(runner, at: 300, ["-dpi", "0"])
        assertAlike(screenWide.ours, screenWide.real, "-dpi 0: the screen's DPI")
    }

    /// rofi 1.7.3 counts RandR's monitors from the last: its monitor 0 is the 96-dpi B, 1 the dense A.
    /// (The number is config.rasi's `m`: rofi refuses a number for -m on its command line, with its error window.)
    func testRofisMonitorNumbersOpenOnTheMonitorsRofiOpensOn() throws {
        let (s, home) = try PerMonitorScaleScreenTests.session(scale: "per-monitor")
        defer { withExtendedLifetime(home) {} }
        let runner = try PeerMenuRunner(s)
        let config = runner.dir.file("home") + "/rofi"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        for (m, x) in [("0", 1600), ("1", 320)] {
            try "configuration { m: \"\(m)\"; }\n".write(toFile: config + "/config.rasi", atomically: true, encoding: .utf8)
            let f = try frames(runner, at: 300, ["-dpi", "1"], ourArgs: [])
            XCTAssertEqual(f.real[0], x, "rofi -m \(m)")
            XCTAssertEqual(f.ours[0], f.real[0], accuracy: 3, "-m \(m): ours \(f.ours), rofi's \(f.real)")
        }
    }

    func testUnderPerMonitorOursIsDrawnAsRofisDpi1() throws {
        let (s, home) = try PerMonitorScaleScreenTests.session(scale: "per-monitor")
        defer { withExtendedLifetime(home) {} }
        let runner = try PeerMenuRunner(s)
        for x in [300, 1600] {
            let f = try frames(runner, at: x, ["-dpi", "1"], ourArgs: [])
            assertAlike(f.ours, f.real, "the monitor at x \(x)")
        }
    }

    /// The side of the magenta row icon in the rofi window `command` maps (the real one's or ours),
    /// once it is drawn there (icons load after the window shows); the process is then ended.
    private func iconSide(_ runner: PeerMenuRunner, _ command: [String], stdin: String, ours: Bool) throws -> Int {
        let x = runner.session.x
        let before = Set(try x.viewableOverrideRedirectTopLevels())
        let child = try ChildProcess(name: ours ? "rofi-ours" : "rofi", command: command, environment: runner.environment, stdin: stdin)
        defer { _ = child.stop() }
        let magenta = RGB(0xff, 0, 0xff)
        let deadline = Deadline(seconds: 10)
        while true {
            if ours { try runner.session.sync() }
            for w in try x.viewableOverrideRedirectTopLevels().filter({ !before.contains($0) })
            where (x.stringProperty("WM_CLASS", of: w) ?? "").contains("rofi") {
                let a = try x.attributes(of: w)
                guard a.isViewable else { continue }
                let shot = try x.screenshot(x: a.x, y: a.y, width: a.width, height: a.height)
                let drawn = (rect: (x: a.x, y: a.y, width: a.width, height: a.height), shot: shot)
                if let box = DunstSideBySide.box(in: drawn, where: { $0.isClose(to: magenta, tolerance: 16) }), box.width > 4 {
                    XCTAssertEqual(box.width, box.height, accuracy: 1, "a square icon")
                    return box.width
                }
            }
            if !child.isRunning { throw HarnessError.process("\(command) ended before its icon showed: \(child.stderrText)") }
            guard !deadline.hasPassed else { throw HarnessError.timeout("the row icon in \(ours ? "our" : "the real") rofi's window") }
            x.sync()
        }
    }

    func testRowIconsAreAsBigAsRofiDrawsThemOnTheDenseMonitor() throws {
        let (s, home) = try PerMonitorScaleScreenTests.session(scale: "per-monitor")
        defer { withExtendedLifetime(home) {} }
        let runner = try PeerMenuRunner(s)
        let png = runner.dir.file("magenta.png")
        try SolidPNG.write(png, red: 1, green: 0, blue: 1, side: 128)
        let input = try runner.inputFile("alpha\u{0}icon\u{1f}\(png)\nbeta\n")
        var sides: [Int] = []
        for x in [300, 1600] {
            XWarpPointer(s.x.handle, 0, s.x.root, 0, 0, 0, 0, Int32(x), 400)
            s.x.sync()
            let real = try iconSide(runner, ["rofi", "-dmenu", "-no-lazy-grab", "-sync", "-show-icons", "-dpi", "1"], stdin: input, ours: false)
            let ours = try iconSide(runner, [runner.ours + "/rofi", "-dmenu", "-show-icons"], stdin: input, ours: true)
            XCTAssertEqual(ours, real, accuracy: 2, "the icon on the monitor at x \(x)")
            sides.append(real)
        }
        XCTAssertGreaterThan(Double(sides[0]) / Double(sides[1]), 1.9, "rofi's 1em icon at 216 and 96 dpi: \(sides)")
    }
}

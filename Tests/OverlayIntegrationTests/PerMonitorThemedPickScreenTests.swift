// PerMonitorThemedPickScreenTests: the Xvfb of PerMonitorScaleScreenTests split by RandR into a
// 216-dpi monitor (A, left) and a 96-dpi one (B); rofi 1.7.3 -dmenu with its default theme beside
// ours linked as rofi, each opened on the pointer's monitor and each window's frame compared:
// `-dpi 1` sizes the fonts by the monitor the window opens on, `-dpi 0` by the screen, no `-dpi`
// at Pango's 96 — and ours under `scale = "per-monitor"` as rofi's `-dpi 1`.
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

    func testUnderPerMonitorOursIsDrawnAsRofisDpi1() throws {
        let (s, home) = try PerMonitorScaleScreenTests.session(scale: "per-monitor")
        defer { withExtendedLifetime(home) {} }
        let runner = try PeerMenuRunner(s)
        for x in [300, 1600] {
            let f = try frames(runner, at: x, ["-dpi", "1"], ourArgs: [])
            assertAlike(f.ours, f.real, "the monitor at x \(x)")
        }
    }
}

// RofiThemedPickScreenTests: ours linked as `rofi` beside the real rofi 1.7.3 on one X server, the
// live windows compared: rofi's default theme, Debian's themes and user-style configs, window
// rectangle, colours, text colour, rows and prompt, within a few pixels.
import Foundation
import OverlayCore
import XCTest

final class RofiThemedPickScreenTests: XCTestCase {
    private let rows = "alpha\nbeta\ngamma\ndelta\nepsilon\n"

    /// A window of class rofi that `command` maps (ours first on PATH, `home` the config folder), settled.
    private func shot(_ runner: PeerMenuRunner, _ command: [String], ours: Bool, home: String? = nil) throws -> (frame: [Int], shot: Screenshot) {
        var env = runner.environment
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        env["PATH"] = ours ? runner.ours + ":" + path : path
        if let home { env["XDG_CONFIG_HOME"] = home }
        return try runner.settledRofiShot(command, environment: env, stdin: try runner.inputFile(rows), ours: ours)
    }

    /// What is compared of two windows; each names what differs.
    private struct Comparison {
        var differences: [String] = []
        /// Pixels of the shared area within 24 of each other per channel, out of all.
        var agreement = 0.0
    }

    private func compare(real: (frame: [Int], shot: Screenshot), ours: (frame: [Int], shot: Screenshot)) -> Comparison {
        var c = Comparison()
        if !zip(real.frame, ours.frame).allSatisfy({ abs($0 - $1) <= 3 }) { c.differences.append("window ours \(ours.frame) rofi's \(real.frame)") }
        let a = real.shot, b = ours.shot
        let w = min(a.width, b.width), h = min(a.height, b.height)
        guard w > 0, h > 0 else { c.differences.append("nothing on screen"); return c }
        var same = 0
        // Rows of pixels alike: where rows differ tells whether rows, prompt or text moved.
        var rowsDiffering: [Int] = []
        for y in 0..<h {
            var rowSame = 0
            for x in 0..<w where a.pixel(x: a.originX + x, y: a.originY + y).isClose(to: b.pixel(x: b.originX + x, y: b.originY + y), tolerance: 24) {
                rowSame += 1
            }
            same += rowSame
            if rowSame < w * 97 / 100 { rowsDiffering.append(y) }
        }
        c.agreement = Double(same) / Double(w * h)
        // The colours most of the window has (background, rows) and its text's: the five commonest of each.
        func commonest(_ s: Screenshot) -> [UInt32] {
            var counts: [UInt32: Int] = [:]
            for p in s.pixels { counts[p & 0xf8f8f8, default: 0] += 1 }
            return counts.sorted { $0.value > $1.value }.prefix(3).map(\.key)
        }
        let ca = commonest(a), cb = commonest(b)
        if Set(ca) != Set(cb) { c.differences.append("main colours ours \(cb.map { String($0, radix: 16) }) rofi's \(ca.map { String($0, radix: 16) })") }
        if c.agreement < 0.97 {
            c.differences.append("pixels alike \(Int(c.agreement * 100))%, rows differing \(rowsDiffering.count) from y \(rowsDiffering.first ?? -1)")
        }
        return c
    }

    /// Runs each case as the real rofi and as ours; returns the names that matched on everything and what missed.
    private func sideBySide(_ cases: [(name: String, args: [String], home: String?)]) throws -> (matched: [String], missed: [String]) {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        var matched: [String] = [], missed: [String] = []
        for (name, args, home) in cases {
            let real = try shot(runner, ["rofi", "-dmenu", "-no-lazy-grab", "-p", "dmenu"] + args, ours: false, home: home)
            let ours = try shot(runner, [runner.ours + "/rofi", "-dmenu", "-p", "dmenu"] + args, ours: true, home: home)
            let c = compare(real: real, ours: ours)
            if let keep = ProcessInfo.processInfo.environment["OVERLAYD_KEEP_SHOTS"] {
                try real.shot.writePPM(to: "\(keep)/\(name)-rofi.ppm")
                try ours.shot.writePPM(to: "\(keep)/\(name)-ours.ppm")
            }
            if c.differences.isEmpty { matched.append(name) } else { missed.append("\(name): " + c.differences.joined(separator: ", ")) }
        }
        print("rofi themes drawn alike (window, main colours, 97% of pixels): \(matched.count) of \(cases.count)\n  "
              + missed.joined(separator: "\n  "))
        return (matched, missed)
    }

    func testAnUnthemedRofiUserSeesRofisDefaultTheme() throws {
        let (matched, missed) = try sideBySide([("default", [], nil)])
        XCTAssertEqual(matched, ["default"], missed.joined(separator: "; "))
    }

    func testDebiansThemesAreDrawnAsRofiDrawsThem() throws {
        let themes = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/share/rofi/themes")) ?? [])
            .filter { $0.hasSuffix(".rasi") }.sorted().map { String($0.dropLast(5)) }
        let (matched, missed) = try sideBySide(themes.map { ($0, ["-theme", $0], nil) })
        XCTAssertGreaterThanOrEqual(matched.count * 10, themes.count * 9, missed.joined(separator: "; "))
    }
}

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

    /// Config folders written the way users write them: each case's `rofi/` files.
    private func userConfig(_ files: [String: String]) throws -> String {
        let dir = try TemporaryDirectory(prefix: "overlayd-rofi-user")
        let rofi = try dir.makeSubdirectory("rofi")
        for (name, text) in files { try text.write(toFile: rofi + "/" + name, atomically: true, encoding: .utf8) }
        kept.append(dir)
        return dir.path
    }
    private var kept: [TemporaryDirectory] = []

    func testUsersConfigsAndOneLinersAreDrawnAsRofiDrawsThem() throws {
        let palette = "* { bg: #1e1e2e; fg: #cdd6f4; accent: #89b4fa; dim: #313244; background-color: @bg; text-color: @fg; }\n"
        let collection = try userConfig([
            "colors.rasi": palette,
            "layout.rasi": "window { width: 500px; border: 2px; border-color: @accent; padding: 8px; }\nlistview { lines: 6; spacing: 4px; }\n",
            "config.rasi": "@import \"colors.rasi\"\n@import \"layout.rasi\"\n"
                + "element selected.normal { background-color: @accent; text-color: @bg; }\nelement alternate.normal { background-color: @dim; }\n",
        ])
        let inline = try userConfig([
            "config.rasi": "configuration { font: \"DejaVu Sans Mono 10\"; location: 2; yoffset: 40; }\n"
                + "* { background-color: #fafafa; text-color: #202020; border-color: #c00000; }\n"
                + "window { width: 40%; border: 0 0 4px 0; } prompt { text-color: #c00000; }\n",
        ])
        let cases: [(name: String, args: [String], home: String?)] = [
            ("@import collection", [], collection),
            ("configuration with an inline theme", [], inline),
            ("-theme-str one-liners", ["-theme-str", "window { width: 420px; } listview { lines: 4; }",
                                      "-theme-str", "element selected.normal { background-color: #ff8800; }"], nil),
            ("columns: 2", ["-theme", "Arc-Dark", "-theme-str", "listview { columns: 2; lines: 3; }"], nil),
            ("horizontal mainbox, vertical inputbar", ["-theme", "gruvbox-dark", "-theme-str",
                                                       "mainbox { orientation: horizontal; } inputbar { orientation: vertical; }"], nil),
            ("mode-switcher", ["-theme", "Monokai", "-theme-str", "mainbox { children: [inputbar, listview, mode-switcher]; }"], nil),
        ]
        let (matched, missed) = try sideBySide(cases)
        XCTAssertGreaterThanOrEqual(matched.count * 10, cases.count * 9, missed.joined(separator: "; "))
    }
}

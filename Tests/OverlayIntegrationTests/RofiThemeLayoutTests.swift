// RofiThemeLayoutTests: the real rofi 1.7.3's window beside the rectangle RofiViewLayout gives for the same
// theme (rofi's default and every theme Debian ships), text measured with Pango as rofi measures it.
import Foundation
import OverlayCore
import OverlayRender
import XCTest

/// The themes on disk, read as the real rofi reads them.
private struct ThemeFiles: RasiFileSystem {
    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
    func isRegularFile(_ path: String) -> Bool { FileManager.default.contents(atPath: path) != nil && exists(path + "/.") == false }
    func read(_ path: String) -> Result<String, RasiLoadFailure> {
        FileManager.default.contents(atPath: path).map { .success(String(decoding: $0, as: UTF8.self)) }
            ?? .failure(RasiLoadFailure(path: path, reason: "No such file or directory"))
    }
    var currentDirectory: String { FileManager.default.currentDirectoryPath }
}

final class RofiThemeLayoutTests: XCTestCase {
    private let rows = "alpha\nbeta\ngamma\n"

    /// Our window rectangle for `rofi -dmenu` with these arguments on a 1280×800 screen.
    private func ourWindow(_ args: [String], environment: [String: String]) throws -> [Int] {
        let startup = RofiStartup(arguments: args, environment: environment, files: ThemeFiles())
        let monitor = Rect(x: 0, y: 0, width: 1280, height: 800)
        let theme = try XCTUnwrap(startup.theme).applyingMedia(RasiMonitor(id: 0, width: monitor.width, height: monitor.height))
        let font = RofiViewLayout.defaultFont(theme: theme, configured: startup.configuration.string("font") ?? RofiPangoMeasure.rofiFont)
        let measure = try RofiPangoMeasure(defaultFont: font)
        let content = RofiViewContent(prompt: "dmenu", rows: rows.split(separator: "\n").map { RofiViewRow(String($0)) })
        let w = RofiViewLayout.layOut(theme: theme, content: content, measure: measure, monitor: monitor).window
        return [w.x, w.y, w.width, w.height]
    }

    private func close(_ a: [Int], _ b: [Int], within: Int = 3) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= within }
    }

    func testTheDefaultAndDebiansThemesGiveRofisWindowRectangle() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let themes = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/share/rofi/themes")) ?? [])
            .filter { $0.hasSuffix(".rasi") }.sorted()
        var cases: [[String]] = [[]]
        cases += themes.map { ["-theme", String($0.dropLast(5))] }
        var matched: [String] = [], missed: [String] = []
        for args in cases {
            let name = args.last ?? "default"
            let real = try runner.realFrame(["rofi", "-dmenu", "-no-lazy-grab"] + args, class: "rofi", stdin: try runner.inputFile(rows))
            let ours = try ourWindow(args, environment: runner.environment)
            if close(real, ours) { matched.append(name) } else { missed.append("\(name): ours \(ours), rofi's \(real)") }
        }
        print("rofi window rectangles within 3 px: \(matched.count) of \(cases.count)\n  " + missed.joined(separator: "\n  "))
        XCTAssertTrue(matched.contains("default"), missed.first ?? "")
        XCTAssertEqual(matched.count, cases.count, missed.joined(separator: "; "))
    }
}

// RofiModeSwitcherSideBySideTests: the mode-switcher of `rofi -show` with several modes, drawn and
// used as the real rofi 1.7.3 does, side by side: a button for every mode of -modi, the shown one
// selected; a click on another button shows its mode, and Control+Tab the next one, wrapping; under
// sidebar-mode (flag or config.rasi) rofi's default theme shows the switcher too.
// What is compared is the colour of each button (the most frequent colour in its third of the
// switcher's strip, so its label does not count) after each step, and the window's rectangle.
import CX11
import Foundation
import XCTest

final class RofiModeSwitcherSideBySideTests: XCTestCase {
    /// The most frequent colour in each third of the window's bottom `band` pixels (the switcher).
    func buttons(_ shot: Screenshot, band: Int) -> [RGB] {
        let third = shot.width / 3
        return (0..<3).map { i in
            var counts: [UInt32: Int] = [:]
            for y in (shot.height - band)..<(shot.height - 2) {
                for x in (i * third + 3)..<((i + 1) * third - 3) { counts[shot.pixels[y * shot.width + x], default: 0] += 1 }
            }
            return RGB(hex: counts.max { $0.value < $1.value }?.key ?? 0)
        }
    }

    /// The menu's window once it looks the same twice running and differs from `previous`.
    func settled(_ runner: PeerMenuRunner, ours: Bool, ignoring before: Set<Window>, previous: [UInt32]?) throws -> (frame: [Int], shot: Screenshot) {
        let x = runner.session.x
        let deadline = Deadline(seconds: 10)
        var last: [UInt32]?
        while true {
            if ours { try runner.session.sync() }
            for w in try x.viewableOverrideRedirectTopLevels().filter({ !before.contains($0) })
            where (x.stringProperty("WM_CLASS", of: w) ?? "").contains("rofi") {
                let a = try x.attributes(of: w)
                let shot = try x.screenshot(x: a.x, y: a.y, width: a.width, height: a.height)
                if shot.pixels == last, shot.pixels != previous, Set(shot.pixels).count > 1 { return ([a.x, a.y, a.width, a.height], shot) }
                last = shot.pixels
            }
            guard !deadline.hasPassed else { throw HarnessError.timeout("\(ours ? "our" : "the real") rofi's window to settle") }
            x.sync()
        }
    }

    /// A theme that shows the mode-switcher.
    static let switcherTheme = ["-theme-str", "mainbox { children: [inputbar, listview, mode-switcher]; } listview { lines: 4; }"]

    /// Opens `-show run` with three modes and `args` (by default a theme that shows the mode-switcher),
    /// then clicks the third button and presses Control+Tab: the buttons' colours and the frame at each step, and the exit.
    func steps(_ runner: PeerMenuRunner, real: Bool, args: [String] = switcherTheme) throws -> (frames: [[Int]], buttons: [[RGB]], exit: Int32?) {
        let program = real ? "rofi" : runner.ours + "/rofi"
        let before = Set(try runner.session.x.viewableOverrideRedirectTopLevels())
        let child = try ChildProcess(name: real ? "rofi" : "rofi-ours",
                                     command: [program, "-show", "run", "-modi", "window,run,drun"] + args + (real ? ["-no-lazy-grab"] : []),
                                     environment: runner.environment, stdin: try runner.inputFile(""))
        defer { _ = child.stop() }
        var frames: [[Int]] = [], colours: [[RGB]] = []
        var shown = try settled(runner, ours: !real, ignoring: before, previous: nil)
        let band = 14
        func record() { frames.append(shown.frame); colours.append(buttons(shown.shot, band: band)) }
        record()
        // A click on the third button (drun): rofi switches on the press.
        let (x, y, w, h) = (shown.frame[0], shown.frame[1], shown.frame[2], shown.frame[3])
        runner.input.click(x: x + w * 5 / 6, y: y + h - band / 2)
        shown = try settled(runner, ours: !real, ignoring: before, previous: shown.shot.pixels)
        record()
        try runner.input.pressKey("Tab", modifiers: ["Control_L"])
        shown = try settled(runner, ours: !real, ignoring: before, previous: shown.shot.pixels)
        record()
        try runner.input.pressKey("Escape")
        return (frames, colours, child.waitForExit(timeout: 10)?.code)
    }

    func testEveryModeIsAButtonAndAClickOrControlTabSwitchesAsRofiDoes() throws {
        let runner = try PeerMenuRunner(try DaemonSession())
        compare(try steps(runner, real: true), try steps(runner, real: false), "a theme's mode-switcher")
    }

    /// sidebar-mode (the flag, or config.rasi's option) ends mainbox's default children with the
    /// mode-switcher: rofi's default theme names none, and shows it then; the buttons work as above.
    func testSidebarModeShowsTheSwitcherUnderTheDefaultThemeAsRofiDoes() throws {
        let runner = try PeerMenuRunner(try DaemonSession())
        compare(try steps(runner, real: true, args: ["-sidebar-mode"]), try steps(runner, real: false, args: ["-sidebar-mode"]), "-sidebar-mode")
        let config = runner.dir.file("home") + "/rofi"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "configuration {\n  sidebar-mode: true;\n}\n".write(toFile: config + "/config.rasi", atomically: true, encoding: .utf8)
        compare(try steps(runner, real: true, args: []), try steps(runner, real: false, args: []), "config.rasi's sidebar-mode")
    }

    func compare(_ real: (frames: [[Int]], buttons: [[RGB]], exit: Int32?), _ ours: (frames: [[Int]], buttons: [[RGB]], exit: Int32?),
                 _ what: String) {
        XCTAssertEqual(real.exit, 0, "\(what): Escape: rofi 1.7.3's -show modes never set a failing status")
        XCTAssertEqual(ours.exit, real.exit, "\(what): Escape")
        for (r, o) in zip(real.frames, ours.frames) {
            XCTAssertTrue(zip(r, o).allSatisfy { abs($0 - $1) <= 3 }, "\(what): ours \(o), rofi's \(r)")
        }
        // The shown mode's button is the odd one out: run, then drun (clicked), then window (Control+Tab wraps).
        for (step, selected) in [(0, 1), (1, 2), (2, 0)] {
            let b = real.buttons[step]
            XCTAssertEqual(Set(b).count, 2, "\(what): rofi at step \(step): one button selected \(b)")
            XCTAssertEqual(b.indices.filter { i in b.indices.allSatisfy { $0 == i || b[$0] != b[i] } }, [selected], "\(what): rofi at step \(step): \(b)")
            XCTAssertEqual(ours.buttons[step], b, "\(what): ours at step \(step)")
        }
    }
}

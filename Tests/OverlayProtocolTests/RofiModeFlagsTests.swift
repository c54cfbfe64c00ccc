// RofiModeFlagsTests: what rofi -dmenu and rofi -show make of -m (rofi's monitor rules, sent to the daemon
// as rofi's text), and of a mode rofi 1.7.3 does not have (its error window's entry, then exit 65).
import OverlayCore
import OverlayProtocol
import XCTest

final class RofiModeFlagsTests: XCTestCase {
    /// -m (and -monitor) reach the pick and the launcher as rofi reads them, and come back from their words.
    func testMonitorFlagIsCarriedAsRofiReadsIt() throws {
        for (text, choice) in [("-4", RofiMonitor.focusedMonitor), ("1", .id(1)), ("HDMI-1", .named("HDMI-1")), ("wid:0x40", .window(0x40))] {
            let dmenu = try RofiFlags.parse(["-dmenu", "-m", text]).spec
            XCTAssertEqual(dmenu.rofiMonitor, choice, "rofi -dmenu -m \(text)")
            XCTAssertNil(dmenu.monitor, "dmenu's own monitor number stays unset")
            let words = PickRequest.words(dmenu, byteCount: 0)
            XCTAssertEqual(try PickRequest.parse(words).spec.rofiMonitor, choice, "the pick's words: \(words)")
            let show = try RofiShowFlags.parse(["-show", "run", "-monitor", text])
            guard case .launch(let spec) = try RequestParser.parse(words: show.words) else { return XCTFail("not a launch: \(show.words)") }
            XCTAssertEqual(spec.menu.rofiMonitor, choice, "rofi -show run -monitor \(text)")
            XCTAssertEqual(try RofiShowFlags.parse(["-show", "s", "-modi", "s:true", "-m", text]).scriptMenu.rofiMonitor, choice, "a script mode's menu")
        }
        XCTAssertNil(try RofiFlags.parse(["-dmenu"]).spec.rofiMonitor, "no -m: the daemon's rofi default (-5)")
        // -3 opens at the pointer's top left, whatever -location says; -dmenu's -b still wins.
        XCTAssertEqual(try RofiFlags.parse(["-dmenu", "-location", "5", "-m", "-3"]).spec.location, 1)
        XCTAssertEqual(try RofiFlags.parse(["-dmenu", "-m", "-3", "-b"]).spec.location, 6)
        let show = try RofiShowFlags.parse(["-show", "run", "-m", "-3", "-location", "5"])
        guard case .launch(let spec) = try RequestParser.parse(words: show.words) else { return XCTFail("not a launch: \(show.words)") }
        XCTAssertEqual(spec.menu.location, 1, "rofi -show run -m -3")
    }

    /// rofi's error for a mode it does not have: the mode, then every mode it knows with `+` before those
    /// -modi enabled (so far); -modi's errors come before -show is looked at.
    func testAModeRofiDoesNotHaveIsItsErrorWindowsEntry() throws {
        let known = ["window", "windowcd", "run", "ssh", "drun", "combi", "keys", "filebrowser"]
        func entry(_ mode: String, enabled: Set<String>, scripts: [String] = []) -> String {
            "Mode \(mode) is not found.\nThe following modi are known:\n"
                + (known + scripts).map { "        * \(enabled.contains($0) ? "+" : "")\($0)\n" }.joined()
        }
        let cases: [([String], String)] = [
            (["-show", "nosuch"], entry("nosuch", enabled: ["window", "run", "ssh"])),
            (["-modi", "drun,nosuch,run", "-show", "drun"], entry("nosuch", enabled: ["drun"])),
            (["-modi", "s:true,drun", "-show", "nosuch"], entry("nosuch", enabled: ["s", "drun"], scripts: ["s"])),
        ]
        for (args, text) in cases {
            let parsed = try RofiShowFlags.parse(args)
            XCTAssertEqual(parsed.problems.map(\.text), [text], "rofi \(args.joined(separator: " "))")
            XCTAssertEqual(RasiProblem.errorWindowText(parsed.problems), "The following errors were detected when starting rofi:\n\n\n" + text)
        }
        XCTAssertEqual(try RofiShowFlags.parse(["-show", "drun", "-modi", "drun,run"]).problems, [], "modes rofi has")
        let combi = try RofiShowFlags.parse(["-show", "combi", "-combi-modi", "nosuch,run"])
        XCTAssertEqual(combi.problems, [], "combi goes on with the modes it has")
        XCTAssertEqual(combi.warnings, ["rofi: Invalid script switcher: nosuch"])
        XCTAssertTrue(combi.words.joined(separator: " ").contains("--combi-modes run"), "\(combi.words)")
    }
}

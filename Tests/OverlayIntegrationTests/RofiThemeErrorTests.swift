// RofiThemeErrorTests: overlayctl linked as `rofi` stops where rofi 1.7.3 stops — a broken theme, a
// missing one, a broken -theme-str, a key binding that clashes — with exit 65 as the real rofi on the
// same X server, and rofi's error-window text on stderr; a themed run still picks.
import Foundation
import XCTest

final class RofiThemeErrorTests: XCTestCase {
    func fixture(_ name: String) -> String {
        let here = "\(#filePath)"
        return (here.components(separatedBy: "/Tests/OverlayIntegrationTests/").first ?? here) + "/Tests/Fixtures/rofi/themes/" + name
    }

    func testBadInputExits65AsTheRealRofiWithItsErrorText() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let rows = Array("alpha\nbeta\n".utf8)
        let cases: [([String], String)] = [
            (["-theme", fixture("broken-missing-value.rasi")],
             "\tParser error: syntax error, unexpected \"property close (';')\"\n\tLocation:     line 3 column 7 to line 3 column 9."),
            (["-theme", "no-such-theme"], "Failed to open theme: "),
            (["-theme-str", "window { width: 10px"], "\tLocation:     line 1 column 21 to line 1 column 21"),
            (["-kb-row-up", "Control+n"], "Failed to set binding Down,Control+n for: Select next entry (kb-row-down):"),
        ]
        for (args, words) in cases {
            let quoted = args.map { "'\($0)'" }.joined(separator: " ")
            // The real rofi shows its error window, and exits 65 once it is closed.
            let real = try runner.run("exec rofi -dmenu -no-lazy-grab \(quoted)", stdin: rows, keys: [TypedKey("Escape")], program: .rofi, real: true)
            XCTAssertEqual(real.status?.code, 65, "the real rofi \(args)")
            let err = runner.dir.file("err-\(UUID().uuidString)")
            let ours = try ChildProcess(name: "ours", command: [runner.ours + "/rofi", "-dmenu"] + args, environment: runner.environment,
                                        stderr: .file(err))
            XCTAssertEqual(ours.waitForExit(timeout: 15)?.code, 65, "ours \(args)")
            XCTAssertTrue(ours.stderrText.hasPrefix("The following errors were detected when starting rofi:\n"), ours.stderrText)
            XCTAssertTrue(ours.stderrText.contains(words), "\(args): \(ours.stderrText)")
            XCTAssertNil(try runner.openPick(), "no menu was opened")
        }
    }

    /// A themed rofi user's menu still opens and picks as rofi's: the theme collection and its
    /// import read, the key they press chooses the same row.
    func testAThemedMenuPicksAsRofiDoes() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let (real, ours) = try runner.rofi(["-theme", fixture("collection.rasi")], stdin: Array("alpha\nbeta\ngamma\n".utf8),
                                           keys: [TypedKey("Down"), TypedKey("Return")])
        XCTAssertEqual(ours, real)
        XCTAssertEqual(String(decoding: ours.stdout, as: UTF8.self), "beta\n")
    }
}

// RofiThemeErrorTests: overlayctl linked as `rofi` stops where rofi 1.7.3 stops — a broken theme, a
// missing one, a broken -theme-str, a key binding that clashes — with its error window, closed by
// Escape, and exit 65 as the real rofi on the same X server, and rofi's error-window text on stderr;
// a themed run still picks.
import Foundation
import XCTest

final class RofiThemeErrorTests: XCTestCase {
    func fixture(_ name: String) -> String {
        let here = "\(#filePath)"
        return (here.components(separatedBy: "/Tests/OverlayIntegrationTests/").first ?? here) + "/Tests/Fixtures/rofi/themes/" + name
    }

    func testBadInputShowsTheErrorWindowAndExits65AsTheRealRofi() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let cases: [([String], String)] = [
            (["-theme", fixture("broken-missing-value.rasi")],
             "\tParser error: syntax error, unexpected \"property close (';')\"\n\tLocation:     line 3 column 7 to line 3 column 9."),
            (["-theme", "no-such-theme"], "Failed to open theme: "),
            (["-theme-str", "window { width: 10px"], "\tLocation:     line 1 column 21 to line 1 column 21"),
            (["-kb-row-up", "Control+n"], "Failed to set binding Down,Control+n for: Select next entry (kb-row-down):"),
        ]
        for (args, words) in cases {
            // Both show the error window with the text, and exit 65 once it is closed.
            let real = try runner.rofiErrorWindow(["-dmenu"] + args, real: true)
            let ours = try runner.rofiErrorWindow(["-dmenu"] + args, real: false)
            XCTAssertEqual(real.status?.code, 65, "the real rofi \(args)")
            XCTAssertEqual(ours.status?.code, 65, "ours \(args)")
            XCTAssertTrue(real.showsText && ours.showsText, "\(args): both windows show text")
            XCTAssertEqual(ours.names, real.names, "\(args)")
            XCTAssertTrue(ours.stderr.hasPrefix("The following errors were detected when starting rofi:\n"), ours.stderr)
            XCTAssertTrue(ours.stderr.contains(words), "\(args): \(ours.stderr)")
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

// RofiModeNotFoundTests: a mode rofi 1.7.3 does not have — `-show nosuch`, `-modi drun,nosuch` — stops
// ours where it stops the real rofi on the same X server: rofi shows its error window ("Mode nosuch is
// not found." and the modes it knows) and exits 65 once Escape or Enter closes it; so does ours, which
// also writes that text on stderr and opens no menu. A `-combi-modi` name it does not have is only
// warned of: both open the combi of the others and exit 0 on Escape.
import Foundation
import XCTest

final class RofiModeNotFoundTests: XCTestCase {
    func testAModeRofiDoesNotHaveShowsRofisErrorWindowThenExits65() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let cases: [([String], String)] = [
            (["-show", "nosuch"], "Mode nosuch is not found.\nThe following modi are known:\n        * +window\n        * windowcd\n"),
            (["-modi", "drun,nosuch", "-show", "drun"], "Mode nosuch is not found.\nThe following modi are known:\n        * window\n"),
        ]
        for (args, words) in cases {
            // Both show the error window with the text, and Escape or Enter closes it.
            let key = TypedKey(args.count == 2 ? "Escape" : "Return")
            let real = try runner.rofiErrorWindow(args, real: true, key: key)
            let ours = try runner.rofiErrorWindow(args, real: false, key: key)
            XCTAssertEqual(real.status?.code, 65, "the real rofi \(args): its error window, closed")
            XCTAssertEqual(ours.status?.code, 65, "ours \(args)")
            XCTAssertTrue(real.showsText && ours.showsText, "\(args): both windows show text")
            XCTAssertEqual(ours.names, real.names, "\(args)")
            XCTAssertTrue(ours.stderr.hasPrefix("The following errors were detected when starting rofi:\n\n\n" + words), ours.stderr)
            XCTAssertNil(try runner.openPick(), "no menu was opened")
        }
        let combi = "exec rofi -show combi -combi-modi nosuch,run"
        let real = try runner.run(combi + " -no-lazy-grab", stdin: [], keys: [TypedKey("Escape")], program: .rofi, real: true)
        let ours = try runner.run(combi, stdin: [], keys: [TypedKey("Escape")], program: .rofi, real: false)
        XCTAssertEqual(real.status?.code, 0, "the real rofi's combi opened without the mode it does not have")
        XCTAssertEqual(ours, real)
    }

    /// With no daemon to draw the window, rofi's text on stderr and 65 at once: a script still reads why.
    func testWithNoDaemonTheTextGoesToStderrAndItExits65() throws {
        let linked = try LinkedOverlayctl(prefix: "overlayd-nodaemon", names: ["rofi"])
        let home = linked.dir.file("home")
        let ours = try ChildProcess(name: "ours", command: [linked.ours + "/rofi", "-show", "nosuch"],
                                    environment: ["OVERLAYD_RUNTIME_DIR": linked.dir.file("no-daemon"), "HOME": home,
                                                  "XDG_CONFIG_HOME": home, "XDG_CACHE_HOME": home],
                                    stderr: .file(linked.dir.file("err")))
        XCTAssertEqual(ours.waitForExit(timeout: 15)?.code, 65)
        XCTAssertTrue(ours.stderrText.hasPrefix("The following errors were detected when starting rofi:\n\n\nMode nosuch is not found."),
                      ours.stderrText)
    }
}

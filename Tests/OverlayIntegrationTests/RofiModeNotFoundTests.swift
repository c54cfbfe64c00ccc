// RofiModeNotFoundTests: a mode rofi 1.7.3 does not have — `-show nosuch`, `-modi drun,nosuch` — stops
// ours where it stops the real rofi on the same X server: rofi shows its error window ("Mode nosuch is
// not found." and the modes it knows) and exits 65 once it is closed; ours writes that text on stderr,
// exits 65 and opens no menu. A `-combi-modi` name it does not have is only warned of: both open the
// combi of the others and exit 0 on Escape.
import Foundation
import XCTest

final class RofiModeNotFoundTests: XCTestCase {
    func testAModeRofiDoesNotHaveExits65WithRofisError() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let cases: [([String], String)] = [
            (["-show", "nosuch"], "Mode nosuch is not found.\nThe following modi are known:\n        * +window\n        * windowcd\n"),
            (["-modi", "drun,nosuch", "-show", "drun"], "Mode nosuch is not found.\nThe following modi are known:\n        * window\n"),
        ]
        for (args, words) in cases {
            let quoted = args.map { "'\($0)'" }.joined(separator: " ")
            let real = try runner.run("exec rofi -no-lazy-grab \(quoted)", stdin: [], keys: [TypedKey("Escape")], program: .rofi, real: true)
            XCTAssertEqual(real.status?.code, 65, "the real rofi \(args): its error window, closed")
            let ours = try ChildProcess(name: "ours", command: [runner.ours + "/rofi"] + args, environment: runner.environment,
                                        stderr: .file(runner.dir.file("err-\(UUID().uuidString)")))
            XCTAssertEqual(ours.waitForExit(timeout: 15)?.code, 65, "ours \(args)")
            XCTAssertTrue(ours.stderrText.hasPrefix("The following errors were detected when starting rofi:\n\n\n" + words), ours.stderrText)
            XCTAssertNil(try runner.openPick(), "no menu was opened")
        }
        let combi = "exec rofi -show combi -combi-modi nosuch,run"
        let real = try runner.run(combi + " -no-lazy-grab", stdin: [], keys: [TypedKey("Escape")], program: .rofi, real: true)
        let ours = try runner.run(combi, stdin: [], keys: [TypedKey("Escape")], program: .rofi, real: false)
        XCTAssertEqual(real.status?.code, 0, "the real rofi's combi opened without the mode it does not have")
        XCTAssertEqual(ours, real)
    }
}

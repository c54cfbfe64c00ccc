// ZenityCommandLineSideBySideTests: command lines zenity 3.44 refuses, given to the real
// zenity and to overlayctl linked as `zenity`: the same stderr line and exit status, and no
// dialog. `--version`, the environment's exit statuses, and the hand-over of what overlayd
// does not draw to the real zenity (never to itself again).
import Foundation
import XCTest

final class ZenityCommandLineSideBySideTests: XCTestCase {
    func testRefusalsMatchZenity() throws {
        let s = try DaemonSession()
        let runner = try ZenityRunner(s)
        let cases: [[String]] = [
            ["--question", "--frobnicate"], ["--info", "--column", "A"], ["--info", "--question"], ["--text", "hello"],
            ["--list"], ["--list", "--column", "A", "--checklist", "--radiolist"], ["--scale", "--min-value", "50", "--max-value", "10"],
            ["--scale", "--value", "500"], ["--forms", "--date-format", "%d"], ["--info", "--separator", ":"],
            ["--info", "--cancel-label", "Nope"], ["--question", "--switch"], ["--entry", "--width", "wide"], ["--entry", "-x"],
            ["--about", "--text", "x"], ["--version"], ["--entry", "--percentage", "5"], ["--progress", "--color", "#fff"],
        ]
        for argv in cases {
            let real = try runner.run(argv, real: true, waitsForDialog: false)
            let ours = try runner.run(argv, real: false, waitsForDialog: false)
            XCTAssertEqual(ours, real, "zenity \(argv.joined(separator: " "))")
        }
        let env = ["ZENITY_ERROR": "3"]
        let real = try runner.run(["--list"], real: true, waitsForDialog: false, extraEnvironment: env)
        XCTAssertEqual(try runner.run(["--list"], real: false, waitsForDialog: false, extraEnvironment: env), real,
                       "a dialog's refusal exits with ZENITY_ERROR")
        XCTAssertEqual(real.status?.code, 3)
        XCTAssertEqual(try s.ok(["list"])["overlays"]?.arrayValue?.count, 0, "no dialog was opened")
    }

    func testWhatIsNotDrawnGoesToTheRealZenity() throws {
        let s = try DaemonSession()
        let runner = try ZenityRunner(s)
        // The real zenity answers --help; ours hands it over.
        let real = try runner.run(["--help-general"], real: true, waitsForDialog: false)
        let ours = try runner.run(["--help-general"], real: false, waitsForDialog: false)
        XCTAssertEqual(ours, real)
        XCTAssertTrue(real.stdout.contains("--title"), real.stdout)
        // A dialog not drawn: the real one opens (its window is zenity's, under openbox), and
        // PATH entries that are overlayctl are skipped on the way.
        let openbox = try HelperProcess.openbox(on: s.x)
        defer { try? openbox.stop() }
        let path = runner.ours + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let handed = try runner.run(["--list", "--imagelist", "--column", "P", "--column", "N", "/x.png", "a", "/y.png", "b"],
                                    keys: [TypedKey("Down"), TypedKey("Return")], real: false, handedOver: true, path: path)
        XCTAssertEqual(handed.stdout, "/y.png\n", "the real zenity's list answered: \(handed)")
        XCTAssertEqual(handed.status?.code, 0)
        // Without a real zenity on PATH: a clear error and zenity's error status, at once.
        let alone = try runner.run(["--file-selection"], real: false, waitsForDialog: false, path: "/nonexistent")
        XCTAssertEqual(alone.stderr, "zenity: overlayd does not draw --file-selection yet, and no other zenity is on PATH\n")
        XCTAssertEqual(alone.status?.code, 255)
        XCTAssertEqual(try s.ok(["list"])["overlays"]?.arrayValue?.count, 0, "nothing is left open")
    }
}

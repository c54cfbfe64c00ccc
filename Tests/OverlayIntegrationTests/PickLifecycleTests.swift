// PickLifecycleTests: one menu at a time and never a stuck one: a new dmenu replaces the
// open one (whose client exits 1) and takes the grab; a burst of them (a held hotkey) ends
// with one menu; a killed client frees the keyboard. Also: patch flags never become rows,
// megabytes of rows stream in, and `overlayctl prompt` prints what was typed.
import CX11
import Foundation
import OverlayProtocol
import XCTest

final class PickLifecycleTests: XCTestCase {
    func ours(_ runner: PeerMenuRunner, _ args: [String], stdin: [UInt8], name: String = "dmenu") throws -> (ChildProcess, String) {
        let n = UUID().uuidString
        let inPath = runner.dir.file("in-\(n)"), outPath = runner.dir.file("out-\(n)")
        try Data(stdin).write(to: URL(fileURLWithPath: inPath))
        let child = try ChildProcess(name: name, command: [runner.ours + "/" + name] + args, environment: runner.environment,
                                     stdin: inPath, stdout: .file(outPath), stderr: .file(runner.dir.file("err-\(n)")))
        return (child, outPath)
    }

    func waitForPick(_ runner: PeerMenuRunner, other: String? = nil) throws -> JSONValue {
        try runner.waitForPick(seconds: 15, other: other, "a pick menu")
    }

    /// No overlay left and the keyboard free for anyone. A killed client's hang-up may reach
    /// the daemon after our `sync`: wait (on `list`, never a sleep) until its menu is gone.
    func assertNothingLeft(_ s: DaemonSession, file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Deadline(seconds: 10)
        while try s.ok(["list"])["overlays"]?.arrayValue?.isEmpty == false {
            guard !deadline.hasPassed else { return XCTFail("a menu is still open", file: file, line: line) }
            try s.sync()
        }
        try s.sync()
        XCTAssertEqual(try s.x.probeKeyboardGrab(), "GrabSuccess", "no grab is left behind (XGrabKeyboard's answer)", file: file, line: line)
    }

    func out(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    func testANewMenuReplacesTheOpenOneAndTakesTheGrab() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let (first, _) = try ours(runner, [], stdin: Array("a\nb\n".utf8))
        let firstPick = try waitForPick(runner)
        let (second, secondOut) = try ours(runner, ["-p", "2:"], stdin: Array("x\ny\n".utf8))
        _ = try waitForPick(runner, other: firstPick["id"]?.stringValue)
        XCTAssertEqual(first.waitForExit(timeout: 10)?.code, 1, "the replaced menu's client exits 1")
        XCTAssertTrue(first.stderrText.contains("replaced"), first.stderrText)
        try runner.input.pressKey("y")
        try runner.input.pressKey("Return")
        XCTAssertEqual(second.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual(out(secondOut), "y\n", "the new menu got the keys")
        try s.sync()
        XCTAssertEqual(try s.x.probeKeyboardGrab(), "GrabSuccess", "no grab is left behind (XGrabKeyboard's answer)")
    }

    func testAHeldHotkeyEndsWithOneMenu() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let burst = try (0..<8).map { _ in try ours(runner, [], stdin: Array("one\ntwo\n".utf8)).0 }
        let deadline = Deadline(seconds: 20)
        while try burst.filter(\.isRunning).count > 1 || runner.openPick() == nil {
            guard !deadline.hasPassed else { throw HarnessError.timeout("the burst to settle") }
            try s.sync()
        }
        XCTAssertEqual(burst.filter(\.isRunning).count, 1, "one menu left")
        XCTAssertEqual(try s.ok(["list"])["overlays"]?.arrayValue?.count, 1)
        for c in burst where !c.isRunning { XCTAssertEqual(c.waitForExit(timeout: 1)?.code, 1) }
        try runner.input.pressKey("Escape")
        for c in burst { XCTAssertEqual(c.waitForExit(timeout: 10)?.code, 1) }
        try assertNothingLeft(s)
    }

    func testAnXmenuStyleMenuIsReplacedToo() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let menu = try ChildProcess(name: "menu", command: [try Executables.buildProduct("overlayctl"), "menu", "--", "A", "B"],
                                    environment: runner.environment)
        let deadline = Deadline(seconds: 10)
        while try s.ok(["list"])["overlays"]?.arrayValue?.first?["grabbed"]?.boolValue != true {
            guard !deadline.hasPassed else { throw HarnessError.timeout("the menu") }
            try s.sync()
        }
        let (pick, pickOut) = try ours(runner, [], stdin: Array("p\n".utf8))
        _ = try waitForPick(runner)
        XCTAssertEqual(menu.waitForExit(timeout: 10)?.code, 1)
        try runner.input.pressKey("Return")
        XCTAssertEqual(pick.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual(out(pickOut), "p\n")
    }

    func testAKilledClientFreesTheKeyboard() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let (child, _) = try ours(runner, [], stdin: Array("a\n".utf8))
        _ = try waitForPick(runner)
        child.signal(SIGKILL)
        _ = child.waitForExit(timeout: 5)
        try assertNothingLeft(s)
    }

    func testBadPickRequestsLeaveTheDaemonServing() throws {
        let s = try DaemonSession()
        let refused = try s.request(["pick", "--bytes", "abc"])
        XCTAssertEqual(refused["ok"]?.boolValue, false)
        XCTAssertTrue(refused["error"]?.stringValue?.contains("--bytes") == true, refused.serialized)
        // A client that announces rows and hangs up half way.
        do {
            let quitter = try s.daemon.connect()
            let accepted = try JSONReader.parse(try quitter.request("pick --bytes 1000"))
            XCTAssertEqual(accepted["send"]?.intValue, 1000)
            try quitter.sendRaw(Array("only a few\n".utf8))
        } // closed here
        try s.daemon.writeToFIFO("pick --bytes 3")
        try s.sync()
        XCTAssertEqual(try s.ok(["list"])["overlays"]?.arrayValue?.count, 0)
        _ = try s.ok(["ping"])
    }

    func testPatchFlagsAreWarnedAboutAndNeverRows() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let (child, outPath) = try ours(runner, ["-c", "-bw", "2", "-h", "30", "-l", "3", "-nhb", "#ff0000", "-p", "Run:"],
                                        stdin: Array("first\nsecond\n".utf8))
        let pick = try waitForPick(runner)
        XCTAssertEqual(pick["matches"]?.intValue, 2, "only stdin's lines are rows")
        try runner.input.pressKey("Return")
        XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual(out(outPath), "first\n")
        XCTAssertTrue(child.stderrText.contains("ignoring -bw 2"), child.stderrText)
    }

    func testMegabytesOfRowsStreamInAndFilter() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        var input: [UInt8] = []
        input.reserveCapacity(6_000_000)
        for i in 0..<200_000 { input += Array("/usr/share/some/long/path/to/file-number-\(i).txt\n".utf8) }
        XCTAssertGreaterThan(input.count, 5_000_000)
        let (child, outPath) = try ours(runner, ["-l", "10"], stdin: input)
        let pick = try waitForPick(runner)
        XCTAssertEqual(pick["matches"]?.intValue, 200_000)
        for k in TypedKey.text("number-199999") { try runner.input.pressKey(k.name, modifiers: k.modifiers) }
        try runner.input.pressKey("Return")
        XCTAssertEqual(child.waitForExit(timeout: 20)?.code, 0)
        XCTAssertEqual(out(outPath), "/usr/share/some/long/path/to/file-number-199999.txt\n")
    }

    func testPromptPrintsWhatWasTyped() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let ctl = try Executables.buildProduct("overlayctl")
        let dir = runner.dir
        for (args, keys, expected, code) in [
            (["--title", "Rename", "--text", "New name:", "--default", "work"], TypedKey.text("space"), "workspace\n", Int32(0)),
            (["--title", "Password", "--password"], TypedKey.text("hunter2"), "hunter2\n", 0),
            (["--title", "Cancel me"], [TypedKey("Escape")], "", 1),
        ] as [([String], [TypedKey], String, Int32)] {
            let outPath = dir.file("prompt-\(UUID().uuidString)")
            let child = try ChildProcess(name: "prompt", command: [ctl, "prompt"] + args, environment: runner.environment,
                                         stdout: .file(outPath))
            _ = try waitForPick(runner)
            for k in keys { try runner.input.pressKey(k.name, modifiers: k.modifiers) }
            if code == 0 { try runner.input.pressKey("Return") }
            XCTAssertEqual(child.waitForExit(timeout: 10)?.code, code, "\(args)")
            XCTAssertEqual(out(outPath), expected, "\(args)")
        }
    }
}

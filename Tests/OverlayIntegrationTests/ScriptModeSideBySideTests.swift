// ScriptModeSideBySideTests: a rofi script mode (rofi-script(5)) run by the real rofi 1.7.3
// and by ours with the same keys: the script logs every call (its argument, ROFI_RETV,
// ROFI_INFO), and both logs and exit statuses must be equal: the first call, a row chosen
// (its `info` passed on), typed text (ROFI_RETV=2), and the end when it prints no rows.
import Foundation
import XCTest

final class ScriptModeSideBySideTests: XCTestCase {
    /// Writes `text` as an executable file `name` in the runner's folder; its path.
    func executable(_ runner: PeerMenuRunner, _ name: String, _ text: String) throws -> String {
        let path = runner.dir.file(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(path, 0o755), 0)
        return path
    }

    /// Waits until the script logged more than `calls` calls and ours shows its rows again (the
    /// pick no longer held): neither is an X event, so `list` is polled with a `sync` between looks.
    func waitForNextRows(_ runner: PeerMenuRunner, log: String, after calls: Int) throws {
        let deadline = Deadline(seconds: 5)
        while true {
            let logged = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").count
            if try logged > calls && runner.openPick()?["held"]?.boolValue == false { return }
            guard !deadline.hasPassed else { throw HarnessError.timeout("the script's next rows") }
            try runner.session.sync()
        }
    }

    /// A daemon, a runner on it, and where in the runner's folder a script logs its calls.
    func runnerAndLog(_ name: String) throws -> (PeerMenuRunner, String) {
        let runner = try PeerMenuRunner(try DaemonSession())
        return (runner, runner.dir.file(name))
    }

    /// Runs `rofi -show MODE -modi MODE:SCRIPT` as the real rofi, then as ours, with `keys`
    /// (`before` ahead of each run, `afterKey` after each key); each must exit 0. The script's
    /// log of each run, the real one's first.
    func logsSideBySide(_ runner: PeerMenuRunner, mode: String, script: String, log: String, keys: [TypedKey],
                        before: (Bool) throws -> Void = { _ in }, afterKey: (Bool, TypedKey) throws -> Void) throws -> [String] {
        var logs: [String] = []
        for real in [true, false] {
            try? FileManager.default.removeItem(atPath: log)
            try before(real)
            let run = try runner.run("exec rofi -show \(mode) -modi '\(mode):\(script)' \(real ? "-no-lazy-grab" : "")", stdin: [],
                                     keys: keys, program: .rofi, real: real, afterKey: { try afterKey(real, $0) })
            XCTAssertEqual(run.status, ExitStatus(code: 0, signaled: false), real ? "rofi" : "ours")
            logs.append((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
        }
        return logs
    }

    func testAScriptSeesTheSameCallsAndEnvironment() throws {
        let (runner, log) = try runnerAndLog("calls.log")
        let script = try executable(runner, "fruit.sh", """
            #!/bin/sh
            printf 'retv=%s info=%s args=%s|\\n' "$ROFI_RETV" "${ROFI_INFO-unset}" "$*" >> \(log)
            case "$ROFI_RETV:$1" in
            0:) printf '\\000prompt\\037Choose\\n\\000message\\037Pick a fruit\\n'; printf 'apple\\000info\\037fruit-a\\n'; printf 'carrot\\nquit\\n' ;;
            1:quit) ;;
            *) printf 'again %s\\n' "$1"; printf 'quit\\n' ;;
            esac
            """)
        let keys = TypedKey.text("apple") + [TypedKey("Return")] + TypedKey.text("banana") + [TypedKey("Return")]
            + TypedKey.text("quit") + [TypedKey("Return")]
        var windows = Set<String>()
        var returns = 0
        let logs = try logsSideBySide(runner, mode: "fruit", script: script, log: log, keys: keys) { real, k in
            guard !real else { return }
            if let w = try runner.openPick()?["window"]?.stringValue { windows.insert(w) }
            guard k.name == "Return" else { return }
            returns += 1
            guard returns < 3 else { return }
            // Ours shows the script's next rows in the same window, held while the script runs:
            // type on once the script was called again and its rows came.
            try waitForNextRows(runner, log: log, after: returns)
        }
        XCTAssertEqual(windows.count, 1, "ours kept one window for every call, as rofi does: \(windows)")
        XCTAssertEqual(logs[0], "retv=0 info=unset args=|\nretv=1 info=fruit-a args=apple|\nretv=2 info=unset args=banana|\nretv=1 info=unset args=quit|\n")
        XCTAssertEqual(logs[1], logs[0])
    }

    /// rofi-script(5)'s `data` (ROFI_DATA on the next call) and `keep-selection` came with rofi
    /// 1.7.4, which is not the installed rofi (1.7.3 ignores both): ours as the later
    /// rofi-script(5) and script.c say: the data set by one call reaches the next, and rows
    /// that set keep-selection keep the highlight where it was chosen, in the same window.
    func testDataAndKeepSelectionAsRofi174() throws {
        let (runner, log) = try runnerAndLog("data.log")
        let script = try executable(runner, "pager.sh", """
            #!/bin/sh
            printf 'retv=%s data=%s outside=%s args=%s|\\n' "$ROFI_RETV" "${ROFI_DATA-unset}" "${ROFI_OUTSIDE:+set}" "$*" >> \(log)
            printf '\\000data\\037call-%s\\n\\000keep-selection\\037true\\n' "$ROFI_RETV"
            printf 'a\\nb\\nc\\n'
            """)
        var selected: Int?
        let run = try runner.run("exec rofi -show pager -modi 'pager:\(script)'", stdin: [],
                                 keys: [TypedKey("Down"), TypedKey("Return"), TypedKey("Escape")], program: .rofi, real: false,
                                 afterKey: { k in
            guard k.name == "Return" else { return }
            try waitForNextRows(runner, log: log, after: 1)
            selected = try runner.openPick()?["selected"]?.intValue
        })
        XCTAssertEqual(run.status, ExitStatus(code: 0, signaled: false), "Escape: 0, as rofi 1.7.3 exits from -show")
        XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8),
                       "retv=0 data=unset outside=set args=|\nretv=1 data=call-0 outside=set args=b|\n")
        XCTAssertEqual(selected, 1, "b, where the highlight was")
    }

    /// Keys typed while the script runs go to its next rows, as rofi 1.7.3 (which runs the
    /// script in its loop and reads the queued key events after) does: the second call waits on
    /// a FIFO this test opens only after "thr" and Enter were typed; they then choose `three`
    /// from the rows that call prints, and the third call says so.
    func testKeysTypedWhileTheScriptRunsGoToItsNextRows() throws {
        let (runner, log) = try runnerAndLog("queued.log")
        let gate = runner.dir.file("gate")
        let script = try executable(runner, "slow.sh", """
            #!/bin/sh
            printf 'retv=%s args=%s|\\n' "$ROFI_RETV" "$*" >> \(log)
            case "$ROFI_RETV:$1" in
            0:) printf 'one\\ntwo\\n' ;;
            1:one) read go < \(gate); printf 'four\\nthree\\n' ;;
            esac
            """)
        let keys = TypedKey.text("one") + [TypedKey("Return")] + TypedKey.text("thr") + [TypedKey("Return")]
        var returns = 0
        let logs = try logsSideBySide(runner, mode: "slow", script: script, log: log, keys: keys, before: { _ in
            returns = 0
            try? FileManager.default.removeItem(atPath: gate)
            XCTAssertEqual(mkfifo(gate, 0o600), 0)
        }) { _, k in
            guard k.name == "Return" else { return }
            returns += 1
            guard returns == 2 else { return }
            // Both Enters and the keys between them are typed: let the second call print its rows.
            let fd = open(gate, O_WRONLY)
            XCTAssertGreaterThanOrEqual(fd, 0)
            _ = write(fd, "go\n", 3)
            close(fd)
        }
        XCTAssertEqual(logs[0], "retv=0 args=|\nretv=1 args=one|\nretv=1 args=three|\n")
        XCTAssertEqual(logs[1], logs[0])
    }

    /// Later rofi-script(5)'s `keep-filter` (not in the installed rofi 1.7.3, which ignores it):
    /// ours as script.c says: rows that set it keep the typed filter for the next call's rows;
    /// rows that do not clear it.
    func testKeepFilterKeepsTheTypedTextForTheNextRows() throws {
        let (runner, log) = try runnerAndLog("filter.log")
        let script = try executable(runner, "filter.sh", """
            #!/bin/sh
            printf 'retv=%s args=%s|\\n' "$ROFI_RETV" "$*" >> \(log)
            [ "$ROFI_RETV" = 0 ] && printf '\\000keep-filter\\037true\\n'
            printf '\\000theme\\037window { width: 300px; }\\n'
            printf 'apple\\navocado\\nbanana\\n'
            """)
        var texts: [String] = []
        let run = try runner.run("exec rofi -show filter -modi 'filter:\(script)'", stdin: [],
                                 keys: TypedKey.text("av") + [TypedKey("Return"), TypedKey("Return"), TypedKey("Escape")],
                                 program: .rofi, real: false, afterKey: { k in
            guard k.name == "Return" else { return }
            try waitForNextRows(runner, log: log, after: texts.count + 1)
            texts.append(try runner.openPick()?["text"]?.stringValue ?? "?")
        })
        XCTAssertEqual(run.status, ExitStatus(code: 0, signaled: false), "Escape: 0, as rofi 1.7.3 exits from -show")
        XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8), "retv=0 args=|\nretv=1 args=avocado|\nretv=1 args=avocado|\n")
        XCTAssertEqual(texts, ["av", ""], "kept after the first rows (keep-filter), cleared after the second")
    }

    /// Later rofi-script(5)'s `theme` (rofi 1.7.4's script.c parses it as -theme-str is parsed, over
    /// the theme in force; the installed rofi 1.7.3 ignores the row): ours draws the script's rows
    /// with it, as the real rofi draws the same script given the snippet as -theme-str: the same
    /// window rectangle and the same pixels where its border and background are.
    func testAScriptsThemeIsDrawnOverTheUsersAsRofiDrawsItsThemeStr() throws {
        let runner = try PeerMenuRunner(try DaemonSession())
        let snippet = "window { width: 300px; border: 4px; border-color: #ff0000; background-color: #102030; }"
        let script = try executable(runner, "themed.sh", """
            #!/bin/sh
            printf '\\000theme\\037\(snippet)\\n'
            printf 'apple\\nbanana\\n'
            """)
        let real = try runner.settledRofiShot(["rofi", "-show", "themed", "-modi", "themed:\(script)", "-no-lazy-grab", "-theme-str", snippet],
                                              environment: runner.environment, stdin: try runner.inputFile(""))
        let ours = try runner.settledRofiShot([runner.ours + "/rofi", "-show", "themed", "-modi", "themed:\(script)"],
                                              environment: runner.environment, stdin: try runner.inputFile(""), ours: true)
        XCTAssertEqual(real.frame[2], 300, "the real rofi draws -theme-str's width")
        XCTAssertTrue(zip(real.frame, ours.frame).allSatisfy { abs($0 - $1) <= 3 }, "ours \(ours.frame), rofi's \(real.frame)")
        for (x, y) in [(1, 1), (1, 20), (10, 2), (150, 2), (298, 10)] {
            XCTAssertEqual(ours.shot.pixel(x: ours.frame[0] + x, y: ours.frame[1] + y), RGB(0xff, 0, 0), "the border at (\(x), \(y))")
            XCTAssertEqual(real.shot.pixel(x: real.frame[0] + x, y: real.frame[1] + y), RGB(0xff, 0, 0), "rofi's border at (\(x), \(y))")
        }
    }
}

// ScriptModeSideBySideTests: a rofi script mode (rofi-script(5)) run by the real rofi 1.7.3
// and by ours with the same keys: the script logs every call (its argument, ROFI_RETV,
// ROFI_INFO), and both logs and exit statuses must be equal: the first call, a row chosen
// (its `info` passed on), typed text (ROFI_RETV=2), and the end when it prints no rows.
import Foundation
import XCTest

final class ScriptModeSideBySideTests: XCTestCase {
    func testAScriptSeesTheSameCallsAndEnvironment() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let log = runner.dir.file("calls.log")
        let script = runner.dir.file("fruit.sh")
        try """
            #!/bin/sh
            printf 'retv=%s info=%s args=%s|\\n' "$ROFI_RETV" "${ROFI_INFO-unset}" "$*" >> \(log)
            case "$ROFI_RETV:$1" in
            0:) printf '\\000prompt\\037Choose\\n\\000message\\037Pick a fruit\\n'; printf 'apple\\000info\\037fruit-a\\n'; printf 'carrot\\nquit\\n' ;;
            1:quit) ;;
            *) printf 'again %s\\n' "$1"; printf 'quit\\n' ;;
            esac
            """.write(toFile: script, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(script, 0o755), 0)
        let keys = TypedKey.text("apple") + [TypedKey("Return")] + TypedKey.text("banana") + [TypedKey("Return")]
            + TypedKey.text("quit") + [TypedKey("Return")]
        var logs: [String] = []
        for real in [true, false] {
            try? FileManager.default.removeItem(atPath: log)
            var openID: String?
            var returns = 0
            let run = try runner.run("exec rofi -show fruit -modi 'fruit:\(script)' \(real ? "-no-lazy-grab" : "")", stdin: [], keys: keys,
                                     program: .rofi, real: real, afterKey: { k in
                guard !real else { return }
                guard k.name == "Return" else { openID = try runner.openPick()?["id"]?.stringValue; return }
                returns += 1
                guard returns < 3 else { return }
                // Ours opens the script's next rows as a new menu: type on once it holds the keyboard.
                try s.x.waitUntil("the script's next menu") { (try runner.openPick()?["id"]?.stringValue).map { $0 != openID } ?? false }
            })
            XCTAssertEqual(run.status, ExitStatus(code: 0, signaled: false), real ? "rofi" : "ours")
            logs.append((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
        }
        XCTAssertEqual(logs[0], "retv=0 info=unset args=|\nretv=1 info=fruit-a args=apple|\nretv=2 info=unset args=banana|\nretv=1 info=unset args=quit|\n")
        XCTAssertEqual(logs[1], logs[0])
    }
}

// SystemdTests: the units verify, READY=1 reaches NOTIFY_SOCKET, and socket activation
// through systemd-socket-activate hands the daemon its listening socket.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest

final class SystemdTests: XCTestCase {
    static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    func testUnitsPassSystemdAnalyzeVerify() throws {
        guard Executables.find("systemd-analyze") != nil else { throw XCTSkip("systemd-analyze is not installed") }
        let dir = try TemporaryDirectory(prefix: "overlayd-units")
        for unit in ["overlayd.service", "overlayd.socket"] {
            let text = try String(contentsOfFile: Self.packageRoot + "/systemd/" + unit, encoding: .utf8)
                .replacingOccurrences(of: "@BINDIR@", with: Executables.buildProductsDirectory)
            try Data(text.utf8).write(to: URL(fileURLWithPath: dir.file(unit)))
        }
        let child = try ChildProcess(name: "systemd-analyze",
                                     command: ["systemd-analyze", "verify", "--man=no", dir.file("overlayd.service"), dir.file("overlayd.socket")],
                                     stderr: .file(dir.file("verify.log")))
        let status = child.waitForExit(timeout: 30)
        let log = (try? String(contentsOfFile: dir.file("verify.log"), encoding: .utf8)) ?? ""
        // On a machine without a running systemd, verify still checks syntax and names;
        // it only complains about the missing manager, which is not about our units.
        let ours = log.split(separator: "\n").filter { $0.contains("overlayd") }
        XCTAssertEqual(ours, [], "systemd-analyze verify: \(log)")
        XCTAssertNotNil(status)
    }

    func testReadyIsSentOnceXAndSocketsAreUp() throws {
        let s = try DaemonSession()
        // DaemonProcess returns only after READY=1 arrived on its NOTIFY_SOCKET; by then the
        // socket answers and the FIFO exists.
        XCTAssertEqual(s.daemon.notifications, ["READY=1"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: s.daemon.fifoPath))
        XCTAssertEqual(try s.request(["ping"])["ok"]?.boolValue, true)
    }

    func testSocketActivationHandsOverTheListeningSocket() throws {
        guard Executables.find("systemd-socket-activate") != nil else { throw XCTSkip("systemd-socket-activate is not installed") }
        let server = try XvfbServer()
        let dir = try TemporaryDirectory(prefix: "overlayd-activate")
        let runtime = try dir.makeSubdirectory("overlayd")
        let socketPath = runtime + "/socket"
        let daemon = try Executables.buildProduct("overlayd")
        let ctl = try Executables.buildProduct("overlayctl")
        // One shell runs the activator and the client, so both are its children (the
        // activator execs the daemon on the first connection). The activator binds the
        // socket before it listens: wait for it to accept, then talk to the daemon. The
        // activator hands the daemon a clean environment: pass the sanitizers' options on.
        let script = """
            sanitizer=()
            for v in ASAN_OPTIONS TSAN_OPTIONS; do [ -n "${!v-}" ] && sanitizer+=(-E "$v"); done
            systemd-socket-activate "${sanitizer[@]}" -l "$SOCK" "$DAEMON" --display "$DISPLAY" --runtime-dir "$RUNTIME" 2>"$LOG" &
            activator=$!
            until [ -S "$SOCK" ] && grep -q Listening "$LOG"; do kill -0 $activator || exit 3; done
            "$CTL" --runtime-dir "$RUNTIME" ping
            "$CTL" --runtime-dir "$RUNTIME" show --text activated
            kill -TERM $activator; wait $activator
            """
        let child = try ChildProcess(
            name: "activation", command: ["bash", "-c", script],
            environment: ["SOCK": socketPath, "DAEMON": daemon, "CTL": ctl, "DISPLAY": server.display,
                          "RUNTIME": runtime, "LOG": dir.file("activate.log")],
            stdout: .file(dir.file("out")), stderr: .file(dir.file("err")))
        let status = child.waitForExit(timeout: 30)
        let out = (try? String(contentsOfFile: dir.file("out"), encoding: .utf8)) ?? ""
        let log = (try? String(contentsOfFile: dir.file("activate.log"), encoding: .utf8)) ?? ""
        XCTAssertEqual(status?.code, 0, "stderr: \(child.stderrText)\nactivator: \(log)")
        XCTAssertEqual(out, "pong\np1\n")
        XCTAssertTrue(log.contains("Execing"), log)
        XCTAssertTrue(log.contains("ready: display"), "the daemon started on the handed-over socket: \(log)")
    }
}

// RuleScriptTests: a rule's `script` runs as dunst runs it — argv without a shell, the
// legacy arguments and the DUNST_* environment — and a hung one neither blocks nor lingers.
#if canImport(Glibc)
import Glibc
#endif
import CLinux
import Foundation
import XCTest

final class RuleScriptTests: XCTestCase {
    /// A daemon whose config runs `script` (a file written here) for app `scripted`.
    func session(script: String) throws -> (DaemonSession, SessionBus, TemporaryDirectory) {
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-script")
        let path = home.file("hook")
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o755)
        let dir = try home.makeSubdirectory("overlayd")
        try Data("""
            [[rule]]
            name = "hook"
            match.app-name = "scripted"
            script = ["\(path)", "first arg; not a shell"]
            """.utf8).write(to: URL(fileURLWithPath: dir + "/config.toml"))
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_CONFIG_HOME": home.path])
        return (s, bus, home)
    }

    /// Reads a FIFO until the writer closes it.
    func readFIFO(_ path: String, timeout: Double = 10) throws -> String {
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { throw HarnessError.io("open \(path)") }
        defer { close(fd) }
        let deadline = Deadline(seconds: timeout)
        var bytes: [UInt8] = []
        var opened = false
        while true {
            guard try waitForReadable([fd], until: deadline) != nil else { throw HarnessError.timeout("the script's output: \(String(decoding: bytes, as: UTF8.self))") }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                bytes += chunk[..<n]
                opened = true
            } else if n == 0 && opened {
                return String(decoding: bytes, as: UTF8.self)
            }
        }
    }

    func testScriptGetsDunstsArgumentsAndEnvironment() throws {
        let fifo = try TemporaryDirectory(prefix: "overlayd-script-out")
        let out = fifo.file("out")
        XCTAssertEqual(mkfifo(out, 0o600), 0)
        let (s, bus, home) = try session(script: """
            #!/bin/sh
            { printf '[%s]\\n' "$@"; env | grep '^DUNST_' | sort; } > '\(out)'
            """)
        let (status, printed) = try bus.run(["notify-send", "-p", "-a", "scripted", "-u", "critical", "-i", "dialog-warning",
                                             "-c", "device.added", "-h", "int:value:40", "-h", "string:desktop-entry:mounter",
                                             "USB disk", "Mounted <a href=\"file:///media/usb\">here</a>; $(rm -rf /)"])
        XCTAssertEqual(status, 0, printed)
        let text: String
        do { text = try readFIFO(out) } catch { XCTFail("\(error); log: \(s.daemon.stderrText)"); return }
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.prefix(6)), [
            "[first arg; not a shell]", "[scripted]", "[USB disk]",
            "[Mounted <a href=\"file:///media/usb\">here</a>; $(rm -rf /)]", "[dialog-warning]", "[CRITICAL]",
        ], text)
        let env = Dictionary(lines.dropFirst(6).compactMap { line -> (String, String)? in
            let kv = line.split(separator: "=", maxSplits: 1).map(String.init)
            return kv.count == 2 ? (kv[0], kv[1]) : (kv.count == 1 ? (kv[0], "") : nil)
        }, uniquingKeysWith: { $1 })
        XCTAssertEqual(env["DUNST_APP_NAME"], "scripted")
        XCTAssertEqual(env["DUNST_SUMMARY"], "USB disk")
        XCTAssertEqual(env["DUNST_URGENCY"], "CRITICAL")
        XCTAssertEqual(env["DUNST_ID"], "1")
        XCTAssertEqual(env["DUNST_PROGRESS"], "40")
        XCTAssertEqual(env["DUNST_CATEGORY"], "device.added")
        XCTAssertEqual(env["DUNST_DESKTOP_ENTRY"], "mounter")
        XCTAssertEqual(env["DUNST_URLS"], "file:///media/usb")
        XCTAssertEqual(env["DUNST_TIMEOUT"], "0", "critical: until closed")
        XCTAssertEqual(env["DUNST_STACK_TAG"], "")
        XCTAssertEqual(env["DUNST_ICON_PATH"], "")
        XCTAssertNotNil(env["DUNST_TIMESTAMP"].flatMap { Int64($0) })
        XCTAssertNotNil(env["DUNST_BODY"])
        withExtendedLifetime((s, home)) {}
    }

    func testHungScriptNeitherBlocksTheLoopNorOutlivesItsTimeLimit() throws {
        let (s, bus, home) = try session(script: "#!/bin/sh\necho \"hook running $$\"\nexec sleep 600\n")
        XCTAssertEqual(try bus.run(["notify-send", "-a", "scripted", "Stuck", "hook"]).0, 0)
        // The daemon answers while the script hangs.
        try s.sync()
        XCTAssertNotNil(try s.overlay("n1"))
        XCTAssertEqual(try bus.run(["dunstctl", "count", "displayed"]).1, "1\n")
        // Its output is in the daemon's log.
        var deadline = Deadline(seconds: 10)
        while !s.daemon.stderrText.contains("hook running ") {
            guard !deadline.hasPassed else { throw HarnessError.timeout("the script's output; log: \(s.daemon.stderrText)") }
            try s.sync()
        }
        let pid = pid_t(String(s.daemon.stderrText.components(separatedBy: "hook running ").last?.prefix { $0.isNumber } ?? "")) ?? 0
        // Past 10 s it is killed: wait for its end on a pidfd, then for the log line.
        let fd = clinux_pidfd_open(pid)
        XCTAssertGreaterThanOrEqual(fd, 0, "the script runs (pid \(pid))")
        defer { close(fd) }
        XCTAssertNotNil(try waitForReadable([fd], until: Deadline(seconds: 30)), "the script ended")
        deadline = Deadline(seconds: 10)
        while !s.daemon.stderrText.contains("notification script killed after 10 s") {
            guard !deadline.hasPassed else { throw HarnessError.timeout("the kill in the log: \(s.daemon.stderrText)") }
            try s.sync()
        }
        withExtendedLifetime(home) {}
    }
}

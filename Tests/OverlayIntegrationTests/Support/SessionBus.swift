// SessionBus: a private dbus-daemon for a test, ready once it printed its address.
import Foundation
import XCTest

final class SessionBus {
    let address: String
    private let child: ChildProcess
    private let config: TemporaryDirectory

    /// - Parameter socketPath: listen there (`unix:path=`), so that a bus started again
    ///   later has the same address; nil for a fresh one in a temporary directory.
    init(timeout: TimeInterval = 10, socketPath: String? = nil) throws {
        guard Executables.find("dbus-daemon") != nil else { throw XCTSkip("dbus-daemon is not installed") }
        // No service directories: nothing on this machine (dunst…) can be activated on it.
        config = try TemporaryDirectory(prefix: "overlayd-bus")
        let listen = socketPath.map { "unix:path=\($0)" } ?? "unix:tmpdir=\(config.path)"
        try Data("""
            <busconfig><type>session</type><listen>\(listen)</listen>
            <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/>
            <allow own="*"/></policy></busconfig>
            """.utf8).write(to: URL(fileURLWithPath: config.file("bus.conf")))
        child = try ChildProcess(name: "dbus-daemon",
                                 command: ["dbus-daemon", "--config-file", config.file("bus.conf"), "--nofork", "--print-address=1"],
                                 stdout: .pipe)
        guard let fd = child.stdoutPipe?.fileHandleForReading.fileDescriptor else { throw HarnessError.process("dbus-daemon: no stdout") }
        let deadline = Deadline(seconds: timeout)
        var bytes: [UInt8] = []
        while !bytes.contains(UInt8(ascii: "\n")) {
            guard try waitForReadable([fd], until: deadline) != nil else { throw HarnessError.timeout("dbus-daemon's address") }
            var chunk = [UInt8](repeating: 0, count: 256)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { throw HarnessError.process("dbus-daemon exited: \(child.stderrText)") }
            bytes += chunk[..<n]
        }
        address = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    }

    /// Runs a bus client (notify-send, gdbus) and returns its exit status and stdout.
    func run(_ command: [String], timeout: TimeInterval = 10, display: String? = nil) throws -> (Int32?, String) {
        let out = try TemporaryDirectory(prefix: "overlayd-bus-client")
        var env = ["DBUS_SESSION_BUS_ADDRESS": address]
        if let display { env["DISPLAY"] = display }
        let c = try ChildProcess(name: command[0], command: command, environment: env,
                                 stdout: .file(out.file("out")), stderr: .file(out.file("err")))
        let status = c.waitForExit(timeout: timeout)
        if status == nil { c.stop() }
        let text = (try? String(contentsOfFile: out.file("out"), encoding: .utf8)) ?? ""
        return (status?.code, text + c.stderrText)
    }

    /// Starts a bus client that keeps running (notify-send --wait).
    func start(_ command: [String]) throws -> (ChildProcess, TemporaryDirectory) {
        let out = try TemporaryDirectory(prefix: "overlayd-bus-client")
        let c = try ChildProcess(name: command[0], command: command, environment: ["DBUS_SESSION_BUS_ADDRESS": address],
                                 stdout: .file(out.file("out")), stderr: .file(out.file("err")))
        return (c, out)
    }

    /// Stops the bus daemon (as if the session bus died); every connection to it breaks.
    func stop() { _ = child.stop() }

    deinit { child.stop() }
}

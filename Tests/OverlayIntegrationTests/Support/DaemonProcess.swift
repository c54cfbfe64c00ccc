// DaemonProcess: the built overlayd on a test display, ready when it sends READY=1 to NOTIFY_SOCKET.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import OverlayClient

/// Runs `overlayd --display :N --runtime-dir DIR` with `NOTIFY_SOCKET` pointing at a socket
/// the harness binds; `init` returns once the daemon has sent `READY=1`. DIR is a fresh
/// mode-0700 directory, removed with this object.
final class DaemonProcess {
    let runtimeDir: String
    /// DIR/socket: the request socket.
    var socketPath: String { runtimeDir + "/socket" }
    /// DIR/fifo: the one-way request FIFO.
    var fifoPath: String { runtimeDir + "/fifo" }
    /// What the daemon sent to NOTIFY_SOCKET ("READY=1", later "STOPPING=1" …).
    var notifications: [String] {
        notify.receiveAvailable()
        return notify.messages
    }

    private let scratch: TemporaryDirectory
    private let notify: NotifySocket
    private let child: ChildProcess

    /// - Parameters:
    ///   - display: the X display string (":N").
    ///   - arguments: extra command-line arguments after `--display` and `--runtime-dir`.
    ///   - environment: added to the daemon's environment.
    ///   - binary: the overlayd to run (default: the one built with the tests).
    ///   - wrapper: a command that execs its arguments (the packaged binary in a namespace).
    init(
        display: String, arguments: [String] = [], environment: [String: String] = [:], readyTimeout: TimeInterval = 10,
        binary: String? = nil, wrapper: [String] = []
    ) throws {
        let binary = try binary ?? Executables.buildProduct("overlayd")
        scratch = try TemporaryDirectory(prefix: "overlayd-daemon")
        runtimeDir = try scratch.makeSubdirectory("run")
        notify = try NotifySocket(path: scratch.file("notify"))
        var env = environment
        env["NOTIFY_SOCKET"] = notify.path
        // Desktop notifications only on a private bus a test gives: never on the machine's own.
        let notifications = environment["DBUS_SESSION_BUS_ADDRESS"] != nil ? [] : ["--no-notifications"]
        // Nor on the machine's accessibility bus (GTK's switch turns it off).
        if environment["DBUS_SESSION_BUS_ADDRESS"] == nil { env["NO_AT_BRIDGE"] = "1" }
        child = try ChildProcess(
            name: "overlayd", command: wrapper + [binary, "--display", display, "--runtime-dir", runtimeDir] + notifications + arguments,
            environment: env, stdout: .file(scratch.file("stdout.log")), stderr: .file(scratch.file("stderr.log")))
        do {
            try notify.waitFor(
                "READY=1", timeout: readyTimeout, abortFD: child.exitFD,
                abortReason: "overlayd exited before READY=1; stderr: \(child.stderrText)")
        } catch {
            child.stop()
            throw HarnessError.process("overlayd did not become ready: \(error); stderr: \(child.stderrText)")
        }
    }

    /// A new connection to the daemon's socket.
    func connect() throws -> DaemonConnection {
        try DaemonConnection(path: socketPath)
    }

    /// What the daemon wrote to stderr (its log) so far.
    var stderrText: String { child.stderrText }

    var isRunning: Bool { child.isRunning }

    var pid: Int32 { child.pid }

    /// Sends `signal` (SIGTERM by default) unless the daemon has already exited.
    func terminate(signal: Int32 = SIGTERM) { child.signal(signal) }

    /// The exit status once it has exited within `timeout`, nil if it is still running.
    /// Death by a signal reports 128 + the signal number, as a shell would.
    func waitForExit(timeout: TimeInterval = 5) -> Int32? {
        guard let status = child.waitForExit(timeout: timeout) else { return nil }
        return status.signaled ? 128 + status.code : status.code
    }

    /// How it ended, with signal and exit code told apart; nil while running.
    var exitStatus: ExitStatus? { child.hasExited ? child.waitForExit(timeout: 0) : nil }

    /// Runs overlayctl against this daemon's runtime directory.
    func runCtl(_ args: [String], env: [String: String] = [:], stdin: String? = nil, timeout: TimeInterval = 10) throws -> CtlResult {
        try OverlayIntegrationTests.runCtl(args, runtimeDir: runtimeDir, env: env, stdin: stdin, timeout: timeout)
    }

    /// Writes `line` and a newline to the FIFO (blocks until the daemon has it open).
    func writeToFIFO(_ line: String) throws {
        guard let handle = FileHandle(forWritingAtPath: fifoPath) else {
            throw HarnessError.io("cannot open FIFO: \(fifoPath)")
        }
        defer { try? handle.close() }
        try handle.write(contentsOf: Data((line + "\n").utf8))
    }

    /// The daemon's stderr goes to a scratch file that goes with it: under `make sanitize` a
    /// report in it (a data race the daemon's threads had, a memory error) is copied to the
    /// test output, where the sanitizer run is read.
    deinit {
        child.stop()
        guard Sanitizer.active else { return }
        let log = child.stderrText
        guard log.contains("WARNING: ThreadSanitizer") || log.contains("ERROR: AddressSanitizer") else { return }
        print("overlayd (pid \(child.pid)) reported under the sanitizer:\n\(log)")
    }
}

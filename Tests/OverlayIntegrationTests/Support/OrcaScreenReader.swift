// OrcaScreenReader: the real screen reader Orca (Debian's orca, /usr/bin/orca) on a test's
// display and session bus, and what it speaks, line by line, as it speaks it.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest

/// Runs /usr/bin/orca itself through a small Python launcher that changes only what a test
/// needs (see `launcher`). Speech goes nowhere: no speech-dispatcher is started
/// (`SPEECHD_CMD=/bin/false`), Orca says "SPEECH: Not available" and still logs every
/// utterance to its "speech" log, the log Orca's own regression tests read. The launcher
/// copies that log to stdout, one `SPEECH OUTPUT: '…'` line per utterance.
final class OrcaScreenReader {
    private let child: ChildProcess
    private let dir: TemporaryDirectory
    private var buffer: [UInt8] = []
    /// Every utterance so far, in order.
    private(set) var spoken: [String] = []
    /// How many of `spoken` the last `hear` returned.
    private var heardUpTo = 0

    /// Starts Orca with fresh preferences (`--user-prefs`, so no setup and no user's settings)
    /// and braille off (no display here); returns once it has said "Screen reader on.", which
    /// it says after registering all its event listeners with the registry.
    init(bus: SessionBus, display: String) throws {
        guard access("/usr/bin/orca", X_OK) == 0 else { throw XCTSkip("/usr/bin/orca is missing: install orca") }
        dir = try TemporaryDirectory(prefix: "overlayd-orca")
        let prefs = try dir.makeSubdirectory("prefs")
        try Data(Self.launcher.utf8).write(to: URL(fileURLWithPath: dir.file("launch.py")))
        let env = ["DBUS_SESSION_BUS_ADDRESS": bus.address, "DISPLAY": display,
                   "XDG_RUNTIME_DIR": try dir.makeSubdirectory("run"), "XDG_CONFIG_HOME": try dir.makeSubdirectory("config"),
                   "XDG_DATA_HOME": try dir.makeSubdirectory("data"), "XDG_CACHE_HOME": try dir.makeSubdirectory("cache"),
                   "SPEECHD_CMD": "/bin/false", "SPEECHD_ADDRESS": "unix_socket:" + dir.file("no-speechd"),
                   "LANG": "C.UTF-8", "LANGUAGE": "", "LC_ALL": "", "ORCA_DEBUG_FILE": dir.file("debug.log")]
        child = try ChildProcess(name: "orca", command: ["/usr/bin/python3", "-u", dir.file("launch.py"),
                                                         "--user-prefs", prefs, "--disable", "braille"],
                                 environment: env, stdout: .pipe, stderr: .file(dir.file("stderr")))
        _ = try hear(until: "Screen reader on.", timeout: 30)
    }

    deinit { stop() }

    /// Orca ignores SIGTERM while its GLib loop waits: it is killed.
    func stop() {
        child.signal(SIGKILL)
        _ = child.waitForExit(timeout: 5)
    }

    /// Orca's debug log (level INFO), for failure messages: its last `lines` lines.
    func debugTail(_ lines: Int = 60) -> String {
        let text = (try? String(contentsOfFile: dir.file("debug.log"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }

    /// The utterances spoken since the last `hear`, up to and including the first that is
    /// `last`, waiting for it until the deadline. Throws, with what Orca said and its debug
    /// log, when it does not come.
    func hear(until last: String, timeout: TimeInterval = 10) throws -> [String] {
        let deadline = Deadline(seconds: timeout)
        while true {
            if let i = spoken[heardUpTo...].firstIndex(of: last) {
                defer { heardUpTo = i + 1 }
                return Array(spoken[heardUpTo...i])
            }
            guard try readLines(until: deadline) else {
                throw HarnessError.timeout("Orca to say \(last.debugDescription); it said \(spoken[heardUpTo...]); stderr: \(child.stderrText)\ndebug log:\n\(debugTail())")
            }
        }
    }

    /// Reads what Orca wrote; false when the deadline passed or Orca exited first.
    private func readLines(until deadline: Deadline) throws -> Bool {
        guard let fd = child.stdoutPipe?.fileHandleForReading.fileDescriptor,
              try waitForReadable([fd], until: deadline) != nil else { return false }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return false }
        buffer += chunk[..<n]
        while let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: buffer[..<end], as: UTF8.self)
            buffer.removeSubrange(...end)
            // SPEECH OUTPUT: 'text', then " voice=NAME" for some voices, or " {ACSS}" for a key echo
            guard line.hasPrefix("SPEECH OUTPUT: '") else { continue }
            let text = line.dropFirst("SPEECH OUTPUT: '".count)
            let close = text.range(of: "' voice=")?.lowerBound ?? text.range(of: "' {")?.lowerBound ?? text.lastIndex(of: "'")
            if let close { spoken.append(String(text[..<close])) }
        }
        return true
    }

    /// How many event listeners the accessibility bus's registry holds (`GetRegisteredEvents`).
    static func registeredListeners(_ bus: SessionBus) throws -> Int {
        let (s1, reply) = try bus.run(["gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                                       "--method", "org.a11y.Bus.GetAddress"])
        // ('unix:path=…,guid=…',)
        guard s1 == 0, let start = reply.firstIndex(of: "'"), let end = reply.lastIndex(of: "'"), start < end else {
            throw HarnessError.process("org.a11y.Bus.GetAddress: \(reply)")
        }
        let address = String(reply[reply.index(after: start)..<end])
        let (s2, events) = try bus.run(["gdbus", "call", "--address", address, "--dest", "org.a11y.atspi.Registry",
                                        "--object-path", "/org/a11y/atspi/registry",
                                        "--method", "org.a11y.atspi.Registry.GetRegisteredEvents"])
        guard s2 == 0 else { throw HarnessError.process("GetRegisteredEvents: \(events)") }
        // ([(':1.3', 'Focus::'), (':1.3', 'Object:StateChanged:Focused'), …],)
        return events.components(separatedBy: "('").count - 1
    }

    /// Runs /usr/bin/orca (its argument parsing, its checks, its main) with:
    /// - the "speech" log copied to stdout as each utterance is logged;
    /// - the debug log at level INFO, line-buffered, in $ORCA_DEBUG_FILE (`--debug-file`
    ///   sets level ALL and block-buffers it: what a test waits for would sit in the buffer);
    /// - the process name left as python3: Orca renames itself `orca` and refuses to start
    ///   while another process of that name runs for the user (tests run in parallel);
    /// - killed with the test process (`PR_SET_PDEATHSIG`, SIGKILL).
    static let launcher = #"""
    import ctypes, logging, os, runpy, signal, sys, types
    ctypes.CDLL("libc.so.6").prctl(1, int(signal.SIGKILL))
    from orca import debug
    debug.debugLevel = debug.LEVEL_INFO
    debug.debugFile = open(os.environ["ORCA_DEBUG_FILE"], "w", buffering=1)
    handler = logging.StreamHandler(sys.stdout)
    handler.setFormatter(logging.Formatter("%(message)s"))
    logging.getLogger("speech").addHandler(handler)
    quiet = types.ModuleType("setproctitle")
    quiet.setproctitle = lambda name: None
    sys.modules["setproctitle"] = quiet
    sys.argv = ["/usr/bin/orca"] + sys.argv[1:]
    runpy.run_path("/usr/bin/orca", run_name="__main__")
    """#
}

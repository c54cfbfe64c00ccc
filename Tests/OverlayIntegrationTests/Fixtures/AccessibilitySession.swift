// AccessibilitySession: a private session bus with at-spi-bus-launcher (the accessibility
// bus and its registry, Debian's at-spi2-core), an overlayd on it, and a pyatspi probe.
import Foundation
import OverlayProtocol
import XCTest

final class AccessibilitySession {
    let bus: SessionBus
    let launcher: ChildProcess
    let session: DaemonSession
    let probe: AtspiProbe
    private let runtime: TemporaryDirectory

    /// - Parameters:
    ///   - config: the daemon's `config.toml`, if any.
    ///   - daemonHasSessionBus: false gives the daemon a session bus address where none
    ///     listens, so only root's `AT_SPI_BUS` (set by the launcher) leads it to the bus.
    ///   - environment: added to the daemon's (a launcher's data dirs).
    init(config: String? = nil, daemonHasSessionBus: Bool = true, environment: [String: String] = [:]) throws {
        let launcherPath = "/usr/libexec/at-spi-bus-launcher"
        guard access(launcherPath, X_OK) == 0 else { throw XCTSkip("at-spi-bus-launcher is missing: install at-spi2-core") }
        bus = try SessionBus()
        // The registry opens the display (for its device events): it needs one.
        let server = try XvfbServer()
        // Its own runtime directory: the accessibility bus's socket is made there.
        runtime = try TemporaryDirectory(prefix: "overlayd-a11y")
        launcher = try ChildProcess(
            name: "at-spi-bus-launcher", command: [launcherPath, "--launch-immediately"],
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_RUNTIME_DIR": runtime.path,
                          "DISPLAY": server.display],
            stdout: .discard, stderr: .file(runtime.file("launcher.log")))
        let (status, out) = try bus.run(["gdbus", "wait", "--session", "--timeout", "10", "org.a11y.Bus"], timeout: 15)
        guard status == 0 else { throw HarnessError.process("org.a11y.Bus did not appear: \(out) \(launcher.stderrText)") }
        let env = ["DBUS_SESSION_BUS_ADDRESS": daemonHasSessionBus ? bus.address : "unix:path=\(runtime.path)/no-bus",
                   "XDG_CONFIG_HOME": runtime.path].merging(environment) { $1 }
        if let config {
            let dir = try runtime.makeSubdirectory("overlayd")
            try Data(config.utf8).write(to: URL(fileURLWithPath: dir + "/config.toml"))
        }
        session = try DaemonSession(environment: env, server: server)
        probe = try AtspiProbe(sessionBus: bus)
        try waitForDaemon("to embed itself with the registry") { $0["embedded"]?.boolValue == true }
    }

    /// What `stats` says about the accessibility bus.
    func accessibilityStats() throws -> JSONValue {
        try session.ok(["stats"])["accessibility"] ?? .null
    }

    /// Registers the probe for `types` and waits until the daemon knows someone listens.
    func listen(_ types: [String]) throws {
        let before = try accessibilityStats()["listeners"]?.intValue ?? 0
        try probe.listen(types)
        try waitForDaemon("to hear of \(types.count) listeners") { ($0["listeners"]?.intValue ?? 0) >= before + types.count }
    }

    /// Starts the real Orca on this session's display and bus; returns once overlayd has heard
    /// of every event listener Orca registered (overlayd sends only events someone listens to).
    func startOrca() throws -> OrcaScreenReader {
        let registered = try OrcaScreenReader.registeredListeners(bus)
        let heard = try accessibilityStats()["listeners"]?.intValue ?? 0
        let orca = try OrcaScreenReader(bus: bus, display: session.server.display)
        let added = try OrcaScreenReader.registeredListeners(bus) - registered
        try waitForDaemon("to hear of Orca's \(added) listeners") { ($0["listeners"]?.intValue ?? 0) >= heard + added }
        return orca
    }

    /// Asks `stats` until `condition` holds (each ask is a round trip through the loop that
    /// handles the bus), failing after 10 s.
    func waitForDaemon(_ what: String, _ condition: (JSONValue) -> Bool) throws {
        let deadline = Deadline(seconds: 10)
        while true {
            let stats = try accessibilityStats()
            if condition(stats) { return }
            guard !deadline.hasPassed else {
                throw HarnessError.timeout("overlayd \(what): \(stats.serialized); log: \(session.daemon.stderrText)")
            }
            // The answer comes over the accessibility bus: let it arrive before asking again.
            var none = pollfd()
            _ = poll(&none, 0, 10)
        }
    }
}

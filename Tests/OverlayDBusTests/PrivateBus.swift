// PrivateBus: a dbus-daemon of the test's own, with no service directories, so nothing is activated.
import Foundation

/// A private session bus. Its config has no `servicedir`, so a `Notify` while nobody owns
/// the name fails instead of starting whatever notification daemon the machine has.
final class PrivateBus {
    let address: String
    private let daemon: TestChild
    private let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "overlayd-dbus-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let config = """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>unix:dir=\(directory)</listen>
              <auth>EXTERNAL</auth>
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """
        let path = directory + "/bus.conf"
        try config.write(toFile: path, atomically: true, encoding: .utf8)
        daemon = try TestChild(["dbus-daemon", "--config-file=\(path)", "--nofork", "--print-address=1"])
        let daemon = daemon
        try BusLoop.run(buses: [], children: [daemon], seconds: 10) { daemon.output.contains(UInt8(ascii: "\n")) || daemon.exited }
        let line = daemon.stdoutText.split(separator: "\n").first.map(String.init) ?? ""
        guard !line.isEmpty else { throw TestFailure("dbus-daemon printed no address: \(daemon.stderrText)") }
        address = line
    }

    /// The environment for helpers (gdbus, notify-send) that should talk to this bus.
    var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address] }

    deinit {
        // dbus-daemon unlinks its socket on the way out: let it finish before removing the directory.
        daemon.terminateAndWait()
        try? FileManager.default.removeItem(atPath: directory)
    }
}

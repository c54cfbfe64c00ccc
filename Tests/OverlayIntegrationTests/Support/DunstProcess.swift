// DunstProcess: the real dunst (Debian's package) on a test bus and display, to compare with.
import Foundation
import XCTest

final class DunstProcess {
    private let child: ChildProcess
    private let bus: SessionBus

    /// Starts dunst with `XDG_CONFIG_HOME=configHome` (so `configHome/dunst/dunstrc` when there
    /// is one, else the packaged /etc/xdg/dunst/dunstrc); returns once it owns the name.
    init(bus: SessionBus, display: String, configHome: TemporaryDirectory) throws {
        _ = try Executables.require("dunst", package: "dunst")
        self.bus = bus
        child = try ChildProcess(name: "dunst", command: ["dunst"],
                                 environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "DISPLAY": display,
                                               "XDG_CONFIG_HOME": configHome.path],
                                 stderr: .file(configHome.file("dunst.log")))
        let (status, out) = try bus.run(["gdbus", "wait", "--session", "--timeout", "10", "org.freedesktop.Notifications"])
        guard status == 0 else { throw HarnessError.process("dunst did not take the name: \(out) \(child.stderrText)") }
    }

    /// Stops dunst and waits until the bus has released its name.
    func stop() throws {
        _ = child.stop()
        let deadline = Deadline(seconds: 10)
        while true {
            let (_, out) = try bus.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/",
                                        "--method", "org.freedesktop.DBus.NameHasOwner", "org.freedesktop.Notifications"])
            if out.contains("false") { return }
            guard !deadline.hasPassed else { throw HarnessError.timeout("dunst to release the name") }
        }
    }

    deinit { child.stop() }
}

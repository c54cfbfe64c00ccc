// RegistryRestartTests: at-spi2-registryd goes away and a new one starts on the same
// accessibility bus (a crash, a session restarting it): overlayd embeds itself again, so a
// screen reader started afterwards finds it and hears its events.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import OverlayProtocol
import XCTest

final class RegistryRestartTests: XCTestCase {
    /// The text between the first pair of single quotes of gdbus's answer (`('unix:…',)`).
    func quoted(_ s: String) -> String? {
        let parts = s.split(separator: "'", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : nil
    }

    func testANewRegistryIsJoinedAgain() throws {
        let a = try AccessibilitySession()
        let s = a.session
        try s.ok(["show", "--id", "p", "--text", "Still here", "--timeout", "0"])
        try s.sync()
        let (status, out) = try a.bus.run(["gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                                           "--method", "org.a11y.Bus.GetAddress"])
        let address = try XCTUnwrap(status == 0 ? quoted(out) : nil, out)
        /// Calls `method` of `destination` on the accessibility bus.
        func call(_ destination: String, _ path: String, _ method: String, _ args: [String] = []) throws -> (Int32?, String) {
            try a.bus.run(["gdbus", "call", "--address", address, "--dest", destination, "--object-path", path,
                           "--method", method] + args)
        }
        // The registry this test's launcher started: our own child's child, stopped by its pid.
        let (pidStatus, pidOut) = try call("org.freedesktop.DBus", "/org/freedesktop/DBus",
                                           "org.freedesktop.DBus.GetConnectionUnixProcessID", ["org.a11y.atspi.Registry"])
        XCTAssertEqual(pidStatus, 0, pidOut)
        let pid = try XCTUnwrap(pidOut.split(whereSeparator: { !$0.isNumber }).last.flatMap { Int32($0) }, pidOut)
        XCTAssertEqual(kill(pid, SIGTERM), 0)
        try a.waitForDaemon("to see the registry go") { $0["embedded"]?.boolValue == false }

        // A client's call starts a new one (D-Bus activation), as the next screen reader's would.
        let (started, answer) = try call("org.a11y.atspi.Registry", "/org/a11y/atspi/registry",
                                         "org.a11y.atspi.Registry.GetRegisteredEvents")
        XCTAssertEqual(started, 0, answer)
        try a.waitForDaemon("to embed itself again") { $0["embedded"]?.boolValue == true && $0["reembedded"]?.intValue == 1 }

        // A screen reader started now sees the overlay and hears the next one.
        let reader = try AtspiProbe(sessionBus: a.bus)
        XCTAssertEqual(try reader.tree()?.child(id: "p")?.name, "Still here")
        try reader.listen(["window:create"])
        try a.waitForDaemon("to hear of the new reader") { ($0["listeners"]?.intValue ?? 0) >= 1 }
        try s.ok(["show", "--id", "q", "--text", "Heard again", "--timeout", "0"])
        let heard = try reader.wait(for: "window:create", from: "Heard again")
        XCTAssertTrue(heard.contains { $0.type == "window:create" && $0.name == "Heard again" }, "\(heard)")
    }
}

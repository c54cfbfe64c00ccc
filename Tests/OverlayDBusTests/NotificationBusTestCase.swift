// NotificationBusTestCase: a private bus, a NotificationBus on it, and gdbus / notify-send runners.
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore
import OverlayDBus
import XCTest

/// Base class of the bus tests: each test gets its own dbus-daemon.
class NotificationBusTestCase: XCTestCase {
    var privateBus: PrivateBus?
    var delegate = RecordingDelegate()
    /// Helpers started by the test; terminated in tearDown.
    var children: [TestChild] = []

    override func setUpWithError() throws {
        privateBus = try PrivateBus()
        delegate = RecordingDelegate()
    }

    override func tearDown() {
        children.forEach { $0.terminate() }
        children = []
        privateBus = nil
    }

    var address: String {
        get throws {
            guard let a = privateBus?.address else { throw TestFailure("no private bus") }
            return a
        }
    }

    /// A bus on the private daemon whose delegate is `delegate`.
    func makeBus(replace: Bool = false) throws -> NotificationBus {
        let bus = try NotificationBus(replace: replace, address: try address)
        bus.delegate = delegate
        delegate.bus = bus
        return bus
    }

    /// Starts a helper against the private bus.
    func start(_ command: [String]) throws -> TestChild {
        let child = try TestChild(command, environment: privateBus?.environment ?? [:])
        children.append(child)
        return child
    }

    /// `gdbus call` of a method of org.freedesktop.Notifications (started, not awaited).
    func gdbusCall(_ method: String, _ arguments: [String] = []) throws -> TestChild {
        try start([
            "gdbus", "call", "--session", "--dest", "org.freedesktop.Notifications",
            "--object-path", "/org/freedesktop/Notifications",
            "--method", "org.freedesktop.Notifications.\(method)", "--",
        ] + arguments)
    }

    /// Runs a helper to its end while serving `buses`; returns its stdout.
    func finish(_ child: TestChild, buses: [NotificationBus], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try BusLoop.finish([child], buses: buses)
        XCTAssertEqual(child.status, 0, "\(child.name) failed: \(child.stderrText)", file: file, line: line)
        return child.stdoutText
    }
}

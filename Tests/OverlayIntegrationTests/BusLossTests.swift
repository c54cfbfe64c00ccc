// BusLossTests: the session bus going away (reliability: "the X side keeps working; log it
// and follow a documented policy"): popovers keep being served, the notifications already
// shown stay, and SIGHUP or `overlayctl reload` owns the name again on a new bus.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest

final class BusLossTests: XCTestCase {
    func testLosingTheSessionBusKeepsTheXSideAndSIGHUPOrReloadConnectsAgain() throws {
        let dir = try TemporaryDirectory(prefix: "overlayd-busloss")
        let socket = dir.file("bus")
        var bus = try SessionBus(socketPath: socket)
        let address = bus.address
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": address])
        XCTAssertEqual(try bus.run(["notify-send", "-t", "0", "Before", "the loss"]).0, 0)
        try waitFor(s) { try s.overlay("n1") != nil }

        bus.stop()
        try waitFor(s) { s.daemon.stderrText.contains("lost the session bus") }
        XCTAssertTrue(s.daemon.stderrText.contains("notifications off (those shown stay); SIGHUP or `overlayctl reload` connects again"),
                      s.daemon.stderrText)
        // The X side keeps working: show, sync and list over the socket, and overlayctl.
        let popover = try s.show(["--id", "after", "--text", "Still here"])
        XCTAssertTrue(try s.x.attributes(of: popover.window).isViewable)
        let shown = try XCTUnwrap(try s.overlay("n1"), "the notification shown before the loss stays")
        XCTAssertTrue(try s.x.attributes(of: shown.window).isViewable)
        let listed = try s.daemon.runCtl(["list"])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertTrue(listed.stdout.contains("\"id\":\"after\""), listed.stdout)
        XCTAssertTrue(s.daemon.isRunning)

        // A new bus at the same address: nobody owns the name until the daemon is told.
        bus = try SessionBus(socketPath: socket)
        // The same place, another run: the guid in the daemon's DBUS_SESSION_BUS_ADDRESS is stale.
        XCTAssertEqual(bus.address.components(separatedBy: ",guid=").first, address.components(separatedBy: ",guid=").first)
        XCTAssertNotEqual(bus.address, address)
        XCTAssertNotEqual(try bus.run(["notify-send", "Nobody", "listens"]).0, 0)
        s.daemon.terminate(signal: SIGHUP)
        try s.sync() // the signal is handled before a request that arrives with or after it
        XCTAssertEqual(try bus.run(["notify-send", "-t", "0", "After", "SIGHUP"]).0, 0)
        try waitFor(s) { try s.overlay("n2") != nil } // ids carry on: n1 is still up
        XCTAssertNotNil(try s.overlay("n1"))

        // Once more, with `overlayctl reload`.
        bus.stop()
        try waitFor(s) { s.daemon.stderrText.components(separatedBy: "lost the session bus").count == 3 }
        bus = try SessionBus(socketPath: socket)
        XCTAssertEqual(try s.daemon.runCtl(["reload"]).status, 0)
        XCTAssertEqual(try bus.run(["notify-send", "-t", "0", "After", "reload"]).0, 0)
        try waitFor(s) { try s.overlay("n3") != nil }
    }

    /// Asks the daemon (`sync`) until `done` holds; fails after 10 s.
    func waitFor(_ s: DaemonSession, _ done: () throws -> Bool) throws {
        let deadline = Deadline(seconds: 10)
        while try !done() {
            guard !deadline.hasPassed else { throw HarnessError.timeout("the daemon's state; log: \(s.daemon.stderrText)") }
            try s.sync()
        }
    }
}

// NotificationBusOwnershipTests: who holds org.freedesktop.Notifications, and --replace.
#if canImport(Glibc)
import Glibc
#endif
import CSDBusShim
import OverlayCore
import OverlayDBus
import XCTest

final class NotificationBusOwnershipTests: NotificationBusTestCase {
    func testSecondOwnerIsRefusedAndToldWho() throws {
        let first = try makeBus()
        XCTAssertTrue(first.ownsName)
        XCTAssertThrowsError(try NotificationBus(replace: false, address: try address)) { error in
            guard case NotificationBusError.nameTaken(let owner, let replaceTried)? = error as? NotificationBusError else {
                return XCTFail("unexpected error: \(error)")
            }
            XCTAssertFalse(replaceTried)
            XCTAssertTrue(owner.hasPrefix(":1."), owner)
            XCTAssertTrue(owner.contains("pid \(getpid())"), owner)
            XCTAssertTrue("\(error)".contains("use --replace"), "\(error)")
        }
        // The first owner still answers.
        XCTAssertEqual(try finish(try gdbusCall("GetServerInformation"), buses: [first]), "('overlayd', 'overlayd', '0.1', '1.2')\n")
    }

    func testReplaceTakesTheNameAndTheOldOwnerHears() throws {
        let old = try makeBus()
        let newDelegate = RecordingDelegate()
        let new = try NotificationBus(replace: true, address: try address)
        new.delegate = newDelegate
        new.serverInformation = NotificationServerInformation(name: "second", vendor: "v", version: "2")
        XCTAssertTrue(new.ownsName)
        XCTAssertTrue(try BusLoop.run(buses: [old, new]) { delegate.lostName })
        XCTAssertFalse(old.ownsName)
        XCTAssertEqual(try finish(try gdbusCall("GetServerInformation"), buses: [old, new]), "('second', 'v', '2', '1.2')\n")
        XCTAssertEqual(try finish(try start(["notify-send", "-p", "hello"]), buses: [old, new]), "1\n")
        XCTAssertEqual(newDelegate.requests.map(\.summary), ["hello"])
        XCTAssertTrue(delegate.requests.isEmpty)
    }

    func testReplaceIsRefusedByAnOwnerThatDoesNotAllowIt() throws {
        // A plain connection holds the name without SD_BUS_NAME_ALLOW_REPLACEMENT, as some daemons do.
        var handle: OpaquePointer?
        XCTAssertGreaterThanOrEqual(sd_bus_new(&handle), 0)
        let other = try XCTUnwrap(handle)
        defer { sd_bus_flush_close_unref(other) }
        XCTAssertGreaterThanOrEqual(sd_bus_set_address(other, try address), 0)
        XCTAssertGreaterThanOrEqual(sd_bus_set_bus_client(other, 1), 0)
        XCTAssertGreaterThanOrEqual(sd_bus_start(other), 0)
        XCTAssertGreaterThan(sd_bus_request_name(other, NotificationBus.serviceName, 0), 0)
        XCTAssertThrowsError(try NotificationBus(replace: true, address: try address)) { error in
            guard case NotificationBusError.nameTaken(_, let replaceTried)? = error as? NotificationBusError else {
                return XCTFail("unexpected error: \(error)")
            }
            XCTAssertTrue(replaceTried)
            XCTAssertTrue("\(error)".contains("does not allow replacement"), "\(error)")
        }
    }

    func testNameIsReleasedWhenTheBusGoesAway() throws {
        var first: NotificationBus? = try makeBus()
        XCTAssertNotNil(first)
        first = nil
        let second = try makeBus()
        XCTAssertTrue(second.ownsName)
    }

    func testDefaultConnectionUsesDBUS_SESSION_BUS_ADDRESS() throws {
        let saved = getenv("DBUS_SESSION_BUS_ADDRESS").map { String(cString: $0) }
        setenv("DBUS_SESSION_BUS_ADDRESS", try address, 1)
        defer {
            if let saved { setenv("DBUS_SESSION_BUS_ADDRESS", saved, 1) } else { unsetenv("DBUS_SESSION_BUS_ADDRESS") }
        }
        let bus = try NotificationBus(replace: false)
        XCTAssertEqual(try finish(try gdbusCall("GetServerInformation"), buses: [bus]), "('overlayd', 'overlayd', '0.1', '1.2')\n")
    }

    func testUnreachableAddressIsAConnectError() {
        XCTAssertThrowsError(try NotificationBus(replace: false, address: "unix:path=/nonexistent/overlayd-test-bus")) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot connect to the session bus: unix:path=/nonexistent"), "\(error)")
        }
    }
}

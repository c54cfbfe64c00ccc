// WireMessageTests: D-Bus messages written as the specification lays them out, and read back.
@testable import OverlayClient
import XCTest

final class WireMessageTests: XCTestCase {
    func testAHelloCallIsTheSpecificationsBytes() {
        var m = WireMessage.call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                 interface: "org.freedesktop.DBus", member: "Hello")
        m.serial = 1
        let bytes = m.encoded()
        XCTAssertEqual(Array(bytes.prefix(12)), [UInt8(ascii: "l"), 1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0], "no body, serial 1")
        XCTAssertEqual(bytes.count % 8, 0, "the header is padded to 8 and there is no body")
        XCTAssertEqual(WireMessage.length(bytes[...]), bytes.count)
        XCTAssertEqual(WireMessage.decode(bytes[...]), m)
    }

    func testANotifyCallRoundTrips() {
        var m = WireMessage.call(destination: "org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
                                 interface: "org.freedesktop.Notifications", member: "Notify", body: [
            .string("app"), .uint32(0), .string(""), .string("Sum"), .string("Body"), .array(element: "s", []),
            .array(element: "{sv}", [.entry(.string("urgency"), .variant(.byte(2))), .entry(.string("x"), .variant(.int64(-5))),
                                      .entry(.string("resident"), .variant(.bool(true)))]),
            .int32(-1),
        ])
        m.serial = 7
        let bytes = m.encoded()
        XCTAssertEqual(WireMessage.length(bytes[...]), bytes.count)
        XCTAssertNil(WireMessage.length(bytes[..<15]), "a length needs the fixed header")
        XCTAssertEqual(WireMessage.decode(bytes[...]), m)
        XCTAssertEqual(m.body.map(\.signature).joined(), "susssasa{sv}i")
    }

    func testABigEndianReplyIsRead() {
        // A method return, serial 2, reply to 7, body "u" 42, in a big-endian peer's bytes (the fields 15 bytes, padded to 16).
        let fields: [UInt8] = [5, 1, UInt8(ascii: "u"), 0, 0, 0, 0, 7, 8, 1, UInt8(ascii: "g"), 0, 1, UInt8(ascii: "u"), 0, 0]
        let bytes: [UInt8] = [UInt8(ascii: "B"), 2, 0, 1, 0, 0, 0, 4, 0, 0, 0, 2, 0, 0, 0, UInt8(fields.count - 1)] + fields + [0, 0, 0, 42]
        let m = WireMessage.decode(bytes[...])
        XCTAssertEqual(m?.kind, .methodReturn)
        XCTAssertEqual(m?.replySerial, 7)
        XCTAssertEqual(m?.body, [.uint32(42)])
    }

    func testAddressesAreReadAsTheSpecificationWritesThem() {
        let (t, keys) = BusConnection.parse("unix:path=/tmp/a%20b,guid=1234")
        XCTAssertEqual(t, "unix")
        XCTAssertEqual(keys["path"], "/tmp/a b")
        XCTAssertEqual(BusConnection.sessionAddress { $0 == "DBUS_SESSION_BUS_ADDRESS" ? "unix:abstract=/x" : nil }, "unix:abstract=/x")
    }
}

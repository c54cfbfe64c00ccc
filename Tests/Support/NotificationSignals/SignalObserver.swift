// SignalObserver: the tests' own sd-bus client, subscribed to the notification service's
// signals. Shared by the D-Bus unit tests and the integration tests.
#if canImport(Glibc)
import Glibc
#endif
import CSDBusShim

/// A second connection to the private bus that records every org.freedesktop.Notifications
/// signal as a line such as `NotificationClosed 4 3` or `ActionInvoked 4 default`. Its match
/// rule is added synchronously, so no signal emitted after `init` returns can be missed.
public final class SignalObserver {
    /// A failed sd-bus call, with sd-bus's words.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public private(set) var lines: [String] = []
    private let bus: OpaquePointer
    private var slot: OpaquePointer?

    public init(address: String) throws {
        var handle: OpaquePointer?
        var r = sd_bus_new(&handle)
        guard r >= 0, let b = handle else { throw Failure(description: "sd_bus_new: \(r)") }
        bus = b
        r = sd_bus_set_address(b, address)
        if r >= 0 { r = sd_bus_set_bus_client(b, 1) }
        if r >= 0 { r = sd_bus_start(b) }
        if r >= 0 {
            r = sd_bus_match_signal(
                b, &slot, nil, "/org/freedesktop/Notifications", "org.freedesktop.Notifications", nil,
                { message, userdata, _ in
                    guard let message, let userdata else { return 0 }
                    Unmanaged<SignalObserver>.fromOpaque(userdata).takeUnretainedValue().record(message)
                    return 0
                }, Unmanaged.passUnretained(self).toOpaque())
        }
        guard r >= 0 else { throw Failure(description: "signal observer: \(String(cString: strerror(-r)))") }
    }

    deinit {
        if let slot { sd_bus_slot_unref(slot) }
        sd_bus_flush_close_unref(bus)
    }

    public var fileDescriptor: Int32 { sd_bus_get_fd(bus) }
    public var events: Int16 { Int16(truncatingIfNeeded: max(0, sd_bus_get_events(bus))) }

    /// Records whatever has arrived.
    public func process() {
        while sd_bus_process(bus, nil) > 0 {}
    }

    /// Calls GetServerInformation on this connection and returns every signal recorded by
    /// then: the daemon sends in order, so whatever it emitted before answering is here.
    public func roundTrip() throws -> [String] {
        var call: OpaquePointer?
        var r = sd_bus_message_new_method_call(bus, &call, "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                                               "org.freedesktop.Notifications", "GetServerInformation")
        if r >= 0, let call {
            var error = sd_bus_error()
            var reply: OpaquePointer?
            r = sd_bus_call(bus, call, 5_000_000, &error, &reply)
            if let reply { sd_bus_message_unref(reply) }
            sd_bus_error_free(&error)
            sd_bus_message_unref(call)
        }
        guard r >= 0 else { throw Failure(description: "GetServerInformation: \(String(cString: strerror(-r)))") }
        process()
        return lines
    }

    private func record(_ m: OpaquePointer) {
        let member = sd_bus_message_get_member(m).map { String(cString: $0) } ?? "?"
        var parts = [member]
        // Every signal of the interface is (u, u) or (u, s).
        var id: UInt32 = 0
        guard sd_bus_message_read_basic(m, CChar(bitPattern: UInt8(ascii: "u")), &id) > 0 else { return }
        parts.append(String(id))
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        guard sd_bus_message_peek_type(m, &type, &contents) > 0 else { return }
        if type == CChar(bitPattern: UInt8(ascii: "u")) {
            var reason: UInt32 = 0
            _ = sd_bus_message_read_basic(m, type, &reason)
            parts.append(String(reason))
        } else {
            var s: UnsafePointer<CChar>?
            _ = sd_bus_message_read_basic(m, type, &s)
            parts.append(s.map { String(cString: $0) } ?? "")
        }
        lines.append(parts.joined(separator: " "))
    }
}

// BusSignals: the test's own client on a private bus, recording the notification signals.
#if canImport(Glibc)
import Glibc
#endif
import CSDBusShim

/// A connection to the bus at `address` that records every org.freedesktop.Notifications
/// signal as a line: `NotificationClosed 4 2`, `ActionInvoked 4 default`,
/// `ActivationToken 4 overlayd-…`. The match rule is added before `init` returns, so no
/// signal emitted afterwards can be missed.
final class BusSignals {
    private(set) var lines: [String] = []
    private let bus: OpaquePointer
    private var slot: OpaquePointer?

    init(address: String) throws {
        var handle: OpaquePointer?
        var r = sd_bus_new(&handle)
        guard r >= 0, let b = handle else { throw HarnessError.process("sd_bus_new: \(r)") }
        bus = b
        r = sd_bus_set_address(b, address)
        if r >= 0 { r = sd_bus_set_bus_client(b, 1) }
        if r >= 0 { r = sd_bus_start(b) }
        if r >= 0 {
            r = sd_bus_match_signal(
                b, &slot, nil, "/org/freedesktop/Notifications", "org.freedesktop.Notifications", nil,
                { message, userdata, _ in
                    guard let message, let userdata else { return 0 }
                    Unmanaged<BusSignals>.fromOpaque(userdata).takeUnretainedValue().record(message)
                    return 0
                }, Unmanaged.passUnretained(self).toOpaque())
        }
        guard r >= 0 else { throw HarnessError.process("bus signals: \(String(cString: strerror(-r)))") }
    }

    deinit {
        if let slot { sd_bus_slot_unref(slot) }
        sd_bus_flush_close_unref(bus)
    }

    /// Reads what has arrived until `done` holds for the lines so far, or `timeout` passes.
    @discardableResult
    func wait(timeout: Double = 10, until done: ([String]) -> Bool) throws -> [String] {
        let deadline = Deadline(seconds: timeout)
        while true {
            while sd_bus_process(bus, nil) > 0 {}
            if done(lines) { return lines }
            guard try waitForReadable([sd_bus_get_fd(bus)], until: deadline) != nil else {
                throw HarnessError.timeout("bus signals; so far: \(lines)")
            }
        }
    }

    /// Calls GetServerInformation on this connection and returns every signal recorded by
    /// then: the daemon sends in order, so whatever it emitted before answering is here.
    func roundTrip() throws -> [String] {
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
        guard r >= 0 else { throw HarnessError.process("GetServerInformation: \(String(cString: strerror(-r)))") }
        while sd_bus_process(bus, nil) > 0 {}
        return lines
    }

    private func record(_ m: OpaquePointer) {
        let member = sd_bus_message_get_member(m).map { String(cString: $0) } ?? "?"
        // Every signal of the interface is (u, u) or (u, s).
        var id: UInt32 = 0
        guard sd_bus_message_read_basic(m, CChar(bitPattern: UInt8(ascii: "u")), &id) > 0 else { return }
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        guard sd_bus_message_peek_type(m, &type, &contents) > 0 else { return }
        var value = ""
        if type == CChar(bitPattern: UInt8(ascii: "u")) {
            var reason: UInt32 = 0
            _ = sd_bus_message_read_basic(m, type, &reason)
            value = String(reason)
        } else {
            var s: UnsafePointer<CChar>?
            _ = sd_bus_message_read_basic(m, type, &s)
            value = s.map { String(cString: $0) } ?? ""
        }
        lines.append("\(member) \(id) \(value)")
    }
}

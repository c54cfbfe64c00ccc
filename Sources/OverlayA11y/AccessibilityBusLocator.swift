// AccessibilityBusLocator: finds the accessibility bus through org.a11y.Bus on the
// session bus, now and whenever a bus launcher appears later.
import CSDBusShim
import OverlaySDBus

/// Asks `org.a11y.Bus.GetAddress` on the session bus without starting a launcher (a
/// desktop's session starts at-spi-bus-launcher; a screen reader starts it too), and
/// watches the name, so a launcher that comes later is found then. The answer is
/// delivered through `found` inside `process()`. Idle, it costs a descriptor and nothing
/// else: the bus sends it only that name's changes.
public final class AccessibilityBusLocator: PolledBus {
    /// Called with the accessibility bus's address each time it is learned.
    public var found: (String) -> Void = { _ in }

    package let bus: OpaquePointer
    private var slots: [OpaquePointer] = []
    /// The GetAddress call under way; a new one replaces (cancels) it.
    private var callSlot: OpaquePointer?

    static let service = "org.a11y.Bus"

    /// - Parameter sessionAddress: nil for the user's session bus.
    public init(sessionAddress: String?) throws {
        var handle: OpaquePointer?
        var r: Int32
        if let sessionAddress {
            r = sd_bus_new(&handle)
            if r >= 0, let b = handle {
                r = sd_bus_set_address(b, sessionAddress)
                if r >= 0 { r = sd_bus_set_bus_client(b, 1) }
                if r >= 0 { r = sd_bus_start(b) }
                if r < 0 { sd_bus_unref(b) }
            }
        } else {
            r = sd_bus_open_user(&handle)
        }
        guard r >= 0, let b = handle else {
            throw AccessibilityBusError.connect(address: sessionAddress ?? "session bus", errno: -r)
        }
        bus = b
        let me = Unmanaged.passUnretained(self).toOpaque()
        var slot: OpaquePointer?
        r = sd_bus_add_match(bus, &slot,
                             "type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(Self.service)'",
                             { m, u, _ in
                                 guard let m, let u else { return 0 }
                                 let me = Unmanaged<AccessibilityBusLocator>.fromOpaque(u).takeUnretainedValue()
                                 let message = BusMessageReader(m)
                                 _ = try? message.string()
                                 _ = try? message.string()
                                 if let owner = try? message.string(), !owner.isEmpty { me.ask() }
                                 return 0
                             }, me)
        guard r >= 0, let slot else { throw AccessibilityBusError.setup(step: "watch org.a11y.Bus", errno: -r) }
        slots.append(slot)
        ask()
    }

    deinit {
        for s in slots { sd_bus_slot_unref(s) }
        if let callSlot { sd_bus_slot_unref(callSlot) }
        sd_bus_flush_close_unref(bus)
    }

    /// - Throws: `.connectionLost` when the session bus went.
    public func process() throws {
        if let errno = processPending() { throw AccessibilityBusError.connectionLost(errno: errno) }
    }

    private func ask() {
        var m: OpaquePointer?
        guard sd_bus_message_new_method_call(bus, &m, Self.service, "/org/a11y/bus", Self.service, "GetAddress") >= 0,
              let m else { return }
        defer { sd_bus_message_unref(m) }
        _ = sd_bus_message_set_auto_start(m, 0)
        let me = Unmanaged.passUnretained(self).toOpaque()
        var slot: OpaquePointer?
        let r = sd_bus_call_async(bus, &slot, m, { reply, u, _ in
            guard let reply, let u else { return 0 }
            let me = Unmanaged<AccessibilityBusLocator>.fromOpaque(u).takeUnretainedValue()
            let message = BusMessageReader(reply)
            if !message.isError, let address = try? message.string(), !address.isEmpty { me.found(address) }
            return 0
        }, me, 5_000_000)
        // The slot is kept (not floating): freeing the locator cancels the call.
        if let old = callSlot { sd_bus_slot_unref(old) }
        callSlot = r >= 0 ? slot : nil
    }
}

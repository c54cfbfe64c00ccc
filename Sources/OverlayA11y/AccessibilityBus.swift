// AccessibilityBus: overlayd as an AT-SPI2 application on the accessibility bus (sd-bus).
#if canImport(Glibc)
import Glibc
#endif
import CSDBusShim
import OverlaySDBus
import OverlayCore

/// What the service asks of the daemon. Called from inside `process()` and `refresh()`.
public protocol AccessibilityBusDelegate: AnyObject {
    /// The shown overlays, in show order, as a screen reader should see them.
    func accessibleOverlays() -> [AccessibleOverlay]
    /// Does what a click would do; false when the target is gone.
    func perform(_ effect: AccessibleOverlay.Effect) -> Bool
}

/// The connection to the accessibility bus and the objects served on it.
///
/// The tree is the application root (`/org/a11y/atspi/accessible/root`, role application)
/// with one child per shown overlay and their parts below; it is not stored but asked of
/// the delegate when a client calls (at most once per `invalidate()`). Events are
/// the difference between the tree a listener last heard of and the current one, and are
/// computed only while some client has registered for events with the registry: without
/// a screen reader, a shown overlay costs the service nothing.
///
/// Single-threaded, like `NotificationBus`: poll `fileDescriptor` for `events` until
/// `timeoutMicroseconds`, then `process()`.
public final class AccessibilityBus: PolledBus {
    public weak var delegate: AccessibilityBusDelegate?
    /// The application's name (the root's `Name`), as clients list it.
    public var applicationName = "overlayd"
    public var toolkitVersion = ""

    package let bus: OpaquePointer
    let uniqueName: String
    /// The registry's desktop, our root's parent, once `Embed` answered.
    var desktop: (bus: String, path: String)?
    /// Whether an Embed call waits for its answer.
    private var embedding = false
    /// The `Id` the registry gave us.
    var applicationID: Int32 = 0
    /// Event listeners the registry told us about (`bus`, `event`).
    private(set) var listeners: [(bus: String, event: String)] = []
    /// The tree this turn, fetched on first use.
    private var snapshot: [AccessibleOverlay]?
    /// The tree listeners last heard of; nil until someone listens.
    private var heard: [AccessibleOverlay]?
    private var slots: [OpaquePointer] = []
    /// Trees asked of the delegate and events sent, since start (for `stats`).
    public private(set) var treesBuilt = 0
    public private(set) var eventsSent = 0
    /// Keys told to the registry, and how many of them a listener consumed (`notifyKey`).
    public internal(set) var keysSent = 0
    public internal(set) var keysConsumed = 0
    /// Keys told to the registry whose answer has not come, and the events held meanwhile.
    var keysInFlight = 0
    var heldEvents: [OpaquePointer] = []
    /// How often a new registry appeared and we embedded again (for `stats`).
    public private(set) var registryRestarts = 0

    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let nullPath = "/org/a11y/atspi/null"
    static let registry = "org.a11y.atspi.Registry"

    /// Connects to the accessibility bus at `address`, serves the tree and asks the
    /// registry to embed us (the answer comes through `process()`).
    public init(address: String) throws {
        var handle: OpaquePointer?
        var r = sd_bus_new(&handle)
        guard r >= 0, let b = handle else { throw AccessibilityBusError.connect(address: address, errno: -r) }
        r = sd_bus_set_address(b, address)
        if r >= 0 { r = sd_bus_set_bus_client(b, 1) }
        if r >= 0 { r = sd_bus_start(b) }
        var name: UnsafePointer<CChar>?
        if r >= 0 { r = sd_bus_get_unique_name(b, &name) }
        guard r >= 0, let name else {
            sd_bus_unref(b)
            throw AccessibilityBusError.connect(address: address, errno: -r)
        }
        bus = b
        uniqueName = String(cString: name)
        try serveObjects()
        try watchListeners()
        try watchRegistry()
        try embed()
    }

    /// Asks the registry to embed our root in its desktop, and which events clients listen to.
    private func embed() throws {
        embedding = true
        try call(Self.registry, Self.rootPath, "org.a11y.atspi.Socket", "Embed", { m in
            try m.append(bus: self.uniqueName, path: Self.rootPath)
        }) { bus, reply in
            bus.embedding = false
            guard !reply.isError else { return }
            bus.desktop = try? reply.reference()
        }
        try call(Self.registry, "/org/a11y/atspi/registry", "org.a11y.atspi.Registry", "GetRegisteredEvents", { _ in }) { bus, reply in
            guard !reply.isError else { return }
            // a(ss): each listener's bus name and event.
            let listeners = try? reply.array("(ss)") { try reply.container("r", "ss") { (bus: try reply.string(), event: try reply.string()) } }
            bus.listeners = listeners ?? []
            bus.listenersChanged()
        }
    }

    /// A registry that goes (at-spi2-registryd restarted, crashed) takes our place in the
    /// desktop and its listeners with it: we are not embedded and nobody listens until a new
    /// one owns the name, and then we embed again, as atk-bridge does.
    private func watchRegistry() throws {
        var slot: OpaquePointer?
        let me = Unmanaged.passUnretained(self).toOpaque()
        let r = sd_bus_add_match(bus, &slot,
                                 "type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(Self.registry)'",
                                 { m, u, _ in
                                     guard let m, let u else { return 0 }
                                     let me = Unmanaged<AccessibilityBus>.fromOpaque(u).takeUnretainedValue()
                                     let message = BusMessageReader(m)
                                     _ = try? message.string()
                                     _ = try? message.string()
                                     me.registryOwnerChanged(to: (try? message.string()) ?? "")
                                     return 0
                                 }, me)
        guard r >= 0, let slot else { throw AccessibilityBusError.setup(step: "watch \(Self.registry)", errno: -r) }
        slots.append(slot)
    }

    private func registryOwnerChanged(to owner: String) {
        desktop = nil
        listeners = []
        listenersChanged()
        // Our own Embed may have started this registry (D-Bus activation): it will answer that one.
        guard !owner.isEmpty, !embedding else { return }
        do { try embed() } catch { return }
        registryRestarts += 1
    }

    deinit {
        for m in heldEvents { sd_bus_message_unref(m) }
        for s in slots { sd_bus_slot_unref(s) }
        sd_bus_flush_close_unref(bus)
    }

    /// Reads, answers and writes until nothing is left.
    /// - Throws: `.connectionLost` when the bus went; the service is then unusable.
    public func process() throws {
        if let errno = processPending() { throw AccessibilityBusError.connectionLost(errno: errno) }
    }

    /// Whether some client listens to events (a screen reader runs).
    public var isListened: Bool { !listeners.isEmpty }

    /// How many event listeners clients registered.
    public var listenerCount: Int { listeners.count }

    /// Whether our root is embedded in the registry's desktop.
    public var isEmbedded: Bool { desktop != nil }

    /// The daemon's state may have changed: the tree is asked for again on next use.
    public func invalidate() { snapshot = nil }

    /// Tells listeners what changed since they last heard; does nothing while nobody listens.
    public func refresh() {
        guard isListened else { return }
        let now = tree
        guard let before = heard else {
            heard = now
            return
        }
        guard before != now else { return }
        heard = now
        for e in AccessibleEvent.changes(from: before, to: now) where wants(e.name) {
            emit(e)
            eventsSent += 1
        }
        forgetGone(from: before, to: now)
        flush()
    }

    /// The current tree (asked of the delegate once per `invalidate()`).
    var tree: [AccessibleOverlay] {
        if let snapshot { return snapshot }
        let t = delegate?.accessibleOverlays() ?? []
        treesBuilt += 1
        snapshot = t
        return t
    }

    func flush() { _ = sd_bus_flush(bus) }

    // MARK: listeners

    private func listenersChanged() {
        // Who starts listening hears of changes from now on, not of what was there before.
        if listeners.isEmpty { heard = nil } else if heard == nil { heard = tree }
    }

    private func watchListeners() throws {
        for (member, add) in [("EventListenerRegistered", true), ("EventListenerDeregistered", false)] {
            var slot: OpaquePointer?
            let me = Unmanaged.passUnretained(self).toOpaque()
            let handler: sd_bus_message_handler_t = add
                ? { m, u, _ in AccessibilityBus.listenerSignal(m, u, add: true) }
                : { m, u, _ in AccessibilityBus.listenerSignal(m, u, add: false) }
            let r = sd_bus_match_signal(bus, &slot, Self.registry, "/org/a11y/atspi/registry", "org.a11y.atspi.Registry",
                                        member, handler, me)
            guard r >= 0, let slot else { throw AccessibilityBusError.setup(step: "watch \(member)", errno: -r) }
            slots.append(slot)
        }
    }

    private static func listenerSignal(_ m: OpaquePointer?, _ u: UnsafeMutableRawPointer?, add: Bool) -> Int32 {
        guard let m, let u else { return 0 }
        let me = Unmanaged<AccessibilityBus>.fromOpaque(u).takeUnretainedValue()
        let message = BusMessageReader(m)
        guard let bus = try? message.string(), let event = try? message.string() else { return 0 }
        if add {
            me.listeners.append((bus, event))
        } else {
            // The registry drops every listener of `bus` under `event` (all of them, event "",
            // when the client left the bus) and says so once.
            me.listeners.removeAll { $0.bus == bus && isSubtype($0.event, of: event) }
        }
        me.listenersChanged()
        return 0
    }

    // MARK: calls

    private final class PendingCall {
        let done: (AccessibilityBus, BusMessageReader) -> Void
        unowned let owner: AccessibilityBus
        init(_ owner: AccessibilityBus, _ done: @escaping (AccessibilityBus, BusMessageReader) -> Void) {
            self.owner = owner
            self.done = done
        }
    }

    /// Calls a method without waiting; `done` runs inside a later `process()`. The call's
    /// slot is the bus's (floating): it goes with the reply, or when the service closes,
    /// and frees its closure then.
    func call(_ destination: String, _ path: String, _ interface: String, _ member: String,
              timeoutMicroseconds: UInt64 = 5_000_000, _ arguments: (BusMessageWriter) throws -> Void,
              done: @escaping (AccessibilityBus, BusMessageReader) -> Void) throws {
        var m: OpaquePointer?
        var r = sd_bus_message_new_method_call(bus, &m, destination, path, interface, member)
        guard r >= 0, let m else { throw AccessibilityBusError.setup(step: member, errno: -r) }
        defer { sd_bus_message_unref(m) }
        do throws(BusMessageError) {
            try BusMessageWriter(m).write(arguments)
        } catch {
            throw AccessibilityBusError.setup(step: member, errno: error.errno)
        }
        let pending = Unmanaged.passRetained(PendingCall(self, done)).toOpaque()
        var slot: OpaquePointer?
        r = sd_bus_call_async(bus, &slot, m, { reply, userdata, _ in
            guard let reply, let userdata else { return 0 }
            let call = Unmanaged<PendingCall>.fromOpaque(userdata).takeUnretainedValue()
            call.done(call.owner, BusMessageReader(reply))
            return 0
        }, pending, timeoutMicroseconds)
        guard r >= 0, let slot else {
            Unmanaged<PendingCall>.fromOpaque(pending).release()
            throw AccessibilityBusError.setup(step: member, errno: -r)
        }
        sd_bus_slot_set_destroy_callback(slot) { userdata in
            if let userdata { Unmanaged<PendingCall>.fromOpaque(userdata).release() }
        }
        _ = sd_bus_slot_set_floating(slot, 1)
    }

    private func serveObjects() throws {
        var slot: OpaquePointer?
        let me = Unmanaged.passUnretained(self).toOpaque()
        // One handler for the whole subtree: the objects come and go with the overlays.
        let r = sd_bus_add_fallback(bus, &slot, "/org/a11y/atspi", { m, userdata, error in
            guard let m, let userdata else { return 0 }
            let me = Unmanaged<AccessibilityBus>.fromOpaque(userdata).takeUnretainedValue()
            return me.handle(BusMessageReader(m), error)
        }, me)
        guard r >= 0, let slot else { throw AccessibilityBusError.setup(step: "serve /org/a11y/atspi", errno: -r) }
        slots.append(slot)
    }
}

/// Why the accessibility bus is not served.
public enum AccessibilityBusError: Error, CustomStringConvertible {
    case connect(address: String, errno: Int32)
    case setup(step: String, errno: Int32)
    case connectionLost(errno: Int32)

    public var description: String {
        func reason(_ e: Int32) -> String { String(cString: strerror(e)) }
        switch self {
        case .connect(let address, let e): return "cannot connect to the accessibility bus \(address): \(reason(e))"
        case .setup(let step, let e): return "accessibility bus: \(step): \(reason(e))"
        case .connectionLost(let e): return "lost the accessibility bus: \(reason(e))"
        }
    }
}

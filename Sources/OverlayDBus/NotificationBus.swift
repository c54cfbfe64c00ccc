// NotificationBus: org.freedesktop.Notifications on the session bus, served through sd-bus.
#if canImport(Glibc)
import Glibc
#endif
import CSDBusShim
import OverlaySDBus
import OverlayCore

/// The notification service's connection: it owns the `sd_bus`, holds the well-known name
/// and the `/org/freedesktop/Notifications` object, and turns method calls into delegate calls.
///
/// Single-threaded: create it, poll `fileDescriptor` for `events` until `timeoutMicroseconds`,
/// and call `process()` whenever the descriptor is ready or the timeout passed, all on one
/// thread. `GetCapabilities` and `GetServerInformation` are answered here; `Notify` and
/// `CloseNotification` go to the delegate. Without a delegate, `Notify` fails with
/// `org.freedesktop.DBus.Error.Failed`.
public final class NotificationBus: PolledBus {
    /// The well-known name of the service.
    public static let serviceName = "org.freedesktop.Notifications"

    /// Gets `Notify` and `CloseNotification`. Not retained.
    public weak var delegate: NotificationBusDelegate?
    /// The reply to `GetCapabilities`.
    public var capabilities: [String] = NotificationBus.defaultCapabilities
    /// The reply to `GetServerInformation`.
    public var serverInformation = NotificationServerInformation.overlayd
    /// Whether we still hold the name (false once another daemon replaced us).
    public private(set) var ownsName = false

    /// What overlayd implements of the specification.
    public static let defaultCapabilities = [
        "actions", "body", "body-markup", "body-hyperlinks", "icon-static", "persistence", "inline-reply",
    ]

    /// Gets the calls of org.dunstproject.cmd0 (dunstctl). Not retained.
    public weak var control: DunstControlDelegate?

    package let bus: OpaquePointer
    private var objectSlot: OpaquePointer?
    var dunstSlot: OpaquePointer?
    private var nameLostSlot: OpaquePointer?
    /// What PropertiesChanged last announced (`publishDunstState` sends only differences).
    var published = (counts: DunstCounts(displayed: 0, waiting: 0, history: 0), pauseLevel: UInt32(0))

    /// Connects, exports the object and requests the name (allowing a later `--replace` to
    /// take it from us).
    /// - Parameters:
    ///   - replace: take the name from its current owner, if that owner allows it.
    ///   - address: a D-Bus address; nil connects to the user's session bus
    ///     (`DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`).
    /// - Throws: `NotificationBusError`; `.nameTaken` says who owns the name.
    public init(replace: Bool, address: String? = nil) throws {
        bus = try Self.connect(address: address)
        // From here on a throw runs deinit (every stored property is set), which closes the bus.
        try addObject()
        try addDunstObject()
        try watchNameLost()
        try requestName(replace: replace)
    }

    deinit {
        releaseSlots()
        // Flushes queued signals and replies, then closes: the bus driver releases the name.
        sd_bus_flush_close_unref(bus)
    }

    /// Reads, dispatches and writes until nothing is left to do; delegate calls happen in here.
    /// - Throws: `.connectionLost` when the bus connection failed; the bus is then unusable.
    public func process() throws {
        if let errno = processPending() { throw NotificationBusError.connectionLost(errno: errno) }
    }

    /// Emits `NotificationClosed(id, reason)`. Returns false if it could not be queued.
    @discardableResult
    public func emitClosed(id: UInt32, reason: NotificationCloseReason) -> Bool {
        csd_emit_closed(bus, id, reason.rawValue) >= 0
    }

    /// Emits `ActionInvoked(id, key)`. Emit `emitActivationToken` first when there is a token.
    @discardableResult
    public func emitActionInvoked(id: UInt32, key: String) -> Bool {
        csd_emit_action_invoked(bus, id, key) >= 0
    }

    /// Emits `NotificationReplied(id, text)`: what the user typed into an `inline-reply`.
    @discardableResult
    public func emitReplied(id: UInt32, text: String) -> Bool {
        csd_emit_replied(bus, id, text) >= 0
    }

    /// Emits `ActivationToken(id, token)` (spec 1.2: before the `ActionInvoked` it belongs to).
    /// On X11 the token is a startup-notification id.
    @discardableResult
    public func emitActivationToken(id: UInt32, token: String) -> Bool {
        csd_emit_activation_token(bus, id, token) >= 0
    }

    // MARK: setup

    private static func connect(address: String?) throws -> OpaquePointer {
        var handle: OpaquePointer?
        if let address {
            var r = sd_bus_new(&handle)
            guard r >= 0, let b = handle else { throw NotificationBusError.connect(address: address, errno: -r) }
            r = sd_bus_set_address(b, address)
            if r >= 0 { r = sd_bus_set_bus_client(b, 1) }
            if r >= 0 { r = sd_bus_start(b) }
            guard r >= 0 else {
                sd_bus_unref(b)
                throw NotificationBusError.connect(address: address, errno: -r)
            }
            return b
        }
        let r = sd_bus_open_user(&handle)
        guard r >= 0, let b = handle else { throw NotificationBusError.connect(address: nil, errno: -r) }
        return b
    }

    private func addObject() throws {
        let me = Unmanaged.passUnretained(self).toOpaque()
        let r = csd_add_notifications_object(bus, &objectSlot, { method, message, userdata, error in
            guard let message, let userdata else { return -EINVAL }
            let bus = Unmanaged<NotificationBus>.fromOpaque(userdata).takeUnretainedValue()
            return bus.handle(method, BusMessageReader(message), error)
        }, me)
        if r < 0 { throw NotificationBusError.setup(step: "export /org/freedesktop/Notifications", errno: -r) }
    }

    private func watchNameLost() throws {
        let me = Unmanaged.passUnretained(self).toOpaque()
        let r = sd_bus_match_signal(
            bus, &nameLostSlot, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameLost",
            { message, userdata, _ in
                guard let message, let userdata else { return 0 }
                let bus = Unmanaged<NotificationBus>.fromOpaque(userdata).takeUnretainedValue()
                if (try? BusMessageReader(message).string()) == NotificationBus.serviceName {
                    bus.ownsName = false
                    bus.delegate?.notificationBusLostName()
                }
                return 0
            }, me)
        if r < 0 { throw NotificationBusError.setup(step: "watch NameLost", errno: -r) }
    }

    private func requestName(replace: Bool) throws {
        let flags = csd_name_allow_replacement | (replace ? csd_name_replace_existing : 0)
        let r = sd_bus_request_name(bus, Self.serviceName, flags)
        if r == -EEXIST {
            throw NotificationBusError.nameTaken(owner: ownerDescription(), replaceTried: replace)
        }
        if r < 0 { throw NotificationBusError.setup(step: "request \(Self.serviceName)", errno: -r) }
        ownsName = true
    }

    /// `:1.42 (dunst, pid 1234)`, or as much of it as the bus tells.
    private func ownerDescription() -> String {
        var creds: OpaquePointer?
        guard sd_bus_get_name_creds(bus, Self.serviceName, csd_owner_creds_mask, &creds) >= 0, let creds else {
            return "unknown owner"
        }
        defer { sd_bus_creds_unref(creds) }
        var unique: UnsafePointer<CChar>?
        var comm: UnsafePointer<CChar>?
        var pid: pid_t = 0
        var details: [String] = []
        if sd_bus_creds_get_comm(creds, &comm) >= 0, let comm { details.append(String(cString: comm)) }
        if sd_bus_creds_get_pid(creds, &pid) >= 0, pid > 0 { details.append("pid \(pid)") }
        let name = sd_bus_creds_get_unique_name(creds, &unique) >= 0 ? unique.map { String(cString: $0) } : nil
        let who = name ?? "unknown owner"
        return details.isEmpty ? who : "\(who) (\(details.joined(separator: ", ")))"
    }

    private func releaseSlots() {
        if let s = objectSlot { sd_bus_slot_unref(s) }
        if let s = nameLostSlot { sd_bus_slot_unref(s) }
        if let s = dunstSlot { sd_bus_slot_unref(s) }
        dunstSlot = nil
        objectSlot = nil
        nameLostSlot = nil
    }
}

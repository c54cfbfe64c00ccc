// NotificationBus+Dunst: org.dunstproject.cmd0 — the methods, properties and signals dunstctl uses.
#if canImport(Glibc)
import Glibc
#endif
import CSDBusShim
import OverlaySDBus

extension NotificationBus {
    /// The interface dunstctl talks to.
    public static let dunstInterface = "org.dunstproject.cmd0"
    /// dunst's highest pause level; `paused = true` sets it.
    public static let maxPauseLevel: UInt32 = 100

    func addDunstObject() throws {
        let me = Unmanaged.passUnretained(self).toOpaque()
        let r = csd_add_dunst_object(bus, &dunstSlot, { call, property, message, userdata, error in
            guard let message, let userdata else { return -EINVAL }
            let bus = Unmanaged<NotificationBus>.fromOpaque(userdata).takeUnretainedValue()
            return bus.handleDunst(call, property: property.map { String(cString: $0) }, message, error)
        }, me)
        if r < 0 { throw NotificationBusError.setup(step: "export \(Self.dunstInterface)", errno: -r) }
    }

    /// Emits PropertiesChanged for what differs from the last time (dunst announces every
    /// property this way), and the two signals of the history.
    public func publishDunstState() {
        guard let control else { return }
        let counts = control.dunstCounts
        let level = control.dunstPauseLevel
        var changed: [String] = []
        if level != published.pauseLevel { changed += ["paused", "pauseLevel"] }
        if counts.displayed != published.counts.displayed { changed.append("displayedLength") }
        if counts.history != published.counts.history { changed.append("historyLength") }
        if counts.waiting != published.counts.waiting { changed.append("waitingLength") }
        published = (counts, level)
        guard !changed.isEmpty else { return }
        let copies = changed.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer($0) }
        _ = pointers.withUnsafeBufferPointer { csd_emit_dunst_properties_changed(bus, $0.baseAddress, $0.count) }
    }

    /// Emits NotificationHistoryRemoved(id).
    public func emitHistoryRemoved(id: UInt32) { _ = csd_emit_dunst_u(bus, "NotificationHistoryRemoved", id) }

    /// Emits NotificationHistoryCleared(count).
    public func emitHistoryCleared(count: UInt32) { _ = csd_emit_dunst_u(bus, "NotificationHistoryCleared", count) }

    private func fail(_ error: UnsafeMutablePointer<sd_bus_error>?, _ e: DunstControlError) -> Int32 {
        sd_bus_error_set(error, e.name, e.message)
    }

    private func done(_ message: OpaquePointer) -> Int32 {
        publishDunstState()
        return csd_reply_empty(message)
    }

    func handleDunst(_ call: csd_dunst_call, property: String?, _ message: OpaquePointer,
                     _ busError: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
        let error = busError
        guard let control else { return fail(error, .failed("the daemon is not ready")) }
        let reader = BusMessageReader(message)
        do throws(DunstControlError) {
            switch call {
            case CSD_DUNST_CONTEXT_MENU_CALL:
                try control.dunstContextMenu()
            case CSD_DUNST_NOTIFICATION_ACTION:
                guard let n = try? reader.uint32() else { return fail(error, .invalidArgs("expected a position")) }
                try control.dunstAction(position: n)
            case CSD_DUNST_NOTIFICATION_CLEAR_HISTORY:
                let n = control.dunstClearHistory()
                emitHistoryCleared(count: n)
            case CSD_DUNST_NOTIFICATION_CLOSE_ALL:
                control.dunstCloseAll()
            case CSD_DUNST_NOTIFICATION_CLOSE_LAST:
                control.dunstCloseLast()
            case CSD_DUNST_NOTIFICATION_LIST_HISTORY:
                return reply(to: message, records: control.dunstHistory())
            case CSD_DUNST_NOTIFICATION_POP_HISTORY:
                guard let id = try? reader.uint32() else { return fail(error, .invalidArgs("expected an id")) }
                control.dunstPopHistory(id: id)
            case CSD_DUNST_NOTIFICATION_REMOVE_FROM_HISTORY:
                guard let id = try? reader.uint32() else { return fail(error, .invalidArgs("expected an id")) }
                if control.dunstRemoveFromHistory(id: id) { emitHistoryRemoved(id: id) }
            case CSD_DUNST_NOTIFICATION_SHOW:
                control.dunstPopHistory(id: nil)
            case CSD_DUNST_RULE_ENABLE:
                guard let name = try? reader.string(), let state = try? reader.int32() else {
                    return fail(error, .invalidArgs("expected a rule name and a state"))
                }
                guard (0...2).contains(state) else {
                    return fail(error, .invalidArgs("Couldn't understand state \(state). It must be 0, 1 or 2"))
                }
                try control.dunstEnableRule(name: name, state: state)
            case CSD_DUNST_RULE_LIST:
                return reply(to: message, records: control.dunstRules())
            case CSD_DUNST_CONFIG_RELOAD:
                guard let configs = try? reader.strings() else { return fail(error, .invalidArgs("expected file names")) }
                let read = try control.dunstReload(configs: configs.filter { !$0.isEmpty })
                emitConfigReloaded(read)
            case CSD_DUNST_PING:
                break
            case CSD_DUNST_GET_PROPERTY:
                return getProperty(property ?? "", BusMessageWriter(message), error)
            case CSD_DUNST_SET_PROPERTY:
                return setProperty(property ?? "", reader, error)
            default:
                return -EOPNOTSUPP
            }
        } catch {
            return fail(busError, error)
        }
        return done(message)
    }

    /// Replies `aa{sv}`: 1 when queued, else sd-bus's negative errno.
    private func reply(to call: OpaquePointer, records: [BusRecord]) -> Int32 {
        do throws(BusMessageError) {
            try BusMessageWriter.reply(to: call) { w in
                try w.container("a", "a{sv}") {
                    for record in records { try w.append(record) }
                }
            }
            return 1
        } catch {
            return -error.errno
        }
    }

    private func getProperty(_ name: String, _ writer: BusMessageWriter, _ error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
        guard let control else { return fail(error, .failed("the daemon is not ready")) }
        let counts = control.dunstCounts
        let value: BusValue
        switch name {
        case "paused": value = .bool(control.dunstPauseLevel > 0)
        case "pauseLevel": value = .uint32(control.dunstPauseLevel)
        case "displayedLength": value = .uint32(counts.displayed)
        case "historyLength": value = .uint32(counts.history)
        case "waitingLength": value = .uint32(counts.waiting)
        default: return sd_bus_error_set(error, csd_error_unknown_property, "Unknown property")
        }
        do throws(BusMessageError) {
            try writer.append(value)
            return 0
        } catch {
            return -error.errno
        }
    }

    /// A write replies by itself (sd-bus answers Properties.Set); it announces the change.
    private func setProperty(_ name: String, _ reader: BusMessageReader, _ error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
        guard let control else { return fail(error, .failed("the daemon is not ready")) }
        switch name {
        case "paused":
            guard let on = try? reader.bool() else { return fail(error, .invalidArgs("expected a boolean")) }
            control.dunstSetPauseLevel(on ? Self.maxPauseLevel : 0)
        case "pauseLevel":
            guard let level = try? reader.uint32() else { return fail(error, .invalidArgs("expected a number")) }
            control.dunstSetPauseLevel(min(level, Self.maxPauseLevel))
        default:
            return sd_bus_error_set(error, csd_error_unknown_property, "Unknown property")
        }
        publishDunstState()
        return 1
    }

    private func emitConfigReloaded(_ paths: [String]) {
        let copies = paths.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer($0) }
        _ = pointers.withUnsafeBufferPointer { csd_emit_dunst_config_reloaded(bus, $0.baseAddress, $0.count) }
    }
}

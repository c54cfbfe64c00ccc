// AccessibilityBus+Events: AccessibleEvent as AT-SPI2 signals (`siiva{sv}`: detail,
// detail1, detail2, any_data, properties), as atk-bridge sends them.
import CSDBusShim
import OverlaySDBus
import OverlayCore

extension AccessibilityBus {
    private static let objectEvents = "org.a11y.atspi.Event.Object"
    private static let windowEvents = "org.a11y.atspi.Event.Window"

    /// Sends one event's signal; a failure to queue it is dropped (the reader misses one
    /// event, the tree stays right).
    func emit(_ event: AccessibleEvent) {
        switch event {
        case .childrenChanged(let parent, let added, let index, let child):
            signal(AccessiblePath(keys: parent), Self.objectEvents, "ChildrenChanged", detail: added ? "add" : "remove",
                   Int32(index)) { w in
                try w.open("v", "(so)")
                try self.append(w, AccessiblePath(keys: child))
                try w.close()
            }
        case .windowCreate(let path):
            signal(AccessiblePath(keys: path), Self.windowEvents, "Create", detail: "", 0, string: "")
        case .windowDestroy(let path):
            signal(AccessiblePath(keys: path), Self.windowEvents, "Destroy", detail: "", 0, string: "")
        case .windowActivate(let path):
            signal(AccessiblePath(keys: path), Self.windowEvents, "Activate", detail: "", 0, string: "")
        case .windowDeactivate(let path):
            signal(AccessiblePath(keys: path), Self.windowEvents, "Deactivate", detail: "", 0, string: "")
        case .stateChanged(let path, let state, let on):
            signal(AccessiblePath(keys: path), Self.objectEvents, "StateChanged", detail: state, on ? 1 : 0) { w in
                try w.open("v", "i")
                try w.append(Int32(0))
                try w.close()
            }
        case .nameChanged(let path, let name):
            signal(AccessiblePath(keys: path), Self.objectEvents, "PropertyChange", detail: "accessible-name", 0, string: name)
        case .descriptionChanged(let path, let description):
            signal(AccessiblePath(keys: path), Self.objectEvents, "PropertyChange", detail: "accessible-description", 0,
                   string: description)
        case .valueChanged(let path, let value):
            signal(AccessiblePath(keys: path), Self.objectEvents, "PropertyChange", detail: "accessible-value", 0) { w in
                try w.open("v", "d")
                try w.append(value)
                try w.close()
            }
        case .announcement(let path, let text, let politeness):
            signal(AccessiblePath(keys: path), Self.objectEvents, "Announcement", detail: "", politeness.rawValue, string: text)
        case .textChanged(let path, let inserted, let offset, let text):
            // detail1 the offset, detail2 the length, any_data the text (atk-bridge's form).
            signal(AccessiblePath(keys: path), Self.objectEvents, "TextChanged", detail: inserted ? "insert" : "delete",
                   Int32(clamping: offset), Int32(clamping: text.unicodeScalars.count), string: text)
        case .caretMoved(let path, let offset):
            signal(AccessiblePath(keys: path), Self.objectEvents, "TextCaretMoved", detail: "", Int32(clamping: offset), string: "")
        }
    }

    /// Tells readers' copies (libatspi's cache) that the objects of `before` not in `now` went:
    /// `org.a11y.atspi.Cache.RemoveAccessible`, as atk-bridge says it of an object it drops.
    /// libatspi then forgets its copy. Without it, an object that comes back at the same path
    /// (a group opened again, the center opened again) kept the answers it got while gone (no
    /// parent): Orca 43 took it for a zombie and said nothing, or skipped the panel around it.
    func forgetGone(from before: [AccessibleOverlay], to now: [AccessibleOverlay]) {
        func paths(_ nodes: [AccessibleOverlay], under parent: [String], into out: inout Set<[String]>) {
            for n in nodes {
                out.insert(parent + [n.key])
                paths(n.children, under: parent + [n.key], into: &out)
            }
        }
        var gone = Set<[String]>(), kept = Set<[String]>()
        paths(before, under: [], into: &gone)
        paths(now, under: [], into: &kept)
        for keys in gone.subtracting(kept).sorted(by: { $0.count > $1.count }) {
            var m: OpaquePointer?
            guard sd_bus_message_new_signal(bus, &m, "/org/a11y/atspi/cache", Interface.cache, "RemoveAccessible") >= 0,
                  let m else { return }
            defer { sd_bus_message_unref(m) }
            guard (try? BusMessageWriter(m).write({ w in try self.append(w, AccessiblePath(keys: keys)) })) != nil else { continue }
            sendEvent(m)
        }
    }

    private func signal(_ path: AccessiblePath, _ interface: String, _ member: String, detail: String, _ detail1: Int32,
                        _ detail2: Int32 = 0, string: String) {
        signal(path, interface, member, detail: detail, detail1, detail2) { w in
            try w.open("v", "s")
            try w.append(string)
            try w.close()
        }
    }

    private func signal(_ path: AccessiblePath, _ interface: String, _ member: String, detail: String, _ detail1: Int32,
                        _ detail2: Int32 = 0, anyData: (BusMessageWriter) throws -> Void) {
        var m: OpaquePointer?
        guard sd_bus_message_new_signal(bus, &m, path.objectPath, interface, member) >= 0, let m else { return }
        defer { sd_bus_message_unref(m) }
        do throws(BusMessageError) {
            try BusMessageWriter(m).write { w in
                try w.append(detail)
                try w.append(detail1)
                try w.append(detail2)
                try anyData(w)
                try w.open("a", "{sv}")
                try w.close()
            }
        } catch {
            return
        }
        sendEvent(m)
    }
}

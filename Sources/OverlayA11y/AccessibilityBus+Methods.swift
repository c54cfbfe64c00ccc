// AccessibilityBus+Methods: the AT-SPI2 interfaces served on each object: Accessible,
// Application (the root), Component, Action, Text, Value (read-only), and their properties.
#if canImport(Glibc)
import Glibc
#endif
import CSDBusShim
import OverlaySDBus
import OverlayCore

/// An object a call is for: the application root, or a node of the tree.
enum AccessibleTarget {
    case root
    /// A node, its index among its siblings and the path of its parent.
    case node(AccessibleOverlay, index: Int, path: AccessiblePath)

    var path: AccessiblePath {
        if case .node(_, _, let p) = self { return p }
        return .root
    }
}

enum Interface {
    static let accessible = "org.a11y.atspi.Accessible"
    static let application = "org.a11y.atspi.Application"
    static let component = "org.a11y.atspi.Component"
    static let action = "org.a11y.atspi.Action"
    static let text = "org.a11y.atspi.Text"
    static let value = "org.a11y.atspi.Value"
    static let properties = "org.freedesktop.DBus.Properties"
    static let cache = "org.a11y.atspi.Cache"
}

extension AccessibilityBus {
    /// Handles one call on `/org/a11y/atspi/…`; returns what an sd-bus handler returns
    /// (0: not ours, sd-bus answers UnknownMethod).
    func handle(_ call: BusMessageReader, _ error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
        if call.path == "/org/a11y/atspi/cache" && call.interface == Interface.cache && call.member == "GetItems" {
            // Nothing is pushed into clients' caches: they ask, and hear of changes by events.
            return reply(call) { try $0.open("a", "((so)(so)(so)iiassusau)"); try $0.close() }
        }
        guard let path = AccessiblePath(objectPath: call.path) else { return 0 }
        guard let target = resolve(path) else { return handleGone(call, error) }
        switch call.interface {
        case Interface.properties: return handleProperties(call, target, error)
        case Interface.accessible: return handleAccessible(call, target)
        case Interface.application where call.member == "GetApplicationBusAddress":
            return reply(call) { try $0.append("") }
        case Interface.application where call.member == "GetLocale":
            return reply(call) { try $0.append("C") }
        default: break
        }
        guard case .node(let node, _, let p) = target else { return 0 }
        switch call.interface {
        case Interface.component: return handleComponent(call, node, p)
        case Interface.action: return handleAction(call, node)
        case Interface.text where node.text != nil: return handleText(call, node)
        default: return 0
        }
    }

    /// The object at `path` in the current tree.
    func resolve(_ path: AccessiblePath) -> AccessibleTarget? {
        if path.keys.isEmpty { return .root }
        var siblings = tree
        var found: AccessibleTarget?
        for key in path.keys {
            guard let i = siblings.firstIndex(where: { $0.key == key }) else { return nil }
            found = .node(siblings[i], index: i, path: path)
            siblings = siblings[i].children
        }
        return found
    }

    /// Sends a reply built by `body`; 1 when sent.
    func reply(_ call: BusMessageReader, _ body: (BusMessageWriter) throws -> Void) -> Int32 {
        do throws(BusMessageError) {
            try BusMessageWriter.reply(to: call.message, body)
            return 1
        } catch {
            return -error.errno
        }
    }

    func append(_ w: BusMessageWriter, _ path: AccessiblePath) throws(BusMessageError) { try w.append(bus: uniqueName, path: path.objectPath) }

    var nullReference: (BusMessageWriter) throws -> Void { { [uniqueName] in try $0.append(bus: uniqueName, path: AccessibilityBus.nullPath) } }

    private func children(of target: AccessibleTarget) -> [AccessibleOverlay] {
        if case .node(let n, _, _) = target { return n.children }
        return tree
    }

    // MARK: Accessible

    private func handleAccessible(_ call: BusMessageReader, _ target: AccessibleTarget) -> Int32 {
        let kids = children(of: target)
        switch call.member {
        case "GetChildAtIndex":
            guard let i = try? call.int32(), kids.indices.contains(Int(i)) else { return reply(call, nullReference) }
            return reply(call) { try append($0, target.path.appending(kids[Int(i)].key)) }
        case "GetChildren":
            return reply(call) { w in
                try w.open("a", "(so)")
                for k in kids { try append(w, target.path.appending(k.key)) }
                try w.close()
            }
        case "GetIndexInParent":
            if case .node(_, let i, _) = target { return reply(call) { try $0.append(Int32(i)) } }
            return reply(call) { try $0.append(Int32(-1)) }
        case "GetRelationSet":
            return reply(call) { try $0.open("a", "(ua(so))"); try $0.close() }
        case "GetRole":
            return reply(call) { try $0.append(role(of: target)) }
        case "GetRoleName", "GetLocalizedRoleName":
            return reply(call) { try $0.append(roleName(of: target)) }
        case "GetState":
            return reply(call) { w in
                let bits: UInt64 = if case .node(let n, _, _) = target { n.states.rawValue } else { 0 }
                try w.open("a", "u")
                try w.append(UInt32(truncatingIfNeeded: bits))
                try w.append(UInt32(truncatingIfNeeded: bits >> 32))
                try w.close()
            }
        case "GetAttributes":
            return reply(call) { w in
                var attributes = [("toolkit", "overlayd")]
                if case .node(let n, _, _) = target, !n.overlayID.isEmpty { attributes.append(("id", n.overlayID)) }
                try w.append(dictionary: attributes)
            }
        case "GetApplication":
            return reply(call) { try append($0, .root) }
        case "GetInterfaces":
            return reply(call) { w in
                try w.open("a", "s")
                for i in interfaces(of: target) { try w.append(i) }
                try w.close()
            }
        default:
            return 0
        }
    }

    private func role(of target: AccessibleTarget) -> UInt32 {
        if case .node(let n, _, _) = target { return n.role.atspiRole }
        return applicationRole
    }

    private func roleName(of target: AccessibleTarget) -> String {
        if case .node(let n, _, _) = target { return n.role.atspiName }
        return "application"
    }

    private func interfaces(of target: AccessibleTarget) -> [String] {
        guard case .node(let n, _, _) = target else { return [Interface.accessible, Interface.application] }
        var out = [Interface.accessible, Interface.component]
        if !n.actions.isEmpty { out.append(Interface.action) }
        if n.text != nil { out.append(Interface.text) }
        if n.value != nil { out.append(Interface.value) }
        return out
    }

    // MARK: properties

    /// A property's D-Bus type and how to write its value; nil for an unknown property.
    private func property(_ interface: String, _ name: String, of target: AccessibleTarget) -> (String, (BusMessageWriter) throws -> Void)? {
        let node: AccessibleOverlay? = if case .node(let n, _, _) = target { n } else { nil }
        switch (interface, name) {
        case (Interface.accessible, "Name"): return ("s", { [applicationName] in try $0.append(node?.name ?? applicationName) })
        case (Interface.accessible, "Description"): return ("s", { try $0.append(node?.description ?? "") })
        case (Interface.accessible, "Parent"):
            if node != nil { return ("(so)", { try self.append($0, target.path.parent) }) }
            let desktop = self.desktop
            return ("(so)", { w in
                if let desktop { try w.append(bus: desktop.bus, path: desktop.path) } else { try self.nullReference(w) }
            })
        case (Interface.accessible, "ChildCount"): return ("i", { try $0.append(Int32(self.children(of: target).count)) })
        case (Interface.accessible, "Locale"): return ("s", { try $0.append("C") })
        case (Interface.accessible, "AccessibleId"): return ("s", { try $0.append(node?.overlayID ?? "") })
        case (Interface.application, "ToolkitName") where node == nil: return ("s", { try $0.append("overlayd") })
        case (Interface.application, "Version") where node == nil: return ("s", { [toolkitVersion] in try $0.append(toolkitVersion) })
        case (Interface.application, "AtspiVersion") where node == nil: return ("s", { try $0.append("2.1") })
        case (Interface.application, "Id") where node == nil: return ("i", { [applicationID] in try $0.append(applicationID) })
        case (Interface.action, "NActions"): return ("i", { try $0.append(Int32(node?.actions.count ?? 0)) })
        case (Interface.text, "CharacterCount"):
            return ("i", { try $0.append(Int32(AccessibleText(node?.text ?? "").count)) })
        case (Interface.text, "CaretOffset"): return ("i", { try $0.append(Int32(clamping: node?.caret ?? 0)) })
        case (Interface.value, "CurrentValue"): return node?.value.map { v in ("d", { try $0.append(v.current) }) }
        case (Interface.value, "MinimumValue"): return node?.value.map { v in ("d", { try $0.append(v.minimum) }) }
        case (Interface.value, "MaximumValue"): return node?.value.map { v in ("d", { try $0.append(v.maximum) }) }
        case (Interface.value, "MinimumIncrement"): return node?.value.map { v in ("d", { try $0.append(v.increment) }) }
        // The value as the dialog shows it (AT-SPI 2.46's Value.Text).
        case (Interface.value, "Text"): return node?.value.map { _ in ("s", { try $0.append(node?.description ?? "") }) }
        default: return nil
        }
    }

    private func handleProperties(_ call: BusMessageReader, _ target: AccessibleTarget,
                                  _ error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
        switch call.member {
        case "Get":
            guard let interface = try? call.string(), let name = try? call.string(),
                  let (type, write) = property(interface, name, of: target) else {
                return sd_bus_error_set(error, "org.freedesktop.DBus.Error.UnknownProperty", "no such property")
            }
            return reply(call) { w in
                try w.open("v", type)
                try write(w)
                try w.close()
            }
        case "GetAll":
            guard let interface = try? call.string() else { return -EINVAL }
            let names = ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "ToolkitName", "Version",
                         "AtspiVersion", "Id", "NActions", "CharacterCount", "CaretOffset",
                         "CurrentValue", "MinimumValue", "MaximumValue", "MinimumIncrement", "Text"]
            return reply(call) { w in
                try w.open("a", "{sv}")
                for name in names {
                    guard let (type, write) = property(interface, name, of: target) else { continue }
                    try w.open("e", "sv")
                    try w.append(name)
                    try w.open("v", type)
                    try write(w)
                    try w.close()
                    try w.close()
                }
                try w.close()
            }
        case "Set":
            // The registry numbers the application when it embeds it.
            guard (try? call.string()) == Interface.application, (try? call.string()) == "Id",
                  let id = try? call.container("v", "i", { try call.int32() }) else {
                return sd_bus_error_set(error, "org.freedesktop.DBus.Error.PropertyReadOnly", "read-only property")
            }
            applicationID = id
            return reply(call) { _ in }
        default:
            return 0
        }
    }

    // MARK: Component

    /// `coord_type`: 0 screen, 1 window (the overlay's own), 2 parent.
    private func origin(_ coordType: UInt32?, _ path: AccessiblePath) -> Point {
        switch coordType {
        case 1:
            guard let first = path.keys.first, case .node(let top, _, _)? = resolve(AccessiblePath(keys: [first])) else { return .zero }
            return top.frame.origin
        case 2:
            guard path.keys.count > 1, case .node(let parent, _, _)? = resolve(path.parent) else { return .zero }
            return parent.frame.origin
        default:
            return .zero
        }
    }

    private func handleComponent(_ call: BusMessageReader, _ node: AccessibleOverlay, _ path: AccessiblePath) -> Int32 {
        switch call.member {
        case "GetExtents":
            let o = origin(try? call.uint32(), path)
            let f = node.frame
            return reply(call) { w in
                try w.open("r", "iiii")
                for v in [f.x - o.x, f.y - o.y, f.width, f.height] { try w.append(Int32(clamping: v)) }
                try w.close()
            }
        case "GetPosition":
            let o = origin(try? call.uint32(), path)
            return reply(call) { w in
                try w.append(Int32(clamping: node.frame.x - o.x))
                try w.append(Int32(clamping: node.frame.y - o.y))
            }
        case "GetSize":
            return reply(call) { w in
                try w.append(Int32(clamping: node.frame.width))
                try w.append(Int32(clamping: node.frame.height))
            }
        case "Contains", "GetAccessibleAtPoint":
            guard let x = try? call.int32(), let y = try? call.int32() else { return -EINVAL }
            let o = origin(try? call.uint32(), path)
            let p = Point(x: Int(x) + o.x, y: Int(y) + o.y)
            if call.member == "Contains" { return reply(call) { try $0.append(node.frame.contains(p)) } }
            guard let child = node.children.last(where: { $0.frame.contains(p) }) else { return reply(call, nullReference) }
            return reply(call) { try append($0, path.appending(child.key)) }
        case "GetLayer":
            // ATSPI_LAYER_POPUP for overlays, ATSPI_LAYER_WIDGET for their parts.
            return reply(call) { try $0.append(UInt32(node.role.isWindow ? 5 : 3)) }
        case "GetMDIZOrder":
            return reply(call) { try $0.append(Int16(-1)) }
        case "GetAlpha":
            return reply(call) { try $0.append(1.0) }
        case "GrabFocus", "SetExtents", "SetPosition", "SetSize", "ScrollTo", "ScrollToPoint":
            return reply(call) { try $0.append(false) }
        default:
            return 0
        }
    }

    // MARK: Action

    private func handleAction(_ call: BusMessageReader, _ node: AccessibleOverlay) -> Int32 {
        let action = (try? call.int32()).flatMap { i in node.actions.indices.contains(Int(i)) ? node.actions[Int(i)] : nil }
        switch call.member {
        case "GetName", "GetLocalizedName": return reply(call) { try $0.append(action?.name ?? "") }
        case "GetDescription": return reply(call) { try $0.append(action?.description ?? "") }
        case "GetKeyBinding": return reply(call) { try $0.append(action?.keyBinding ?? "") }
        case "GetActions":
            return reply(call) { w in
                try w.open("a", "(sss)")
                for a in node.actions {
                    try w.open("r", "sss")
                    try w.append(a.name)
                    try w.append(a.description)
                    try w.append(a.keyBinding)
                    try w.close()
                }
                try w.close()
            }
        case "DoAction":
            let done = action.map { delegate?.perform($0.effect) ?? false } ?? false
            // What the action did is seen in the next tree (and heard as events).
            invalidate()
            return reply(call) { try $0.append(done) }
        default:
            return 0
        }
    }
}

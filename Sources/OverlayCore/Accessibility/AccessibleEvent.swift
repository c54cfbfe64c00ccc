// AccessibleEvent: the AT-SPI2 events between two states of the accessible tree.

/// An event a screen reader hears. `path` names the object by its keys from the
/// application root (empty: the root itself).
public enum AccessibleEvent: Hashable, Sendable {
    /// `object:children-changed:add` / `:remove` on `parent`, with the child's index.
    case childrenChanged(parent: [String], added: Bool, index: Int, child: [String])
    /// `window:create` on a new overlay.
    case windowCreate([String])
    /// `window:destroy` on an overlay that went.
    case windowDestroy([String])
    /// `window:activate`: the overlay became the active window (`--focus`).
    case windowActivate([String])
    /// `window:deactivate`: it no longer is.
    case windowDeactivate([String])
    /// `object:state-changed:NAME`.
    case stateChanged([String], state: String, on: Bool)
    /// `object:property-change:accessible-name`.
    case nameChanged([String], name: String)
    /// `object:property-change:accessible-description`.
    case descriptionChanged([String], description: String)
    /// `object:property-change:accessible-value`: a slider or progress bar's number moved.
    case valueChanged([String], value: Double)
    /// `object:announcement`: text to say now.
    case announcement([String], text: String, politeness: AccessibleOverlay.Politeness)
    /// `object:text-changed:insert` / `:delete`: `text` went in at (or came out from)
    /// `offset`, in Unicode scalars (what Orca echoes as the user types).
    case textChanged([String], inserted: Bool, offset: Int, text: String)
    /// `object:text-caret-moved`: the caret is now at `offset`.
    case caretMoved([String], offset: Int)

    /// The listener's name of the event (`category:name:detail`), as registered by clients.
    public var name: String {
        switch self {
        case .childrenChanged(_, let added, _, _): return "object:children-changed:" + (added ? "add" : "remove")
        case .windowCreate: return "window:create:"
        case .windowDestroy: return "window:destroy:"
        case .windowActivate: return "window:activate:"
        case .windowDeactivate: return "window:deactivate:"
        case .stateChanged(_, let state, _): return "object:state-changed:" + state
        case .nameChanged: return "object:property-change:accessible-name"
        case .descriptionChanged: return "object:property-change:accessible-description"
        case .valueChanged: return "object:property-change:accessible-value"
        case .announcement: return "object:announcement:"
        case .textChanged(_, let inserted, _, _): return "object:text-changed:" + (inserted ? "insert" : "delete")
        case .caretMoved: return "object:text-caret-moved:"
        }
    }

    /// The events that turn the overlays `old` into `new`, in the order a reader should
    /// hear them: what went, then what changed, then what came (created, shown, announced,
    /// its focused part last).
    public static func changes(from old: [AccessibleOverlay], to new: [AccessibleOverlay]) -> [AccessibleEvent] {
        var out: [AccessibleEvent] = []
        let newKeys = Set(new.map(\.key))
        let oldByKey = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        for (i, o) in old.enumerated() where !newKeys.contains(o.key) {
            out += gone(o, path: [o.key], parent: [], index: i, window: true)
        }
        for (i, n) in new.enumerated() {
            if let o = oldByKey[n.key] {
                out += changed(o, n, path: [n.key])
            } else {
                out += came(n, path: [n.key], parent: [], index: i, window: true)
            }
        }
        return out
    }

    private static func gone(_ o: AccessibleOverlay, path: [String], parent: [String], index: Int, window: Bool) -> [AccessibleEvent] {
        var out: [AccessibleEvent] = []
        if o.states.contains(.focused) { out.append(.stateChanged(path, state: "focused", on: false)) }
        if o.states.contains(.active) { out.append(.windowDeactivate(path)) }
        out.append(.stateChanged(path, state: "showing", on: false))
        out.append(.childrenChanged(parent: parent, added: false, index: index, child: path))
        if window { out.append(.windowDestroy(path)) }
        return out
    }

    private static func came(_ n: AccessibleOverlay, path: [String], parent: [String], index: Int, window: Bool) -> [AccessibleEvent] {
        var out: [AccessibleEvent] = [.childrenChanged(parent: parent, added: true, index: index, child: path)]
        if window { out.append(.windowCreate(path)) }
        if n.states.contains(.showing) { out.append(.stateChanged(path, state: "showing", on: true)) }
        if n.states.contains(.active) {
            out.append(.stateChanged(path, state: "active", on: true))
            out.append(.windowActivate(path))
        }
        if let politeness = n.announcement {
            let text = [n.name, n.description].filter { !$0.isEmpty }.joined(separator: ": ")
            out.append(.announcement(path, text: text, politeness: politeness))
        }
        if n.states.contains(.focused) { out.append(.stateChanged(path, state: "focused", on: true)) }
        // The part that has the focus (a menu's first item, an alert's default button).
        out += focusedParts(n, path: path)
        return out
    }

    private static func focusedParts(_ n: AccessibleOverlay, path: [String]) -> [AccessibleEvent] {
        var out: [AccessibleEvent] = []
        for c in n.children {
            let p = path + [c.key]
            if c.states.contains(.selected) { out.append(.stateChanged(p, state: "selected", on: true)) }
            if c.states.contains(.focused) { out.append(.stateChanged(p, state: "focused", on: true)) }
            out += focusedParts(c, path: p)
        }
        return out
    }

    private static func changed(_ o: AccessibleOverlay, _ n: AccessibleOverlay, path: [String]) -> [AccessibleEvent] {
        var out: [AccessibleEvent] = []
        if o.name != n.name { out.append(.nameChanged(path, name: n.name)) }
        if o.description != n.description { out.append(.descriptionChanged(path, description: n.description)) }
        if let v = n.value, o.value?.current != v.current { out.append(.valueChanged(path, value: v.current)) }
        // Losing comes before gaining, so the focus leaves one item before it enters the next.
        var gained: [AccessibleEvent] = []
        for (state, name) in AccessibleStates.reported where o.states.contains(state) != n.states.contains(state) {
            if n.states.contains(state) { gained.append(.stateChanged(path, state: name, on: true)) }
            else { out.append(.stateChanged(path, state: name, on: false)) }
        }
        if o.states.contains(.active) != n.states.contains(.active) {
            if n.states.contains(.active) { gained.insert(.windowActivate(path), at: 0) } else { out.append(.windowDeactivate(path)) }
        }
        let newKeys = Set(n.children.map(\.key))
        let oldByKey = Dictionary(o.children.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        for (i, c) in o.children.enumerated() where !newKeys.contains(c.key) {
            out += gone(c, path: path + [c.key], parent: path, index: i, window: false)
        }
        var later: [AccessibleEvent] = []
        for (i, c) in n.children.enumerated() {
            if let oc = oldByKey[c.key] {
                let inner = changed(oc, c, path: path + [c.key])
                // Children's losses first, their gains after everyone's losses.
                out += inner.filter { if case .stateChanged(_, _, false) = $0 { return true }; return false }
                later += inner.filter { if case .stateChanged(_, _, false) = $0 { return false }; return true }
            } else {
                later += came(c, path: path + [c.key], parent: path, index: i, window: false)
            }
        }
        // A line's edits come after it gains the focus: Orca echoes typing only into the focus.
        let edits = n.states.contains(.editable) ? edits(o, n, path: path) : []
        return out + gained + edits + later
    }

    /// A typed line's change as GTK's entry reports it: what was deleted, what was inserted
    /// (the differing middle between the common start and end), then where the caret went.
    private static func edits(_ o: AccessibleOverlay, _ n: AccessibleOverlay, path: [String]) -> [AccessibleEvent] {
        var out: [AccessibleEvent] = []
        let old = Array((o.text ?? "").unicodeScalars), new = Array((n.text ?? "").unicodeScalars)
        if old != new {
            var start = 0
            while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
            var end = 0
            while end < old.count - start, end < new.count - start, old[old.count - 1 - end] == new[new.count - 1 - end] { end += 1 }
            func text(_ s: ArraySlice<Unicode.Scalar>) -> String { var v = String.UnicodeScalarView(); v.append(contentsOf: s); return String(v) }
            if start < old.count - end { out.append(.textChanged(path, inserted: false, offset: start, text: text(old[start..<(old.count - end)]))) }
            if start < new.count - end { out.append(.textChanged(path, inserted: true, offset: start, text: text(new[start..<(new.count - end)]))) }
        }
        if let caret = n.caret, caret != o.caret { out.append(.caretMoved(path, offset: caret)) }
        return out
    }
}

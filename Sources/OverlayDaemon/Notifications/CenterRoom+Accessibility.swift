// CenterRoom+Accessibility: the notification center as screen readers see it: a panel holding
// the do-not-disturb switch (a toggle button), "Clear all", the filter line (a text, focused
// while typed into) and a list whose items are the rows
// on screen (a group, or a notification named by its app and summary and described by its
// age and whole body; expandable while the panel cuts it at 3 lines, expanded once shown whole),
// the selected one focused so Orca reads the entry under focus as keys move it.
// Each entry's actions do what Enter, Delete and its buttons do.
import OverlayCore

extension CenterRoom {
    /// The open center as an accessible object; nil when it is not open or not painted yet.
    func accessible(_ id: OverlayID, spec _: OverlaySpec, now: Instant) -> AccessibleOverlay? {
        guard let c = open, let layout = c.layout else { return nil }
        let m = c.model, body = layout.bodyOnRoot
        let base: AccessibleStates = [.showing, .visible, .enabled, .sensitive]
        let width = body.width
        var switchStates = base.union([.focusable, .checkable])
        if m.paused { switchStates.insert(.checked) }
        let dnd = AccessibleOverlay(
            key: "do-not-disturb", role: .toggleButton, name: "Do not disturb",
            frame: m.metrics.doNotDisturbSwitch(width: width).offsetBy(body.origin), states: switchStates,
            actions: [.init(name: "toggle", description: "Hold notifications back", effect: .center(.setPaused(!m.paused)))])
        let clear = AccessibleOverlay(
            key: "clear-all", role: .pushButton, name: "Clear all",
            frame: m.metrics.clearAllButton(width: width).offsetBy(body.origin), states: base.union(.focusable),
            actions: [.init(name: "press", description: "Close every notification and empty the history", effect: .center(.clearAll))])
        let items = m.visibleRows.map { r -> AccessibleOverlay in
            let frame = Rect(x: body.minX, y: body.minY + m.metrics.headerHeight + r.y, width: width, height: m.height(ofRow: r.row))
            var s = base.union([.focusable, .selectable])
            if r.row == m.selected { s.formUnion(m.typing ? .selected : [.selected, .focused]) }
            switch m.rows[r.row] {
            case .group(let app, let n, let collapsed):
                // Expandable, so Orca says "collapsed" as Left closes it (it says a state only of what has it).
                s.insert(collapsed ? .expandable : [.expandable, .expanded])
                return AccessibleOverlay(key: "group-\(app)", role: .listItem, name: "\(app.isEmpty ? "Unknown" : app), \(n)",
                                         frame: frame, states: s)
            case .entry(let i):
                let e = m.entries[i]
                if m.clamped.contains(e.id) || m.expanded.contains(e.id) { s.insert(.expandable) }
                if m.expanded.contains(e.id) { s.insert(.expanded) }
                let description = ([CenterAge.text(arrived: e.arrived, now: now)] + (e.body.isEmpty ? [] : [e.body]))
                    .joined(separator: ", ")
                let actions: [AccessibleOverlay.Action] = [
                    .init(name: "activate", description: "Open", effect: .center(.invoke(e.id)), keyBinding: ";;Return"),
                    .init(name: "remove", description: "Remove", effect: .center(.remove(e.id)), keyBinding: ";;Delete"),
                ] + e.actions.map { .init(name: $0.key, description: $0.label, effect: .center(.action(e.id, key: $0.key))) }
                // Named with its app, unlike its own bubble (named by the summary alone).
                return AccessibleOverlay(key: "n\(e.id)", role: .listItem, name: e.app.isEmpty ? e.summary : "\(e.app): \(e.summary)",
                                         description: description,
                                         frame: frame, states: s, actions: actions)
            }
        }
        // The filter line, as a pick's input line: focused while the user types into it, its
        // text the filter, described by the count the header draws ("1 of 3").
        var filterStates = base.union([.editable, .focusable, .singleLine])
        if m.typing { filterStates.insert(.focused) }
        let typed = m.filter.unicodeScalars.count
        let filter = AccessibleOverlay(
            key: "filter", role: .text, name: "Filter", description: m.filter.isEmpty ? "" : "\(m.matchingCount) of \(m.entries.count)",
            text: m.filter, frame: m.metrics.filterLine(width: width).offsetBy(body.origin), states: filterStates, caret: typed)
        let list = AccessibleOverlay(key: "list", role: .list, name: "Notifications",
                                     frame: Rect(x: body.minX, y: body.minY + m.metrics.headerHeight, width: width,
                                                 height: body.height - m.metrics.headerHeight),
                                     states: base, children: items)
        return AccessibleOverlay(
            key: id.description, role: .panel, name: "Notification center", description: "\(m.matchingCount) notifications",
            frame: layout.frame, states: base,
            actions: [.init(name: "dismiss", description: "Close the notification center", effect: .dismiss(overlay: id))],
            children: [dnd, clear, filter, list], overlayID: id.description)
    }
}

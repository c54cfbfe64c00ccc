// Rooms+Accessibility: the shown overlays as screen readers see them (AccessibleOverlay), each
// from the room that holds it: a menu, pick or panel from its grabbing room, any other from
// the PopoverRoom with the PointerRoom's drag offset and focused button. The accessible tree
// is not stored: it is asked for when the AccessibilityLink diffs it.
import OverlayCore

extension Rooms {
    /// Every shown overlay of `order`; queued and hidden ones are not on screen, so not here.
    /// The newest that asks for the focus is the one active window, as on a desktop.
    func accessible(_ order: [OverlayID], focus: AccessibilityConfig, now: Instant, lookup: OverlayLookup) -> [AccessibleOverlay] {
        var nodes: [(id: OverlayID, node: AccessibleOverlay)] = order.compactMap { id in
            guard let spec = lookup.spec(of: id) else { return nil }
            let node = grabbingRoom(of: id).map { $0.accessible(id, spec: spec, now: now) }
                ?? (containers.isQueued(id) ? nil : popovers.accessible(id, spec: spec, offset: pointer.offset(of: id),
                                                                        focusedButton: pointer.focusedButton(of: id, lookup: lookup)))
            return node.map { (id, $0) }
        }
        if let i = nodes.lastIndex(where: { wantsFocus($0.id, role: $0.node.role, focus: focus, lookup: lookup) }) {
            nodes[i].node.states.insert(.active)
            // The reader starts at the focused part (a menu's highlighted item, an alert's
            // default button), else at the overlay itself.
            if !nodes[i].node.hasFocusedPart { nodes[i].node.states.formUnion([.focusable, .focused]) }
        }
        return nodes.map(\.node)
    }

    /// `--focus`, else the config's default for alerts and menus.
    private func wantsFocus(_ id: OverlayID, role: AccessibleOverlay.Role, focus: AccessibilityConfig, lookup: OverlayLookup) -> Bool {
        if let wanted = lookup.spec(of: id)?.focus { return wanted }
        // A pick menu (a prompt's dialog too) or the center holds the keyboard as a menu does.
        if grabbingRoom(of: id) != nil { return focus.focusMenus }
        return role == .alert && focus.focusAlerts
    }

    /// What an accessible action asks for: what the click it stands for does; nil when the
    /// overlay (or the open menu, pick or center) it acts on went.
    func perform(_ action: AccessibleOverlay.Effect, lookup: OverlayLookup) -> [Effect]? {
        switch action {
        case .dismiss(let id): return lookup.spec(of: id) == nil ? nil : [.dismiss(id, .request)]
        case .press(let id, let key) where dialogs.holds(id): return dialogs.press(key, of: id)
        case .press(let id, let key): return lookup.spec(of: id) == nil ? nil : pointer.press(key, of: id, lookup)
        case .choose(let id, let path): return menus.holds(id) ? menus.click(path, menu: id) : nil
        case .pick(let id, let row): return picks.holds(id) ? picks.click(row: row) : nil
        case .center(let command): return center.isOpen ? [.center(command)] : nil
        }
    }
}

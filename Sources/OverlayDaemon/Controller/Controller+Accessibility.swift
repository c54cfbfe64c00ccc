// Controller+Accessibility: the shown overlays as screen readers see them (AccessibleOverlay),
// and their actions, which do what the click that does them on screen does.
import OverlayCore
import OverlayProtocol
import OverlayRender

extension Controller {
    /// Every shown overlay in show order; queued and hidden ones are not on screen, so not here.
    func accessibleOverlays() -> [AccessibleOverlay] {
        let now = clock.now()
        var nodes: [(id: OverlayID, node: AccessibleOverlay)] = scene.order.compactMap { id in
            guard let spec = scene[id]?.spec else { return nil }
            let node = rooms.grabbingRoom(of: id).map { $0.accessible(id, spec: spec, now: now) } ?? accessibleOverlay(id, spec)
            return node.map { (id, $0) }
        }
        // One active window, as on a desktop: the newest overlay that asks for the focus.
        if let i = nodes.lastIndex(where: { wantsFocus($0.id, role: $0.node.role) }) {
            nodes[i].node.states.insert(.active)
            // The reader starts at the focused part (a menu's highlighted item, an alert's
            // default button), else at the overlay itself.
            if !nodes[i].node.hasFocusedPart { nodes[i].node.states.formUnion([.focusable, .focused]) }
        }
        return nodes.map(\.node)
    }

    /// `--focus`, else the config's default for alerts and rooms.menus.
    private func wantsFocus(_ id: OverlayID, role: AccessibleOverlay.Role) -> Bool {
        if let focus = scene[id]?.spec.focus { return focus }
        // A pick menu (a prompt's dialog too) or the center holds the keyboard as a menu does.
        if rooms.grabbingRoom(of: id) != nil { return config.accessibility.focusMenus }
        return role == .alert && config.accessibility.focusAlerts
    }

    private func accessibleOverlay(_ id: OverlayID, _ spec: OverlaySpec) -> AccessibleOverlay? {
        guard !rooms.containers.isQueued(id) else { return nil }
        return rooms.popovers.accessible(id, spec: spec, offset: rooms.pointer.offset(of: id),
                                         focusedButton: rooms.pointer.focusedButton(of: id, lookup: self))
    }

    /// Does what the click that the action stands for does; false when its overlay went.
    func performAccessibleAction(_ effect: AccessibleOverlay.Effect) -> Bool {
        switch effect {
        case .dismiss(let id):
            guard scene[id] != nil else { return false }
            dismiss(id, reason: .request)
        case .press(let id, let key):
            guard scene[id] != nil else { return false }
            apply(rooms.pointer.press(key, of: id, self))
        case .choose(let id, let path):
            guard rooms.menus.holds(id) else { return false }
            apply(rooms.menus.click(path, menu: id))
        case .pick(let id, let row):
            guard rooms.picks.holds(id) else { return false }
            apply(rooms.picks.click(row: row))
        case .center(let command):
            guard rooms.center.isOpen else { return false }
            apply([.center(command)])
        }
        commit()
        return true
    }
}

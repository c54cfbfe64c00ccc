// MenuRoom+Accessibility: an open menu as screen readers see it: a popup menu of menu items
// (check and radio items with their state, separators), the highlighted one focused.
import OverlayCore
import OverlayRender

extension MenuRoom {
    /// The menu `id` as an accessible object; nil when it is not open or not laid out.
    func accessible(_ id: OverlayID, spec: OverlaySpec, now: Instant) -> AccessibleOverlay? {
        guard let m = state(of: id), let top = m.layouts.first else { return nil }
        let title = spec.title.map(PlainText.fromMarkup) ?? ""
        return AccessibleOverlay(
            key: id.description, role: .popupMenu, name: title, frame: top.frame,
            states: [.showing, .visible, .enabled, .sensitive],
            actions: [.init(name: "dismiss", description: "Close the menu", effect: .dismiss(overlay: id))],
            children: input(m) + items(id, m, level: 0), overlayID: id.description)
    }

    /// The input line, while typing filters the top menu (none before the first key): a
    /// text whose changes are heard as the user types.
    private func input(_ m: MenuState) -> [AccessibleOverlay] {
        guard let top = m.navigator.levels.first, let typed = top.filterText, let origin = m.layouts.first?.frame.origin else {
            return []
        }
        let line = m.navigator.filter
        var s: AccessibleStates = [.showing, .visible, .enabled, .sensitive, .editable, .focusable, .singleLine]
        if lineFocused(m) { s.insert(.focused) }
        // Drawn one row tall above the first row shown.
        let first = m.rendered.first.flatMap { r in top.visibleRange.lazy.compactMap { r.frame(ofRow: $0) }.first }
        let frame = first.map { Rect(x: $0.minX, y: $0.minY - $0.height, width: $0.width, height: $0.height) } ?? .zero
        return [AccessibleOverlay(key: "input", role: .text, name: "", text: typed, frame: frame.offsetBy(origin), states: s,
                                  caret: String(decoding: line.bytes[..<line.cursor], as: UTF8.self).unicodeScalars.count)]
    }

    /// Whether the input line has the focus: while the user types into it, or with no item highlighted.
    private func lineFocused(_ m: MenuState) -> Bool {
        guard let top = m.navigator.levels.first, top.filterText != nil, m.navigator.activeLevel == 0 else { return false }
        return m.typing || top.highlighted == nil
    }

    /// The items of level `k` (and, below an item whose submenu is open, that submenu).
    private func items(_ id: OverlayID, _ m: MenuState, level k: Int) -> [AccessibleOverlay] {
        guard m.navigator.levels.indices.contains(k), m.layouts.indices.contains(k), m.rendered.indices.contains(k) else {
            return []
        }
        let level = m.navigator.levels[k]
        let origin = m.layouts[k].frame.origin
        return level.items.enumerated().map { i, item in
            // A row scrolled out of view has no frame: it is not showing.
            let row = m.rendered[k].frame(ofRow: i)
            var s: AccessibleStates = row == nil ? [] : [.showing, .visible]
            let role: AccessibleOverlay.Role
            switch item.mark {
            case _ where item.isSeparator: role = .separator
            // An item that opens a submenu is a menu, as in GTK: Orca says "More menu".
            case _ where item.hasSubmenu: role = .menu
            case .check(let on): role = .checkMenuItem; s.insert(.checkable); if on { s.insert(.checked) }
            case .radio(let on): role = .radioMenuItem; s.insert(.checkable); if on { s.insert(.checked) }
            case .none: role = .menuItem
            }
            if item.isSelectable { s.formUnion([.enabled, .sensitive, .focusable, .selectable]) }
            if item.hasSubmenu { s.insert(.hasPopup) }
            // Each open level's highlighted item is selected; only the one the keys move
            // (the deepest) has the focus, so closing a submenu gives it back to its item.
            if level.highlighted == i {
                s.insert(.selected)
                if k == m.navigator.activeLevel && !lineFocused(m) { s.insert(.focused) }
            }
            let path = level.parentPath + [i]
            var child = AccessibleOverlay(
                key: "item\(i)", role: role, name: item.isSeparator ? "" : item.label,
                frame: (row ?? .zero).offsetBy(origin), states: s,
                // The shortcut is the action's accelerator, where Orca reads it ("Copy Ctrl+C").
                actions: item.isSelectable ? [.init(name: "click", description: "Choose \(item.label)",
                                                    effect: .choose(menu: id, path: path),
                                                    keyBinding: item.shortcut.map { ";;" + $0 } ?? "")] : [])
            // An open submenu's items are its children, as in GTK's menus.
            if let sub = m.navigator.levels.indices.first(where: { m.navigator.levels[$0].parentPath == path }) {
                child.states.insert(.expanded)
                child.children = items(id, m, level: sub)
            }
            return child
        }
    }
}

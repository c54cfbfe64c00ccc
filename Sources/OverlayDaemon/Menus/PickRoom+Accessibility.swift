// PickRoom+Accessibility: the open pick menu as screen readers see it, as GTK shows an entry
// with its completion popup: a popup menu (a dialog for a prompt) holding a text (password
// text with `-password`) whose Text is the typed line, and the rows on the page drawn as
// menu items, the highlighted one selected, and focused unless the user is typing; a dialog's
// buttons as push buttons, the one Tab reached focused.
import OverlayCore
import OverlayRender

extension PickRoom {
    /// The pick `id` as an accessible object; nil when it is not open or not painted yet.
    /// Only the rows drawn are objects, so 200,000 rows cost what one page costs.
    func accessible(_ id: OverlayID, spec _: OverlaySpec, now _: Instant) -> AccessibleOverlay? {
        guard let p = open, p.id == id, let rendered = p.rendered else { return nil }
        let spec = p.model.spec, origin = p.frame.origin
        let base: AccessibleStates = [.showing, .visible, .enabled, .sensitive]
        let input = p.model.input
        let typed = input.text.unicodeScalars.count
        let caret = String(decoding: input.bytes[..<input.cursor], as: UTF8.self).unicodeScalars.count
        var entryStates = base.union([.editable, .focusable, .singleLine])
        // The focus is on the line while the user types into it (Orca echoes only what is typed
        // into the focused object) or when no row is highlighted, else on the highlighted row,
        // as the arrows move it.
        let onButton = p.model.focusedButton != nil
        let lineFocused = !onButton && (p.typing || p.model.selected == nil)
        if lineFocused { entryStates.insert(.focused) }
        // A hidden line reads as what is drawn for it, one `*` per character.
        let entry = AccessibleOverlay(
            key: "input", role: spec.password ? .passwordText : .text, name: spec.prompt ?? "",
            text: spec.password ? String(repeating: "*", count: typed) : input.text,
            frame: rendered.input.offsetBy(origin), states: entryStates, caret: caret)
        // What was painted, should a client ask between a key and the repaint it asks for.
        let rows = rendered.rows.filter { p.model.order.indices.contains($0.position) }.map { shown in
            let row = Int(p.model.order[shown.position])
            let label = p.model.rows.options(row).display ?? p.model.label(row, limit: Self.labelBytes)
            var s = base.union([.focusable, .selectable])
            if spec.ticks != nil, p.model.marked.contains(Int32(row)) { s.insert(.checked) }
            if shown.position == p.model.selected {
                s.insert(.selected)
                if !lineFocused, !onButton { s.insert(.focused) }
            }
            let name = spec.markupRows ? PlainText.fromMarkup(label) : label
            let role: AccessibleOverlay.Role = spec.ticks == .check ? .checkMenuItem : spec.ticks == .radio ? .radioMenuItem
                : spec.flavor == .zenity ? .listItem : .menuItem
            return AccessibleOverlay(key: "row\(row)", role: role, name: name, frame: shown.frame.offsetBy(origin), states: s,
                                     actions: [.init(name: "click", description: "Choose \(name)", effect: .pick(menu: id, row: row))])
        }
        // A dialog's buttons (zenity's Cancel and OK), the one Tab reached focused.
        let buttons = rendered.buttons.enumerated().filter { spec.buttons.indices.contains($0.offset) }.map { i, frame in
            AccessibleOverlay(key: "button\(i)", role: .pushButton, name: spec.buttons[i], frame: frame.offsetBy(origin),
                              states: base.union(p.model.focusedButton == i ? [.focusable, .focused] : [.focusable]))
        }
        return AccessibleOverlay(
            key: id.description, role: spec.flavor == .prompt || spec.dialogTitle != nil ? .dialog : .popupMenu,
            name: spec.dialogTitle ?? spec.title ?? spec.prompt ?? "", description: spec.message.map(PlainText.fromMarkup) ?? "",
            frame: p.frame, states: base,
            actions: [.init(name: "dismiss", description: "Close the menu", effect: .dismiss(overlay: id))],
            children: [entry] + rows + buttons, overlayID: id.description)
    }
}

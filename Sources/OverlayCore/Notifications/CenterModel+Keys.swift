// CenterModel+Keys: what a key does in the notification center: arrows, pages, Home and End
// move; Enter acts; Delete removes; Right and Left open and close (an entry's body, as a tree
// view's expander, else its group); other text filters.

extension CenterModel {
    public mutating func key(_ name: String, text: String, modifiers: KeyModifiers) -> Outcome {
        // A notice lasts until the next key.
        let hadNotice = notice != nil
        notice = nil
        let typed = filter
        let outcome = keyOutcome(name, text: text, modifiers: modifiers)
        if filter != typed {
            typing = true
        } else if outcome != .none || Self.moves.contains(name) {
            typing = false
        }
        return outcome == .none && hadNotice ? .changed : outcome
    }

    /// The keys that move the selection (even when it cannot move further).
    private static let moves: Set<String> = ["Up", "KP_Up", "Down", "KP_Down", "Prior", "Page_Up", "KP_Prior", "Next",
                                             "Page_Down", "KP_Next", "Home", "KP_Home", "End", "KP_End"]

    private mutating func keyOutcome(_ name: String, text: String, modifiers: KeyModifiers) -> Outcome {
        switch name {
        case "Up", "KP_Up": return select(selected - 1)
        case "Down", "KP_Down": return select(selected + 1)
        case "Prior", "Page_Up", "KP_Prior": return select(selected - max(1, visibleRows.count - 1))
        case "Next", "Page_Down", "KP_Next": return select(selected + max(1, visibleRows.count - 1))
        case "Home", "KP_Home": return select(0)
        case "End", "KP_End": return select(rows.count - 1)
        case "Escape": return .close
        case "Return", "KP_Enter": return activate(row: selected)
        case "Delete", "KP_Delete": return selectedEntry.map { .command(.remove($0.id)) } ?? .none
        case "Left", "KP_Left":
            if let e = selectedEntry, expanded.contains(e.id) { return setExpanded(e.id, false) }
            return setGroup(collapsed: true)
        case "Right", "KP_Right":
            if let e = selectedEntry { return setExpanded(e.id, true) }
            return setGroup(collapsed: false)
        case "BackSpace":
            guard !filter.isEmpty else { return .none }
            filter.removeLast()
            rebuild(keeping: selectedEntry?.id)
            return .changed
        default:
            guard !text.isEmpty, !modifiers.contains(.control), !modifiers.contains(.alt),
                  text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7f }) else { return .none }
            filter += text.lowercased()
            rebuild(keeping: selectedEntry?.id)
            return .changed
        }
    }

    /// Enter or a click on row `r`: a group opens or closes; an entry's default action runs.
    public mutating func activate(row r: Int) -> Outcome {
        guard rows.indices.contains(r) else { return .none }
        selected = r
        switch rows[r] {
        case .group(let app, _, let isCollapsed): return toggle(app, collapse: !isCollapsed)
        case .entry(let i): return .command(.invoke(entries[i].id))
        }
    }

    public mutating func select(_ r: Int) -> Outcome {
        guard !rows.isEmpty else { return .none }
        let new = max(0, min(r, rows.count - 1))
        guard new != selected else { return .none }
        selected = new
        reveal()
        return .changed
    }

    public mutating func toggle(_ app: String, collapse: Bool) -> Outcome {
        guard collapsed.contains(app) != collapse else { return .none }
        if collapse { collapsed.insert(app) } else { collapsed.remove(app) }
        rebuild(keeping: nil, group: app)
        return .changed
    }

    private mutating func setGroup(collapsed collapse: Bool) -> Outcome {
        guard rows.indices.contains(selected) else { return .none }
        switch rows[selected] {
        case .group(let app, _, _): return toggle(app, collapse: collapse)
        case .entry(let i): return toggle(entries[i].app, collapse: collapse)
        }
    }
}

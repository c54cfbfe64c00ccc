// PickModel+Tree: zenity's list as GTK 3's tree view and dialog answer keys: a cursor that
// selects as it moves, typing that jumps to a row without filtering any, Tab round the list
// and the buttons, and tick boxes that space ticks (which zenity 3.44's keyboard cannot do).

extension PickModel {
    /// The cursor as zenity opens: on the first row of a single-selection list (nothing selected
    /// yet, so Enter waits for a choice), nowhere in a --multiple one (the first Down selects row 1).
    mutating func startTree() {
        order = (0..<Int32(rows.count)).map { $0 }
        marked = Set(spec.tickedRows.filter { $0 >= 0 && $0 < rows.count }.map { Int32($0) })
        selected = spec.multiSelect || order.isEmpty ? nil : 0
        first = 0
    }

    /// The rows the list answers with: the ticked ones in a check or radio list, else the selected
    /// ones, in input order.
    public var treeRows: [Int] {
        (spec.ticks != nil ? marked : picked).sorted().map(Int.init)
    }

    /// Whether the row at `position` of `order` is selected (drawn highlighted).
    public func isPicked(_ position: Int) -> Bool { order.indices.contains(position) && picked.contains(order[position]) }

    mutating func treeKey(_ key: PickKey) -> PickOutput {
        if let b = focusedButton { return buttonKey(key, b) }
        if let out = cellKey(key) { return out }
        let searching = !input.text.isEmpty
        switch key {
        case .insert(" ") where !searching:
            return space()
        case .insert(let text):
            var edited = input
            guard edited.insert(text) else { return .none }
            input = edited
            search(from: 0, forward: true)
        case .backspace where searching:
            if input.deleteBackward() { search(from: 0, forward: true) }
        case .down where searching:
            search(from: (selected ?? -1) + 1, forward: true)
        case .up where searching:
            search(from: (selected ?? order.count) - 1, forward: false)
        case .escape where searching:
            // The search popup closes; the dialog stays.
            endSearch()
        case .down: endSearch(); moveCursor(to: selected.map { $0 + 1 } ?? 0)
        case .up: endSearch(); moveCursor(to: (selected ?? 1) - 1)
        case .pageDown: endSearch(); moveCursor(to: (selected ?? -1) + capacity)
        case .pageUp: endSearch(); moveCursor(to: (selected ?? 0) - capacity)
        case .home: endSearch(); moveCursor(to: 0)
        case .end: endSearch(); moveCursor(to: order.count - 1)
        case .extendDown, .extendUp:
            endSearch()
            guard spec.multiSelect else { moveCursor(to: (selected ?? -1) + (key == .extendDown ? 1 : -1)); return .none }
            extend(to: selected.map { $0 + (key == .extendDown ? 1 : -1) } ?? 0)
        case .toggle:
            guard let s = selected, spec.ticks == nil else { return .none }
            if !spec.multiSelect, !picked.contains(order[s]) { picked = [] }
            if picked.contains(order[s]) { picked.remove(order[s]) } else { picked.insert(order[s]) }
            anchor = s
        case .tab:
            endSearch()
            if !spec.buttons.isEmpty { focusedButton = 0 }
        case .backTab:
            endSearch()
            if !spec.buttons.isEmpty { focusedButton = spec.buttons.count - 1 }
        case .accept:
            endSearch()
            return activate()
        case .escape:
            return .cancelled
        default:
            break
        }
        return .none
    }

    /// A click on a row: a check or radio list ticks it (zenity activates on a single click
    /// there); another list selects it, and a click on the selected cursor row chooses it, as
    /// GTK's second click of a double click does.
    mutating func treeClick(_ position: Int) -> PickOutput {
        commitCell()
        focusedButton = nil
        endSearch()
        if spec.ticks != nil {
            selected = position
            tick(position)
            return .none
        }
        if selected == position, picked == [order[position]] { return activate() }
        selected = position
        picked = [order[position]]
        anchor = position
        return .none
    }

    /// Which of `spec.buttons` are extra buttons: the last ones, or the first (`extraButtonsFirst`).
    var extraButtonIndices: Range<Int> {
        let n = min(spec.extraButtons, spec.buttons.count)
        return spec.extraButtonsFirst ? 0..<n : (spec.buttons.count - n)..<spec.buttons.count
    }

    /// A press of button `index` (a click, or Enter or space on it): the last that is no extra
    /// button accepts, those before it cancel.
    public mutating func pressButton(_ index: Int) -> PickOutput {
        guard spec.buttons.indices.contains(index) else { return .none }
        // A click on a button takes the focus from a cell's entry, which keeps its text.
        commitCell()
        let extras = extraButtonIndices
        if extras.contains(index) {
            // An extra button: its own answer, which the client prints as zenity does (its label).
            return .chosen(PickChoice(rows: [], text: spec.buttons[index], exitCode: PickChoice.extraButton + Int32(index - extras.lowerBound)),
                           keepOpen: false)
        }
        let accept = spec.extraButtonsFirst ? spec.buttons.count - 1 : extras.lowerBound - 1
        guard index == accept else { return .declined }
        if spec.userLine != nil { return .chosen(PickChoice(rows: [], text: loginText), keepOpen: false) }
        // A prompt's OK answers its line, as Enter in it does.
        if spec.flavor == .prompt { return .chosen(PickChoice(rows: [], text: input.text), keepOpen: false) }
        return .chosen(PickChoice(rows: treeRows, text: treeAnswerText), keepOpen: false)
    }

    mutating func buttonKey(_ key: PickKey, _ b: Int) -> PickOutput {
        switch key {
        case .accept, .insert(" "): return pressButton(b)
        case .escape: return .cancelled
        case .tab: focusedButton = b + 1 < spec.buttons.count ? b + 1 : nil
        case .backTab: focusedButton = b > 0 ? b - 1 : nil
        case .right, .down: focusedButton = min(b + 1, spec.buttons.count - 1)
        case .left, .up: focusedButton = max(b - 1, 0)
        default: break
        }
        return .none
    }

    /// Enter in the list: a check or radio list answers with its ticks (Enter is the dialog's
    /// default button; zenity 3.44 does nothing there); another list chooses the cursor row
    /// alone once it is selected (a --multiple list selects it first), as GTK's row-activated.
    private mutating func activate() -> PickOutput {
        if spec.ticks != nil { return .chosen(PickChoice(rows: treeRows, text: treeAnswerText), keepOpen: false) }
        guard let s = selected, spec.multiSelect || picked.contains(order[s]) else { return .none }
        picked = [order[s]]
        return .chosen(PickChoice(rows: treeRows, text: treeAnswerText), keepOpen: false)
    }

    /// Space: ticks the cursor row of a check or radio list, else selects it.
    private mutating func space() -> PickOutput {
        guard let s = selected else { return .none }
        if spec.ticks != nil {
            tick(s)
        } else {
            picked = [order[s]]
            anchor = s
        }
        return .none
    }

    /// The row at `position` ticked or unticked; in a radio list it becomes the one ticked.
    private mutating func tick(_ position: Int) {
        let row = order[position]
        if spec.ticks == .radio {
            marked = [row]
        } else if marked.contains(row) {
            marked.remove(row)
        } else {
            marked.insert(row)
        }
    }

    /// The cursor on `position` (kept within the rows), that row alone selected.
    private mutating func moveCursor(to position: Int) {
        guard !order.isEmpty else { return }
        let p = min(max(position, 0), order.count - 1)
        selected = p
        anchor = p
        if spec.ticks == nil { picked = [order[p]] }
        repage()
    }

    /// The cursor on `position`, every row from the anchor to it selected.
    private mutating func extend(to position: Int) {
        guard !order.isEmpty else { return }
        let p = min(max(position, 0), order.count - 1)
        let from = anchor ?? p
        selected = p
        picked = Set((min(from, p)...max(from, p)).map { order[$0] })
        repage()
    }

    /// GTK's interactive search: the first row from `start` (going `forward` or back) whose
    /// label starts with the typed text, or holds it with `midSearch`, without case, gets the
    /// cursor and the selection; none: the cursor stays.
    private mutating func search(from start: Int, forward: Bool) {
        let needle = Array(input.text.lowercased().utf8)
        guard !needle.isEmpty else { return }
        // An ASCII needle is compared with the row's bytes folded as they go, so a key that finds
        // nothing in 10,000 rows makes no string of any of them.
        let ascii = needle.allSatisfy { $0 < 128 }
        var p = start
        while p >= 0 && p < order.count {
            let found: Bool
            if ascii {
                found = Self.find(needle, in: rows.text(Int(order[p])), anywhere: spec.midSearch)
            } else {
                let hay = Array(rows.label(Int(order[p]), limit: 4096).lowercased().utf8)
                found = spec.midSearch ? Self.contains(hay, needle) : hay.starts(with: needle)
            }
            if found {
                selected = p
                anchor = p
                if spec.ticks == nil { picked = [order[p]] }
                repage()
                return
            }
            p += forward ? 1 : -1
        }
    }

    /// Whether `hay` starts with (or, `anywhere`, holds) the lowercase ASCII `needle`, ignoring ASCII case.
    private static func find(_ needle: [UInt8], in hay: ArraySlice<UInt8>, anywhere: Bool) -> Bool {
        guard needle.count <= hay.count else { return false }
        let last = anywhere ? hay.endIndex - needle.count : hay.startIndex
        var i = hay.startIndex
        while i <= last {
            var j = 0
            while j < needle.count {
                let b = hay[i + j]
                if (b >= 65 && b <= 90 ? b + 32 : b) != needle[j] { break }
                j += 1
            }
            if j == needle.count { return true }
            i += 1
        }
        return false
    }

    private static func contains(_ hay: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= hay.count else { return false }
        for i in 0...(hay.count - needle.count) where hay[i] == needle[0] && Array(hay[i..<(i + needle.count)]) == needle { return true }
        return false
    }

    private mutating func endSearch() {
        if !input.text.isEmpty { input = InputLine("") }
    }
}

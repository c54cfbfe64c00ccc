// DialogModel+Forms: a forms dialog's fields and keys (zenity --forms, GTK 3's widgets): Tab and
// Shift+Tab through the fields, then Cancel and OK, wrapping; an entry's editing keys; a combo's
// Down/Up/Home/End as GtkComboBox moves its active value; a list's cursor that selects, as
// GtkTreeView's does (a list taking the focus selects its first row); a calendar's keys
// (`FormCalendar`). Enter in a field is OK, where zenity's does nothing: what a user expects.
// Typing in a list searches it as GtkTreeView does: the first row whose first cell starts with
// the text (any case) is selected, Up and Down go to the matches before and after, and Escape,
// Enter or Tab only close the search.

/// One field of an open form: its request and what it holds now.
public struct FormFieldState: Hashable, Sendable {
    public let field: FormField
    /// An entry's or a password's text.
    public internal(set) var line = InputLine()
    /// A combo's chosen value, a list's selected row (also its cursor); nil: none.
    public internal(set) var chosen: Int?
    /// A list's first shown row.
    public internal(set) var top = 0
    /// A list's typed search (GtkTreeView's interactive search), nil when none is open.
    public internal(set) var search: String?
    public internal(set) var calendar: FormCalendar
    /// A list's rows, cut once.
    public let rows: [[String]]

    init(_ field: FormField, today: CalendarDate) {
        self.field = field
        calendar = FormCalendar(today)
        rows = field.rows
    }

    /// How many of its values a combo or list has.
    var count: Int { field.kind == .list ? rows.count : field.values.count }

    /// What it answers now.
    public var answer: FormAnswer {
        switch field.kind {
        case .entry, .password: return .text(line.text)
        case .combo: return .choice(chosen.flatMap { field.values.indices.contains($0) ? field.values[$0] : nil })
        case .list: return .row(chosen.flatMap { rows.indices.contains($0) ? rows[$0] : nil } ?? [])
        case .calendar: return .date(calendar.date)
        }
    }
}

extension DialogModel {
    /// How many rows a form's list shows at once (zenity's lists are 100 pixels tall).
    public static let formListRows = 4

    /// The fields readied, the keyboard in the first (Cancel when there is none, as GTK's first focusable).
    mutating func startForm() {
        fields = spec.fields.map { FormFieldState($0, today: spec.date) }
        if fields.isEmpty {
            focus = .button("cancel")
        } else {
            focusField(0)
        }
    }

    /// Every field's answer, in order.
    public var formAnswers: [FormAnswer] { fields.map(\.answer) }

    /// The keyboard goes to field `i` (Tab, a click); a list taking it with nothing selected selects its first row.
    public mutating func focusField(_ i: Int) {
        guard fields.indices.contains(i) else { return }
        if let old = field, fields.indices.contains(old) { fields[old].search = nil }
        focus = .control
        field = i
        if fields[i].field.kind == .list, fields[i].chosen == nil, !fields[i].rows.isEmpty { fields[i].chosen = 0 }
    }

    /// A key in a form, with the text it types and the modifiers held.
    public mutating func formKey(_ name: String, text: String, modifiers: KeyModifiers) -> Outcome {
        let control = modifiers.contains(.control), alt = modifiers.contains(.alt)
        if alt { return key(name, alt: true) }
        if focus == .control, let i = field, fields.indices.contains(i), fields[i].search != nil,
           ["Escape", "Return", "KP_Enter", "Tab", "KP_Tab", "ISO_Left_Tab"].contains(name) {
            fields[i].search = nil
            return .repaint
        }
        switch name {
        // Told apart from the Cancel button: zenity exits with ZENITY_ESC's status for it.
        case "Escape": return .done("escape")
        case "Tab", "KP_Tab": return moveFormFocus(by: modifiers.contains(.shift) ? -1 : 1)
        case "ISO_Left_Tab": return moveFormFocus(by: -1)
        case "Return", "KP_Enter":
            if case .button(let key) = focus { return press(key) }
            return press("ok")
        default: break
        }
        guard focus == .control, let i = field, fields.indices.contains(i) else { return key(name) }
        let changed: Bool
        switch fields[i].field.kind {
        case .entry, .password: changed = fields[i].line.edit(name, text: control ? "" : text, control: control)
        case .combo: changed = comboKey(i, name)
        case .list: changed = listKey(i, name, text: control ? "" : text)
        case .calendar: changed = fields[i].calendar.key(name, control: control)
        }
        return changed ? .repaint : .none
    }

    /// Whether `name` with `modifiers` pastes into the focused entry (Ctrl+V, Shift+Insert: GTK's,
    /// from CLIPBOARD); nil when it is no paste or no entry has the keyboard.
    public func formPaste(_ name: String, modifiers: KeyModifiers) -> Bool? {
        guard focus == .control, let i = field, fields.indices.contains(i), [.entry, .password].contains(fields[i].field.kind) else { return nil }
        let ctrlV = modifiers.contains(.control) && name.lowercased() == "v"
        let shiftInsert = modifiers.contains(.shift) && (name == "Insert" || name == "KP_Insert")
        return ctrlV || shiftInsert ? true : nil
    }

    /// The selection's text arrived: into the focused entry.
    public mutating func pasteIntoField(_ text: [UInt8]) -> Outcome {
        guard focus == .control, let i = field, fields.indices.contains(i), [.entry, .password].contains(fields[i].field.kind),
              fields[i].line.paste(text) else { return .none }
        return .repaint
    }

    /// Fields, then the buttons, in Tab's order, wrapping.
    mutating func moveFormFocus(by delta: Int) -> Outcome {
        let stops = fields.count + buttons.buttons.count
        guard stops > 0 else { return .none }
        let at: Int
        switch focus {
        case .button(let key): at = fields.count + (buttons.buttons.firstIndex { $0.key == key } ?? 0)
        default: at = field ?? 0
        }
        let next = ((at + delta) % stops + stops) % stops
        if next < fields.count {
            focusField(next)
        } else {
            focus = .button(buttons.buttons[next - fields.count].key)
        }
        return .repaint
    }

    /// GtkComboBox's move-active: Down and Up a value (from none, Down the first, Up the last),
    /// Home and Page_Up the first, End and Page_Down the last.
    private mutating func comboKey(_ i: Int, _ name: String) -> Bool {
        let n = fields[i].count
        guard n > 0 else { return false }
        let now = fields[i].chosen
        let next: Int
        switch name {
        case "Down", "KP_Down": next = now.map { min($0 + 1, n - 1) } ?? 0
        case "Up", "KP_Up": next = now.map { max($0 - 1, 0) } ?? n - 1
        case "Home", "KP_Home", "Page_Up", "KP_Page_Up": next = 0
        case "End", "KP_End", "Page_Down", "KP_Page_Down": next = n - 1
        default: return false
        }
        guard next != now else { return false }
        fields[i].chosen = next
        return true
    }

    /// GtkTreeView's cursor keys in a single-selection list: the cursor row is the selected one.
    private mutating func listKey(_ i: Int, _ name: String, text: String) -> Bool {
        let n = fields[i].count
        guard n > 0 else { return false }
        let now = fields[i].chosen ?? 0
        let page = Self.formListRows - 1
        if let typed = fields[i].search {
            switch name {
            case "Down", "KP_Down": return chooseMatch(i, typed, from: now + 1, by: 1)
            case "Up", "KP_Up": return chooseMatch(i, typed, from: now - 1, by: -1)
            case "BackSpace":
                fields[i].search = String(typed.dropLast())
                return true
            default: break
            }
        }
        if !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7f }) {
            let typed = (fields[i].search ?? "") + text
            fields[i].search = typed
            _ = chooseMatch(i, typed, from: 0, by: 1)
            return true
        }
        let next: Int
        switch name {
        case "Down", "KP_Down": next = now + 1
        case "Up", "KP_Up": next = now - 1
        case "Page_Down", "KP_Page_Down": next = now + page
        case "Page_Up", "KP_Page_Up": next = now - page
        case "Home", "KP_Home": next = 0
        case "End", "KP_End": next = n - 1
        default: return false
        }
        return chooseRow(i, next)
    }

    /// Selects the first row from `start` on (going `step`) whose first cell starts with `typed`, ignoring case.
    private mutating func chooseMatch(_ i: Int, _ typed: String, from start: Int, by step: Int) -> Bool {
        let wanted = typed.lowercased()
        var r = start
        while fields[i].rows.indices.contains(r) {
            if (fields[i].rows[r].first ?? "").lowercased().hasPrefix(wanted) { return chooseRow(i, r) }
            r += step
        }
        return false
    }

    /// Selects row `row` of list field `i` (clamped) and scrolls it into view.
    @discardableResult
    public mutating func chooseRow(_ i: Int, _ row: Int) -> Bool {
        guard fields.indices.contains(i), fields[i].count > 0 else { return false }
        let r = min(max(row, 0), fields[i].count - 1)
        let before = fields[i]
        fields[i].chosen = r
        if r < fields[i].top { fields[i].top = r }
        if r >= fields[i].top + Self.formListRows { fields[i].top = r - Self.formListRows + 1 }
        return fields[i] != before
    }

    /// A click on combo field `i`: the keyboard goes there and the next value shows (after the last, the first).
    public mutating func clickCombo(_ i: Int) -> Outcome {
        guard fields.indices.contains(i) else { return .none }
        focusField(i)
        let n = fields[i].count
        if n > 0 { fields[i].chosen = fields[i].chosen.map { ($0 + 1) % n } ?? 0 }
        return .repaint
    }

    /// A click on day cell `cell` of calendar field `i`: the day is selected.
    public mutating func clickDay(_ i: Int, cell: Int) -> Outcome {
        guard fields.indices.contains(i) else { return .none }
        focusField(i)
        fields[i].calendar.select(cell: cell)
        return .repaint
    }

    /// The wheel over list field `i` scrolls it three rows.
    public mutating func scrollList(_ i: Int, by delta: Int) -> Outcome {
        guard fields.indices.contains(i), fields[i].field.kind == .list else { return .none }
        let top = min(max(fields[i].top + delta, 0), max(0, fields[i].count - Self.formListRows))
        guard top != fields[i].top else { return .none }
        fields[i].top = top
        return .repaint
    }
}

extension InputLine {
    /// An entry's editing keys, as a GTK entry's: typing, BackSpace and Delete, the cursor's moves, Ctrl+U/K/W.
    mutating func edit(_ name: String, text: String, control: Bool) -> Bool {
        if control {
            switch name.lowercased() {
            case "u": deleteToStart()
            case "k": deleteToEnd()
            case "w", "backspace": deleteWordBackward()
            case "left": moveWordBackward()
            case "right": moveWordForward()
            default: return false
            }
            return true
        }
        switch name {
        case "BackSpace": return deleteBackward()
        case "Delete", "KP_Delete": return deleteForward()
        case "Left", "KP_Left": return moveLeft()
        case "Right", "KP_Right": return moveRight()
        case "Home", "KP_Home": moveToStart(); return true
        case "End", "KP_End": moveToEnd(); return true
        default:
            guard !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7f }) else { return false }
            return insert(text)
        }
    }
}

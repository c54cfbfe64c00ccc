// DialogModel: an open dialog's state and keys (zenity's --progress and --scale), pure and
// clock-free: its control (a progress bar or a scale), the button row, the focus order (Tab and
// Shift+Tab over the focusable things, wrapping), Enter as the focused or default button,
// Escape as cancel, Alt+O/Alt+C as the buttons' mnemonics, and the scale's own keys.

public struct DialogModel: Hashable, Sendable {
    /// What a key or click did.
    public enum Outcome: Hashable, Sendable {
        case none
        /// Something drawn changed.
        case repaint
        /// The scale's value changed (for --print-partial): repaint and report it.
        case changed(Int)
        /// A button was chosen: "ok" or "cancel"; or "escape", which zenity tells from Cancel
        /// (`ZENITY_ESC`, and no --auto-kill; a form's Escape too).
        case done(String)
    }

    /// Where the keyboard is: the control, or a button by key.
    public enum Focus: Hashable, Sendable {
        case control
        /// A text dialog's check box.
        case check
        case button(String)
    }

    public private(set) var spec: DialogSpec
    public private(set) var value: Int
    public private(set) var text: String
    public private(set) var pulsing: Bool
    /// The line under a progress bar (time remaining); empty: none.
    public private(set) var detail = ""
    /// How far a pulsing bar has moved (a step every `pulseStepMs`, and one per update), for the painter.
    public private(set) var pulse = 0
    /// When a pulsing bar next moves; nil until time first passes for it.
    public private(set) var nextPulse: Instant?
    /// progress.c's pulse timer: gtk_progress_bar_pulse every 100 ms while pulsing.
    public static let pulseStepMs: Int64 = 100
    /// The progress reached 100 or its input ended: OK is offered.
    public private(set) var complete = false
    /// The input ended: Cancel is greyed (zenity at EOF).
    public private(set) var finished = false
    public internal(set) var focus: Focus
    /// A text dialog's text, its first line shown, how many lines a page shows (the painter
    /// says), and whether its check box is ticked.
    public internal(set) var body = ""
    public private(set) var scroll = 0
    public private(set) var pageLines = 10
    public private(set) var checked = false
    /// A calendar's chosen day.
    public private(set) var date: CalendarDate
    /// A form's fields as they stand, and the one the keyboard is in while `focus` is `.control`.
    public internal(set) var fields: [FormFieldState] = []
    public internal(set) var field: Int?

    public init(_ spec: DialogSpec) {
        self.spec = spec
        text = spec.text
        date = spec.date
        pulsing = spec.pulsate
        switch spec.kind {
        case .progress:
            value = min(max(spec.value, 0), 100)
            // While it runs Cancel has the focus (zenity: Return cancels); OK only once complete.
            // OK is offered only once an input line says 100, or the input ends (as progress.c does).
            focus = spec.noCancel ? .control : .button("cancel")
        case .scale:
            value = min(max(spec.value, spec.minimum), spec.maximum)
            focus = .control
        case .text:
            value = 0
            focus = .control
        case .calendar:
            value = 0
            // zenity's calendar has no keyboard focus at first: Return is OK, arrows change nothing.
            focus = .button("ok")
        case .forms:
            value = 0
            focus = .control
        }
        if spec.kind == .forms { startForm() }
    }

    /// The buttons left to right, as GTK's dialogs put them: Cancel, then OK, then any extra ones.
    public var buttons: ButtonRow {
        var b: [ButtonRow.Button] = []
        let progress = spec.kind == .progress
        if !(progress && spec.noCancel) {
            b.append(.init(key: "cancel", label: spec.cancelLabel ?? "Cancel"))
        }
        // --no-cancel with --auto-close hides OK too: nothing is left to press.
        if !(progress && spec.noCancel && spec.autoClose) { b.append(.init(key: "ok", label: spec.okLabel ?? "OK")) }
        // gtk_dialog_add_button puts zenity's extra buttons after the builder's Cancel and OK.
        b += spec.extraButtons.enumerated().map { .init(key: DialogSpec.extraKey($0.offset), label: $0.element) }
        var row = ButtonRow(buttons: b, defaultIndex: b.isEmpty ? nil : b.count - 1 - spec.extraButtons.count)
        if case .button(let key) = focus { row.focus(key) }
        return row
    }

    /// Whether a button can be chosen now: a running progress's OK cannot, a finished one's Cancel cannot.
    public func isSensitive(_ key: String) -> Bool {
        switch spec.kind {
        case .progress: return key == "ok" ? complete : !finished
        // --checkbox greys OK until it is ticked.
        case .text: return key != "ok" || spec.checkbox == nil || checked
        case .scale, .calendar, .forms: return true
        }
    }

    /// What Tab visits, in order.
    var focusOrder: [Focus] {
        var order: [Focus] = spec.kind == .progress ? [] : [.control]
        if spec.kind == .text, spec.checkbox != nil { order.append(.check) }
        order += buttons.buttons.map(\.key).filter(isSensitive).map(Focus.button)
        return order
    }

    /// The text a scale shows beside its slider, and prints (zenity's `%.0f`).
    /// An editable text dialog's is its whole text, which zenity prints on OK.
    public var valueText: String {
        switch spec.kind {
        case .calendar: date.iso
        case .text where spec.editable: body
        default: "\(value)"
        }
    }

    /// A key (its keysym name, the text it types) with `alt` or `control` held.
    public mutating func key(_ name: String, text: String = "", alt: Bool = false, control: Bool = false) -> Outcome {
        if !alt, spec.kind == .text, spec.editable, let edited = editKey(name, text: text, control: control) { return edited }
        if alt {
            switch name.lowercased() {
            case "o": return press("ok")
            case "c": return press("cancel")
            default: return .none
            }
        }
        switch name {
        case "Escape": return .done("escape")
        case "Tab", "KP_Tab": return moveFocus(by: 1)
        case "ISO_Left_Tab": return moveFocus(by: -1)
        case "Return", "KP_Enter":
            if case .button(let key) = focus { return press(key) }
            return press("ok")
        case "space":
            if case .button(let key) = focus { return press(key) }
            if focus == .check { return toggleCheck() }
            return .none
        default: break
        }
        if focus == .control, spec.kind == .scale { return scaleKey(name) }
        if focus == .control, spec.kind == .text { return scrollKey(name) }
        if focus == .control, spec.kind == .calendar { return calendarKey(name) }
        if case .button = focus, name == "Left" || name == "Right" { return moveAmongButtons(name == "Right" ? 1 : -1) }
        return .none
    }

    /// A scale's keys as GTK's horizontal scale takes them: Left/Right and Up/Down a step
    /// (Up lowers it, as GTK's does), Page_Up/Page_Down a step too (zenity's page size), Home/End the ends.
    mutating func scaleKey(_ name: String) -> Outcome {
        switch name {
        case "Right", "KP_Right", "Down", "KP_Down", "Page_Down", "KP_Page_Down": return setValue(value + spec.step)
        case "Left", "KP_Left", "Up", "KP_Up", "Page_Up", "KP_Page_Up": return setValue(value - spec.step)
        case "Home", "KP_Home": return setValue(spec.minimum)
        case "End", "KP_End": return setValue(spec.maximum)
        default: return .none
        }
    }

    /// A calendar's keys as GTK's: a day left and right, a week up and down, a month with Page_Up/Page_Down.
    mutating func calendarKey(_ name: String) -> Outcome {
        switch name {
        case "Left", "KP_Left": return setDate(date.adding(days: -1))
        case "Right", "KP_Right": return setDate(date.adding(days: 1))
        case "Up", "KP_Up": return setDate(date.adding(days: -7))
        case "Down", "KP_Down": return setDate(date.adding(days: 7))
        case "Page_Up", "KP_Page_Up": return setDate(date.adding(months: -1))
        case "Page_Down", "KP_Page_Down": return setDate(date.adding(months: 1))
        default: return .none
        }
    }

    /// A calendar's day chosen (a key, a click on it).
    public mutating func setDate(_ d: CalendarDate) -> Outcome {
        focus = .control
        guard d != date else { return .repaint }
        date = d
        return .repaint
    }

    /// A text view's scrolling keys: a line, a page, the ends.
    mutating func scrollKey(_ name: String) -> Outcome {
        switch name {
        case "Down", "KP_Down": return scrollTo(scroll + 1)
        case "Up", "KP_Up": return scrollTo(scroll - 1)
        case "Page_Down", "KP_Page_Down": return scrollTo(scroll + max(1, pageLines - 1))
        case "Page_Up", "KP_Page_Up": return scrollTo(scroll - max(1, pageLines - 1))
        case "Home", "KP_Home": return scrollTo(0)
        case "End", "KP_End": return scrollTo(.max)
        default: return .none
        }
    }

    /// The text's lines (a last line without its newline counts; the empty one after a final newline does not).
    public var lines: [Substring] {
        var all = body.split(separator: "\n", omittingEmptySubsequences: false)
        if body.hasSuffix("\n") { all.removeLast() }
        return all
    }

    /// The first line shown, kept so that the last page is full.
    public mutating func scrollTo(_ line: Int) -> Outcome {
        let top = max(0, min(line, lines.count - pageLines))
        guard top != scroll else { return .none }
        scroll = top
        return .repaint
    }

    /// How many lines the painter fits on a page.
    public mutating func setPageLines(_ n: Int) {
        pageLines = max(1, n)
        scroll = max(0, min(scroll, lines.count - pageLines))
    }

    /// The check box ticked or cleared (space on it, a click).
    public mutating func toggleCheck() -> Outcome {
        guard spec.checkbox != nil else { return .none }
        checked.toggle()
        focus = .check
        return .repaint
    }

    /// Sets the scale's value (kept within its range); `.changed` when it moved.
    public mutating func setValue(_ v: Int) -> Outcome {
        let clamped = min(max(v, spec.minimum), spec.maximum)
        guard clamped != value else { return .none }
        value = clamped
        return .changed(clamped)
    }

    /// The scale's value at `fraction` (0…1) of its track, snapped to its steps from the minimum.
    public mutating func setFraction(_ fraction: Double) -> Outcome {
        let f = min(max(fraction, 0), 1)
        let raw = Double(spec.minimum) + f * Double(spec.maximum - spec.minimum)
        let step = Double(max(1, spec.step))
        let snapped = Double(spec.minimum) + ((raw - Double(spec.minimum)) / step).rounded() * step
        focus = .control
        return setValue(Int(snapped))
    }

    /// A button chosen by key, click or mnemonic; nothing when it is greyed or absent.
    public mutating func press(_ key: String) -> Outcome {
        guard buttons.buttons.contains(where: { $0.key == key }), isSensitive(key) else { return .none }
        return .done(key)
    }

    mutating func moveFocus(by delta: Int) -> Outcome {
        let order = focusOrder
        guard !order.isEmpty else { return .none }
        let at = order.firstIndex(of: focus) ?? (delta > 0 ? -1 : 0)
        focus = order[((at + delta) % order.count + order.count) % order.count]
        return .repaint
    }

    /// Left/Right among the buttons stop at the ends, as GTK's do.
    mutating func moveAmongButtons(_ delta: Int) -> Outcome {
        let keys = buttons.buttons.map(\.key).filter(isSensitive)
        guard case .button(let key) = focus, let i = keys.firstIndex(of: key) else { return .none }
        let j = min(max(i + delta, 0), keys.count - 1)
        guard j != i else { return .none }
        focus = .button(keys[j])
        return .repaint
    }

    /// Time passed (`now`, handed in): a pulsing bar moves a step when its step is due, as zenity's
    /// timer moves it whether or not input comes. The first call only starts the timer.
    public mutating func tick(now: Instant) -> Outcome {
        guard pulsing else {
            nextPulse = nil
            return .none
        }
        guard let due = nextPulse else {
            nextPulse = now + Self.pulseStepMs
            return .none
        }
        guard now >= due else { return .none }
        pulse += 1
        nextPulse = now + Self.pulseStepMs
        return .repaint
    }

    /// When `tick` next has a step to make: now when a pulse has not started its timer yet.
    public func pulseDeadline(after now: Instant) -> Instant? {
        guard pulsing else { return nil }
        return nextPulse ?? now
    }

    /// A progress fed from the client's input: a percentage (clamped), a text, pulsing, or the
    /// end of the input. At 100, or at the end, OK is offered and takes the focus.
    public mutating func update(_ u: DialogUpdate) -> Outcome {
        if spec.kind == .text, let more = u.append {
            body += more
            if spec.autoScroll { scroll = max(0, lines.count - pageLines) }
            return .repaint
        }
        guard spec.kind == .progress else { return .none }
        // A number does not stop a pulsing bar: zenity's pulse timer runs until `pulsate:false` or the end.
        if let v = u.value { value = min(max(v, 0), 100) }
        if let t = u.text { text = t }
        if let t = u.detail { detail = t }
        if let p = u.pulsate { pulsing = p }
        if pulsing { pulse += 1 }
        if u.finished {
            finished = true
            value = 100
            pulsing = false
        }
        if (value >= 100 || finished) && !complete {
            complete = true
            focus = .button("ok")
        }
        if finished, focus == .button("cancel") { focus = .button("ok") }
        return .repaint
    }
}

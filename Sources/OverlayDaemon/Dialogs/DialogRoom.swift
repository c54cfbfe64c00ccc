// DialogRoom: the open dialog (`dialog progress|scale`, zenity's --progress and --scale): its
// `DialogModel`, frame and picture. Keys and clicks answer with effects and `dialog` events
// (the scale's value as it changes, with --partial; the button and value at the end). A scale
// takes the keyboard as it opens; a progress takes it only once clicked, as zenity's progress
// window does not demand it while a script runs.
import OverlayCore
import OverlayProtocol
import OverlayRender

final class DialogRoom: SingleOpenRoom {
    struct OpenDialog {
        let id: OverlayID
        var model: DialogModel
        /// Where it is centred (the focused monitor's work area, or the attachment's rectangle).
        let area: Rect
        let centred: Bool
        var frame: Rect
        var painted: PaintedDialog?
        var revision = 0
        /// When a form answers by itself (its --timeout): the room's own, so that it can report the fields first.
        var deadline: Instant?
    }

    private(set) var open: OpenDialog?
    /// Made at the first dialog: a daemon that never opens one loads nothing for it.
    private var painter: DialogPainter?

    let grabName = "dialog"
    var openID: OverlayID? { open?.id }
    func close() { open = nil }

    /// zenity's window titles for the dialogs, when --title names none.
    static func defaultTitle(_ kind: DialogSpec.Kind) -> String {
        switch kind {
        case .progress: return "Progress"
        case .scale: return "Adjust the scale value"
        case .text: return "Text View"
        case .calendar: return "Calendar selection"
        // zenity's forms window has no title of its own: GTK names it after the program.
        case .forms: return "zenity"
        }
    }

    /// Readies a dialog centred in `area` (or below `area` when `centred` is false: an attachment).
    func open(_ id: OverlayID, spec: DialogSpec, area: Rect, centred: Bool, deadline: Instant? = nil) throws(Refusal) {
        do {
            painter = try painter ?? DialogPainter()
        } catch {
            throw Refusal("dialog: cannot draw: \(error)")
        }
        open = OpenDialog(id: id, model: DialogModel(spec), area: area, centred: centred, frame: Rect(x: area.x, y: area.y, width: 1, height: 1),
                          deadline: deadline)
    }

    func layout(_ id: OverlayID, _ context: GrabLayout) -> Result<[Effect], Refusal> {
        guard var d = open, d.id == id, let painter else { return .success([]) }
        let painted: PaintedDialog
        do {
            // At the scale of the monitor it opens on: --width and --height grow with it.
            painted = try painter.paint(d.model, style: context.style, scale: context.scale)
        } catch {
            return .failure("cannot draw dialog \(id): \(error)")
        }
        let s = painted.size
        let bounds = context.workArea(d.area)
        var x = d.centred ? d.area.midX - s.width / 2 : d.area.minX
        var y = d.centred ? d.area.midY - s.height / 2 : d.area.maxY + 4
        x = max(bounds.minX, min(x, bounds.maxX - s.width))
        y = max(bounds.minY, min(y, bounds.maxY - s.height))
        d.frame = Rect(x: x, y: y, width: s.width, height: s.height)
        d.painted = painted
        if d.model.spec.kind == .text { d.model.setPageLines(painted.pageLines) }
        d.revision += 1
        open = d
        return .success([.push(.overlay(id))])
    }

    var openWindow: OpenWindow? {
        guard let d = open, let painted = d.painted else { return nil }
        let spec = d.model.spec
        // Named and classed as zenity's window, so window-manager rules written for zenity match.
        return OpenWindow(frame: d.frame, kind: .utility, rendered: painted.overlay, revision: d.revision,
                          title: .named(spec.title.isEmpty ? Self.defaultTitle(spec.kind) : spec.title),
                          windowClass: WindowClass(instance: "zenity", name: "Zenity"))
    }

    // MARK: input

    func key(_ id: OverlayID, _ name: String, text: String, modifiers: KeyModifiers, now: Instant) -> [Effect] {
        guard var d = open, d.id == id else { return [] }
        if d.model.spec.kind == .forms, let clipboard = d.model.formPaste(name, modifiers: modifiers) {
            return [.requestSelection(clipboard: clipboard, for: id)]
        }
        let outcome = d.model.spec.kind == .forms ? d.model.formKey(name, text: text, modifiers: modifiers)
            : d.model.key(name, text: text, alt: modifiers.contains(.alt), control: modifiers.contains(.control))
        open = d
        return effects(outcome, d)
    }

    /// A press on a button chooses it; on the scale's track it moves the knob there; outside a
    /// scale or a form it cancels, as a click outside a modal dialog does (a progress stays: it holds no grab until clicked).
    func pointer(_ id: OverlayID, at p: Point, press: Bool) -> [Effect] {
        guard press, var d = open, d.id == id, let painted = d.painted else { return [] }
        guard d.frame.contains(p) else { return [.scale, .forms].contains(d.model.spec.kind) ? [.dismiss(id, .outside)] : [] }
        let local = Point(x: p.x - d.frame.x, y: p.y - d.frame.y)
        if let i = painted.buttons.index(at: local) {
            let outcome = d.model.press(painted.buttons.keys[i])
            open = d
            return effects(outcome, d)
        }
        if d.model.spec.kind == .forms {
            let outcome = Self.formClick(&d.model, painted, at: local)
            open = d
            return effects(outcome, d)
        }
        if let day = painted.days.firstIndex(where: { $0.contains(local) }) {
            let d0 = d.model.date
            let outcome = d.model.setDate(CalendarDate(year: d0.year, month: d0.month, day: day + 1))
            open = d
            return effects(outcome, d)
        }
        if let check = painted.check, check.contains(local) {
            let outcome = d.model.toggleCheck()
            open = d
            return effects(outcome, d)
        }
        if d.model.spec.kind == .scale {
            let knob = painted.knob
            let hit = painted.track.inset(by: Insets(top: -2 * knob, left: -knob, bottom: -2 * knob, right: -knob))
            if hit.contains(local) {
                let outcome = d.model.setFraction(Double(local.x - painted.track.x) / Double(max(1, painted.track.width)))
                open = d
                return effects(outcome == .none ? .repaint : outcome, d)
            }
        }
        return []
    }

    /// A form's paste arrived (Ctrl+V in an entry asked for it).
    func pasted(_ id: OverlayID, _ text: [UInt8]?) -> [Effect] {
        guard var d = open, d.id == id, let text else { return [] }
        let outcome = d.model.pasteIntoField(text)
        open = d
        return effects(outcome, d)
    }

    /// The wheel moves a scale a step, up raising it, and scrolls a text three lines.
    func wheel(_ id: OverlayID, up: Bool, now: Instant) -> [Effect] {
        guard var d = open, d.id == id, d.model.spec.kind != .progress else { return [] }
        if d.model.spec.kind == .forms {
            let outcome = d.model.field.map { d.model.scrollList($0, by: up ? -3 : 3) } ?? .none
            open = d
            return effects(outcome, d)
        }
        let outcome = d.model.spec.kind == .text ? d.model.scrollTo(d.model.scroll + (up ? -3 : 3))
            : d.model.setValue(d.model.value + (up ? 1 : -1) * d.model.spec.step)
        open = d
        return effects(outcome, d)
    }

    /// `dialog-update`: a progress fed from its client's input.
    func update(_ id: OverlayID, _ change: DialogUpdate) -> [Effect]? {
        guard var d = open, d.id == id else { return nil }
        let outcome = d.model.update(change)
        open = d
        return effects(outcome, d)
    }

    fileprivate func effects(_ outcome: DialogModel.Outcome, _ d: OpenDialog) -> [Effect] {
        let id = d.id
        switch outcome {
        case .none: return []
        case .repaint: return [.relayout(id)]
        case .changed(let v):
            let partial: [Effect] = d.model.spec.partial ? [.emit(.dialog(id: id.description, button: nil, value: "\(v)"), id)] : []
            return [.relayout(id)] + partial
        case .done(let button):
            return [.emit(.dialog(id: id.description, button: button, value: Self.answer(d.model)), id),
                    .dismiss(id, button == "ok" ? .action : .escape)]
        }
    }

    /// A pulsing progress moves on its own timer; a form whose --timeout ran out reports its fields.
    func tick(now: Instant) -> [Effect] {
        guard var d = open else { return [] }
        if let timedOut = formTimeout(now: now) { return timedOut }
        let outcome = d.model.tick(now: now)
        open = d
        return effects(outcome, d)
    }

    func nextDeadline(after now: Instant) -> Instant? {
        [open?.deadline, open?.model.pulseDeadline(after: now)].compactMap { $0 }.min()
    }

    /// `list`'s view of the open dialog: its kind, value, focus, track and buttons on root.
    func describe(_ id: OverlayID, window: WindowID?, grabbed: Bool) -> JSONValue? {
        guard let d = open, d.id == id else { return nil }
        var fields: [(String, JSONValue)] = [
            ("id", .string(id.description)), ("dialog", .string(d.model.spec.kind.rawValue)), ("grabbed", .bool(grabbed)),
            ("frame", .rect(d.frame)), ("value", .int(d.model.value)), ("text", .string(d.model.text)), ("detail", .string(d.model.detail)),
            ("focus", .string(d.model.focus.name)), ("complete", .bool(d.model.complete)),
        ]
        if d.model.spec.kind == .text {
            fields += [("lines", .int(d.model.lines.count)), ("scroll", .int(d.model.scroll)), ("checked", .bool(d.model.checked))]
        }
        if d.model.spec.kind == .forms { fields += Self.describeForm(d) }
        if let painted = d.painted {
            fields.append(("track", .rect(painted.track.offsetBy(d.frame.origin))))
            let buttons = zip(painted.buttons.keys, painted.buttons.frames).map { key, frame -> JSONValue in
                .object([("key", .string(key)), ("rect", .rect(frame.offsetBy(d.frame.origin))), ("sensitive", .bool(d.model.isSensitive(key)))])
            }
            fields.append(("buttons", .array(buttons)))
        }
        if let window { fields.append(("window", .string(window.description))) }
        return .object(fields)
    }
}

extension DialogModel.Focus {
    /// What `list` and the accessible tree call it: "control", or the button's key.
    var name: String {
        switch self {
        case .control: return "control"
        case .check: return "check"
        case .button(let key): return key
        }
    }
}

extension DialogRoom {
    /// A button pressed by a screen reader's action, as a click on it would.
    func press(_ key: String, of id: OverlayID) -> [Effect]? {
        guard var d = open, d.id == id else { return nil }
        let outcome = d.model.press(key)
        open = d
        return effects(outcome, d)
    }
}

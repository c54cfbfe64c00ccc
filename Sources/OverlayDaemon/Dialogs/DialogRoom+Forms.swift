// DialogRoom+Forms: what a forms dialog adds to the dialog room: a click on a field (focus, a
// list's row, a calendar's day, a combo's next value), the answers its event carries, its own
// timeout (the fields are reported before it goes, as zenity prints them), `list`'s view of its
// fields, and its accessible fields, each named by its label.
import OverlayCore
import OverlayProtocol
import OverlayRender

extension DialogRoom {
    /// The `dialog` event's value: a form's answers, another dialog's value.
    static func answer(_ model: DialogModel) -> String {
        model.spec.kind == .forms ? FormAnswers.encode(model.formAnswers) : model.valueText
    }

    /// A press at `local` (window coordinates) on a form's field.
    static func formClick(_ model: inout DialogModel, _ painted: PaintedDialog, at local: Point) -> DialogModel.Outcome {
        guard let i = painted.fields.firstIndex(where: { $0.frame.contains(local) || $0.label.contains(local) }) else { return .none }
        let p = painted.fields[i]
        switch model.fields[i].field.kind {
        case .combo: return model.clickCombo(i)
        case .calendar:
            if let cell = p.cells.firstIndex(where: { $0.contains(local) }) { return model.clickDay(i, cell: cell) }
        case .list:
            model.focusField(i)
            if let row = p.row(at: local) { model.chooseRow(i, model.fields[i].top + row) }
            return .repaint
        case .entry, .password: break
        }
        model.focusField(i)
        return .repaint
    }

    /// A form whose --timeout ran out reports its fields, then goes; nil before then.
    func formTimeout(now: Instant) -> [Effect]? {
        guard let d = open, let deadline = d.deadline, now >= deadline else { return nil }
        return [.emit(.dialog(id: d.id.description, button: "timeout", value: Self.answer(d.model)), d.id), .dismiss(d.id, .timeout)]
    }

    /// `list`'s view of a form's fields: kind, label, what each holds, whether it has the keyboard, where it is on root.
    static func describeForm(_ d: OpenDialog) -> [(String, JSONValue)] {
        let fields = d.model.fields.enumerated().map { i, state -> JSONValue in
            var f: [(String, JSONValue)] = [("kind", .string(state.field.kind.rawValue)), ("label", .string(state.field.label)),
                                            ("focused", .bool(d.model.focus == .control && d.model.field == i))]
            if let painted = d.painted, painted.fields.indices.contains(i) {
                let p = painted.fields[i]
                f.append(("rect", .rect(p.frame.offsetBy(d.frame.origin))))
                if !p.cells.isEmpty { f.append(("cells", .array(p.cells.map { .rect($0.offsetBy(d.frame.origin)) }))) }
                if p.rowHeight > 0 { f += [("rowsTop", .int(p.rowsTop + d.frame.y)), ("rowHeight", .int(p.rowHeight)), ("top", .int(state.top))] }
            }
            return .object(f)
        }
        return [("fields", .array(fields)), ("answers", .string(answer(d.model)))]
    }

    /// The fields as a screen reader meets them: each control named by its label, with its value.
    static func accessibleForm(_ d: OpenDialog, _ painted: PaintedDialog, base: AccessibleStates) -> [AccessibleOverlay] {
        let model = d.model, origin = d.frame.origin
        var parts: [AccessibleOverlay] = []
        for (i, state) in model.fields.enumerated() where painted.fields.indices.contains(i) {
            let p = painted.fields[i]
            var s = base.union(.focusable)
            if model.focus == .control, model.field == i { s.insert(.focused) }
            let key = "field\(i)", name = state.field.label, frame = p.frame.offsetBy(origin)
            parts.append(AccessibleOverlay(key: key + "-label", role: .label, name: name, frame: p.label.offsetBy(origin), states: base))
            switch state.answer {
            case .text(let t):
                let hidden = state.field.kind == .password
                parts.append(AccessibleOverlay(key: key, role: hidden ? .passwordText : .text, name: name,
                                               text: hidden ? String(repeating: "•", count: t.count) : t, frame: frame, states: s))
            case .choice(let v):
                parts.append(AccessibleOverlay(key: key, role: .comboBox, name: name, description: v ?? "", frame: frame, states: s))
            case .date(let date):
                parts.append(AccessibleOverlay(key: key, role: .calendar, name: name, description: date.iso, frame: frame, states: s))
            case .row(let cells):
                let rows = state.rows.enumerated().map { r, row -> AccessibleOverlay in
                    var rs = base.union(.selectable)
                    if r == state.chosen { rs.insert(.selected) }
                    return AccessibleOverlay(key: "\(key)-row\(r)", role: .listItem, name: row.joined(separator: " "), frame: frame, states: rs)
                }
                parts.append(AccessibleOverlay(key: key, role: .list, name: name, description: cells.joined(separator: " "), frame: frame,
                                               states: s, children: rows))
            }
        }
        return parts
    }
}

// DialogRoom+Accessibility: the open dialog as screen readers see it, as GTK shows zenity's:
// a dialog holding its label, the progress bar or slider (its value as the description) or the
// text and its check box, and
// the buttons, the one the keyboard is on focused and a greyed one not sensitive.
import OverlayCore
import OverlayRender

extension DialogRoom {
    func accessible(_ id: OverlayID, spec _: OverlaySpec, now _: Instant) -> AccessibleOverlay? {
        guard let d = open, d.id == id, let painted = d.painted else { return nil }
        let model = d.model, origin = d.frame.origin
        let base: AccessibleStates = [.showing, .visible, .enabled, .sensitive]
        let label = PlainText.fromMarkup(model.text)
        var parts: [AccessibleOverlay] = []
        if !label.isEmpty {
            parts.append(AccessibleOverlay(key: "label", role: .label, name: label, frame: painted.label.offsetBy(origin), states: base))
        }
        var controlStates = base
        if model.spec.kind == .scale {
            controlStates.insert(.focusable)
            if model.focus == .control { controlStates.insert(.focused) }
        }
        switch model.spec.kind {
        case .forms: parts += Self.accessibleForm(d, painted, base: base)
        case .text:
            controlStates.formUnion([.focusable, .multiLine])
            if model.focus == .control { controlStates.insert(.focused) }
            parts.append(AccessibleOverlay(key: "control", role: .text, name: label, text: model.body,
                                           frame: painted.track.offsetBy(origin), states: controlStates))
            if let check = painted.check, let name = model.spec.checkbox {
                var s = base.union(.focusable)
                if model.focus == .check { s.insert(.focused) }
                if model.checked { s.insert(.checked) }
                parts.append(AccessibleOverlay(key: "check", role: .checkBox, name: name, frame: check.offsetBy(origin), states: s))
            }
        case .calendar:
            var s = base.union(.focusable)
            if model.focus == .control { s.insert(.focused) }
            parts.append(AccessibleOverlay(key: "control", role: .calendar, name: label, description: model.date.iso,
                                           frame: painted.track.offsetBy(origin), states: s))
        case .progress, .scale:
            let progress = model.spec.kind == .progress
            let value = progress ? (model.pulsing ? "" : "\(model.value)%") : model.valueText
            // A progress in percent, a scale between its ends in its steps, as its keys move it.
            let number = progress ? AccessibleValue(current: Double(model.value), minimum: 0, maximum: 100, increment: 1)
                : AccessibleValue(current: Double(model.value), minimum: Double(model.spec.minimum), maximum: Double(model.spec.maximum),
                                  increment: Double(model.spec.step))
            parts.append(AccessibleOverlay(key: "control", role: progress ? .progressBar : .slider, name: label,
                                           description: value, frame: painted.track.offsetBy(origin), states: controlStates, value: number))
        }
        for (i, button) in model.buttons.buttons.enumerated() where painted.buttons.frames.indices.contains(i) {
            var s: AccessibleStates = [.showing, .visible, .focusable]
            if model.isSensitive(button.key) { s.formUnion([.enabled, .sensitive]) }
            if model.focus == .button(button.key) { s.insert(.focused) }
            parts.append(AccessibleOverlay(key: button.key, role: .pushButton, name: button.label,
                                           frame: painted.buttons.frames[i].offsetBy(origin), states: s,
                                           actions: [.init(name: "press", description: "Press \(button.label)",
                                                           effect: .press(overlay: id, key: button.key))]))
        }
        let title = model.spec.title.isEmpty ? Self.defaultTitle(model.spec.kind) : model.spec.title
        return AccessibleOverlay(
            key: id.description, role: .dialog, name: title, description: label, frame: d.frame, states: base,
            actions: [.init(name: "dismiss", description: "Cancel the dialog", effect: .dismiss(overlay: id))],
            children: parts, overlayID: id.description)
    }
}

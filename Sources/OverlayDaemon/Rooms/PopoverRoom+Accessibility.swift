// PopoverRoom+Accessibility: an ordinary overlay as screen readers see it (AccessibleOverlay):
// a notification, tooltip, alert, dialog or panel, with its buttons.
import OverlayCore
import OverlayRender

extension PopoverRoom {
    /// A shown popover as a screen reader sees it: its role from its kind, its title and text,
    /// and its buttons as push buttons (`focusedButton` the one Enter presses), at `offset`.
    func accessible(_ id: OverlayID, spec: OverlaySpec, offset: Point, focusedButton focused: String?) -> AccessibleOverlay? {
        guard let l = live[id], !l.hidden, let layout = l.layout else { return nil }
        let frame = layout.frame.offsetBy(offset)
        let title = spec.title.map(PlainText.fromMarkup) ?? ""
        let text = PlainText.fromMarkup(spec.text ?? "")
        let role: AccessibleOverlay.Role
        switch spec.kind {
        case .notification?: role = .notification
        case .tooltip?: role = .toolTip
        case .utility? where spec.actions?.isEmpty == false: role = .alert
        default: role = spec.modal == true ? .dialog : .panel
        }
        var states: AccessibleStates = [.showing, .visible, .enabled, .sensitive]
        if spec.modal == true { states.insert(.modal) }
        if text.contains("\n") { states.insert(.multiLine) }
        var node = AccessibleOverlay(
            key: id.description, role: role, name: title.isEmpty ? text : title, description: title.isEmpty ? "" : text,
            text: text.isEmpty ? nil : text, frame: frame, states: states,
            actions: [.init(name: "dismiss", description: "Dismiss", effect: .dismiss(overlay: id))], overlayID: id.description)
        if spec.kind == .notification || spec.announce == true {
            node.announcement = spec.urgency == .critical ? .assertive : .polite
        }
        // `focused`: the button Enter presses: the default, or where Tab and the arrows moved the focus.
        node.children = (l.rendered?.buttons ?? []).map { b in
            let label = spec.actions?.first { $0.key == b.key }?.label ?? b.key
            var s: AccessibleStates = [.showing, .visible, .enabled, .sensitive, .focusable]
            if b.key == spec.defaultAction { s.insert(.isDefault) }
            if b.key == focused, role == .alert || role == .dialog { s.insert(.focused) }
            return AccessibleOverlay(key: "button-" + b.key, role: .pushButton, name: label,
                                     frame: b.frame.offsetBy(frame.origin), states: s,
                                     actions: [.init(name: "press", description: "Press \(label)",
                                                     effect: .press(overlay: id, key: b.key))])
        }
        return node
    }
}

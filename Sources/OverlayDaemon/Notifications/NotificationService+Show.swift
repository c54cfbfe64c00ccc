// NotificationService+Show: a notification put on the screen as an overlay (its text, format,
// buttons, gestures, timeout and place from the rules and style), and taken off again
// (dismissed, or hidden to wait while do-not-disturb is on).
import OverlayCore
import OverlayProtocol

extension NotificationService {
    /// `inPlaceOf`: a shown one it repeats, whose place in its container it takes.
    func show(_ entry: NotificationEntry, inPlaceOf repeated: UInt32? = nil) {
        let r = entry.request
        let outcome = outcome(r)
        var spec = OverlaySpec()
        let look = host.config.style(named: outcome.style)
        let body = NotificationMarkup.sanitize(r.body, linkSchemes: host.config.notifications.linkSchemes)
        var fields = NotificationFormat(appName: r.appName, summary: r.summary, body: body,
                                        icon: r.hints.imagePath.flatMap { $0.isEmpty ? nil : $0 } ?? r.appIcon,
                                        progress: r.hints.progress)
        if look.ignoreNewline { fields = fields.onOneLine }
        let count = duplicateCount(entry)
        spec.title = fields.summary.isEmpty ? nil : count + fields.summary
        spec.text = spec.title == nil ? count + fields.body : fields.body
        if !look.format.isEmpty {
            // dunst's format: one text of the fields, its markup as the format writes it.
            spec.text = count + fields.expand(look.format)
            spec.title = nil
        }
        spec.kind = .notification
        spec.urgency = entry.urgency
        spec.style = outcome.style
        // Set either way, so a replacement without colour hints drops the old ones.
        spec.colors = r.hints.colors ?? StyleColors()
        spec.value = r.hints.progress
        // Set either way (a replacement keeps nothing of the old one's): its container's gestures.
        let gestures = host.containerConfig(outcome.container ?? "notifications")
        spec.dismiss = gestures.dismiss
        if !host.config.notifications.leftClickIsOverlayds {
            // The left button runs its list (`[notifications] mouse-left-click`): a click no
            // longer closes it by itself; the held gestures (swipes, drags, long press) still do.
            spec.dismiss?.subtract([.click, .doubleClick])
        }
        spec.longPressMs = gestures.longPressMs ?? DismissModes.defaultLongPressMs
        switch r.picture {
        case .pixels(let image)?: spec.iconImage = image.premultipliedARGB()
        case .file(let path)?: spec.icon = path
        case .themeIcon(let name)?: spec.icon = name
        case nil: break
        }
        let buttons = r.actions.filter { $0.key != "default" }.map { ButtonRow.Button(key: $0.key, label: $0.label) }
        if !buttons.isEmpty { spec.actions = buttons }
        // Resident: an action leaves it up; a click that invokes `default` does too (a click
        // on a resident notification without one still dismisses it). Set either way, so a
        // replacement without the hint does not inherit it.
        // An inline reply opens its prompt from a button, with the notification still up.
        spec.keepOnAction = r.hints.resident || r.offersInlineReply
        if r.hints.resident, r.defaultAction != nil { spec.dismiss = [] }
        spec.timeoutMs = entry.timeoutMs
        spec.inPlaceOf = repeated.map(OverlayID.notification)
        if let x = r.hints.x, let y = r.hints.y {
            // The bubble points at the spot the application named.
            spec.attach = .rect(Rect(x: x, y: y, width: 1, height: 1))
            spec.aboveAll = true
            // On the screen its column would be on (the config's, or the pointer's).
            spec.screen = host.containerScreen(spec, outcome.container ?? "notifications")
        } else {
            spec.container = outcome.container ?? "notifications"
        }
        if spec.timeoutMs == nil, spec.container == nil { spec.timeoutMs = 10_000 }
        queue.display(entry)
        let reply = host.show(notification: entry.id, spec: spec, now: host.clock.now())
        if reply["ok"]?.boolValue != true {
            logger.warning("notification not shown: \(reply["error"]?.stringValue ?? "")")
            queue.drop(entry.id)
            signals?.emitClosed(id: entry.id, reason: .undefined)
        }
    }

    func dismiss(_ id: UInt32) {
        host.dismiss(notification: id, now: host.clock.now())
    }

    /// Takes shown notifications off the screen without closing them, with one layout of
    /// what remains (`Controller.dismiss(notifications:)`). The queue has already moved them
    /// to wait, so their overlays' dismissals close nothing.
    func hide(_ ids: [UInt32]) {
        host.dismiss(notifications: ids, now: host.clock.now())
    }
}

extension Urgency {
    init(_ u: NotificationUrgency) {
        switch u {
        case .low: self = .low
        case .normal: self = .normal
        case .critical: self = .critical
        }
    }
}

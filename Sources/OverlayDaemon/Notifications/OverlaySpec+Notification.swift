// OverlaySpec+Notification: a desktop notification's overlay as its rules and style make it:
// its text (dunst's `format` when the style has one), colours, progress, picture and buttons,
// the gestures of its container, what an action leaves up, its timeout, and where it goes: a
// column of its container, or the spot the application named.
import OverlayCore

extension OverlaySpec {
    /// The overlay of `entry` under the rules' `outcome`; `gestures` are its container's settings,
    /// `screen` says which screen a spec goes on when the application named a spot;
    /// `countPrefix` is dunst's count and indicators ("(1) ", "(1A) "), put before its first text.
    static func notification(_ entry: NotificationEntry, outcome: RuleOutcome, config: Config, gestures: ContainerConfig,
                             countPrefix count: String = "", screen: (OverlaySpec) -> Int) -> OverlaySpec {
        let r = entry.request
        var spec = OverlaySpec()
        let look = config.style(named: outcome.style)
        let body = NotificationMarkup.sanitize(r.body, linkSchemes: config.notifications.linkSchemes)
        var fields = NotificationFormat(appName: r.appName, summary: r.summary, body: body,
                                        icon: r.hints.imagePath.flatMap { $0.isEmpty ? nil : $0 } ?? r.appIcon,
                                        progress: r.hints.progress)
        if look.ignoreNewline { fields = fields.onOneLine }
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
        spec.dismiss = gestures.dismiss
        if !config.notifications.leftClickIsOverlayds {
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
        if let x = r.hints.x, let y = r.hints.y {
            // The bubble points at the spot the application named.
            spec.attach = .rect(Rect(x: x, y: y, width: 1, height: 1))
            spec.aboveAll = true
            // On the screen its column would be on (the config's, or the pointer's).
            spec.screen = screen(spec)
        } else {
            spec.container = outcome.container ?? "notifications"
        }
        if spec.timeoutMs == nil, spec.container == nil { spec.timeoutMs = 10_000 }
        return spec
    }
}

// NotificationService+Events: what the notifications' overlays report back as a
// `NotificationEvent` (an action, a click, a dismissal, the context menu's or inline reply's
// answer) turned into the signals applications hear: NotificationClosed with its reason, ActivationToken then ActionInvoked.
import OverlayCore
import OverlayDBus
import OverlayProtocol

extension NotificationService {
    /// Clicks run the button's mouse actions; a dismissal closes the notification.
    func observe(_ event: NotificationEvent) {
        switch event {
        case .action(let id, let key):
            if id == NotificationMenus.id { return carryOut(menus.chose(key)) }
            guard let entry = queue.live[id] else { return }
            if key == NotificationRequest.inlineReplyKey { return menus.openReply(to: entry) }
            invoke(id, key: key)
            // keepOnAction kept it up for the reply button; another action closes it as usual.
            if entry.request.offersInlineReply && !entry.request.hints.resident { dismiss(id) }
        case .picked(let id, let text, let exit):
            guard id == NotificationMenus.id else { return }
            carryOut(menus.answered(text, exit: exit))
        case .clicked(let id, let button):
            guard queue.live[id] != nil else { return }
            clicked(id, button: button)
        case .closed(let id, let reason):
            if id == NotificationMenus.id { menus.closed() }
            let byCall = closer == .client && reason == .request
            guard let (entry, signalled) = queue.closed(id, reason: byCall ? .closedByCall : NotificationCloseReason(reason),
                                                        historyLength: historyLength) else { return }
            defer { publish() }
            if entry.history { historyChanged() }
            signals?.emitClosed(id: id, reason: signalled)
        }
    }

    /// Sends the activation token, then the action (the order the specification asks).
    func invoke(_ id: UInt32, key: String) {
        signals?.emitActivationToken(id: id, token: "overlayd-\(id)-\(MonotonicClock.microseconds())")
        signals?.emitActionInvoked(id: id, key: key)
    }
}

extension NotificationCloseReason {
    /// What an application hears when a notification's overlay went for `reason`.
    init(_ reason: DismissReason) {
        switch reason {
        case .timeout: self = .expired
        case .click, .doubleClick, .longPress, .outside, .escape, .enter, .drag, .swipe, .request, .action: self = .dismissed
        case .sourceGone, .replaced, .grabFailed: self = .undefined
        }
    }
}

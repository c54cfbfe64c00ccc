// NotificationCenter+Events: what the notifications' overlays report back (an action, a
// click, a dismissal, the context menu's or inline reply's answer) turned into the signals
// applications hear: NotificationClosed with its reason, ActivationToken then ActionInvoked.
import OverlayCore
import OverlayDBus
import OverlayProtocol

extension NotificationCenter {
    /// Clicks run the button's mouse actions; a dismissal closes the notification.
    func observe(_ event: OverlayEvent) {
        switch event {
        case .action(let overlay, let key):
            guard let id = NotificationCenter.notificationID(overlay) else { return }
            if id == NotificationCenter.contextMenuID { return contextMenuChose(key) }
            guard let entry = live[id] else { return }
            if key == NotificationRequest.inlineReplyKey { return openReply(to: id) }
            invoke(id, key: key)
            // keepOnAction kept it up for the reply button; another action closes it as usual.
            if entry.request.offersInlineReply && !entry.request.hints.resident { dismiss(id) }
        case .picked(let overlay, _, let text, let exit, _, _):
            guard NotificationCenter.notificationID(overlay) == NotificationCenter.contextMenuID else { return }
            replied(text, exit: exit)
        case .clicked(let overlay, let button):
            guard let id = NotificationCenter.notificationID(overlay), live[id] != nil,
                  let button = MouseButton(rawValue: button) else { return }
            clicked(id, button: button)
        case .dismissed(let overlay, let reason):
            if NotificationCenter.notificationID(overlay) == NotificationCenter.contextMenuID { replyingTo = nil }
            guard let id = NotificationCenter.notificationID(overlay), !hiding.contains(id),
                  let entry = live.removeValue(forKey: id) else { return }
            defer { publish() }
            remember(entry)
            if closingByCall.remove(id) != nil || (clientRequestRunning && reason == .request) {
                signals?.emitClosed(id: id, reason: .closedByCall)
                return
            }
            signals?.emitClosed(id: id, reason: NotificationCenter.closeReason(reason))
        default:
            break
        }
    }

    static func closeReason(_ reason: DismissReason) -> NotificationCloseReason {
        switch reason {
        case .timeout: return .expired
        case .click, .doubleClick, .longPress, .outside, .escape, .drag, .swipe, .request, .action: return .dismissed
        case .sourceGone, .replaced, .grabFailed: return .undefined
        }
    }

    /// Sends the activation token, then the action (the order the specification asks).
    func invoke(_ id: UInt32, key: String) {
        signals?.emitActivationToken(id: id, token: "overlayd-\(id)-\(MonotonicClock.microseconds())")
        signals?.emitActionInvoked(id: id, key: key)
    }
}

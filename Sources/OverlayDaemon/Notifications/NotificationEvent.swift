// NotificationEvent: what happened to a notification's overlay (or to the notifications' own
// context menu and reply prompt, id 0), as the Controller tells the notification service:
// typed and by notification id, so no overlay name is parsed back into a number.
import OverlayCore
import OverlayProtocol

enum NotificationEvent: Equatable {
    /// A button chosen, or the context menu's line (its value is the key).
    case action(id: UInt32, key: String)
    /// A click that dismissed nothing by itself (the mouse actions decide).
    case clicked(id: UInt32, button: MouseButton)
    /// Its overlay went.
    case closed(id: UInt32, reason: DismissReason)
    /// The reply prompt's answer.
    case picked(id: UInt32, text: String, exit: Int)

    /// The event of notification `id`'s overlay; nil for events the service does not act on.
    init?(_ event: OverlayEvent, notification id: UInt32) {
        switch event {
        case .action(_, let key): self = .action(id: id, key: key)
        case .clicked(_, let button):
            guard let button = MouseButton(rawValue: button) else { return nil }
            self = .clicked(id: id, button: button)
        case .dismissed(_, let reason): self = .closed(id: id, reason: reason)
        case .picked(_, _, let text, let exit, _, _): self = .picked(id: id, text: text, exit: exit)
        default: return nil
        }
    }
}

// NotificationService+Unread: a notification stays unread until it has been on screen in the
// open center (`CenterCommand.seen`, entry by entry as the list shows them), so
// `notifications count unread` counts what the user has not seen; every change of that count
// goes to watchers as an `unread` event, so a status bar shows a badge without polling.
import OverlayCore
import OverlayProtocol

extension NotificationService {
    var unreadCount: Int { queue.unreadCount }

    /// These entries have been on screen in the open panel. It keeps their mark until it
    /// closes (the user sees what was new); the count and a persisted history change now.
    func markRead(_ ids: [UInt32]) {
        // A persisted history keeps what was read: written only when that changed.
        if queue.markRead(ids) { historyChanged() }
        announceUnread()
    }

    /// Tells watchers the unread count when it changed since they last heard.
    func announceUnread() {
        guard let n = queue.unreadChange() else { return }
        host.announceUnread(n)
    }
}

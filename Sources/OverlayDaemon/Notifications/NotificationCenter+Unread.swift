// NotificationCenter+Unread: notifications that arrived while the center was closed stay
// unread until it opens (`notifications count unread`); every change of that count goes to
// watchers as an `unread` event, so a status bar shows a badge without polling.
import OverlayCore
import OverlayProtocol

extension NotificationCenter {
    var unreadCount: Int {
        live.values.lazy.filter(\.unread).count + held.lazy.filter(\.unread).count + history.lazy.filter(\.unread).count
    }

    /// The center opened: everything in it has been seen.
    func markAllRead() {
        for id in live.keys { live[id]?.unread = false }
        for i in held.indices { held[i].unread = false }
        var seen = false
        for i in history.indices where history[i].unread {
            history[i].unread = false
            seen = true
        }
        // A persisted history keeps what was read: written only when that changed.
        if seen { historyChanged() }
        announceUnread()
    }

    /// Tells watchers the unread count when it changed since they last heard.
    func announceUnread() {
        let n = unreadCount
        guard n != announcedUnread else { return }
        announcedUnread = n
        controller.onEvent(.unread(count: n), CenterRoom.id)
    }
}

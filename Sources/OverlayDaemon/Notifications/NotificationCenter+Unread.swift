// NotificationCenter+Unread: a notification stays unread until it has been on screen in the
// open center (`CenterCommand.seen`, entry by entry as the list shows them), so
// `notifications count unread` counts what the user has not seen; every change of that count
// goes to watchers as an `unread` event, so a status bar shows a badge without polling.
import OverlayCore
import OverlayProtocol

extension NotificationCenter {
    var unreadCount: Int {
        live.values.lazy.filter(\.unread).count + held.lazy.filter(\.unread).count + history.lazy.filter(\.unread).count
    }

    /// These entries have been on screen in the open panel. It keeps their mark until it
    /// closes (the user sees what was new); the count and a persisted history change now.
    func markRead(_ ids: [UInt32]) {
        var historySeen = false
        for id in ids {
            if live[id]?.unread == true { live[id]?.unread = false }
            if let i = held.firstIndex(where: { $0.id == id }) { held[i].unread = false }
            if let i = history.lastIndex(where: { $0.id == id }), history[i].unread {
                history[i].unread = false
                historySeen = true
            }
            readWhileOpen.insert(id)
        }
        // A persisted history keeps what was read: written only when that changed.
        if historySeen { historyChanged() }
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

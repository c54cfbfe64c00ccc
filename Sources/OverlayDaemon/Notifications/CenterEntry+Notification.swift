// CenterEntry+Notification: a notification as the center's panel lists it: its text, the
// buttons it offers (not `default`, which Enter or a click is, nor the inline reply), whether it
// is live or past, unread, and the picture drawn beside it.
import OverlayCore

extension CenterEntry {
    init(_ e: NotificationEntry, live: Bool, unread: Bool) {
        let r = e.request
        let buttons = r.actions.filter { $0.key != "default" && $0.key != NotificationRequest.inlineReplyKey }
        self.init(id: e.id, app: r.appName, summary: r.summary, body: e.plainBody, actions: buttons, hasDefault: r.defaultAction != nil,
                  arrived: e.arrived, live: live, unread: unread, desktopEntry: r.hints.desktopEntry,
                  icon: Self.iconName(r), image: e.thumbnail)
    }

    /// What the panel draws for `r`: its image path or icon, else its app icon.
    static func iconName(_ r: NotificationRequest) -> String? {
        switch r.picture {
        case .file(let path)?: return path
        case .themeIcon(let name)?: return name
        case .pixels?, nil: return r.appIcon.isEmpty || r.appIcon.hasPrefix("file://") ? nil : r.appIcon
        }
    }
}

// NotificationService+ContextMenu: dunst's context menu (`dunstctl context`, `overlayctl
// notifications context`) opened and answered: the shown notifications' actions and links
// (`NotificationMenu`) in an overlayd menu; a choice invokes. Only links whose scheme is in
// `[notifications] link-schemes` are offered, or opened.
import OverlayCore
import OverlayDBus
import OverlayProtocol

extension NotificationService {
    /// The menu lives in the notifications' namespace under id 0, which no notification has,
    /// so its choice comes back to `observe` like a notification's events.
    static let contextMenuID: UInt32 = 0

    /// What the menu offers, as the config's `link-schemes` stand.
    var menu: NotificationMenu { NotificationMenu(linkSchemes: host.config.notifications.linkSchemes) }

    /// The shown notifications' actions, then their links, in display order.
    var contextMenuLines: [String] { menu.lines(of: queue.displayOrder) }

    /// Opens `href` with xdg-open when its scheme is in `link-schemes`; otherwise only logs it.
    /// Every way to open a link (the menu, `open_url`) ends here.
    func openLink(_ href: String) {
        guard host.config.notifications.linkSchemes.opens(href) else {
            scripts.linksRefused += 1
            logger.warning("link not opened, its scheme is not in [notifications] link-schemes: \(QuotedString.quoted(href))")
            return
        }
        scripts.open(link: href)
    }

    /// Opens a menu of `lines` at the pointer; with nothing to offer it opens nothing, as dunst.
    func openContextMenu(_ lines: [String]) throws(DunstControlError) {
        guard !lines.isEmpty else { return }
        var spec = OverlaySpec()
        spec.kind = .menu
        let reply = host.openMenu(id: .notification(Self.contextMenuID), spec: spec, items: lines,
                                        now: host.clock.now())
        guard reply["ok"]?.boolValue == true else { throw .failed(reply["error"]?.stringValue ?? "the menu did not open") }
    }

    /// The menu's choice: invoke the action (closing the notification unless resident, as its
    /// button would), or open the link with xdg-open.
    func contextMenuChose(_ value: String) {
        let words = value.split(separator: " ", maxSplits: 2).map(String.init)
        switch (words.first, words.count) {
        case ("action", 3):
            guard let id = UInt32(words[1]), let entry = queue.live[id] else { return }
            invoke(id, key: words[2])
            if !entry.request.hints.resident { dismiss(id) }
        case ("url", _):
            openLink(String(value.dropFirst("url ".count)))
        default:
            logger.warning("context menu: unknown choice: \(value)")
        }
    }
}

// NotificationService+ContextMenu: what the notifications' own menu and reply prompt
// (`NotificationMenus`) ask for, carried out: an action invoked (closing its notification unless
// resident, as its button would), a link opened, a reply sent; and links opened, every way there
// is (the menu, `open_url`, the center), only when `[notifications] link-schemes` allows their scheme.
import OverlayCore
import OverlayDBus

extension NotificationService {
    /// The shown notifications' actions, then their links, in display order.
    var contextMenuLines: [String] { menus.lines(of: queue.displayOrder) }

    /// Carries out what the menu or prompt answered (nothing: it asked for nothing).
    func carryOut(_ choice: NotificationMenus.Choice?) {
        switch choice {
        case .invoke(let id, let key)?:
            guard let entry = queue.live[id] else { return }
            invoke(id, key: key)
            if !entry.request.hints.resident { dismiss(id) }
        case .open(let link)?:
            openLink(link)
        case .reply(let id, let text)?:
            signals?.emitReplied(id: id, text: text)
            if queue.live[id] != nil { dismiss(id) }
        case nil:
            break
        }
    }

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
}

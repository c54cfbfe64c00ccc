// NotificationService+ContextMenu: what the notifications' own menu and reply prompt
// (`NotificationMenus`) ask for, carried out: an action invoked (closing its notification unless
// resident, as its button would), a link opened (`NotificationOpener`), a reply sent.
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
            opener.open(link: link)
        case .reply(let id, let text)?:
            signals?.emitReplied(id: id, text: text)
            if queue.live[id] != nil { dismiss(id) }
        case nil:
            break
        }
    }
}

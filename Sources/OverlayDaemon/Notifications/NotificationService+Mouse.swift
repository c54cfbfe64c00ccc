// NotificationService+Mouse: what a click on a notification does, button by button: dunst's
// mouse actions (`[notifications] mouse-left-click`, …), run in order as dunst runs them.
import OverlayCore
import OverlayDBus

extension NotificationService {
    /// A click of `button` on notification `id` (the pointer room reports it; it dismissed
    /// nothing itself, but for the left button's `click` gesture).
    func clicked(_ id: UInt32, button: MouseButton) {
        let actions = host.config.notifications.actions(for: button)
        if actions == [.click] {
            // overlayd's own click: the container's gestures close it (PointerRoom).
            if queue.live[id]?.request.defaultAction != nil { invoke(id, key: "default") }
            return
        }
        run(actions, on: id)
    }

    /// Runs `actions` in order for notification `id`, as dunst's `input_handle_click`: an
    /// action on the notification does nothing once it has gone (after `close_all`), and
    /// `close_current` closes it after the whole list (dunst marks it and closes it on its
    /// next update), so `close_current, do_action` still invokes the action first.
    func run(_ actions: [MouseAction], on id: UInt32) {
        batch {
            var closeCurrent = false
            for action in actions {
                switch action {
                case .none, .click: break
                case .closeCurrent: closeCurrent = true
                case .closeAll: closeAll()
                case .contextAll: openContextMenu(contextMenuLines, what: "context_all")
                case .doAction: if let entry = queue.live[id] { doAction(entry) }
                case .context:
                    if let entry = queue.live[id] { openContextMenu(menus.lines(of: [entry]), what: "context") }
                case .openURL: if let entry = queue.live[id] { openURL(entry) }
                }
            }
            if closeCurrent, queue.live[id] != nil { dismiss(id) }
        }
    }

    /// dunst's `do_action` (1.9, and `dunstctl action`): the default action; without one the
    /// only action; with several, a menu of this notification's actions and links.
    func doAction(_ entry: NotificationEntry) {
        let actions = entry.request.actions
        if actions.contains(where: { $0.key == "default" }) {
            invoke(entry.id, key: "default")
        } else if actions.count == 1 {
            invoke(entry.id, key: actions[0].key)
        } else if actions.count > 1 {
            openContextMenu(menus.lines(of: [entry]), what: "do_action")
        }
    }

    /// dunst's `open_url`: its one link opens; with several, a menu of its actions and links.
    /// Only links `link-schemes` allows count: the others are text.
    func openURL(_ entry: NotificationEntry) {
        let links = menus.openableLinks(entry)
        if links.count == 1, let link = links.first {
            opener.open(link: link.href)
        } else if links.count > 1 {
            openContextMenu(menus.lines(of: [entry]), what: "open_url")
        } else {
            let all = NotificationMarkup.parse(entry.request.body).links.count
            if all > 0 { opener.refusedAll() }
            let why = all > 0 ? " (\(all) not opened: their scheme is not in [notifications] link-schemes)" : ""
            logger.info("open_url: notification \(entry.id) has no link to open\(why)")
        }
    }

    /// Opens the context menu of `lines` (nothing with none, as dunst); logs why it did not open.
    private func openContextMenu(_ lines: [String], what: String) {
        do throws(DunstControlError) {
            try menus.openContextMenu(lines)
        } catch {
            logger.warning("\(what): \(error.message)")
        }
    }
}

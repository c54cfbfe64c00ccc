// NotificationService+InlineReply: a notification that offers `inline-reply` gets a Reply button;
// it opens the input line (a prompt: `InlineReply`) and Enter sends NotificationReplied(id,
// text), as KDE and GNOME do. dunst declined this; the capability is advertised.
import OverlayCore
import OverlayDBus
import OverlayProtocol

extension NotificationService {
    /// Opens the prompt for `id` under the menus' id (0: one menu or prompt at a time).
    func openReply(to id: UInt32) {
        guard let entry = queue.live[id] else { return }
        let reply = host.openPick(id: .notification(NotificationService.contextMenuID), spec: InlineReply.prompt(for: entry),
                                  rows: PickRows(bytes: []), now: host.clock.now())
        guard reply["ok"]?.boolValue == true else {
            logger.warning("inline reply: the prompt did not open: \(reply["error"]?.stringValue ?? "")")
            return
        }
        inlineReply.opened(for: id)
    }

    /// Enter in the prompt: the text goes to the application and the notification closes.
    func replied(_ text: String, exit: Int) {
        guard let id = inlineReply.answered(exit: exit) else { return }
        signals?.emitReplied(id: id, text: text)
        if queue.live[id] != nil { dismiss(id) }
    }
}

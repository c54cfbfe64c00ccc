// NotificationContextMenu: dunst's context menu (`dunstctl context`, `overlayctl notifications
// context`): the shown notifications' actions and links in an overlayd menu; a choice invokes.
// Only links whose scheme is in `[notifications] link-schemes` are offered, or opened.
import OverlayCore
import OverlayDBus
import OverlayProtocol

extension NotificationService {
    /// The menu lives in the notifications' namespace under id 0, which no notification has,
    /// so its choice comes back to `observe` like a notification's events.
    static let contextMenuID: UInt32 = 0

    /// One line of the menu: `\label<TAB>value`, where the value says what to do:
    /// `action ID KEY` or `url URL`.
    static func menuLine(_ label: String, _ value: String) -> String {
        func clean(_ s: String) -> String { String(s.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 }) }
        // A leading backslash takes the label literally (no mark, no submenu).
        return "\\" + clean(label) + "\t" + clean(value)
    }

    /// The shown notifications' actions, then their links, in display order.
    var contextMenuLines: [String] { contextMenuLines(of: queue.displayOrder) }

    /// The actions, then the links, of `entries`, in their order.
    func contextMenuLines(of entries: [NotificationEntry]) -> [String] {
        var lines: [String] = []
        for e in entries {
            let who = e.request.summary.isEmpty ? e.request.appName : e.request.summary
            for a in e.request.actions {
                lines.append(Self.menuLine("\(who): \(a.label.isEmpty ? a.key : a.label)", "action \(e.id) \(a.key)"))
            }
            for link in openableLinks(e) {
                lines.append(Self.menuLine("\(who): \(link.href)", "url \(link.href)"))
            }
        }
        return lines
    }

    /// The links of `entry` that may be opened (`link-schemes`); the rest are text.
    func openableLinks(_ entry: NotificationEntry) -> [NotificationLink] {
        let schemes = host.config.notifications.linkSchemes
        return NotificationMarkup.parse(entry.request.body).links.filter { schemes.opens($0.href) }
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

    /// Opens the menu of every shown notification at the pointer.
    func dunstContextMenu() throws(DunstControlError) { try openContextMenu(contextMenuLines) }

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

// NotificationMenus: the notifications' own menu, one at a time under id 0 of the notifications'
// namespace (which no notification has): dunst's context menu (`dunstctl context`, `overlayctl
// notifications context`, the mouse actions: the actions and links of some notifications, only
// links whose scheme is in `[notifications] link-schemes`) or an inline reply's prompt (a
// notification's `inline-reply` action, as KDE and GNOME offer it: Enter sends
// NotificationReplied; dunst declined this, the capability is advertised). It opens them through
// the host, keeps which notification the open prompt answers, and turns what the user chose into
// a `Choice` the service carries out.
import Logging
import OverlayCore
import OverlayDBus

final class NotificationMenus {
    /// The menu's and the prompt's id: its events come back to the service like a notification's.
    static let id: UInt32 = 0

    /// What a choice in the menu or prompt asks for.
    enum Choice: Equatable {
        /// An action of notification `id` (which closes it unless resident, as its button would).
        case invoke(id: UInt32, key: String)
        /// A link, to be opened if its scheme is allowed.
        case open(link: String)
        /// The prompt's text, for notification `id`.
        case reply(id: UInt32, text: String)
    }

    private unowned let host: any NotificationHost
    private let logger: Logger
    /// The notification whose prompt is open.
    private var replyingTo: UInt32?

    init(host: any NotificationHost, logger: Logger) {
        self.host = host
        self.logger = logger
    }

    // MARK: The context menu

    /// One line of the menu, `\label<TAB>value`, the value saying what a choice does (`action ID
    /// KEY` or `url URL`); the leading backslash takes the label literally (no mark, no submenu).
    static func line(_ label: String, _ value: String) -> String {
        func clean(_ s: String) -> String { String(s.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 }) }
        return "\\" + clean(label) + "\t" + clean(value)
    }

    /// The actions, then the links, of `entries`, in their order.
    func lines(of entries: [NotificationEntry]) -> [String] {
        var lines: [String] = []
        for e in entries {
            let who = e.request.summary.isEmpty ? e.request.appName : e.request.summary
            for a in e.request.actions {
                lines.append(Self.line("\(who): \(a.label.isEmpty ? a.key : a.label)", "action \(e.id) \(a.key)"))
            }
            for link in openableLinks(e) {
                lines.append(Self.line("\(who): \(link.href)", "url \(link.href)"))
            }
        }
        return lines
    }

    /// The links of `entry` that may be opened, as the config's `link-schemes` stand; the rest are text.
    func openableLinks(_ entry: NotificationEntry) -> [NotificationLink] {
        let schemes = host.config.notifications.linkSchemes
        return NotificationMarkup.parse(entry.request.body).links.filter { schemes.opens($0.href) }
    }

    /// Opens a menu of `lines` at the pointer; with nothing to offer it opens nothing, as dunst.
    func openContextMenu(_ lines: [String]) throws(DunstControlError) {
        guard !lines.isEmpty else { return }
        var spec = OverlaySpec()
        spec.kind = .menu
        let reply = host.openMenu(id: .notification(Self.id), spec: spec, items: lines, now: host.clock.now())
        guard reply["ok"]?.boolValue == true else { throw .failed(reply["error"]?.stringValue ?? "the menu did not open") }
    }

    /// The menu's line chosen (its value): an action to invoke or a link to open.
    func chose(_ value: String) -> Choice? {
        let words = value.split(separator: " ", maxSplits: 2).map(String.init)
        switch (words.first, words.count) {
        case ("action", 3):
            return UInt32(words[1]).map { .invoke(id: $0, key: words[2]) }
        case ("url", _):
            return .open(link: String(value.dropFirst("url ".count)))
        default:
            logger.warning("context menu: unknown choice: \(value)")
            return nil
        }
    }

    // MARK: The reply prompt

    /// Opens the prompt for `entry`: its summary (else its app) as the title, its body as the
    /// message, the reply action's label as the prompt, centred.
    func openReply(to entry: NotificationEntry) {
        var spec = PickSpec()
        spec.flavor = .prompt
        spec.centered = true
        let r = entry.request
        spec.title = r.summary.isEmpty ? r.appName : r.summary
        spec.message = NotificationMarkup.parse(r.body).plainText
        spec.prompt = r.actions.first { $0.key == NotificationRequest.inlineReplyKey }?.label
        let reply = host.openPick(id: .notification(Self.id), spec: spec, rows: PickRows(bytes: []), now: host.clock.now())
        guard reply["ok"]?.boolValue == true else {
            logger.warning("inline reply: the prompt did not open: \(reply["error"]?.stringValue ?? "")")
            return
        }
        replyingTo = entry.id
    }

    /// The prompt answered with `exit`: Enter sends the text to its notification, once; Escape nothing.
    func answered(_ text: String, exit: Int) -> Choice? {
        guard let id = replyingTo, exit == 0 else { return nil }
        replyingTo = nil
        return .reply(id: id, text: text)
    }

    /// The menu or prompt went (answered, dismissed or replaced).
    func closed() { replyingTo = nil }
}

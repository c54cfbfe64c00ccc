// NotificationMenu: what dunst's context menu offers for some notifications: each one's actions,
// then the links it may open (only those whose scheme is in `[notifications] link-schemes`), as
// the lines of an overlayd menu, `\label<TAB>value`, the value saying what a choice does:
// `action ID KEY` or `url URL`.
import OverlayCore

struct NotificationMenu {
    let linkSchemes: LinkSchemes

    /// One line of the menu; a leading backslash takes the label literally (no mark, no submenu).
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

    /// The links of `entry` that may be opened; the rest are text.
    func openableLinks(_ entry: NotificationEntry) -> [NotificationLink] {
        NotificationMarkup.parse(entry.request.body).links.filter { linkSchemes.opens($0.href) }
    }
}

// DunstRecord: one notification as dunst describes it to others: its history entry for
// `dunstctl history` (dunst's keys and types, so busctl prints them as dunst's do) and what a
// rule's script is told about it (dunst's environment variables, from the same fields).
import OverlayCore
import OverlayDBus

struct DunstRecord {
    /// The links in a body that count as links (`[notifications] link-schemes`).
    let linkSchemes: LinkSchemes
    /// How long a notification without a timeout of its own stays: its container's timeout.
    let defaultTimeoutMs: Int64

    /// One history entry with dunst's keys and types.
    func history(_ e: NotificationEntry) -> BusRecord {
        let r = e.request
        let body = NotificationMarkup.parse(r.body, linkSchemes: linkSchemes)
        let progress: Int32 = r.hints.progress.map { Int32($0) } ?? -1
        let timeout = e.timeoutMs ?? defaultTimeoutMs
        // dunst's `message` is its default format, "<b>%s</b>\n%b", filled in.
        let message = (r.summary.isEmpty ? "" : "<b>\(NotificationMarkup.escape(r.summary))</b>\n") + body.markup
        return [
            ("body", .string(r.body)),
            ("message", .string(message)),
            ("summary", .string(r.summary)),
            ("appname", .string(r.appName)),
            ("category", .string(r.hints.category ?? "")),
            ("default_action_name", .string("default")),
            ("icon_path", .string(r.picture.flatMap { if case .file(let p) = $0 { p } else { nil } } ?? "")),
            ("id", .int32(Int32(bitPattern: e.id))),
            ("timestamp", .int64(e.timestamp)),
            ("timeout", .int64(timeout * 1000)),
            ("progress", .int32(progress)),
            ("urgency", .string(e.urgency.rawValue.uppercased())),
            ("stack_tag", .string(e.stackTag ?? "")),
            ("urls", .string(body.links.map(\.href).joined(separator: "\n"))),
        ]
    }

    /// What a rule's script is told about `e`.
    func scriptSubject(_ e: NotificationEntry) -> ScriptSubject {
        let r = e.request
        let record = Dictionary(history(e).map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        func text(_ key: String) -> String { if case .string(let s)? = record[key] { s } else { "" } }
        return ScriptSubject(
            id: e.id, appName: r.appName, summary: r.summary, body: r.body, icon: r.appIcon, iconPath: text("icon_path"),
            urgency: e.urgency.rawValue.uppercased(), progress: r.hints.progress ?? -1, category: r.hints.category ?? "",
            stackTag: e.stackTag ?? "", urls: text("urls"), timeoutMs: e.timeoutMs ?? defaultTimeoutMs,
            timestampMs: e.timestamp / 1000, desktopEntry: r.hints.desktopEntry ?? "")
    }
}

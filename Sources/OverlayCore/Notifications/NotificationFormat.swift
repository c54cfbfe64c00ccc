// NotificationFormat: dunst's `format`: one markup text made of a notification's fields by
// placeholders (%a %s %b %i %I %p %n %%), as dunst's notification_format_message does.

/// The fields a format can show, and the format filled in.
public struct NotificationFormat: Hashable, Sendable {
    public var appName = ""
    public var summary = ""
    /// Markup already made safe (`NotificationMarkup.sanitize`); put in as it is.
    public var body = ""
    /// The icon's name or path as sent (`app_icon` or the `image-path` hint); "" without one.
    public var icon = ""
    /// 0...100, or nil without a `value` hint.
    public var progress: Int?

    public init(appName: String = "", summary: String = "", body: String = "", icon: String = "", progress: Int? = nil) {
        self.appName = appName; self.summary = summary; self.body = body; self.icon = icon; self.progress = progress
    }

    /// The fields with every line break a space (dunst's `ignore_newline`).
    public var onOneLine: NotificationFormat {
        func joined(_ s: String) -> String { String(s.map { $0 == "\n" || $0 == "\r\n" ? " " : $0 }) }
        var r = self
        (r.appName, r.summary, r.body) = (joined(appName), joined(summary), joined(body))
        return r
    }

    /// `format` with each placeholder replaced: `%a` the app name, `%s` the summary, `%i` the
    /// icon, `%I` the icon without its folder (those escaped, as dunst shows them as text),
    /// `%b` the body's markup, `%p` the progress as `[ 40%]`, `%n` as `40`, `%%` a `%`. A
    /// field the notification lacks is removed; an unknown `%x` and a trailing `%` stay as
    /// written. The markup written in the format itself is kept, and trailing white space is
    /// cut, as dunst cuts it.
    public func expand(_ format: String) -> String {
        var out = ""
        var chars = format.makeIterator()
        while let c = chars.next() {
            guard c == "%" else { out.append(c); continue }
            guard let p = chars.next() else { out.append("%"); break }
            switch p {
            case "a": out += NotificationMarkup.escape(appName)
            case "s": out += NotificationMarkup.escape(summary)
            case "b": out += body
            case "i": out += NotificationMarkup.escape(icon)
            case "I": out += NotificationMarkup.escape(String(icon.split(separator: "/").last ?? ""))
            case "p": out += progress.map { "[" + String($0).leftPadded(toWidth: 3) + "%]" } ?? ""
            case "n": out += progress.map(String.init) ?? ""
            case "%": out += "%"
            default: out += "%" + String(p)
            }
        }
        while let last = out.last, last.isWhitespace { out.removeLast() }
        return out
    }
}

extension String {
    /// Spaces before it up to `width` characters, as printf's `%3d`.
    fileprivate func leftPadded(toWidth width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

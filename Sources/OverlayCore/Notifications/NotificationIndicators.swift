// NotificationIndicators: what dunst 1.9 writes before a notification's message
// (notification_format_message): a stacked duplicate's count and, under `show_indicators`, "A"
// when it has actions and "U" when it holds a link: "(1) ", "(A) ", "(1AU) ".

public enum NotificationIndicators {
    /// The prefix, empty when there is nothing to say; `hideCount` is `hide_duplicate_count`.
    public static func prefix(duplicates: Int, hideCount: Bool, showIndicators: Bool, hasActions: Bool, hasURL: Bool) -> String {
        let count = duplicates > 0 && !hideCount ? String(duplicates) : ""
        let marks = showIndicators ? (hasActions ? "A" : "") + (hasURL ? "U" : "") : ""
        return count.isEmpty && marks.isEmpty ? "" : "(\(count)\(marks)) "
    }

    /// Whether dunst finds a URL in a notification's summary and body (notification_extract_urls):
    /// a link's `href`, a picture's `src`, or a plain address as its url_regex matches one (a
    /// scheme or `www.` where a word starts, and more of the address after it).
    public static func hasURL(summary: String, body: String) -> Bool {
        let text = Array((summary + " " + body).lowercased().utf8)
        if tag(text, "<a", attribute: "href=") || tag(text, "<img", attribute: "src=") { return true }
        for start in text.indices where start == 0 || !isWordByte(text[start - 1]) {
            for scheme in schemes where text[start...].starts(with: scheme) {
                // url_regex: address bytes, ending in one that may end an address.
                var i = start + scheme.count
                while i < text.count, addressBytes.contains(text[i]) || text[i] == UInt8(ascii: "(") || text[i] == UInt8(ascii: ")") {
                    if endBytes.contains(text[i]) { return true }
                    i += 1
                }
            }
        }
        return false
    }

    private static let schemes = ["https://", "http://", "ftps://", "ftp://", "news://", "mailto:", "file://", "www."].map { Array($0.utf8) }
    private static let alnum = Set(Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8))
    /// `[-[:alnum:]_@;/?:&=%$.+!*',~#]`, the bytes an address is made of.
    private static let addressBytes = alnum.union("-_@;/?:&=%$.+!*',~#".utf8)
    /// `[-[:alnum:]_@;/?:&=%$+*~]`, those it may end with.
    private static let endBytes = alnum.union("-_@;/?:&=%$+*~".utf8)

    private static func isWordByte(_ b: UInt8) -> Bool { alnum.contains(b) || b == UInt8(ascii: "_") || b >= 0x80 }

    /// Whether a tag named `open` (`<a`, `<img`) carries `attribute` before it closes.
    private static func tag(_ text: [UInt8], _ open: String, attribute: String) -> Bool {
        let o = Array(open.utf8), a = Array(attribute.utf8)
        var i = 0
        while i + o.count < text.count {
            if text[i...].starts(with: o), text[i + o.count] == UInt8(ascii: " ") {
                var j = i + o.count
                while j < text.count, text[j] != UInt8(ascii: ">") {
                    if text[j...].starts(with: a) { return true }
                    j += 1
                }
            }
            i += 1
        }
        return false
    }
}

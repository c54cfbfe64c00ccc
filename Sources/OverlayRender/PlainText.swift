// PlainText: the text a Pango markup string shows, for screen readers.
import CPango

public enum PlainText {
    /// `markup` without its tags and with entities decoded, as Pango reads it; text whose
    /// markup does not parse is shown as it is (`TextBlock` falls back the same way).
    public static func fromMarkup(_ markup: String) -> String {
        guard markup.contains("<") || markup.contains("&") else { return markup }
        var text: UnsafeMutablePointer<CChar>?
        let ok = markup.withCString { pango_parse_markup($0, -1, 0, nil, &text, nil, nil) }
        defer { if let text { g_free(text) } }
        guard ok != 0, let text else { return markup }
        return String(cString: text)
    }
}

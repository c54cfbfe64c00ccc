// WindowFormat: rofi's -window-format, the text of a window switcher's row: `{w}` desktop
// name, `{c}` class, `{t}` title, `{n}` name (WM_CLASS instance), `{r}` role; `{t:20}` takes
// 20 characters (cut, or padded with spaces). rofi 1.7.3's default is `{w}    {c}   {t}`.

public enum WindowFormat {
    public static let rofiDefault = "{w}    {c}   {t}"

    /// `format` with its fields filled from `fields` (keys `w c t n r`); unknown fields are empty.
    public static func render(_ format: String, _ fields: [Character: String]) -> String {
        var out = ""
        var rest = Substring(format)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { out += rest[open...]; return out }
            let inner = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            guard let key = inner.first else { continue }
            var value = fields[key] ?? ""
            if let colon = inner.firstIndex(of: ":"), let width = Int(inner[inner.index(after: colon)...]), width > 0 {
                value = value.count > width ? String(value.prefix(width)) : value + String(repeating: " ", count: width - value.count)
            }
            out += value
        }
        return out + rest
    }
}

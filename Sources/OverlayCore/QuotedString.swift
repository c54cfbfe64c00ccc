// QuotedString: a string in double quotes with backslash escapes, as JSON and TOML basic
// strings both read it (control characters as \uXXXX).

public enum QuotedString {
    /// Appends `text`, quoted and escaped, to `out`. TOML must escape DEL too; JSON may
    /// leave it as it is.
    public static func append(_ text: String, to out: inout String, escapingDelete: Bool = false) {
        out += "\""
        for u in text.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 || (escapingDelete && u.value == 0x7f) {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        out += "\""
    }

    /// `text`, quoted and escaped.
    public static func quoted(_ text: String, escapingDelete: Bool = false) -> String {
        var out = ""
        append(text, to: &out, escapingDelete: escapingDelete)
        return out
    }
}

// ExecLine: a desktop entry's Exec value turned into an argument vector: split into words
// as the spec quotes them (double quotes with `\"`, `` \` ``, `\$`, `\\`; rofi also takes a
// shell's single quotes and backslashes, as g_shell_parse_argv does), then the field codes
// expanded: %f %F %u %U dropped (no file is given), %i → `--icon ICON`, %c → the Name,
// %k → the file's path, %% → %, the deprecated ones (%d %D %n %N %v %m) dropped.

public enum ExecLine {
    /// What the field codes stand for.
    public struct Fields: Sendable {
        public var name: String
        public var icon: String?
        public var location: String?
        public init(name: String, icon: String? = nil, location: String? = nil) {
            self.name = name; self.icon = icon; self.location = location
        }
    }

    /// The words of `exec` with field codes expanded; nil when its quoting is unfinished or
    /// no word is left.
    public static func argv(_ exec: String, fields: Fields) -> [String]? {
        guard let words = words(exec) else { return nil }
        var out: [String] = []
        for word in words {
            switch word {
            case "%f", "%F", "%u", "%U", "%d", "%D", "%n", "%N", "%v", "%m": continue
            case "%i":
                if let icon = fields.icon { out += ["--icon", icon] }
                continue
            default:
                out.append(expand(word, fields))
            }
        }
        return out.isEmpty ? nil : out
    }

    /// Codes inside a word: %c, %k, %i and %% are replaced, the file and deprecated ones go,
    /// anything else (`%s` in a quoted printf format) stays as written.
    static func expand(_ word: String, _ fields: Fields) -> String {
        guard word.contains("%") else { return word }
        var out = ""
        var percent = false
        for c in word {
            if percent {
                switch c {
                case "%": out.append("%")
                case "c": out += fields.name
                case "k": out += fields.location ?? ""
                case "i": out += fields.icon ?? ""
                case "f", "F", "u", "U", "d", "D", "n", "N", "v", "m": break
                default: out.append("%"); out.append(c) // not a field code: kept as written
                }
                percent = false
            } else if c == "%" {
                percent = true
            } else {
                out.append(c)
            }
        }
        if percent { out.append("%") }
        return out
    }

    /// Splits at unquoted blanks; nil for an unfinished quote.
    public static func words(_ s: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for c in s {
            if escaped {
                // Inside double quotes only these are escapes; elsewhere the backslash stays.
                if quote == "\"", !"\"`$\\".contains(c) { current.append("\\") }
                current.append(c)
                escaped = false
                continue
            }
            switch (quote, c) {
            case ("'", "'"), ("\"", "\""): quote = nil
            case ("'", _): current.append(c)
            case (_, "\\"): escaped = true; inWord = true
            case (nil, "'"), (nil, "\""): quote = c; inWord = true
            case (nil, " "), (nil, "\t"), (nil, "\n"):
                if inWord { words.append(current); current = ""; inWord = false }
            default: current.append(c); inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(current) }
        return words
    }
}

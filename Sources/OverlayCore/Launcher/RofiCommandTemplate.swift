// RofiCommandTemplate: rofi 1.7.3's command templates (helper_string_replace_if_exists): `{key}` is
// replaced by its value or removed, and a `[ … {key} … ]` group is kept without its brackets when
// the key has a value, dropped whole when not (`{terminal} -e {ssh-client} {host} [-p {port}]`).

public enum RofiCommandTemplate {
    /// The template with its keys replaced (`values` by key name without braces).
    public static func expand(_ template: String, _ values: [String: String]) -> String {
        let c = Array(template)
        var out = ""
        var i = 0
        while i < c.count {
            if c[i] == "[", let group = bracketed(c, from: i) {
                if let v = values[group.key] { out += String(c[(i + 1)..<group.keyStart]) + v + String(c[group.keyEnd..<group.close]) }
                i = group.close + 1
            } else if c[i] == "{", let end = keyEnd(c, from: i) {
                out += values[String(c[(i + 1)..<(end - 1)])] ?? ""
                i = end
            } else {
                out.append(c[i])
                i += 1
            }
        }
        return out
    }

    /// rofi's `\[(.*)({[-\w]+})(.*)\]`, ungreedy: the first key after the bracket, then the first `]` after it.
    private static func bracketed(_ c: [Character], from open: Int) -> (key: String, keyStart: Int, keyEnd: Int, close: Int)? {
        var j = open + 1
        while j < c.count, c[j] != "\n" {
            if c[j] == "{", let end = keyEnd(c, from: j) {
                guard let close = c[end...].prefix(while: { $0 != "\n" }).firstIndex(of: "]") else { return nil }
                return (String(c[(j + 1)..<(end - 1)]), j, end, close)
            }
            j += 1
        }
        return nil
    }

    /// Where `{key}` starting at `open` ends (just past its `}`), for a key of letters, digits, `_` and `-`.
    private static func keyEnd(_ c: [Character], from open: Int) -> Int? {
        var j = open + 1
        while j < c.count, c[j].isLetter || c[j].isNumber || c[j] == "_" || c[j] == "-" { j += 1 }
        return j > open + 1 && j < c.count && c[j] == "}" ? j + 1 : nil
    }
}

// RasiEscapes: the backslash escapes of a rasi string (GLib's g_strcompress) and the markup escaping of rofi's messages.

enum RasiEscapes {
    /// GLib's g_strcompress (`CEscapes`): `\n \t \r \b \f \v \\ \"` and octal `\NNN`; any
    /// other escaped byte stands for itself.
    static func compress(_ bytes: [UInt8]) -> String { CEscapes.compress(bytes) }

    /// `g_markup_escape_text`.
    static func markup(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "'": out += "&apos;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// What a Pango label shows for rofi's markup: tags dropped, entities read.
    static func plain(_ markup: String) -> String {
        var out = "", inTag = false
        var i = markup.startIndex
        while i < markup.endIndex {
            let c = markup[i]
            if inTag { if c == ">" { inTag = false }; i = markup.index(after: i); continue }
            if c == "<" { inTag = true; i = markup.index(after: i); continue }
            if c == "&", let semi = markup[i...].firstIndex(of: ";"), markup.distance(from: i, to: semi) <= 6 {
                let entity = String(markup[markup.index(after: i)..<semi])
                let replacement: String? = ["amp": "&", "lt": "<", "gt": ">", "apos": "'", "quot": "\""][entity]
                if let r = replacement { out += r; i = markup.index(after: semi); continue }
            }
            out.append(c)
            i = markup.index(after: i)
        }
        return out
    }
}

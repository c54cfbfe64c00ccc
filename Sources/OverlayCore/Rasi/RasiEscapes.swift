// RasiEscapes: the backslash escapes of a rasi string (GLib's g_strcompress) and the markup escaping of rofi's messages.

enum RasiEscapes {
    /// `\n \t \r \b \f \v \\ \"` and octal `\NNN`; any other escaped byte stands for itself.
    static func compress(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            guard b == UInt8(ascii: "\\"), i + 1 < bytes.count else { out.append(b); i += 1; continue }
            let e = bytes[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "b"): out.append(8)
            case UInt8(ascii: "f"): out.append(12)
            case UInt8(ascii: "n"): out.append(10)
            case UInt8(ascii: "r"): out.append(13)
            case UInt8(ascii: "t"): out.append(9)
            case UInt8(ascii: "v"): out.append(11)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(e - UInt8(ascii: "0")), digits = 1
                while digits < 3, i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "7") {
                    value = value * 8 + Int(bytes[i] - UInt8(ascii: "0")); i += 1; digits += 1
                }
                out.append(UInt8(truncatingIfNeeded: value))
            default: out.append(e)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

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

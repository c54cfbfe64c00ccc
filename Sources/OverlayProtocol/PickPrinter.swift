// PickPrinter: what dmenu or rofi -dmenu prints for a choice, byte for byte. The rows are
// the client's own copy of its input, so a row comes back exactly as it was read.
import OverlayCore

public enum PickPrinter {
    /// The bytes to write to stdout for `choice`.
    public static func output(_ choice: PickChoice, rows: PickRows, format: PickOutputFormat) -> [UInt8] {
        switch format {
        case .dmenu:
            if let r = choice.rows.first { return Array(rows.text(r)) + [10] }
            return Array(choice.text.utf8) + [10]
        case .rofi(let f):
            let chosen: [Int?] = choice.rows.isEmpty ? [nil] : choice.rows.map { $0 }
            var out: [UInt8] = []
            for row in chosen {
                for c in f {
                    switch c {
                    case "s": out += row.map { Array(rows.text($0)) } ?? Array(choice.text.utf8)
                    case "i": out += Array(String(row ?? -1).utf8)
                    case "d": out += Array(String(row.map { $0 + 1 } ?? 0).utf8)
                    case "q": out += quoted(row.map { Array(rows.text($0)) } ?? Array(choice.text.utf8))
                    case "p": out += Array(withoutMarkup(row.map { rows.label($0) } ?? choice.text).utf8)
                    case "f": out += Array(choice.text.utf8)
                    case "F": out += quoted(Array(choice.text.utf8))
                    default: out += Array(String(c).utf8)
                    }
                }
                out.append(10)
            }
            return out
        }
    }

    /// Single-quoted for a POSIX shell (GLib's g_shell_quote: `'` becomes `'\''`).
    static func quoted(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [39]
        for b in bytes {
            if b == 39 { out += Array("'\\''".utf8) } else { out.append(b) }
        }
        out.append(39)
        return out
    }

    /// Pango markup without its tags, entities decoded.
    public static func withoutMarkup(_ s: String) -> String {
        let entities = ["lt": "<", "gt": ">", "quot": "\"", "apos": "'", "amp": "&"]
        var out = ""
        var tag = false
        var entity: String?
        for c in s {
            if var e = entity {
                if c == ";" {
                    out += entities[e] ?? "&\(e);"
                    entity = nil
                } else {
                    e.append(c)
                    entity = e
                }
            } else if tag {
                if c == ">" { tag = false }
            } else if c == "<" {
                tag = true
            } else if c == "&" {
                entity = ""
            } else {
                out.append(c)
            }
        }
        if let e = entity { out += "&" + e }
        return out
    }
}

// DesktopKeyFile: one group of a .desktop file as the Desktop Entry Specification writes
// it ([Desktop Entry], or a [Desktop Action NAME]): `Key=Value` and `Key[locale]=Value`
// lines, string escapes, `;`-separated lists. Comments are skipped.

public struct DesktopKeyFile: Sendable {
    /// Raw values by key as written, `Name[de]` included.
    public private(set) var values: [String: String] = [:]
    /// The other groups' values, by group name (`Desktop Action new-window`).
    private var others: [String: [String: String]] = [:]
    /// False when GLib's key-file parser refuses the file, and rofi with it: a line that is no
    /// group, key or comment, or a key before the first group.
    public private(set) var isWellFormed = true

    /// Reads `text`: the [Desktop Entry] group, and the others for `group(_:)`. The first
    /// occurrence of a key in a group wins; what GLib refuses clears `isWellFormed`.
    public init(_ text: String) {
        var group: String?
        var read: [String: [String: String]] = [:]
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = (rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine[...]).drop { $0 == " " || $0 == "\t" }
            guard let first = line.first, first != "#" else { continue }
            if first == "[" {
                let trimmed = line.desktopTrimmed
                if !trimmed.hasSuffix("]") { isWellFormed = false }
                group = String(trimmed.dropFirst().dropLast())
                continue
            }
            guard let group, let eq = line.firstIndex(of: "="), eq != line.startIndex else {
                isWellFormed = false
                continue
            }
            let key = String(line[..<eq]).desktopTrimmed
            let value = String(line[line.index(after: eq)...]).desktopTrimmedStart
            if read[group]?[key] == nil { read[group, default: [:]][key] = value }
        }
        values = read.removeValue(forKey: "Desktop Entry") ?? [:]
        others = read
    }

    /// Another group of the same file (`Desktop Action NAME`), read the same way.
    public func group(_ name: String) -> DesktopKeyFile? {
        guard let v = others[name] else { return nil }
        var g = self
        g.values = v
        g.others = [:]
        return g
    }

    /// A string value with its escapes undone (`\s \n \t \r \\`).
    public func string(_ key: String) -> String? { values[key].map(DesktopKeyFile.unescape) }

    /// A localestring: the first of `locales` (best first) that has a `Key[locale]`, else `Key`.
    public func localized(_ key: String, locales: [String]) -> String? {
        for l in locales { if let v = values["\(key)[\(l)]"] { return DesktopKeyFile.unescape(v) } }
        return string(key)
    }

    /// A boolean: `true` (only that spelling, as the spec and GLib's key files read it).
    public func bool(_ key: String) -> Bool { values[key]?.desktopTrimmed == "true" }

    /// A list of strings: `;`-separated (`\;` a literal semicolon), empty items dropped.
    public func list(_ key: String, locales: [String] = []) -> [String] {
        var raw: String?
        for l in locales where raw == nil { raw = values["\(key)[\(l)]"] }
        guard let v = raw ?? values[key] else { return [] }
        var items: [String] = []
        var current = ""
        var escaped = false
        for c in v {
            if escaped {
                if c != ";" { current.append("\\") }
                current.append(c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if c == ";" {
                items.append(DesktopKeyFile.unescape(current)); current = ""
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { items.append(DesktopKeyFile.unescape(current)) }
        return items.filter { !$0.isEmpty }
    }

    /// `\s` space, `\n` newline, `\t` tab, `\r` return, `\\` backslash; other backslashes stay.
    static func unescape(_ s: String) -> String {
        guard s.contains("\\") else { return s }
        var out = ""
        var escaped = false
        for c in s {
            if escaped {
                switch c {
                case "s": out.append(" ")
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "\\": out.append("\\")
                default: out.append("\\"); out.append(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        if escaped { out.append("\\") }
        return out
    }
}

extension StringProtocol {
    var desktopTrimmed: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
    var desktopTrimmedStart: String { String(drop { $0 == " " || $0 == "\t" }) }
}

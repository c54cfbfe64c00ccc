// Dunstrc: a dunst configuration file read as dunst 1.9 reads it — sections of `key = value`
// lines — and its value syntaxes (booleans, times, colours, geometry).

/// The sections of a dunstrc in file order; within one, a key given twice keeps the last value.
public struct Dunstrc: Sendable {
    public struct Entry: Sendable {
        public var key: String
        /// The value with its quotes removed.
        public var value: String
        /// The value as written (quotes kept), for comments that quote it.
        public var raw: String
        public var line: Int
    }

    public struct Section: Sendable {
        public var name: String
        public var entries: [Entry]

        public subscript(key: String) -> String? { entries.last { $0.key == key }?.value }
    }

    public var sections: [Section] = []
    /// Lines dunst would skip, with the reason (dunst warns about them the same way).
    public var skipped: [(line: Int, why: String)] = []

    public func section(_ name: String) -> Section? { sections.last { $0.name == name } }

    /// Parses as dunst's ini reader does: `#` and `;` start a comment line, and outside
    /// quotes they end a value; `[name]` opens a section; a key before any section is skipped.
    public init(text: String) {
        var current: Int?
        for (i, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = i + 1
            let line = rawLine.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("[") {
                guard let close = line.firstIndex(of: "]") else {
                    skipped.append((number, "missing ']'"))
                    continue
                }
                let name = String(line[line.index(after: line.startIndex)..<close])
                sections.append(Section(name: name, entries: []))
                current = sections.count - 1
                continue
            }
            guard let equal = line.dropFirst().firstIndex(of: "=") else {
                skipped.append((number, "missing '='"))
                continue
            }
            let key = line[..<equal].trimmingWhitespace()
            var value = Substring(line[line.index(after: equal)...].trimmingWhitespace())
            // A comment starts at the first # or ; after the closing quote (or the start).
            var searchFrom = value.startIndex
            if let open = value.firstIndex(of: "\"") {
                guard let close = value[value.index(after: open)...].firstIndex(of: "\"") else {
                    skipped.append((number, "missing '\"'"))
                    continue
                }
                searchFrom = close
            }
            if let comment = value[searchFrom...].firstIndex(where: { $0 == "#" || $0 == ";" }) {
                value = value[..<comment]
            }
            let raw = value.trimmingWhitespace()
            guard let section = current else {
                skipped.append((number, "a key before any section"))
                continue
            }
            sections[section].entries.append(Entry(key: key, value: Self.unquoted(raw), raw: raw, line: number))
        }
    }

    /// `"text"` → `text`; the escapes dunst reads in strings (`\n`, `\"`, `\\`) stay as written.
    static func unquoted(_ s: String) -> String {
        guard s.count >= 2, s.hasPrefix("\""), s.hasSuffix("\"") else { return s }
        return String(s.dropFirst().dropLast())
    }

    // MARK: Values

    /// yes/no, true/false, on/off, 1/0.
    public static func bool(_ s: String) -> Bool? {
        switch s.lowercased() {
        case "yes", "true", "on", "1": return true
        case "no", "false", "off", "0": return false
        default: return nil
        }
    }

    /// A time as dunst reads it: a number with `ms`, `s`, `m`, `h` or `d`; a bare number is
    /// seconds. Milliseconds, or nil.
    public static func milliseconds(_ s: String) -> Int64? {
        let digits = s.prefix { $0.isNumber || $0 == "-" }
        guard let n = Int64(digits), n >= 0 else { return nil }
        switch s.dropFirst(digits.count).trimmingWhitespace() {
        case "", "s": return n * 1000
        case "ms": return n
        case "m": return n * 60_000
        case "h": return n * 3_600_000
        case "d": return n * 86_400_000
        default: return nil
        }
    }

    /// `#rrggbb` or `#rrggbbaa` (also `#rgb`), lower-cased; nil for anything else.
    public static func color(_ s: String) -> String? {
        let hex = s.lowercased()
        guard hex.hasPrefix("#"), hex.dropFirst().allSatisfy(\.isHexDigit) else { return nil }
        switch hex.count {
        case 7, 9: return hex
        case 4: return "#" + hex.dropFirst().map { "\($0)\($0)" }.joined()
        default: return nil
        }
    }

    /// Two numbers: `10x50`, `(10, 50)`; one number `N` is `(N, N)` for a width.
    public static func pair(_ s: String) -> (Int, Int)? {
        let inner = s.trimming("()")
        let parts = inner.split(whereSeparator: { $0 == "x" || $0 == "," }).map { Int($0.trimmingWhitespace()) }
        switch parts.count {
        case 1: return parts[0].map { ($0, $0) }
        case 2: if let a = parts[0], let b = parts[1] { return (a, b) }
        default: break
        }
        return nil
    }

    /// The dunstrc overlayd imports when none is named: `$XDG_CONFIG_HOME/dunst/dunstrc`
    /// (default `~/.config`), then `dunst/dunstrc` in each `$XDG_CONFIG_DIRS` (default `/etc/xdg`).
    public static func candidates(environment: [String: String]) -> [String] {
        var out: [String] = []
        if let home = environment["XDG_CONFIG_HOME"], !home.isEmpty {
            out.append(home + "/dunst/dunstrc")
        } else if let home = environment["HOME"], !home.isEmpty {
            out.append(home + "/.config/dunst/dunstrc")
        }
        let dirs = environment["XDG_CONFIG_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/etc/xdg"
        out += dirs.split(separator: ":").map { "\($0)/dunst/dunstrc" }
        return out
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }

    func trimming(_ set: String) -> String {
        let skip: (Character) -> Bool = { set.contains($0) || $0 == " " }
        return String(drop(while: skip).reversed().drop(while: skip).reversed())
    }
}

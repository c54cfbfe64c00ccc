// DesktopKeyFile: the keys a launcher reads from a .desktop file, taken from its bytes as
// GLib's key-file parser (and so rofi 1.7.3) takes them: every line checked as GLib checks it
// (a file it refuses is no entry), the last of a repeated key winning, `Key[locale]` kept only
// for the locales asked for, and a value turned into a String only when it is asked for.

public struct DesktopKeyFile: Sendable {
    /// The keys a launcher reads; any other key is checked and passed over.
    public enum Key: Int, CaseIterable, Sendable {
        case type, name, genericName, keywords, categories, exec, tryExec, path, icon, terminal, noDisplay, hidden,
             onlyShowIn, notShowIn, actions, url

        /// The key as written in the file.
        var spelling: String {
            switch self {
            case .type: "Type"
            case .name: "Name"
            case .genericName: "GenericName"
            case .keywords: "Keywords"
            case .categories: "Categories"
            case .exec: "Exec"
            case .tryExec: "TryExec"
            case .path: "Path"
            case .icon: "Icon"
            case .terminal: "Terminal"
            case .noDisplay: "NoDisplay"
            case .hidden: "Hidden"
            case .onlyShowIn: "OnlyShowIn"
            case .notShowIn: "NotShowIn"
            case .actions: "Actions"
            case .url: "URL"
            }
        }
    }

    /// The file's bytes (shared, not copied: values are read out of them when asked).
    private let bytes: [UInt8]
    /// `Key[locale]` is kept for these (best first); `Key` alone ranks after them.
    private let rankCount: Int
    /// Where each key's value is, for the [Desktop Entry] group: `key * rankCount + rank` →
    /// `start << 32 | end` in `bytes`, 0 when the file does not have it.
    private var entry: [UInt64]
    /// The same for each [Desktop Action NAME] group, by NAME.
    private var actions: [String: [UInt64]] = [:]
    /// Whether the file has a [Desktop Entry] group.
    public private(set) var hasEntryGroup = false
    /// False when GLib's key-file parser refuses the file, and rofi with it: a line that is no
    /// group, key or comment, a key before the first group, a bad group or key name, or an
    /// Encoding other than UTF-8.
    public private(set) var isWellFormed = true

    /// Reads `text` (tests and small files).
    public init(_ text: String, locales: [String] = []) {
        self.init(bytes: Array(text.utf8), locales: locales)
    }

    /// Reads a file's bytes; `locales` (best first) are the `Key[locale]` variants kept.
    public init(bytes: [UInt8], locales: [String]) {
        self.bytes = bytes
        rankCount = locales.count + 1
        entry = []
        let localeBytes = locales.map { Array($0.utf8) }
        bytes.withUnsafeBufferPointer { parse($0, locales: localeBytes) }
    }

    // MARK: Reading values

    /// Whether the group has `key` itself (not only a translation), as g_key_file_has_key says.
    public func has(_ key: Key, action: String? = nil) -> Bool { slot(key, rank: rankCount - 1, action: action) != 0 }

    /// Whether the file has a [Desktop Action NAME] group.
    public func hasAction(_ name: String) -> Bool { actions[name] != nil }

    /// A string (g_key_file_get_string): escapes undone; nil when missing or not UTF-8.
    public func string(_ key: Key, action: String? = nil) -> String? {
        decode(slot(key, rank: rankCount - 1, action: action), list: false).first
    }

    /// A localestring (g_key_file_get_locale_string): the first of the locales whose
    /// translation is there and UTF-8, else the key itself.
    public func localized(_ key: Key, action: String? = nil) -> String? {
        for rank in 0..<rankCount {
            if let s = decode(slot(key, rank: rank, action: action), list: false).first { return s }
        }
        return nil
    }

    /// A boolean as GLib reads one: `true` or `1` (trailing blanks allowed); anything else is false.
    public func bool(_ key: Key) -> Bool {
        let at = slot(key, rank: rankCount - 1, action: nil)
        guard at != 0 else { return false }
        var (start, end) = (Int(at >> 32), Int(at & 0xFFFF_FFFF))
        while end > start, DesktopKeyFile.isSpace(bytes[end - 1]) { end -= 1 }
        let word = bytes[start..<end]
        return word.elementsEqual("true".utf8) || word.elementsEqual("1".utf8)
    }

    /// A list (g_key_file_get_string_list; with `localized`, g_key_file_get_locale_string_list):
    /// `;`-separated, `\;` a literal semicolon, the last empty item dropped.
    public func list(_ key: Key, localized: Bool = false) -> [String] {
        for rank in (localized ? 0 : rankCount - 1)..<rankCount {
            let at = slot(key, rank: rank, action: nil)
            if at != 0, isUTF8(at) { return decode(at, list: true) }
        }
        return []
    }

    private func slot(_ key: Key, rank: Int, action: String?) -> UInt64 {
        let values = action.map { actions[$0] ?? [] } ?? entry
        let i = key.rawValue * rankCount + rank
        return i < values.count ? values[i] : 0
    }

    private func isUTF8(_ at: UInt64) -> Bool {
        String(validating: bytes[Int(at >> 32)..<Int(at & 0xFFFF_FFFF)], as: UTF8.self) != nil
    }

    /// The value at `at` with GLib's escapes undone (`\s \n \t \r \\`, in a list `\;`; another
    /// escape stays as written, a backslash at the end goes); as a list, split at `;`.
    /// Empty when missing or not UTF-8.
    private func decode(_ at: UInt64, list: Bool) -> [String] {
        guard at != 0 else { return [] }
        let (start, end) = (Int(at >> 32), Int(at & 0xFFFF_FFFF))
        let raw = bytes[start..<end]
        guard String(validating: raw, as: UTF8.self) != nil else { return [] }
        if !list, !raw.contains(0x5C) { return [String(decoding: raw, as: UTF8.self)] }
        var items: [String] = []
        var out: [UInt8] = []
        var i = start
        while i < end {
            let b = bytes[i]
            i += 1
            if b == 0x5C {
                guard i < end else { break }
                let e = bytes[i]
                i += 1
                switch e {
                case 0x73: out.append(0x20)
                case 0x6E: out.append(0x0A)
                case 0x74: out.append(0x09)
                case 0x72: out.append(0x0D)
                case 0x5C: out.append(0x5C)
                case 0x3B where list: out.append(0x3B)
                default: out += [0x5C, e]
                }
            } else if list, b == 0x3B {
                items.append(String(decoding: out, as: UTF8.self))
                out.removeAll(keepingCapacity: true)
            } else {
                out.append(b)
            }
        }
        if !list || !out.isEmpty { items.append(String(decoding: out, as: UTF8.self)) }
        return items
    }
}

extension DesktopKeyFile {
    /// g_ascii_isspace.
    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }

    /// What the line being read belongs to.
    private enum Group { case none, entry, action(String), other }

    /// One pass over the lines, as g_key_file_parse_data and g_key_file_parse_line go: a line
    /// ends at `\n` (a `\r` before it dropped) or, as GLib reads it as a C string, at a NUL.
    /// The first line GLib refuses ends the reading with `isWellFormed` false.
    private mutating func parse(_ p: UnsafeBufferPointer<UInt8>, locales: [[UInt8]]) {
        let n = p.count
        let slots = Key.allCases.count * rankCount
        var group = Group.none
        var startGroup: [UInt8]?
        var inStartGroup = false
        var i = 0
        while i < n {
            var lineEnd = i
            var cut = -1
            while lineEnd < n, p[lineEnd] != 0x0A {
                if p[lineEnd] == 0, cut < 0 { cut = lineEnd }
                lineEnd += 1
            }
            var end = lineEnd
            if lineEnd < n, end > i, p[end - 1] == 0x0D { end -= 1 }
            if cut >= 0 { end = min(end, cut) }
            let next = lineEnd + 1
            defer { i = next }
            var s = i
            while s < end, DesktopKeyFile.isSpace(p[s]) { s += 1 }
            if s == end || p[s] == 0x23 { continue }
            if p[s] == 0x5B, let close = DesktopKeyFile.groupClose(p, s, end) {
                // A group: its name has no brackets or control characters, and is not empty.
                guard close > s + 1, !(s + 1..<close).contains(where: { p[$0] == 0x5B || p[$0] < 0x20 || p[$0] == 0x7F }) else {
                    isWellFormed = false
                    return
                }
                let name = Array(p[(s + 1)..<close])
                if startGroup == nil { startGroup = name }
                inStartGroup = name == startGroup!
                if name.elementsEqual("Desktop Entry".utf8) {
                    group = .entry
                    hasEntryGroup = true
                    if entry.isEmpty { entry = Array(repeating: 0, count: slots) }
                } else if name.starts(with: "Desktop Action ".utf8) {
                    let action = String(decoding: name.dropFirst(15), as: UTF8.self)
                    group = .action(action)
                    if actions[action] == nil { actions[action] = Array(repeating: 0, count: slots) }
                } else {
                    group = .other
                }
                continue
            }
            // A key: `Key=value` or `Key[locale]=value`, in a group.
            if case .none = group {
                isWellFormed = false
                return
            }
            guard let eq = (s..<end).first(where: { p[$0] == 0x3D }), eq != s, let (base, locale) = DesktopKeyFile.keyName(p, s, eq) else {
                isWellFormed = false
                return
            }
            var vs = eq + 1
            while vs < end, DesktopKeyFile.isSpace(p[vs]) { vs += 1 }
            if inStartGroup, locale == nil, base.count == 8, p[s..<base.upperBound].elementsEqual("Encoding".utf8),
               !(end - vs == 5 && zip(p[vs..<end], "utf-8".utf8).allSatisfy { ($0 | 0x20) == ($1 | 0x20) }) {
                isWellFormed = false
                return
            }
            guard let key = DesktopKeyFile.key(p, base) else { continue }
            var rank = rankCount - 1
            if let locale {
                guard let r = locales.firstIndex(where: { $0.elementsEqual(p[locale]) }) else { continue }
                rank = r
            }
            let at = UInt64(vs) << 32 | UInt64(end)
            let index = key.rawValue * rankCount + rank
            switch group {
            case .entry: entry[index] = at
            case .action(let name): actions[name]?[index] = at
            case .none, .other: break
            }
        }
    }

    /// g_key_file_line_is_group: `[` … the first `]`, then only blanks; the `]`'s position.
    private static func groupClose(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ end: Int) -> Int? {
        var q = s + 1
        while q < end, p[q] != 0x5D { q += 1 }
        guard q < end else { return nil }
        var t = q + 1
        while t < end, p[t] == 0x20 || p[t] == 0x09 { t += 1 }
        return t == end ? q : nil
    }

    /// g_key_file_is_key_name over the key before `eq` (its trailing blanks dropped): the
    /// name's range and its locale's, or nil when GLib refuses the key.
    private static func keyName(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ eq: Int) -> (Range<Int>, Range<Int>?)? {
        var end = eq
        while end > s, isSpace(p[end - 1]) { end -= 1 }
        var q = s
        while q < end, p[q] != 0x5B, p[q] != 0x5D { q += 1 }
        guard q > s, p[q - 1] != 0x20 else { return nil }
        let base = s..<q
        guard q < end else { return (base, nil) }
        guard p[q] == 0x5B else { return nil }
        let open = q + 1
        q = open
        while q < end, p[q] >= 0x80 || isLocaleByte(p[q]) { q += 1 }
        guard q < end, p[q] == 0x5D, q + 1 == end else { return nil }
        return (base, open..<q)
    }

    /// Letters, digits and `-_.@`, as a locale is written.
    private static func isLocaleByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) || b == 0x2D || b == 0x5F || b == 0x2E || b == 0x40
    }

    /// The read keys' spellings by length, so a key line costs a length check and, at most,
    /// the few comparisons of that length (most keys of a file are none of them).
    private static let byLength: [[(key: Key, bytes: [UInt8])]] = {
        var table = Array(repeating: [(key: Key, bytes: [UInt8])](), count: 12)
        for k in Key.allCases { table[k.spelling.utf8.count].append((k, Array(k.spelling.utf8))) }
        return table
    }()

    /// Which of the read keys `range` spells, if any.
    private static func key(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Key? {
        guard range.count < byLength.count else { return nil }
        for candidate in byLength[range.count] where p[range].elementsEqual(candidate.bytes) { return candidate.key }
        return nil
    }
}

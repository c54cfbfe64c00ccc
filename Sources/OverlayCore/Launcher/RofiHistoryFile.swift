// RofiHistoryFile: rofi 1.7.3's own history files (history.c: `COUNT NAME` lines, most used first),
// as its ssh mode keeps `rofi-2.sshcache`, so a user's rofi and ours share one history.

public enum RofiHistoryFile {
    /// history_get_list: the names in the file's order (each line's text after its first space).
    public static func names(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            guard let space = line.firstIndex(of: " ") else { return nil }
            return String(line[line.index(after: space)...])
        }
    }

    /// history_set: `entry` used once more (added with 1 when new); the file written again most
    /// used first, the counts less the smallest, at most `limit` lines (rofi's max-history-size).
    public static func setting(_ entry: String, in text: String, limit: Int = 25) -> String {
        var list = elements(text)
        if let i = list.firstIndex(where: { $0.name == entry }) { list[i].count += 1 } else { list.append((1, entry)) }
        return written(list, limit: limit)
    }

    /// history_remove: `entry` gone (the last line takes its place before the sort, as rofi's).
    public static func removing(_ entry: String, in text: String, limit: Int = 25) -> String? {
        var list = elements(text)
        guard let i = list.firstIndex(where: { $0.name == entry }) else { return nil }
        list[i] = list[list.count - 1]
        list.removeLast()
        return written(list, limit: limit)
    }

    /// __history_get_element_list: lines `COUNT NAME` whose count parses and whose name is not empty.
    private static func elements(_ text: String) -> [(count: Int, name: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            let digits = line.prefix { $0.isNumber || $0 == "-" }
            guard !digits.isEmpty, let n = Int(digits), digits.endIndex < line.endIndex else { return nil }
            let name = line[line.index(after: digits.endIndex)...]
            return name.isEmpty ? nil : (n, String(name))
        }
    }

    /// __history_write_element_list: sorted by count, most first (a stable sort, as GLib's), the
    /// smallest count taken from each, cut to `limit`.
    private static func written(_ list: [(count: Int, name: String)], limit: Int) -> String {
        guard !list.isEmpty else { return "" }
        let sorted = list.enumerated().sorted { $0.element.count != $1.element.count ? $0.element.count > $1.element.count : $0.offset < $1.offset }
            .map(\.element)
        let least = sorted[sorted.count - 1].count
        return sorted.prefix(limit).map { "\($0.count - least) \($0.name)\n" }.joined()
    }
}

// PickSorter: rofi 1.7.3's -sort: the matching rows ranked by how close each is to the typed
// text, best first, ties in input order (view.c sorts with GLib's stable g_qsort_with_data).
// The whole typed text, spaces and all, is scored against the row's text, case folded unless
// the menu is case-sensitive, over Unicode scalars as GLib walks UTF-8.

/// rofi's -sorting-method.
public enum PickSortMethod: String, CaseIterable, Hashable, Sendable {
    /// `normal` or `levenshtein`: the edit distance from the text to the row (helper.c's levenshtein).
    case levenshtein
    /// `fzf`: helper.c's rofi_scorer_fuzzy_evaluate, fzf's scoring of word starts,
    /// camelCase and consecutive characters against gaps.
    case fzf
}

public enum PickSorter {
    /// `matches` (input indices, input order) in rofi's order for `text`; unchanged when the
    /// text is empty, as rofi sorts only while something is typed.
    public static func sorted(_ matches: [Int32], rows: PickRows, text: [UInt8], method: PickSortMethod,
                              caseSensitive: Bool) -> [Int32] {
        guard !text.isEmpty, matches.count > 1 else { return matches }
        let pattern = scalars(text[...])
        let keys = matches.map { distance(pattern, scalars(rows.text(Int($0))), method: method, caseSensitive: caseSensitive) }
        let positions = matches.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
        return positions.map { matches[$0] }
    }

    /// How far `row` is from the typed `text` (smaller first): rofi's distance array entry.
    public static func distance(_ text: String, _ row: String, method: PickSortMethod, caseSensitive: Bool) -> Int {
        distance(scalars(Array(text.utf8)[...]), scalars(Array(row.utf8)[...]), method: method, caseSensitive: caseSensitive)
    }

    static func distance(_ pattern: [Unicode.Scalar], _ row: [Unicode.Scalar], method: PickSortMethod, caseSensitive: Bool) -> Int {
        switch method {
        case .fzf: RofiFuzzyScorer.distance(pattern, row, caseSensitive: caseSensitive)
        case .levenshtein: levenshtein(pattern, row, caseSensitive: caseSensitive)
        }
    }

    /// The edit distance from `needle` to `hay` (insert, delete, substitute: 1 each).
    public static func levenshtein(_ needle: [Unicode.Scalar], _ hay: [Unicode.Scalar], caseSensitive: Bool) -> Int {
        let n = needle.count
        let folded = caseSensitive ? needle : needle.map(lower)
        var column = Array(0...n)
        for (x, c) in hay.enumerated() {
            let hc = caseSensitive ? c : lower(c)
            column[0] = x + 1
            var lastDiagonal = x
            for y in stride(from: 1, through: n, by: 1) {
                let oldDiagonal = column[y]
                column[y] = min(column[y] + 1, column[y - 1] + 1, lastDiagonal + (folded[y - 1] == hc ? 0 : 1))
                lastDiagonal = oldDiagonal
            }
        }
        return column[n]
    }

    /// GLib's g_unichar_tolower: the simple lowercase mapping.
    static func lower(_ c: Unicode.Scalar) -> Unicode.Scalar {
        if c.value < 0x80 { return c.value >= 65 && c.value <= 90 ? Unicode.Scalar(c.value + 32) ?? c : c }
        let mapped = c.properties.lowercaseMapping.unicodeScalars
        return mapped.count == 1 ? mapped.first ?? c : c
    }

    /// UTF-8 as rofi reads its input (rofi_force_utf8): each byte that does not start a valid
    /// sequence becomes U+FFFD on its own.
    static func scalars(_ bytes: ArraySlice<UInt8>) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(bytes.count)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            if b < 0x80 { out.append(Unicode.Scalar(b)); i += 1; continue }
            let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 0
            if length > 0, i + length <= bytes.endIndex {
                var decoded: Unicode.Scalar?
                var parser = Unicode.UTF8.ForwardParser()
                var it = bytes[i..<(i + length)].makeIterator()
                if case .valid(let s) = parser.parseScalar(from: &it) , s.count == length { decoded = Unicode.UTF8.decode(s) }
                if let decoded { out.append(decoded); i += length; continue }
            }
            out.append("\u{FFFD}")
            i += 1
        }
        return out
    }
}

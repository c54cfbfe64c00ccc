// ZenityList: a `zenity --list`'s table as tree.c builds and prints it: the cells (from argv,
// or one a line from stdin) cut into rows of `--column` cells, each row's label for the pick
// menu, and what a chosen row prints (`--print-column N,M|ALL`, the separator's C escapes).

import OverlayProtocol
import OverlayCore

public struct ZenityList: Sendable {
    public let columns: [String]
    public let rows: [[String]]
    /// 1-based columns printed, or nil for ALL.
    let printed: [Int]?
    let hidden: Set<Int>
    let toggles: Bool
    public let separator: String

    public init(_ line: ZenityCommandLine, cells: [String]) {
        let columns = line.lists["column"] ?? []
        self.columns = columns
        let n = max(1, columns.count)
        rows = stride(from: 0, to: cells.count, by: n).map { start in
            (0..<n).map { start + $0 < cells.count ? cells[start + $0] : "" }
        }
        toggles = line.has("checklist") || line.has("radiolist")
        let print = line.strings["print-column"]
        if print?.lowercased() == "all" {
            printed = nil
        } else if let print {
            printed = Self.indexes(print, count: columns.count)
        } else {
            printed = [toggles ? 2 : 1]
        }
        hidden = Set(line.strings["hide-column"].map { Self.indexes($0, count: columns.count) } ?? [])
        separator = Self.compress(line.separator)
    }

    /// The cells of stdin: one a line, without its newline.
    public static func cells(fromInput bytes: [UInt8]) -> [String] {
        guard !bytes.isEmpty else { return [] }
        var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if bytes.last == 10 { lines.removeLast() }
        return lines
    }

    /// The rows whose first cell is `TRUE` in any case: a check or radio list's ticks at first.
    public var tickedRows: [Int] {
        guard toggles else { return [] }
        return rows.indices.filter { rows[$0][0].lowercased() == "true" }
    }

    /// What a row shows in the menu: its visible cells (never the toggle), two spaces apart.
    public func label(_ row: Int) -> String {
        rows[row].enumerated().filter { !hidden.contains($0.offset + 1) && !(toggles && $0.offset == 0) }
            .map(\.element).joined(separator: "  ")
    }

    /// The rows' labels, one a line: what the pick menu is sent. Written cell by cell into one
    /// buffer (the visible columns worked out once), so 10,000 rows make no string per row.
    /// An editable list's rows are every text cell, hidden ones too, apart by `TreeCells.separator`
    /// (the menu draws the shown ones and answers with the chosen rows' cells as edited).
    public func menuInput(editable: Bool = false) -> [UInt8] {
        let text = (0..<max(1, columns.count)).filter { !(toggles && $0 == 0) }
        let shown = editable ? text : text.filter { !hidden.contains($0 + 1) }
        var out: [UInt8] = []
        out.reserveCapacity(rows.count * 32)
        for row in rows {
            for (n, c) in shown.enumerated() {
                if n > 0 { out += editable ? [TreeCells.separator] : [32, 32] }
                for b in row[c].utf8 { out.append(b == 10 || b == TreeCells.separator ? 32 : b) }
            }
            out.append(10)
        }
        return out
    }

    /// What zenity prints for these chosen rows: the printed cells joined by the separator, a
    /// newline. `edited`: an editable list's answer text, the chosen rows' text cells as they
    /// stand (a line each, in `chosen`'s order), which replace the table's.
    public func output(_ chosen: [Int], edited: String? = nil) -> String {
        let answered = edited.map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
        var cells: [String] = []
        for (n, r) in chosen.enumerated() where rows.indices.contains(r) {
            var row = rows[r]
            if n < answered.count {
                let texts = answered[n].split(separator: Character(UnicodeScalar(TreeCells.separator)), omittingEmptySubsequences: false)
                for (i, t) in texts.enumerated() where row.indices.contains(i + (toggles ? 1 : 0)) { row[i + (toggles ? 1 : 0)] = String(t) }
            }
            if let printed {
                cells += printed.map { row[$0 - 1] }
            } else {
                cells += row.dropFirst(toggles ? 1 : 0)
            }
        }
        return cells.isEmpty ? "" : cells.joined(separator: separator) + "\n"
    }

    /// tree.c's column list: comma-separated numbers, those from 1 to `count` kept (atoi).
    static func indexes(_ text: String, count: Int) -> [Int] {
        text.split(separator: ",", omittingEmptySubsequences: false).map { DmenuFlags.atoi(String($0)) }.filter { (1...max(count, 1)).contains($0) }
    }

    /// g_strcompress: C escapes (`\n`, `\t`, octal `\101`) expanded; an unknown escape is its character.
    public static func compress(_ text: String) -> String { CEscapes.compress(text.utf8) }
}

// TreeCells: an editable zenity list's cells as GTK 3's tree view edits them in place: the
// focused column (none until a key moves the cursor), the cells edited so far, and the one
// being edited with its entry line.

public struct TreeCells: Hashable, Sendable {
    /// Between a row's cells in an editable list's text: the unit separator, which the text a
    /// script prints does not hold (the client turns any into a space).
    public static let separator: UInt8 = 0x1F

    /// GTK's focus column, among the columns drawn (a check or radio list's tick box is column 0):
    /// nil until a key moves the cursor, so Enter at first edits nothing.
    public internal(set) var focus: Int?
    /// The text of the cells edited: row (input index) → cell → text.
    var edits: [Int32: [Int: String]] = [:]
    /// The cell being edited, with the entry drawn over it.
    public internal(set) var editor: CellEditor?

    public init() {}
}

/// The entry GTK's cell renderer puts over the cell it edits: its text starts selected, so typing
/// replaces it.
public struct CellEditor: Hashable, Sendable {
    /// The row (input index) and the cell in it.
    public let row: Int32
    public let cell: Int
    public internal(set) var line: InputLine
}

extension PickModel {
    /// A row's cells as they stand (edits applied); one cell, its text, when the list is not editable.
    public func cells(_ row: Int) -> [String] {
        guard spec.editable else { return [rows.label(row)] }
        var out = rows.text(row).split(separator: TreeCells.separator, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        for (cell, text) in treeCells.edits[Int32(row)] ?? [:] where out.indices.contains(cell) { out[cell] = text }
        return out
    }

    /// The cells of a row that are drawn (not `spec.hiddenCells`), in order.
    public func shownCells(_ count: Int) -> [Int] {
        (0..<count).filter { !spec.hiddenCells.contains($0) }
    }

    /// What a row shows: its drawn cells two spaces apart (edits applied), or its label.
    public func label(_ row: Int, limit: Int) -> String {
        guard spec.editable else { return rows.label(row, limit: limit) }
        let all = cells(row)
        let text = shownCells(all.count).map { all[$0] }.joined(separator: "  ")
        return text.utf8.count <= limit ? text : String(text.prefix(limit))
    }

    /// What a tree's answer carries beside its rows: an editable list's chosen rows as they stand,
    /// a line each, cells apart by `TreeCells.separator` (the client prints their columns); else
    /// the typed text.
    var treeAnswerText: String {
        guard spec.editable else { return input.text }
        return treeRows.map { cells($0).joined(separator: String(UnicodeScalar(TreeCells.separator))) }.joined(separator: "\n")
    }

    /// A key as an editable list's cells take it first: the entry over a cell takes every key
    /// (Enter, Tab and the arrows up and down keep its text, Escape drops it, the dialog stays);
    /// Left and Right move the focus column; Enter and space edit the focused cell of the cursor
    /// row. Nil: the tree takes the key as any list does.
    mutating func cellKey(_ key: PickKey) -> PickOutput? {
        guard spec.editable, focusedButton == nil else { return nil }
        if var editor = treeCells.editor {
            switch key {
            case .accept, .tab, .backTab, .up, .down: commitCell()
            case .escape: treeCells.editor = nil
            case .insert(let text): _ = editor.line.insert(text)
            case .backspace: _ = editor.line.deleteBackward()
            case .delete: _ = editor.line.deleteForward()
            // GTK's entry: an arrow on selected text goes to that end of it.
            case .left: if editor.line.selectedAll { editor.line.moveToStart() } else { editor.line.moveLeft() }
            case .right: if editor.line.selectedAll { editor.line.moveToEnd() } else { editor.line.moveRight() }
            case .home: editor.line.moveToStart()
            case .end: editor.line.moveToEnd()
            case .wordLeft: editor.line.moveWordBackward()
            case .wordRight: editor.line.moveWordForward()
            case .deleteToStart: editor.line.deleteToStart()
            case .deleteToEnd: editor.line.deleteToEnd()
            case .deleteWord: editor.line.deleteWordBackward()
            default: break
            }
            if treeCells.editor != nil, key != .escape { treeCells.editor = editor }
            return PickOutput.none
        }
        // Typing goes to the search while it is open.
        guard input.text.isEmpty else { return nil }
        let columns = (spec.ticks != nil ? 1 : 0) + shownCells(selectedRow.map { cells($0).count } ?? 0).count
        switch key {
        case .left, .right:
            guard let f = treeCells.focus else { return nil }
            treeCells.focus = max(0, min(columns - 1, f + (key == .right ? 1 : -1)))
            return PickOutput.none
        case .accept, .insert(" "):
            guard let row = selectedRow, let cell = focusedCell(row) else { return nil }
            treeCells.editor = CellEditor(row: Int32(row), cell: cell, line: InputLine(cells(row)[cell], selected: true))
            return PickOutput.none
        case .down, .up, .pageDown, .pageUp, .home, .end, .extendDown, .extendUp:
            // GTK gives the first column the focus when the keyboard moves the cursor.
            if treeCells.focus == nil { treeCells.focus = 0 }
            return nil
        default:
            return nil
        }
    }

    /// The cell of `row` under the focus column; nil on a tick box or with no focus.
    private func focusedCell(_ row: Int) -> Int? {
        guard let f = treeCells.focus else { return nil }
        let shown = shownCells(cells(row).count)
        let i = f - (spec.ticks != nil ? 1 : 0)
        return shown.indices.contains(i) ? shown[i] : nil
    }

    /// The edited cell keeps the entry's text (a newline in it becomes a space, as the row's were).
    mutating func commitCell() {
        guard let e = treeCells.editor else { return }
        treeCells.edits[e.row, default: [:]][e.cell] = String(e.line.text.map { $0 == "\n" || $0 == "\u{1F}" ? " " : $0 })
        treeCells.editor = nil
    }
}

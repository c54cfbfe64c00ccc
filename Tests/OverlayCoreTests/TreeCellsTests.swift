// TreeCellsTests: an editable zenity list's cells as GTK 3's tree view edits them, as the real
// zenity 3.44 was seen answering keys: Enter edits nothing until a key moved the cursor, then
// Enter or space edits the focused cell (its text selected, so typing replaces it); Enter, Tab
// and Up/Down keep the entry's text, Escape drops it and the dialog stays; Left and Right move
// the focus column; the answer carries the chosen rows' cells as edited.
import OverlayCore
import XCTest

final class TreeCellsTests: XCTestCase {
    static let enter = PickKey.accept(shift: false, control: false)
    static let us = String(UnicodeScalar(TreeCells.separator))

    /// Rows of cells `a1|b1`, `a2|b2`, `a3|b3`, sent as an editable list's are.
    func model(_ configure: (inout PickSpec) -> Void = { _ in }) -> PickModel {
        var spec = PickSpec()
        spec.flavor = .zenity
        spec.lines = 10
        spec.buttons = ["Cancel", "OK"]
        spec.editable = true
        configure(&spec)
        let text = (1...3).map { "a\($0)" + Self.us + "b\($0)" }.joined(separator: "\n")
        return PickModel(rows: PickRows(bytes: Array(text.utf8)), spec: spec)
    }

    func keys(_ m: inout PickModel, _ keys: [PickKey]) -> PickOutput {
        var last = PickOutput.none
        for k in keys { last = m.key(k) }
        return last
    }

    func typed(_ text: String) -> [PickKey] { text.map { .insert(String($0)) } }

    func answer(_ rows: [Int], _ cells: [[String]]) -> PickOutput {
        .chosen(PickChoice(rows: rows, text: cells.map { $0.joined(separator: Self.us) }.joined(separator: "\n")), keepOpen: false)
    }

    func testEnterEditsNothingUntilTheCursorMoved() {
        var m = model()
        XCTAssertEqual(keys(&m, [Self.enter]), PickOutput.none)
        XCTAssertNil(m.treeCells.editor, "no focus column yet")
        XCTAssertEqual(keys(&m, typed("xyz") + [.escape, .tab, .tab, Self.enter]), answer([], []), "typing searched, nothing was edited")
    }

    func testEnterEditsTheFocusedCellAndTypingReplacesItsText() {
        var m = model()
        _ = keys(&m, [.down, Self.enter])
        XCTAssertEqual(m.treeCells.editor?.line.text, "a2")
        XCTAssertEqual(m.treeCells.editor?.line.selectedAll, true, "GTK selects the entry's text")
        XCTAssertEqual(keys(&m, typed("xyz") + [Self.enter]), PickOutput.none, "Enter keeps the text; the dialog stays")
        XCTAssertNil(m.treeCells.editor)
        XCTAssertEqual(m.label(1, limit: 100), "xyz  b2", "the row shows its edited cell")
        XCTAssertEqual(keys(&m, [.tab, .tab, Self.enter]), answer([1], [["xyz", "b2"]]))
    }

    func testEnterInTheListEditsAgainRatherThanChoosing() {
        var m = model()
        _ = keys(&m, [.down, Self.enter] + typed("q") + [Self.enter, Self.enter])
        XCTAssertEqual(m.treeCells.editor?.line.text, "q", "a second Enter edits the cell again")
    }

    func testSpaceEditsTooAndEscapeDropsTheEdit() {
        var m = model()
        _ = keys(&m, [.down, .insert(" ")] + typed("q") + [.escape])
        XCTAssertNil(m.treeCells.editor)
        XCTAssertEqual(keys(&m, [.tab, .tab, Self.enter]), answer([1], [["a2", "b2"]]), "Escape dropped the edit, not the dialog")
    }

    func testRightMovesTheFocusToTheNextColumnAndStopsAtTheLast() {
        var m = model()
        _ = keys(&m, [.down, .right, .right, Self.enter] + typed("w") + [Self.enter])
        XCTAssertEqual(keys(&m, [.tab, .tab, Self.enter]), answer([1], [["a2", "w"]]))
        var back = model()
        _ = keys(&back, [.down, .right, .left, Self.enter] + typed("v") + [Self.enter])
        XCTAssertEqual(keys(&back, [.tab, .tab, Self.enter]), answer([1], [["v", "b2"]]))
    }

    /// Tab and the arrows up and down leave the entry with its text kept, the focus back in the
    /// list, the cursor where it was.
    func testTabAndTheArrowsKeepTheTextAndLeaveTheCursor() {
        for leave in [PickKey.tab, .up, .down] {
            var m = model()
            _ = keys(&m, [.down, Self.enter] + typed("xyz") + [leave])
            XCTAssertNil(m.treeCells.editor)
            XCTAssertNil(m.focusedButton, "\(leave): the list has the focus")
            XCTAssertEqual(keys(&m, [.tab, .tab, Self.enter]), answer([1], [["xyz", "b2"]]), "\(leave)")
        }
    }

    /// The entry's keys edit its line: Left and End move its cursor, BackSpace clears the selected text.
    func testTheEntryEditsItsLine() {
        var m = model()
        _ = keys(&m, [.down, Self.enter, .left] + typed("q"))
        XCTAssertEqual(m.treeCells.editor?.line.text, "qa2")
        var end = model()
        _ = keys(&end, [.down, Self.enter, .end] + typed("q"))
        XCTAssertEqual(end.treeCells.editor?.line.text, "a2q")
        var cleared = model()
        _ = keys(&cleared, [.down, Self.enter, .backspace, Self.enter])
        XCTAssertEqual(keys(&cleared, [.tab, .tab, Self.enter]), answer([1], [["", "b2"]]))
    }

    /// A hidden cell is not drawn and takes no focus; a check list's tick box is column 0 and edits nothing.
    func testHiddenCellsAndTheTickColumn() {
        var hidden = model { $0.hiddenCells = [0] }
        XCTAssertEqual(hidden.label(0, limit: 100), "b1")
        _ = keys(&hidden, [.down, Self.enter] + typed("z") + [Self.enter])
        XCTAssertEqual(hidden.label(1, limit: 100), "z", "the first drawn column is the second cell")
        var ticked = model { $0.ticks = .check; $0.tickedRows = [0] }
        _ = keys(&ticked, [.down, .up, .insert(" ")])
        XCTAssertNil(ticked.treeCells.editor, "the tick box is not edited")
        _ = keys(&ticked, [.insert(" "), .right, Self.enter] + typed("t") + [Self.enter])
        XCTAssertEqual(keys(&ticked, [.tab, .tab, Self.enter]), answer([0], [["t", "b1"]]))
    }
}

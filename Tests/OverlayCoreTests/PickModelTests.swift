// PickModelTests: the input line and the keys of a pick menu as dmenu and rofi define them:
// what Enter returns, Tab, paging in a list, editing keys, rofi's wrap, marks and -no-custom.
import OverlayCore
import XCTest

final class PickModelTests: XCTestCase {
    func model(_ lines: [String], _ configure: (inout PickSpec) -> Void = { _ in }) -> PickModel {
        var spec = PickSpec()
        configure(&spec)
        return PickModel(rows: PickRows(bytes: Array(lines.joined(separator: "\n").utf8)), spec: spec)
    }

    func type(_ m: inout PickModel, _ text: String) {
        for c in text { _ = m.key(.insert(String(c))) }
    }

    func testEnterPicksTheFirstMatchAndTypedTextWhenNothingMatches() {
        var m = model(["banana", "blueberry", "cherry"])
        type(&m, "berry")
        XCTAssertEqual(m.key(.accept(shift: false, control: false)), .chosen(PickChoice(rows: [1], text: "berry"), keepOpen: false))
        var none = model(["banana"])
        type(&none, "kiwi")
        XCTAssertEqual(none.selectedRow, nil)
        XCTAssertEqual(none.key(.accept(shift: false, control: false)), .chosen(PickChoice(rows: [], text: "kiwi"), keepOpen: false))
    }

    func testShiftEnterReturnsTheTextAndCtrlEnterKeepsTheMenuOpen() {
        var m = model(["banana", "bandana"])
        type(&m, "ban")
        XCTAssertEqual(m.key(.accept(shift: true, control: false)), .chosen(PickChoice(rows: [], text: "ban"), keepOpen: false))
        XCTAssertEqual(m.key(.accept(shift: false, control: true)), .chosen(PickChoice(rows: [0], text: "ban"), keepOpen: true))
        XCTAssertEqual(m.marked, [0])
    }

    func testAPromptsRowsAreACombosValues() {
        var m = PickModel(rows: PickRows(bytes: Array("a\nb\nc".utf8)), spec: { var s = PickSpec(); s.flavor = .prompt; return s }())
        _ = m.key(.down)
        XCTAssertEqual(m.input.text, "a", "the first Down shows the first value")
        _ = m.key(.insert("x"))
        XCTAssertEqual(m.input.text, "xa", "the cursor is at the start of the value")
        for _ in 0..<4 { _ = m.key(.down) }
        XCTAssertEqual(m.key(.accept(shift: false, control: false)), .chosen(PickChoice(rows: [], text: "c"), keepOpen: false),
                       "Down stops at the last value")
        var up = PickModel(rows: PickRows(bytes: Array("a\nb\nc".utf8)), spec: { var s = PickSpec(); s.flavor = .prompt; return s }())
        _ = up.key(.up)
        XCTAssertEqual(up.input.text, "c", "Up from none shows the last")
        var first = PickModel(rows: PickRows(bytes: Array("x\na\nb".utf8)), spec: {
            var s = PickSpec(); s.flavor = .prompt; s.initialText = "x"; s.selectedRow = 0; return s
        }())
        _ = first.key(.down)
        XCTAssertEqual(first.input.text, "a", "--entry-text is the combo's first value and shown")
    }

    func testTabCompletesToTheHighlightedRow() {
        var m = model(["firefox", "fish"])
        type(&m, "fi")
        _ = m.key(.down)
        _ = m.key(.tab)
        XCTAssertEqual(m.input.text, "fish")
        XCTAssertEqual(m.order, [1])
    }

    func testEditingKeys() {
        var m = model(["a"])
        type(&m, "one two  three")
        _ = m.key(.deleteWord)
        XCTAssertEqual(m.input.text, "one two  ")
        _ = m.key(.deleteWord)
        XCTAssertEqual(m.input.text, "one ")
        _ = m.key(.backspace)
        XCTAssertEqual(m.input.text, "one")
        _ = m.key(.left)
        _ = m.key(.deleteToEnd)
        XCTAssertEqual(m.input.text, "on")
        type(&m, "é")
        _ = m.key(.backspace)
        XCTAssertEqual(m.input.text, "on", "BackSpace removes a whole character")
        _ = m.key(.deleteToStart)
        XCTAssertTrue(m.input.isEmpty)
    }

    /// dmenu's movewordedge(): back over spaces then the word; forward over spaces then the word.
    func testWordMovesStopWhereDmenusDo() {
        var m = model(["a"])
        type(&m, "one  twö three")
        _ = m.key(.wordLeft)
        XCTAssertEqual(m.input.cursor, 10, "to the start of three")
        _ = m.key(.wordLeft)
        XCTAssertEqual(m.input.cursor, 5, "over the spaces and twö")
        _ = m.key(.wordLeft)
        _ = m.key(.wordLeft)
        XCTAssertEqual(m.input.cursor, 0, "stops at the start")
        _ = m.key(.wordRight)
        XCTAssertEqual(m.input.cursor, 3, "to the end of one")
        _ = m.key(.wordRight)
        XCTAssertEqual(m.input.cursor, 9, "over both spaces and twö (ö is 2 bytes)")
        type(&m, "X")
        XCTAssertEqual(m.input.text, "one  twöX three")
        _ = m.key(.wordRight)
        _ = m.key(.wordRight)
        XCTAssertTrue(m.input.atEnd)
    }

    /// dmenu's paste(): the text up to its first newline goes in at the cursor, and the rows
    /// are matched again; too long for the line, nothing goes in.
    func testPasteInsertsUpToTheFirstNewlineAtTheCursor() {
        var m = model(["banana", "cherry pie", "cherry"])
        type(&m, "pie")
        _ = m.key(.home)
        XCTAssertEqual(m.key(.paste(clipboard: true)), .paste(clipboard: true), "the daemon is asked for the selection")
        XCTAssertEqual(m.input.text, "pie", "nothing changes until it arrives")
        m.paste(Array("cherry \nbanana".utf8))
        XCTAssertEqual(m.input.text, "cherry pie")
        XCTAssertEqual(m.input.cursor, 7)
        XCTAssertEqual(m.selectedRow, 1, "matched again")
        m.paste(Array("\tx\u{0}y".utf8))
        XCTAssertEqual(m.input.text, "cherry \txpie", "control characters are kept; a NUL ends the text")
        m.paste([UInt8](repeating: 0x61, count: InputLine.maxBytes))
        XCTAssertEqual(m.input.text, "cherry \txpie", "too long: nothing")
    }

    func testDmenusWordAndPasteKeys() {
        let spec = PickSpec()
        XCTAssertEqual(PickKeyMap.key("b", text: "b", modifiers: .alt, spec: spec), .wordLeft)
        XCTAssertEqual(PickKeyMap.key("f", text: "f", modifiers: .alt, spec: spec), .wordRight)
        XCTAssertEqual(PickKeyMap.key("Left", text: "", modifiers: .control, spec: spec), .wordLeft)
        XCTAssertEqual(PickKeyMap.key("KP_Right", text: "", modifiers: .control, spec: spec), .wordRight)
        XCTAssertEqual(PickKeyMap.key("y", text: "", modifiers: .control, spec: spec), .paste(clipboard: false))
        XCTAssertEqual(PickKeyMap.key("Y", text: "", modifiers: [.control, .shift], spec: spec), .paste(clipboard: true))
        XCTAssertEqual(PickKeyMap.key("Left", text: "", modifiers: [], spec: spec), .left)
    }

    func testAListPagesLikeDmenu() {
        var m = model((0..<10).map { "row\($0)" }) { $0.lines = 3 }
        XCTAssertEqual(m.visible, 0..<3)
        for _ in 0..<3 { _ = m.key(.down) }
        XCTAssertEqual(m.selectedRow, 3)
        XCTAssertEqual(m.visible, 3..<6, "moving past the page shows the next")
        _ = m.key(.up)
        XCTAssertEqual(m.visible, 0..<3)
        _ = m.key(.pageDown)
        XCTAssertEqual(m.selectedRow, 3)
        _ = m.key(.end)
        XCTAssertEqual(m.selectedRow, 9)
        XCTAssertEqual(m.visible, 7..<10, "End shows the page ending with the last row")
        _ = m.key(.home)
        XCTAssertEqual(m.selectedRow, 0)
        _ = m.key(.up)
        XCTAssertEqual(m.selectedRow, 0, "dmenu stops at the ends")
    }

    func testRofiWrapsMarksAndRefusesCustomText() {
        var m = model(["a", "b", "c"]) { $0.flavor = .rofi; $0.multiSelect = true; $0.noCustom = true; $0.lines = 5 }
        _ = m.key(.up)
        XCTAssertEqual(m.selectedRow, 2, "rofi wraps")
        XCTAssertEqual(m.key(.accept(shift: true, control: false)), .none)
        XCTAssertEqual(m.selectedRow, 0)
        _ = m.key(.accept(shift: true, control: false))
        XCTAssertEqual(m.key(.accept(shift: false, control: false)), .chosen(PickChoice(rows: [0, 2], text: ""), keepOpen: false))
        type(&m, "zzz")
        XCTAssertEqual(m.key(.accept(shift: false, control: false)), .none, "-no-custom: nothing to return")
        XCTAssertEqual(m.key(.custom(3)).exitCode, 12)
    }

    func testOnlyMatchRefusesTypingThatMatchesNothingAndSelectedRowStartsThere() {
        var m = model(["alpha", "beta", "gamma"]) { $0.flavor = .rofi; $0.onlyMatch = true; $0.selectedRow = 2 }
        XCTAssertEqual(m.selectedRow, 2)
        type(&m, "bx")
        XCTAssertEqual(m.input.text, "b")
    }

    func testNonSelectableRowsAreNotChosen() {
        let rows = PickRows(bytes: Array("Header\0nonselectable\u{1f}true\nitem".utf8))
        var strict = PickModel(rows: rows, spec: { var s = PickSpec(); s.flavor = .rofi; s.noCustom = true; return s }())
        XCTAssertEqual(strict.key(.accept(shift: false, control: false)), .none)
        var m = PickModel(rows: rows, spec: { var s = PickSpec(); s.flavor = .rofi; return s }())
        XCTAssertEqual(m.key(.accept(shift: false, control: false)), .chosen(PickChoice(rows: [], text: ""), keepOpen: false),
                       "the typed text, as rofi answers for a row that cannot be chosen")
        _ = m.key(.down)
        XCTAssertEqual(m.key(.accept(shift: false, control: false)), .chosen(PickChoice(rows: [1], text: ""), keepOpen: false))
    }

    /// zenity's `--entry-text`: GTK selects it as the entry takes the focus.
    func testSelectedInitialTextIsReplacedByTheFirstKey() {
        var line = InputLine("draft", selected: true)
        XCTAssertTrue(line.insert("n"))
        XCTAssertEqual(line.text, "n", "typing replaces the selected text")
        XCTAssertTrue(line.insert("o"))
        XCTAssertEqual(line.text, "no", "then adds as usual")
        var cleared = InputLine("draft", selected: true)
        XCTAssertTrue(cleared.deleteBackward())
        XCTAssertEqual(cleared.text, "", "BackSpace clears the selection")
        var kept = InputLine("draft", selected: true)
        kept.moveToEnd()
        XCTAssertTrue(kept.insert("s"))
        XCTAssertEqual(kept.text, "drafts", "a move lets the selection go")
        var plain = InputLine("draft")
        XCTAssertTrue(plain.insert("s"))
        XCTAssertEqual(plain.text, "drafts", "dmenu's -it text is not selected")
    }
}

private extension PickOutput {
    var exitCode: Int32? { if case .chosen(let c, _) = self { return c.exitCode }; return nil }
}

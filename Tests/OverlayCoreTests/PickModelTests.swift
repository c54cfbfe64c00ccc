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
}

private extension PickOutput {
    var exitCode: Int32? { if case .chosen(let c, _) = self { return c.exitCode }; return nil }
}

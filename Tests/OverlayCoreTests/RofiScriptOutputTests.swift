// RofiScriptOutputTests: a rofi script mode's output (rofi-script(5)): rows with their row
// options, mode options on NUL lines, a delimiter line.
import OverlayCore
import XCTest

final class RofiScriptOutputTests: XCTestCase {
    func testRowsAndModeOptions() {
        let out = RofiScriptOutput(Array("\0prompt\u{1f}Pick one\n\0message\u{1f}Hello\nalpha\0icon\u{1f}folder\u{1f}info\u{1f}A\n\0no-custom\u{1f}true\nbeta\n".utf8))
        XCTAssertEqual(out.prompt, "Pick one")
        XCTAssertEqual(out.message, "Hello")
        XCTAssertTrue(out.noCustom)
        XCTAssertEqual(out.rowCount, 2)
        let rows = PickRows(bytes: out.rows)
        XCTAssertEqual(rows.label(0), "alpha")
        XCTAssertEqual(rows.options(0).info, "A")
        XCTAssertEqual(rows.options(0).icon, "folder")
        XCTAssertEqual(rows.label(1), "beta")
    }

    func testADelimiterLineCutsTheRestAndNothingPrintedIsNoRows() {
        let out = RofiScriptOutput(Array("\0delim\u{1f}|\none|two|".utf8))
        XCTAssertEqual(out.delimiter, UInt8(ascii: "|"))
        XCTAssertEqual(PickRows(bytes: out.rows, separator: out.delimiter).count, 2)
        XCTAssertEqual(RofiScriptOutput([]).rowCount, 0)
    }

    /// rofi 1.7.4's `data`, `keep-selection` and `new-selection`; keys compared as strcasecmp does.
    func testDataKeepSelectionAndCaseInsensitiveKeys() {
        let out = RofiScriptOutput(Array("\0data\u{1f}page=2\n\0Keep-Selection\u{1f}TRUE\n\0new-selection\u{1f}1\na\nb\n".utf8))
        XCTAssertEqual(out.data, "page=2")
        XCTAssertTrue(out.keepSelection)
        XCTAssertEqual(out.newSelection, 1)
        XCTAssertFalse(RofiScriptOutput(Array("a\n".utf8)).keepSelection)
    }

    /// Later rofi-script(5)'s `keep-filter` and `theme` (a rasi snippet, kept as written).
    func testKeepFilterAndTheme() {
        let out = RofiScriptOutput(Array("\0keep-filter\u{1f}true\n\0theme\u{1f}element-text { text-color: red; }\na\n".utf8))
        XCTAssertTrue(out.keepFilter)
        XCTAssertEqual(out.theme, "element-text { text-color: red; }")
        XCTAssertEqual(out.rowCount, 1)
        XCTAssertFalse(RofiScriptOutput(Array("\0keep-filter\u{1f}false\na\n".utf8)).keepFilter)
        XCTAssertNil(RofiScriptOutput(Array("a\n".utf8)).theme)
    }

    /// rofi 1.7.3's combi `!bang`: the mode prefix up to the first space, and what follows it.
    func testCombiBang() {
        XCTAssertEqual(CombiBang("!d foo bar").map { [$0.prefix, $0.rest ?? "-"] }, ["d", "foo bar"])
        XCTAssertEqual(CombiBang("!dr").map { [$0.prefix, $0.rest ?? "-"] }, ["dr", "-"])
        XCTAssertEqual(CombiBang("!w ").map { [$0.prefix, $0.rest ?? "-"] }, ["w", ""])
        XCTAssertNil(CombiBang("! d"), "nothing between ! and the space")
        XCTAssertNil(CombiBang("d!"))
        XCTAssertEqual(CombiBang("!win")?.selects("window"), true)
        XCTAssertEqual(CombiBang("!window2")?.selects("window"), false)
    }
}

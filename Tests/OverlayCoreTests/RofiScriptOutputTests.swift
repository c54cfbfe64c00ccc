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
}

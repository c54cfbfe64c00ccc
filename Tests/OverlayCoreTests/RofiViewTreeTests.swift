// RofiViewTreeTests: a view's tree kept between keys lays out as a new tree would, and asks only for the rows it shows.

import OverlayCore
import XCTest

final class RofiViewTreeTests: XCTestCase {
    /// A key's content: the line, how many rows pass the filter, the selected one.
    private struct Step { var input: String; var count: Int; var selected: Int }

    private let steps = [
        Step(input: "", count: 40, selected: 0), Step(input: "r", count: 40, selected: 3), Step(input: "ro", count: 3, selected: 1),
        Step(input: "row", count: 0, selected: 0), Step(input: "ro", count: 12, selected: 11), Step(input: "r", count: 40, selected: 33),
        Step(input: "", count: 1, selected: 0), Step(input: "x", count: 40, selected: 39),
    ]

    private func content(_ step: Step, prompt: String = "drun") -> RofiViewContent {
        var c = RofiViewContent(prompt: prompt, rows: (0..<step.count).map { RofiViewRow("row \($0) \(step.input)", mark: $0 % 7 == 3 ? .urgent : .normal) })
        c.input = step.input
        c.selected = step.selected
        c.totalRows = 40
        return c
    }

    /// Each step laid out by one kept tree equals a new tree's layout of the same content, rows
    /// made and let go as the filter narrows and widens: a row, size or place left over from the
    /// step before would differ here. `across`: the list is a row of that many `lines`.
    private func assertKeptMatchesFresh(_ table: [String: [String: RasiValue]], _ what: String, across: Int? = nil,
                                        file: StaticString = #filePath, line: UInt = #line) {
        let theme = TableTheme(table: table)
        let kept = RofiViewTree(theme: theme, content: content(steps[0]), measure: FixedTextMeasure(), monitor: fullHD)
        for (i, step) in steps.enumerated() {
            let c = content(step)
            XCTAssertTrue(kept.holds(c), "\(what) step \(i)", file: file, line: line)
            var asked: [Int] = []
            let view = kept.layOut(c, rowCount: c.rows.count) { asked.append($0); return c.rows[$0] }
            let fresh = RofiViewLayout.layOut(theme: theme, content: c, measure: FixedTextMeasure(), monitor: fullHD)
            XCTAssertEqual(view, fresh, "\(what) step \(i)", file: file, line: line)
            let shown = view.root.all("element").count
            if let across {
                // A row across tries its rows from the first, then from the selected one.
                XCTAssertLessThanOrEqual(Set(asked).count, 2 * across, "\(what) step \(i): only rows that may show are read", file: file, line: line)
            } else {
                XCTAssertEqual(Set(asked), Set(view.firstRow..<(view.firstRow + shown)), "\(what) step \(i): only the shown rows are read", file: file, line: line)
            }
        }
    }

    func testAKeptTreeLaysOutAsANewOneAfterEveryKey() {
        assertKeptMatchesFresh([:], "rofi's defaults")
        assertKeptMatchesFresh([
            "window": ["width": px(600), "padding": px(10), "border": px(2)],
            "listview": ["lines": .integer(5), "columns": .integer(3), "scrollbar": .boolean(true),
                         "fixed-height": .boolean(false), "dynamic": .boolean(true)],
            "element selected": ["border": px(3)],
            "element normal.urgent": ["padding": px(4), "border": px(1)],
            "inputbar": ["children": .list([.string("prompt"), .string("entry"), .string("num-filtered-rows"),
                                            .string("textbox-sep"), .string("num-rows"), .string("case-indicator")])],
        ], "columns, a dynamic list, state borders, counts")
        assertKeptMatchesFresh([
            "listview": ["layout": .orientation(.horizontal), "lines": .integer(6)],
            "element": ["padding": px(2)],
        ], "a row across", across: 6)
        // A window of fixed height whose list may grow past it: rofi's box then leaves the rest
        // where it was, which for a new tree is nowhere.
        assertKeptMatchesFresh([
            "window": ["height": px(140)],
            "mainbox": ["children": .list([.string("inputbar"), .string("listview"), .string("textbox-end")])],
            "listview": ["fixed-height": .boolean(false), "expand": .boolean(false)],
        ], "a list taller than its window")
    }

    func testAContentOfAnotherShapeIsNotHeld() {
        let kept = RofiViewTree(theme: TableTheme(table: [:]), content: content(steps[0]), measure: FixedTextMeasure(), monitor: fullHD)
        XCTAssertTrue(kept.holds(content(steps[4])))
        XCTAssertFalse(kept.holds(content(steps[0], prompt: "run")), "another prompt is another tree")
        var message = content(steps[0])
        message.message = "hello"
        XCTAssertFalse(kept.holds(message), "a message bar is another tree")
    }
}

// RofiDefaultThemeLayoutTests: rofi 1.7.3's default theme, parsed by the rasi parser, laid out with fixed text sizes.

import OverlayCore
import XCTest

final class RofiDefaultThemeLayoutTests: XCTestCase {
    private func defaultView(rows count: Int = 20) throws -> RofiViewLayout {
        let theme = try XCTUnwrap(rasiLoad(RasiDefaultTheme.text).theme)
        return RofiViewLayout.layOut(theme: theme, content: RofiViewContent(prompt: "drun", rows: rows(count)),
                                     measure: FixedTextMeasure(), monitor: fullHD)
    }

    func testTheDefaultWindowKeepsFifteenRowsOfTwentyFourPixels() throws {
        let view = try defaultView()
        // window: padding 5 and border 1 a side; inputbar 20 + 2; listview 2 + 2 above 15 rows of 22 + 2 between.
        XCTAssertEqual(view.window, Rect(x: 480, y: 341, width: 960, height: 398))
        XCTAssertEqual(view.elementHeight, 22)
        let list = try XCTUnwrap(view.root.first("listview"))
        XCTAssertEqual(list.frame, Rect(x: 6, y: 30, width: 948, height: 362))
        XCTAssertEqual(list.borderStyles[0], .dash)
        XCTAssertEqual(list.border.top, 2)
        let elements = list.all("element")
        XCTAssertEqual(elements.count, 15)
        XCTAssertEqual(elements[1].frame.y - elements[0].frame.y, 24, "the row pitch")
        XCTAssertEqual(elements[0].frame.y, 34)
        XCTAssertNotNil(list.first("scrollbar"), "the default theme shows the scrollbar")
        XCTAssertEqual(elements[0].frame.width, 948 - 2 - 8, "rows leave the scrollbar and the spacing beside it")
    }

    func testTheDefaultInputbarReadsPromptColonEntryAndCounts() throws {
        let view = try defaultView()
        let bar = try XCTUnwrap(view.root.first("inputbar"))
        XCTAssertEqual(bar.children.map(\.name),
                       ["prompt", "textbox-prompt-colon", "entry", "num-filtered-rows", "textbox-num-sep", "num-rows", "case-indicator"])
        XCTAssertEqual(bar.children.map(\.text), ["drun", ":", "Type to filter", "20", "/", "20", " "])
        XCTAssertEqual(bar.children.map(\.frame.x), [7, 39, 53, 905, 921, 929, 945])
        // The colon's right margin is 0.3em of a 20 px line.
        XCTAssertEqual(bar.first("textbox-prompt-colon")?.margin.right, 6)
        XCTAssertEqual(bar.first("entry")?.showsPlaceholder, true)
    }

    func testAShortListKeepsItsHeightInTheDefaultTheme() throws {
        XCTAssertEqual(try defaultView(rows: 2).window.height, 398)
    }
}

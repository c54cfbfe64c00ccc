// RofiViewLayoutTests: rofi 1.7.3's widget tree, box model, list and window placement, laid out with fixed text sizes.

import OverlayCore
import XCTest

final class RofiViewLayoutTests: XCTestCase {
    private func layOut(_ table: [String: [String: RasiValue]], _ content: RofiViewContent,
                        monitor: Rect = fullHD) -> RofiViewLayout {
        RofiViewLayout.layOut(theme: TableTheme(table: table), content: content, measure: FixedTextMeasure(), monitor: monitor)
    }

    func testAnUnthemedWindowIsHalfTheMonitorWideWithFifteenRowsCentred() throws {
        let view = layOut([:], RofiViewContent(prompt: "drun", rows: rows(20)))
        // inputbar 20 + spacing 2 + 15 rows of 20 with 2 between (328) = 350.
        XCTAssertEqual(view.window, Rect(x: 480, y: 365, width: 960, height: 350))
        let list = try XCTUnwrap(view.root.first("listview"))
        XCTAssertEqual(list.frame, Rect(x: 0, y: 22, width: 960, height: 328))
        let elements = list.all("element")
        XCTAssertEqual(elements.count, 15)
        XCTAssertEqual(elements.map(\.frame.y), (0..<15).map { 22 + $0 * 22 })
        XCTAssertEqual(elements[0].state, "selected.normal")
        XCTAssertEqual(elements[1].state, "alternate.normal")
        XCTAssertEqual(elements[2].state, "normal.normal")
        XCTAssertEqual(elements[3].first("element-text")?.text, "row 3")
        XCTAssertEqual(view.root.first("prompt")?.frame, Rect(x: 0, y: 0, width: 32, height: 20))
        XCTAssertEqual(view.root.first("prompt")?.text, "drun")
        XCTAssertNil(view.root.first("message"), "no -mesg, no message bar")
        XCTAssertNil(view.root.first("overlay"), "the overlay shows only while it has something to say")
    }

    func testPaddingBorderColumnsAndScrollbarPlaceEveryRow() throws {
        let theme: [String: [String: RasiValue]] = [
            "window": ["width": px(600), "padding": px(10), "border": px(2), "location": .position(.north), "y-offset": px(5)],
            "listview": ["lines": .integer(5), "columns": .integer(2), "spacing": px(4), "scrollbar": .boolean(true)],
            "element": ["padding": px(3)],
        ]
        var content = RofiViewContent(prompt: "run", rows: rows(30))
        content.selected = 12
        let view = layOut(theme, content)
        // Rows 20 + 6 = 26; list 5 × 30 − 4 = 146; mainbox 20 + 2 + 146; window adds 12 a side.
        XCTAssertEqual(view.window, Rect(x: 660, y: 5, width: 600, height: 192))
        XCTAssertEqual(view.root.first("mainbox")?.frame, Rect(x: 12, y: 12, width: 576, height: 168))
        XCTAssertEqual(view.elementHeight, 26)
        XCTAssertEqual(view.rowsPerColumn, 5)
        XCTAssertEqual(view.columns, 2)
        XCTAssertEqual(view.firstRow, 10, "the page that holds row 12")
        let list = try XCTUnwrap(view.root.first("listview"))
        let elements = list.all("element")
        XCTAssertEqual(elements.count, 10)
        // Two columns of 280 in 576 less the scrollbar (8) and the spacing beside it and between them.
        XCTAssertEqual(elements[0].frame, Rect(x: 12, y: 34, width: 280, height: 26))
        XCTAssertEqual(elements[5].frame, Rect(x: 296, y: 34, width: 280, height: 26))
        XCTAssertEqual(elements[2].state, "selected.normal")
        XCTAssertEqual(elements[1].state, "alternate.normal")
        XCTAssertEqual(elements[0].first("element-text")?.frame, Rect(x: 15, y: 37, width: 274, height: 20))
        let bar = try XCTUnwrap(list.first("scrollbar"))
        XCTAssertEqual(bar.frame, Rect(x: 580, y: 34, width: 8, height: 146))
        XCTAssertEqual(bar.handle, Rect(x: 580, y: 79, width: 8, height: 37))
    }

    func testChildrenReplaceTheDefaultInputbarAndExpandingWidgetsShareTheRest() throws {
        let theme: [String: [String: RasiValue]] = [
            "inputbar": ["children": .list(["prompt", "textbox-prompt-colon", "entry", "num-filtered-rows"].map { .string($0) })],
            "textbox-prompt-colon": ["str": .string(":"), "expand": .boolean(false)],
        ]
        let view = layOut(theme, RofiViewContent(prompt: "run", rows: rows(30)))
        let bar = try XCTUnwrap(view.root.first("inputbar"))
        XCTAssertEqual(bar.children.map(\.name), ["prompt", "textbox-prompt-colon", "entry", "num-filtered-rows"])
        XCTAssertEqual(bar.children.map(\.frame.x), [0, 26, 36, 944])
        XCTAssertEqual(bar.children.map(\.frame.width), [24, 8, 906, 16])
        XCTAssertEqual(bar.first("textbox-prompt-colon")?.text, ":")
        XCTAssertEqual(bar.first("num-filtered-rows")?.text, "30")
    }

    func testAListThatMayShrinkHangsFromTheMonitorsMiddle() {
        let view = layOut(["listview": ["fixed-height": .boolean(false)]], RofiViewContent(prompt: "p", rows: rows(3)))
        XCTAssertEqual(view.window, Rect(x: 480, y: 540, width: 960, height: 86))
        XCTAssertEqual(view.root.all("element").count, 3)
    }

    func testWindowSizesInPercentEmAndCh() {
        let theme: [String: [String: RasiValue]] = [
            "window": ["width": .padding(RasiPadding(all: RasiDistance(.value(30, .percent)))),
                       "height": .padding(RasiPadding(all: RasiDistance(.value(10, .em)))),
                       "location": .position(.southEast), "x-offset": px(-10)],
        ]
        let view = layOut(theme, RofiViewContent(prompt: "p", rows: rows(3)))
        XCTAssertEqual(view.window, Rect(x: 1920 - 576 - 10, y: 1080 - 200, width: 576, height: 200))
        // A themed height leaves the list what the inputbar does not take.
        XCTAssertEqual(view.root.first("listview")?.frame.height, 200 - 22)
        XCTAssertEqual(view.rowsPerColumn, 8)
    }

    func testAFullscreenWindowCoversItsMonitor() {
        let monitor = Rect(x: 1920, y: 0, width: 1280, height: 1024)
        let view = layOut(["window": ["fullscreen": .boolean(true)]], RofiViewContent(prompt: "p"), monitor: monitor)
        XCTAssertEqual(view.window, monitor)
    }

    func testThePlaceholderShowsInAnEmptyEntryOnly() {
        let theme: [String: [String: RasiValue]] = ["entry": ["placeholder": .string("Type to filter")]]
        let empty = layOut(theme, RofiViewContent(prompt: "p"))
        XCTAssertEqual(empty.root.first("entry")?.text, "Type to filter")
        XCTAssertEqual(empty.root.first("entry")?.showsPlaceholder, true)
        var typed = RofiViewContent(prompt: "p")
        typed.input = "fire"
        XCTAssertEqual(layOut(theme, typed).root.first("entry")?.text, "fire")
    }

    func testTheModeSwitcherSharesItsWidthAndMarksTheCurrentMode() throws {
        var content = RofiViewContent(prompt: "drun", rows: rows(2))
        content.sidebarMode = true
        content.modes = ["drun", "run", "window"]
        content.currentMode = 1
        let view = layOut([:], content)
        let switcher = try XCTUnwrap(view.root.first("mode-switcher"))
        XCTAssertEqual(switcher.children.map(\.frame.width), [318, 319, 319])
        XCTAssertEqual(switcher.children.map(\.state), ["normal.normal", "selected.normal", "normal.normal"])
        XCTAssertEqual(switcher.frame.maxY, view.window.height, "the mode-switcher closes the mainbox")
    }

    func testIconsSetTheRowHeightWhenTallerThanTheText() throws {
        var content = RofiViewContent(prompt: "drun", rows: [RofiViewRow("Firefox", icon: "firefox")])
        content.showIcons = true
        let view = layOut(["element-icon": ["size": px(24)], "element": ["spacing": px(5)]], content)
        XCTAssertEqual(view.elementHeight, 24)
        let element = try XCTUnwrap(view.root.first("element"))
        XCTAssertEqual(element.children.map(\.name), ["element-icon", "element-text"])
        XCTAssertEqual(element.children[0].frame.width, 24)
        XCTAssertEqual(element.children[1].frame.x, element.frame.x + 29)
        XCTAssertEqual(element.children[0].iconName, "firefox")
    }

    func testAWrappedMessageGrowsTheWindow() throws {
        var content = RofiViewContent(prompt: "p", rows: rows(1))
        content.message = String(repeating: "x", count: 180)
        let view = layOut(["window": ["width": px(800)], "listview": ["lines": .integer(1)]], content)
        // 180 characters of 8 px wrap into two lines at 800 px.
        XCTAssertEqual(view.root.first("message")?.frame.height, 40)
        XCTAssertEqual(view.window.height, 20 + 2 + 40 + 2 + 20)
    }

    func testAStateSelectorAndInheritReachTheElementsChildren() throws {
        let theme: [String: [String: RasiValue]] = [
            "element selected": ["border": px(1)],
            "element-text": ["border": .inherit],
        ]
        let view = layOut(theme, RofiViewContent(prompt: "p", rows: rows(2)))
        let elements = view.root.all("element")
        XCTAssertEqual(elements[0].border, RofiSides(top: 1, right: 1, bottom: 1, left: 1))
        XCTAssertEqual(elements[0].first("element-text")?.border.top, 1)
        XCTAssertEqual(elements[1].border, .zero)
    }
}

final class RofiDefaultFontTests: XCTestCase {
    func testTheWindowsFontIsEveryTextboxsDefault() {
        XCTAssertEqual(RofiViewLayout.defaultFont(theme: TableTheme(table: ["window": ["font": .string("Topaz-8 10")]]),
                                                  configured: "mono 12"), "Topaz-8 10")
        XCTAssertEqual(RofiViewLayout.defaultFont(theme: TableTheme(table: [:]), configured: "mono 12"), "mono 12")
    }
}

final class RofiBarviewLayoutTests: XCTestCase {
    func testAHorizontalListSetsRowsSideBySideAsWideAsTheirText() throws {
        let theme: [String: [String: RasiValue]] = [
            "listview": ["layout": .orientation(.horizontal), "spacing": px(10)],
            "window": ["width": px(200)],
        ]
        let content = RofiViewContent(prompt: "p", rows: ["ab", "cdef", "ghijkl", "mnopqrst", "u"].map { RofiViewRow($0) })
        let view = RofiViewLayout.layOut(theme: TableTheme(table: theme), content: content, measure: FixedTextMeasure(), monitor: fullHD)
        let elements = view.root.all("element")
        // 16, 32, 48 and 64 px with 10 between fill 200 px; the fifth has no room left.
        XCTAssertEqual(elements.map(\.frame.x), [0, 26, 68, 126])
        XCTAssertEqual(elements.map(\.frame.width), [16, 32, 48, 64])
        XCTAssertEqual(elements.map { $0.first("element-text")?.text }, ["ab", "cdef", "ghijkl", "mnopqrst"])
        XCTAssertEqual(view.root.first("listview")?.frame.height, 20, "one line high")

        var later = content
        later.selected = 4
        let moved = RofiViewLayout.layOut(theme: TableTheme(table: theme), content: later, measure: FixedTextMeasure(), monitor: fullHD)
        XCTAssertEqual(moved.root.all("element").map { $0.first("element-text")?.text }, ["u"], "a selected row that would not show starts the row")
        XCTAssertEqual(moved.root.all("element").first?.state, "selected.normal")
    }
}

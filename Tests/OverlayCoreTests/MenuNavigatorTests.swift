// MenuNavigatorTests: keys, the input line that filters the top menu, type-ahead in submenus, hover and clicks over a menu tree with submenus,
// disabled items and separators, and scrolling of long menus.
import OverlayCore
import XCTest

final class MenuNavigatorTests: XCTestCase {
    /// 0 Apple, 1 ~Apricot, 2 ---, 3 Banana, 4 Blueberry, 5 Cherry, 6 More ▸, 7 Zucchini;
    /// More: 0 One, 1 ~Two, 2 Three, 3 Deeper ▸ (0 Leaf).
    private func fruit(highlightFirst: Bool = false) throws -> MenuNavigator {
        let items = try MenuParser.parse(lines: [
            "Apple", "~Apricot", "---", "Banana", "Blueberry", "Cherry\tcherry-value", "More",
            "\tOne", "\t~Two", "\tThree", "\tDeeper", "\t\tLeaf\tleaf-value", "Zucchini",
        ])
        return MenuNavigator(items: items, highlightFirst: highlightFirst)
    }

    private func t(_ ms: Int64) -> Instant { Instant(milliseconds: ms) }

    func testUpDownSkipDisabledItemsAndSeparatorsAndWrap() throws {
        var nav = try fruit()
        XCTAssertNil(nav.highlightedPath)
        XCTAssertEqual(nav.key(.down), MenuOutput.none)
        XCTAssertEqual(nav.highlightedPath, [0])
        _ = nav.key(.down)
        XCTAssertEqual(nav.highlightedPath, [3], "Apricot is disabled, then a separator")
        _ = nav.key(.up)
        XCTAssertEqual(nav.highlightedPath, [0])
        _ = nav.key(.up)
        XCTAssertEqual(nav.highlightedPath, [7], "Up wraps to the last item")
        _ = nav.key(.down)
        XCTAssertEqual(nav.highlightedPath, [0], "Down wraps to the first")
        _ = nav.key(.end)
        XCTAssertEqual(nav.highlightedPath, [7])
        _ = nav.key(.home)
        XCTAssertEqual(nav.highlightedPath, [0])
        var fromNothing = try fruit()
        _ = fromNothing.key(.up)
        XCTAssertEqual(fromNothing.highlightedPath, [7], "Up with nothing highlighted starts at the bottom")
    }

    func testEnterChoosesTheValueAndEscapeDismisses() throws {
        var nav = try fruit(highlightFirst: true)
        XCTAssertEqual(nav.highlightedPath, [0])
        XCTAssertEqual(nav.key(.enter), .chosen("Apple"))
        for _ in 0..<3 { _ = nav.key(.down) }
        XCTAssertEqual(nav.key(.enter), .chosen("cherry-value"))
        XCTAssertEqual(nav.key(.escape), .dismissed)
        var none = try fruit()
        XCTAssertEqual(none.key(.enter), MenuOutput.none, "Enter with nothing highlighted does nothing")
        XCTAssertEqual(none.key(.left), MenuOutput.none)
    }

    func testKeyboardThroughSubmenus() throws {
        var nav = try fruit()
        _ = nav.key(.end)
        _ = nav.key(.up)
        XCTAssertEqual(nav.highlightedPath, [6])
        XCTAssertEqual(nav.key(.right), .openSubmenu([6]))
        XCTAssertEqual(nav.levels.count, 2)
        XCTAssertEqual(nav.levels[1].parentPath, [6])
        XCTAssertEqual(nav.highlightedPath, [6, 0], "Right highlights the submenu's first item")
        XCTAssertEqual(nav.activeLevel, 1)
        _ = nav.key(.down)
        XCTAssertEqual(nav.highlightedPath, [6, 2], "Two is disabled")
        _ = nav.key(.down)
        XCTAssertEqual(nav.key(.enter), .openSubmenu([6, 3]), "Enter on a submenu item opens it")
        XCTAssertEqual(nav.highlightedPath, [6, 3, 0])
        XCTAssertEqual(nav.key(.right), MenuOutput.none, "Right on a plain item does nothing")
        XCTAssertEqual(nav.key(.escape), .closeSubmenu, "Escape closes one level")
        XCTAssertEqual(nav.highlightedPath, [6, 3])
        XCTAssertEqual(nav.key(.left), .closeSubmenu)
        XCTAssertEqual(nav.highlightedPath, [6])
        XCTAssertEqual(nav.levels.count, 1)
        XCTAssertEqual(nav.key(.enter), .openSubmenu([6]))
        _ = nav.key(.end)
        XCTAssertEqual(nav.key(.right), .openSubmenu([6, 3]))
        XCTAssertEqual(nav.key(.enter), .chosen("leaf-value"))
    }

    func testMovingInAParentClosesItsSubmenu() throws {
        var nav = try fruit()
        _ = nav.hover([6])
        _ = nav.key(.right)
        _ = nav.key(.left)
        XCTAssertEqual(nav.levels.count, 1)
        _ = nav.key(.right)
        XCTAssertEqual(nav.levels.count, 2)
        // Hover back on the top menu's Banana: the submenu closes.
        XCTAssertEqual(nav.hover([3]), .closeSubmenu)
        XCTAssertEqual(nav.levels.count, 1)
        XCTAssertEqual(nav.highlightedPath, [3])
    }

    func testHoverHighlightsAndOpensSubmenusWithoutEnteringThem() throws {
        var nav = try fruit()
        XCTAssertEqual(nav.hover([3]), MenuOutput.none)
        XCTAssertEqual(nav.highlightedPath, [3])
        XCTAssertEqual(nav.hover([6]), .openSubmenu([6]))
        XCTAssertEqual(nav.levels.count, 2)
        XCTAssertNil(nav.levels[1].highlighted, "a hovered submenu opens with nothing highlighted")
        XCTAssertEqual(nav.activeLevel, 0, "keys still act on the parent")
        XCTAssertEqual(nav.hover([6]), MenuOutput.none, "hovering the same row again changes nothing")
        XCTAssertEqual(nav.key(.right), MenuOutput.none, "Right moves into the open submenu")
        XCTAssertEqual(nav.highlightedPath, [6, 0])
        XCTAssertEqual(nav.hover([6, 2]), MenuOutput.none)
        XCTAssertEqual(nav.highlightedPath, [6, 2])
        XCTAssertEqual(nav.hover([6, 1]), MenuOutput.none, "a disabled row highlights nothing")
        XCTAssertEqual(nav.highlightedPath, [6])
        XCTAssertEqual(nav.hover([6, 3]), .openSubmenu([6, 3]))
        XCTAssertEqual(nav.levels.count, 3)
        XCTAssertEqual(nav.hover([6]), .closeSubmenu, "back on the parent row: its submenu stays, deeper ones close")
        XCTAssertEqual(nav.levels.count, 2)
        XCTAssertNil(nav.levels[1].highlighted)
        XCTAssertEqual(nav.hover([5, 0]), MenuOutput.none, "a path into a menu that is not open is ignored")
        XCTAssertEqual(nav.hover([6, 99]), MenuOutput.none)
        XCTAssertEqual(nav.highlightedPath, [6])
        XCTAssertEqual(nav.hover([0]), .closeSubmenu)
        XCTAssertEqual(nav.hover(nil), MenuOutput.none)
        XCTAssertNil(nav.highlightedPath, "leaving the rows clears the highlight")
    }

    func testDownAfterHoverOpenedASubmenuMovesInTheParent() throws {
        var nav = try fruit()
        _ = nav.hover([6])
        XCTAssertEqual(nav.key(.down), .closeSubmenu)
        XCTAssertEqual(nav.highlightedPath, [7])
        _ = nav.hover([6])
        XCTAssertEqual(nav.key(.escape), .closeSubmenu, "Escape closes the hovered submenu first")
        XCTAssertEqual(nav.key(.escape), .dismissed)
    }

    func testClicks() throws {
        var nav = try fruit()
        XCTAssertEqual(nav.click([1]), MenuOutput.none, "a disabled item cannot be chosen")
        XCTAssertEqual(nav.click([2]), MenuOutput.none, "nor a separator")
        XCTAssertEqual(nav.click(nil), MenuOutput.none, "a click on the panel between rows")
        XCTAssertEqual(nav.click([6]), .openSubmenu([6]))
        XCTAssertEqual(nav.click([6]), .openSubmenu([6]), "clicking it again keeps it open")
        XCTAssertEqual(nav.levels.count, 2)
        XCTAssertEqual(nav.click([6, 1]), MenuOutput.none)
        XCTAssertEqual(nav.click([6, 2]), .chosen("Three"))
        XCTAssertEqual(nav.click([3]), .chosen("Banana"))
        XCTAssertEqual(nav.clickOutside(), .dismissed)
    }

    private func type(_ nav: inout MenuNavigator, _ text: String) {
        for c in text { _ = nav.key(.typeAhead(c, now: t(0))) }
    }

    /// Regression: typing "berry" used to jump to the first item starting with "b" (Banana).
    func testTypingFiltersTheTopMenuAsDmenuDoes() throws {
        var nav = try fruit()
        type(&nav, "berry")
        XCTAssertEqual(nav.levels[0].items.map(\.label), ["Blueberry"])
        XCTAssertEqual(nav.levels[0].filterText, "berry")
        XCTAssertEqual(nav.key(.enter), .chosen("Blueberry"))
        var prefixFirst = try fruit()
        type(&prefixFirst, "AN")
        XCTAssertEqual(prefixFirst.levels[0].items.map(\.label), ["Banana"], "case-insensitive")
        type(&prefixFirst, "x")
        XCTAssertTrue(prefixFirst.levels[0].items.isEmpty)
        XCTAssertEqual(prefixFirst.key(.enter), .chosen("ANx"), "no match: Enter returns the typed text")
        _ = prefixFirst.key(.backspace)
        XCTAssertEqual(prefixFirst.key(.acceptText), .chosen("AN"), "Shift+Enter returns the text whatever matches")
        _ = prefixFirst.key(.deleteToStart)
        XCTAssertNil(prefixFirst.levels[0].filterText)
        XCTAssertEqual(prefixFirst.levels[0].items.count, 8, "an empty line shows every item again")
    }

    func testFilteringPutsPrefixesFirstAndSkipsDisabledItems() throws {
        var nav = try fruit()
        type(&nav, "ap")
        XCTAssertEqual(nav.levels[0].items.map(\.label), ["Apple", "Apricot"])
        XCTAssertEqual(nav.highlightedPath, [0])
        type(&nav, "r")
        XCTAssertEqual(nav.highlightedPath, nil, "Apricot is disabled")
        _ = nav.key(.deleteWord)
        XCTAssertNil(nav.levels[0].filterText)
    }

    func testTypeAheadStillActsInAnOpenSubmenu() throws {
        var nav = try fruit()
        for k: MenuKey in [.end, .up, .right] { _ = nav.key(k) }
        XCTAssertEqual(nav.highlightedPath, [6, 0])
        _ = nav.key(.typeAhead("t", now: t(5100)))
        XCTAssertEqual(nav.highlightedPath, [6, 2], "Three; Two is disabled")
        _ = nav.key(.down)
        _ = nav.key(.typeAhead("o", now: t(5200)))
        XCTAssertEqual(nav.highlightedPath, [6, 0], "\"o\", not \"to\": other keys reset the type-ahead text")
        XCTAssertNil(nav.levels[0].filterText, "the top menu's input line is untouched")
    }

    func testLongMenusScrollToKeepTheHighlightVisible() {
        let items = (0..<20).map { MenuItem(label: "Item \($0)") }
        var nav = MenuNavigator(items: items, visibleRows: 5, highlightFirst: true)
        XCTAssertTrue(nav.levels[0].scrolls)
        XCTAssertEqual(nav.levels[0].visibleRange, 0..<5)
        XCTAssertFalse(nav.levels[0].canScrollUp)
        XCTAssertTrue(nav.levels[0].canScrollDown)
        _ = nav.key(.end)
        XCTAssertEqual(nav.levels[0].visibleRange, 15..<20)
        XCTAssertFalse(nav.levels[0].canScrollDown)
        _ = nav.key(.home)
        XCTAssertEqual(nav.levels[0].firstVisible, 0)
        for _ in 0..<6 { _ = nav.key(.down) }
        XCTAssertEqual(nav.highlightedPath, [6])
        XCTAssertEqual(nav.levels[0].visibleRange, 2..<7, "scrolls by as little as needed")
        _ = nav.key(.up)
        _ = nav.key(.up)
        _ = nav.key(.up)
        XCTAssertEqual(nav.levels[0].visibleRange, 2..<7)
        _ = nav.key(.up)
        XCTAssertEqual(nav.levels[0].visibleRange, 2..<7)
        _ = nav.key(.up)
        XCTAssertEqual(nav.levels[0].visibleRange, 1..<6)
        nav.scroll(level: 0, by: 100)
        XCTAssertEqual(nav.levels[0].visibleRange, 15..<20, "the wheel scrolls within the items")
        XCTAssertEqual(nav.highlightedPath, [1], "scrolling keeps the highlight")
        nav.scroll(level: 0, by: -3)
        XCTAssertEqual(nav.levels[0].firstVisible, 12)
        nav.setVisibleRows(3, level: 0)
        XCTAssertEqual(nav.levels[0].visibleRange, 1..<4, "a smaller panel scrolls the highlight into view")
        nav.setVisibleRows(50, level: 0)
        XCTAssertFalse(nav.levels[0].scrolls)
        XCTAssertEqual(nav.levels[0].visibleRange, 0..<20)
        nav.scroll(level: 9, by: 1)
    }

    func testSubmenusOpenWithTheDefaultVisibleRows() {
        let sub = (0..<10).map { MenuItem(label: "Sub \($0)") }
        var nav = MenuNavigator(items: [MenuItem(label: "Parent", submenu: sub)], visibleRows: 4, highlightFirst: true)
        XCTAssertFalse(nav.levels[0].scrolls)
        _ = nav.key(.right)
        XCTAssertEqual(nav.levels[1].visibleRange, 0..<4)
        _ = nav.key(.up)
        XCTAssertEqual(nav.highlightedPath, [0, 9])
        XCTAssertEqual(nav.levels[1].visibleRange, 6..<10)
    }

    func testMenusWithNothingSelectable() {
        var nav = MenuNavigator(items: [MenuItem(label: "Off", isDisabled: true), .separator], highlightFirst: true)
        XCTAssertNil(nav.highlightedPath)
        XCTAssertEqual(nav.key(.down), MenuOutput.none)
        XCTAssertEqual(nav.key(.end), MenuOutput.none)
        XCTAssertNil(nav.highlightedPath)
        XCTAssertEqual(nav.key(.enter), MenuOutput.none)
        XCTAssertEqual(nav.key(.typeAhead("o", now: Instant(milliseconds: 0))), MenuOutput.none)
        var empty = MenuNavigator(items: [])
        XCTAssertEqual(empty.key(.down), MenuOutput.none)
        XCTAssertEqual(empty.key(.typeAhead("x", now: Instant(milliseconds: 0))), MenuOutput.none)
        XCTAssertEqual(empty.key(.escape), .dismissed)
    }

    func testHighlightFirstSkipsDisabledItems() {
        let nav = MenuNavigator(items: [.separator, MenuItem(label: "a", isDisabled: true), MenuItem(label: "b")],
                                highlightFirst: true)
        XCTAssertEqual(nav.highlightedPath, [2])
    }
}

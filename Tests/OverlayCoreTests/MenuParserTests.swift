// MenuParserTests: the `overlayctl menu` line syntax: fields, markers, nesting, errors with line numbers.
import OverlayCore
import XCTest

final class MenuParserTests: XCTestCase {
    private func parse(_ lines: String...) throws -> [MenuItem] { try MenuParser.parse(lines: lines) }

    private func error(_ lines: [String]) -> MenuSyntaxError? {
        do throws(MenuSyntaxError) {
            _ = try MenuParser.parse(lines: lines)
            return nil
        } catch {
            return error
        }
    }

    func testLabelValueAndShortcutFields() throws {
        let items = try parse("Open…\topen\tCtrl+O", "Quit", "Copy\t\tCtrl+C", "Paste\tpaste")
        XCTAssertEqual(items.map(\.label), ["Open…", "Quit", "Copy", "Paste"])
        XCTAssertEqual(items.map(\.value), ["open", "Quit", "Copy", "paste"], "the value defaults to the label")
        XCTAssertEqual(items.map(\.shortcut), ["Ctrl+O", nil, "Ctrl+C", nil])
        XCTAssertTrue(items.allSatisfy { $0.isSelectable && !$0.hasSubmenu && $0.icon == nil && $0.mark == .none })
    }

    func testIconFieldComesFirst() throws {
        let items = try parse("IMG:/usr/share/icons/save.png\tSave\tsave\tCtrl+S", "IMG:document-open\tOpen")
        XCTAssertEqual(items[0], MenuItem(label: "Save", value: "save", icon: "/usr/share/icons/save.png", shortcut: "Ctrl+S"))
        XCTAssertEqual(items[1].icon, "document-open")
        XCTAssertEqual(items[1].value, "Open")
    }

    func testDisabledAndMarks() throws {
        let items = try parse("~Revert", "[x] Word wrap\twrap", "[ ] Ruler", "(*) Light", "( ) Dark", "~[x]Locked", "[x] ~Tilde")
        XCTAssertEqual(items[0], MenuItem(label: "Revert", isDisabled: true))
        XCTAssertEqual(items[1], MenuItem(label: "Word wrap", value: "wrap", mark: .check(true)))
        XCTAssertEqual(items[2].mark, .check(false))
        XCTAssertEqual(items[3].mark, .radio(true))
        XCTAssertEqual(items[4].mark, .radio(false))
        XCTAssertEqual(items[4].label, "Dark")
        XCTAssertEqual(items[5], MenuItem(label: "Locked", mark: .check(true), isDisabled: true), "space after a mark is optional")
        XCTAssertEqual(items[6].label, "~Tilde", "`~` only counts before the mark")
        XCTAssertFalse(items[6].isDisabled)
    }

    func testBackslashMakesALabelLiteral() throws {
        let items = try parse("\\~tilde", "\\[x] not a check", "\\---", "\\IMG:not-an-icon\tv", "\\\\two")
        XCTAssertEqual(items.map(\.label), ["~tilde", "[x] not a check", "---", "IMG:not-an-icon", "\\two"])
        XCTAssertTrue(items.allSatisfy { !$0.isDisabled && !$0.isSeparator && $0.mark == .none && $0.icon == nil })
        XCTAssertEqual(items[3].value, "v")
    }

    func testSeparatorsBlankLinesAndCarriageReturns() throws {
        let items = try parse("One\r", "", "   ", "---", "\t", "Two\r")
        XCTAssertEqual(items.count, 3)
        XCTAssertEqual(items[0].label, "One")
        XCTAssertTrue(items[1].isSeparator)
        XCTAssertFalse(items[1].isSelectable)
        XCTAssertEqual(items[2].value, "Two")
    }

    func testTabIndentationNestsSubmenusLikeXmenu() throws {
        let items = try parse(
            "Applications",
            "\tIMG:./web.png\tWeb Browser\tfirefox",
            "\tEditors",
            "\t\tVim\tvim",
            "\t\t~Emacs",
            "\t---",
            "\tTerminal\txterm",
            "Shutdown\tpoweroff",
            "Reboot")
        XCTAssertEqual(items.map(\.label), ["Applications", "Shutdown", "Reboot"])
        let apps = items[0].submenu
        XCTAssertEqual(apps.map(\.label), ["Web Browser", "Editors", "", "Terminal"])
        XCTAssertTrue(apps[2].isSeparator)
        XCTAssertEqual(apps[1].submenu.map(\.label), ["Vim", "Emacs"])
        XCTAssertTrue(apps[1].submenu[1].isDisabled)
        XCTAssertTrue(items[0].hasSubmenu)
        XCTAssertFalse(items[1].hasSubmenu)
        XCTAssertEqual(items.item(at: [0, 1, 0])?.value, "vim")
        XCTAssertEqual(items.submenu(at: [0, 1])?.count, 2)
        XCTAssertNil(items.item(at: [0, 9]))
        XCTAssertEqual(items.totalCount, 9)
    }

    func testGoingBackSeveralLevelsAtOnce() throws {
        let items = try parse("A", "\tB", "\t\tC", "\t\t\tD", "E", "\tF")
        XCTAssertEqual(items.map(\.label), ["A", "E"])
        XCTAssertEqual(items.item(at: [0, 0, 0, 0])?.label, "D")
        XCTAssertEqual(items[1].submenu.map(\.label), ["F"])
    }

    func testParseTextSplitsLines() throws {
        let items = try MenuParser.parse(text: "a\tx\n\tb\nc\n")
        XCTAssertEqual(items.map(\.label), ["a", "c"])
        XCTAssertEqual(items[0].submenu.map(\.label), ["b"])
    }

    func testErrorsNameTheLine() {
        XCTAssertEqual(error(["\tIndented first"]), MenuSyntaxError(line: 1, reason: .skippedLevel))
        XCTAssertEqual(error(["A", "", "\t\tTwo deeper"]), MenuSyntaxError(line: 3, reason: .skippedLevel),
                       "blank lines still count")
        XCTAssertEqual(error(["A", "---", "\tUnder a separator"]), MenuSyntaxError(line: 3, reason: .submenuOfSeparator))
        XCTAssertEqual(error(["A", "---\tvalue"]), MenuSyntaxError(line: 2, reason: .separatorWithFields))
        XCTAssertEqual(error(["~"]), MenuSyntaxError(line: 1, reason: .emptyLabel))
        XCTAssertEqual(error(["ok", "[x] "]), MenuSyntaxError(line: 2, reason: .emptyLabel))
        XCTAssertEqual(error(["A", "\tvalue only"]), nil)
        XCTAssertEqual(error(["IMG:icon.png"]), MenuSyntaxError(line: 1, reason: .emptyLabel))
        XCTAssertEqual(error(["IMG:\tLabel"]), MenuSyntaxError(line: 1, reason: .emptyIcon))
        XCTAssertEqual(error(["a\tb\tc\td"]), MenuSyntaxError(line: 1, reason: .tooManyFields))
        XCTAssertEqual(error(["\t"]), nil, "a line of TABs is blank")
        XCTAssertEqual(error(["A", "\tB", "\t\t"]), nil)
        XCTAssertEqual(error(["a", "\t\tb"])?.description, "line 2: indented more than one TAB deeper than the item above")
    }

    func testNestingIsCapped() throws {
        let ok = (0..<MenuParser.maxDepth).map { String(repeating: "\t", count: $0) + "level \($0 + 1)" }
        let items = try MenuParser.parse(lines: ok)
        XCTAssertEqual(items.item(at: Array(repeating: 0, count: MenuParser.maxDepth))?.label, "level 8")
        let deep = ok + [String(repeating: "\t", count: MenuParser.maxDepth) + "level 9"]
        let e = error(deep)
        XCTAssertEqual(e, MenuSyntaxError(line: 9, reason: .tooDeep(limit: 8)))
        XCTAssertEqual(e?.description, "line 9: submenus nest more than 8 menus deep")
    }

    func testItemCountIsCapped() throws {
        let lines = (0..<MenuParser.maxItems).map { "item \($0)" }
        XCTAssertEqual(try MenuParser.parse(lines: lines).count, 10_000)
        XCTAssertEqual(error(lines + ["\tone more, nested"]), MenuSyntaxError(line: 10_001, reason: .tooManyItems(limit: 10_000)))
    }
}

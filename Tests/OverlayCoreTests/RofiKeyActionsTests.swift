// RofiKeyActionsTests: a pick follows a rofi user's own bindings (config.rasi, -kb-*) — a moved key does its
// new action, a freed key types or does nothing as in rofi, kb-custom-N and kb-select-N choose, and rofi's
// own row and line actions (first/last row, line start/end, clear line, row tab, columns) act as rofi's.
import OverlayCore
import XCTest

final class RofiKeyActionsTests: XCTestCase {
    func startup(_ args: [String], config: String? = nil) -> RofiStartup {
        let files = MemoryRasiFiles(files: config.map { ["/home/u/.config/rofi/config.rasi": $0] } ?? [:])
        return RofiStartup(arguments: ["-dmenu"] + args, environment: ["HOME": "/home/u"], files: files)
    }

    func spec(_ args: [String], config: String? = nil) -> PickSpec {
        let s = startup(args, config: config)
        XCTAssertEqual(s.problems, [])
        var p = PickSpec()
        p.flavor = .rofi
        p.lines = 3
        p.keyBindings = s.pickKeyBindings
        return p
    }

    func key(_ name: String, _ text: String = "", _ modifiers: KeyModifiers = [], _ s: PickSpec) -> PickKey? {
        PickKeyMap.key(name, text: text, modifiers: modifiers, spec: s)
    }

    func testRofisDefaultsSendNoTable() {
        XCTAssertEqual(spec([]).keyBindings, [:], "unchanged bindings keep the pick's built-in keys")
        XCTAssertEqual(key("w", "\u{17}", .control, spec([])), .deleteWord, "the built-in Control+w stays")
    }

    func testConfigRasiMovesAndFreesKeys() {
        let config = """
            configuration {
                kb-row-up: "Control+k";
                kb-row-down: "Control+j";
                kb-remove-to-eol: "";
                kb-accept-entry: "Control+m,Return,KP_Enter";
            }
            """
        let s = spec([], config: config)
        XCTAssertEqual(key("k", "\u{0b}", .control, s), .up, "Control+k moved to kb-row-up")
        XCTAssertEqual(key("j", "\n", .control, s), .down, "Control+j moved from accept to row-down")
        XCTAssertNil(key("Up", "", [], s), "Up left kb-row-up: it does nothing")
        XCTAssertEqual(key("m", "\r", .control, s), .accept(shift: false, control: false))
        XCTAssertEqual(key("Return", "\r", .shift, s), .accept(shift: true, control: false), "kb-accept-alt keeps Shift+Return")
        XCTAssertEqual(key("Return", "\r", .control, s), .accept(shift: false, control: true), "kb-accept-custom keeps Control+Return")
        XCTAssertNil(key("ISO_Left_Tab", "", .shift, s), "Shift+Tab is ISO_Left_Tab, which kb-row-up lost")
        XCTAssertEqual(key("a", "\u{01}", .control, s), .lineStart, "kb-move-front: the cursor alone")
        XCTAssertEqual(key("Home", "", [], s), .firstRow, "kb-row-first: the highlight alone")
        XCTAssertEqual(key("w", "\u{17}", .control, s), .clearLine, "rofi's Control+w clears the line")
        XCTAssertEqual(key("Prior", "", [], s), .pageUp, "Page_Up is X's Prior")
        XCTAssertEqual(key("Tab", "\t", [], s), .rowTab)
        XCTAssertEqual(key("Escape", "\u{1b}", [], s), .escape)
        XCTAssertEqual(key("a", "a", [], s), .insert("a"))
        XCTAssertEqual(key("A", "A", .shift, s), .insert("A"), "Shift is consumed by A")
        XCTAssertEqual(key("x", "x", .alt, s), .insert("x"), "rofi types an unbound Alt key's text")
        XCTAssertNil(key("x", "\u{18}", .control, s), "an unbound Control key types a control character: nothing")
        XCTAssertEqual(key("S", "S", [.alt, .shift], s), nil, "kb-screenshot (Alt+S) is not carried")
    }

    func testKbFlagsOverTheFileAndCustomAndSelectKeys() {
        let s = spec(["-kb-custom-1", "Alt+a", "-kb-custom-2", "Super+Tab,Shift+Return", "-kb-accept-alt", "", "-kb-select-1", "Control+1"],
                     config: "configuration { kb-custom-1: \"Alt+q\"; }")
        XCTAssertEqual(key("a", "a", .alt, s), .custom(1), "-kb-custom-1 over config.rasi's")
        XCTAssertEqual(key("q", "q", .alt, s), .insert("q"), "config.rasi's Alt+q gave way to the flag")
        XCTAssertEqual(key("Tab", "\t", .superKey, s), .custom(2))
        XCTAssertEqual(key("Return", "\r", .shift, s), .custom(2), "Shift is kept on Return")
        XCTAssertEqual(key("1", "1", .control, s), .chooseMatch(1))
        XCTAssertEqual(key("1", "1", .alt, s), .insert("1"), "Alt+1 left kb-custom-1")
    }

    func testTheWheelIsRofisMlRowUpAndDown() {
        var dmenu = PickSpec()
        XCTAssertNil(RofiKeyActions.scroll(up: true, spec: dmenu), "dmenu's wheel does nothing")
        dmenu.flavor = .rofi
        XCTAssertEqual(RofiKeyActions.scroll(up: false, spec: dmenu), .down, "rofi's default ml-row-down")
        let s = spec(["-ml-row-down", "", "-kb-row-first", "Home,ScrollDown"])
        XCTAssertEqual(RofiKeyActions.scroll(up: false, spec: s), .firstRow)
        XCTAssertEqual(RofiKeyActions.scroll(up: true, spec: s), .up)
    }

    func testBindingsThePickHasNoActionForAreNamedOnce() {
        XCTAssertEqual(startup(["-kb-screenshot", "Alt+p", "-kb-ellipsize", "", "-kb-row-up", "Up"]).notCarriedBindingLines,
                       ["rofi: key binding kb-screenshot is not carried: overlayd takes no screenshot of its menu"],
                       "an emptied one is not named: nothing to carry")
    }

    func testAClashIsRofisErrorAndMod1IsNoModifier() {
        let clash = startup(["-kb-row-up", "Control+n"])
        guard case let .keyBindings(markup)? = clash.problems.first else { return XCTFail("\(clash.problems)") }
        XCTAssertTrue(markup.contains("Failed to set binding <i>Down,Control+n</i> for: <i>Select next entry (kb-row-down)</i>"), markup)
        XCTAssertTrue(markup.contains("There is already a binding matching &apos;Control+n&apos;"), markup)
        let mod1 = startup(["-kb-row-up", "Mod1+x"])
        guard case let .keyBindings(text)? = mod1.problems.first else { return XCTFail("\(mod1.problems)") }
        XCTAssertTrue(text.contains("Syntax error in binding &apos;Mod1+x&apos;: cannot have two non-modifiers"), text)
    }

    func testRofisRowAndLineActions() {
        var s = spec(["-kb-row-up", "Up"])
        s.lines = 2
        let rows = PickRows(bytes: Array("alpha\nbeta\ngamma\ndelta\nepsilon\n".utf8), separator: 10)
        var m = PickModel(rows: rows, spec: s)
        _ = m.key(.lastRow)
        XCTAssertEqual(m.selectedRow, 4)
        _ = m.key(.columnLeft)
        XCTAssertEqual(m.selectedRow, 2, "a column back is `lines` rows back")
        _ = m.key(.columnRight)
        XCTAssertEqual(m.selectedRow, 4)
        _ = m.key(.firstRow)
        XCTAssertEqual(m.selectedRow, 0)
        _ = m.key(.completeRow)
        XCTAssertEqual(m.input.text, "alpha", "kb-row-select: the row's text typed")
        _ = m.key(.lineStart)
        _ = m.key(.deleteWordForward)
        XCTAssertEqual(m.input.text, "")
        for c in "ta" { _ = m.key(.insert(String(c))) }
        XCTAssertEqual(m.order.count, 2, "beta, delta")
        _ = m.key(.clearLine)
        XCTAssertEqual(m.order.count, 5)
        XCTAssertEqual(m.key(.chooseMatch(3)), .chosen(PickChoice(rows: [2], text: ""), keepOpen: false), "kb-select-3")
        for c in "eps" { _ = m.key(.insert(String(c))) }
        XCTAssertEqual(m.key(.rowTab), .chosen(PickChoice(rows: [4], text: "eps"), keepOpen: false), "Tab on the only match chooses it")
        var c = PickModel(rows: PickRows(bytes: Array("xab\nAb\nab\n".utf8), separator: 10), spec: s)
        for ch in "ab" { _ = c.key(.insert(String(ch))) }
        XCTAssertEqual(c.order, [0, 2])
        _ = c.key(.toggleCase)
        XCTAssertEqual(c.order, [0, 1, 2], "kb-toggle-case-sensitivity: Ab matches too")
        _ = c.key(.toggleSort)
        XCTAssertEqual(c.order.first, 1, "kb-toggle-sort: the closest first")
        _ = c.key(.toggleSort)
        _ = c.key(.toggleCase)
        XCTAssertEqual(c.order, [0, 2], "toggled back")
    }
}


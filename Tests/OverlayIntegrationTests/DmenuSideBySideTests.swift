// DmenuSideBySideTests: the same input, flags and keys given to the real dmenu 5.2 and to
// overlayctl linked as `dmenu`, on one X server; stdout must match byte for byte and the
// exit codes must agree. Covers matching and its order, -i, typed text (Enter with no
// match, Shift+Enter), Tab, editing keys, word moves, pasting PRIMARY and CLIPBOARD, paging
// in a list, Ctrl+Enter, Escape, and rows that are not clean UTF-8 (invalid bytes, CR, NUL).
import Foundation
import XCTest

final class DmenuSideBySideTests: XCTestCase {
    struct Case {
        var name: String
        var args: [String] = []
        var input: [UInt8]
        var keys: [TypedKey]
    }

    static func lines(_ l: [String]) -> [UInt8] { Array((l.joined(separator: "\n") + "\n").utf8) }
    static let fruit = lines(["banana", "blueberry", "cherry", "Blackberry", "bandana"])
    static let enter = TypedKey("Return")

    func compare(_ cases: [Case], file: StaticString = #filePath, line: UInt = #line) throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        for c in cases {
            let script = "exec dmenu " + c.args.map { "'\($0)'" }.joined(separator: " ")
            let real = try runner.run(script, stdin: c.input, keys: c.keys, program: .dmenu, real: true)
            let ours = try runner.run(script, stdin: c.input, keys: c.keys, program: .dmenu, real: false)
            XCTAssertNotNil(real.status, "\(c.name): the real dmenu ended", file: file, line: line)
            XCTAssertEqual(ours, real, "\(c.name): ours vs dmenu", file: file, line: line)
        }
        try s.sync()
        XCTAssertNil(try runner.openPick(), "no menu is left open")
    }

    func testMatchingOrderCaseAndTypedText() throws {
        try compare([
            Case(name: "substring", input: Self.fruit, keys: TypedKey.text("berry") + [Self.enter]),
            Case(name: "no match returns the text", input: Self.fruit, keys: TypedKey.text("kiwi") + [Self.enter]),
            Case(name: "shift+enter returns the text", input: Self.fruit, keys: TypedKey.text("ban") + [TypedKey("Return", ["Shift_L"])]),
            Case(name: "-i", args: ["-i"], input: Self.fruit, keys: TypedKey.text("BLACK") + [Self.enter]),
            Case(name: "case matters without -i", input: Self.fruit, keys: TypedKey.text("black") + [Self.enter]),
            Case(name: "exact before prefix before substring", input: Self.lines(["xfire", "firefox", "fire"]),
                 keys: TypedKey.text("fire") + [Self.enter]),
            Case(name: "prefix before substring", input: Self.lines(["xfire", "firefox", "fire"]), keys: TypedKey.text("fir") + [Self.enter]),
            Case(name: "tokens", input: Self.lines(["open file", "file open now", "close"]), keys: TypedKey.text("file ope") + [Self.enter]),
            Case(name: "escape", input: Self.fruit, keys: TypedKey.text("b") + [TypedKey("Escape")]),
        ])
    }

    func testEditingKeysTabAndPaging() throws {
        let items = Self.lines((1...40).map { "item\($0)" })
        try compare([
            Case(name: "tab completes", input: Self.fruit, keys: TypedKey.text("che") + [TypedKey("Tab")] + TypedKey.text("s") + [Self.enter]),
            Case(name: "ctrl-w ctrl-u backspace", input: Self.fruit,
                 keys: TypedKey.text("foo bar") + [TypedKey("w", ["Control_L"])] + TypedKey.text("bazz") + [TypedKey("BackSpace")]
                    + [Self.enter]),
            Case(name: "ctrl-u", input: Self.fruit, keys: TypedKey.text("xyz") + [TypedKey("u", ["Control_L"])] + TypedKey.text("cher") + [Self.enter]),
            Case(name: "list: down across a page", args: ["-l", "5"], input: items,
                 keys: [TypedKey("Down"), TypedKey("Down"), TypedKey("Down"), TypedKey("Down"), TypedKey("Down"), TypedKey("Down"), Self.enter]),
            Case(name: "list: page down twice, up", args: ["-l", "5"], input: items,
                 keys: [TypedKey("Next"), TypedKey("Next"), TypedKey("Up"), Self.enter]),
            Case(name: "list: end, page up", args: ["-l", "5"], input: items, keys: [TypedKey("End"), TypedKey("Prior"), Self.enter]),
            Case(name: "list: filter then home", args: ["-l", "5", "-p", "Run:"], input: items,
                 keys: TypedKey.text("item1") + [TypedKey("Down"), TypedKey("Down"), TypedKey("Home"), TypedKey("Down"), Self.enter]),
            Case(name: "bar: right moves the selection at the end of the text", input: Self.fruit,
                 keys: [TypedKey("Right"), TypedKey("Right"), Self.enter]),
            Case(name: "ctrl+enter prints and stays", args: ["-l", "3"], input: Self.fruit,
                 keys: [TypedKey("Return", ["Control_L"]), TypedKey("Down"), TypedKey("Return", ["Control_L"]), TypedKey("Escape")]),
        ])
    }

    /// dmenu's movewordedge(): Alt-b / Ctrl-Left back over spaces then a word, Alt-f /
    /// Ctrl-Right forward over spaces then a word; a character typed there shows where.
    func testWordMoves() throws {
        let shiftEnter = TypedKey("Return", ["Shift_L"])
        let alt = ["Alt_L"], ctrl = ["Control_L"]
        try compare([
            Case(name: "alt-b alt-b, type, alt-f, type", input: Self.fruit,
                 keys: TypedKey.text("one two three") + [TypedKey("b", alt), TypedKey("b", alt)] + TypedKey.text("X")
                    + [TypedKey("f", alt)] + TypedKey.text("Y") + [shiftEnter]),
            Case(name: "ctrl-left over double spaces, ctrl-right", input: Self.fruit,
                 keys: TypedKey.text("ab  cd ef") + [TypedKey("Left", ctrl), TypedKey("Left", ctrl), TypedKey("Left", ctrl)]
                    + TypedKey.text("Z") + [TypedKey("Right", ctrl), TypedKey("Right", ctrl)] + TypedKey.text("W") + [shiftEnter]),
            Case(name: "alt-f at the end, alt-b at the start stay", input: Self.fruit,
                 keys: TypedKey.text("berry") + [TypedKey("f", alt), TypedKey("Home"), TypedKey("Home"), TypedKey("b", alt)]
                    + TypedKey.text("blue") + [Self.enter]),
            Case(name: "list: word moves then Enter picks the match", args: ["-l", "3"], input: Self.fruit,
                 keys: TypedKey.text("rry ch") + [TypedKey("b", alt), TypedKey("b", alt)] + TypedKey.text("e") + [Self.enter]),
        ])
    }

    /// dmenu's Ctrl-Y pastes PRIMARY and Ctrl-Shift-Y CLIPBOARD at the cursor, up to the first
    /// newline; with no owner, or text too long for the line, nothing goes in and the menu
    /// keeps working. The owner answers before the next key is pressed, for both programs.
    func testPasteSelections() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let shiftEnter = TypedKey("Return", ["Shift_L"])
        func pasteCase(_ name: String, _ selection: String?, _ text: String, keys: (TypedKey) -> [TypedKey]) throws {
            let owner = try selection.map { try TestSelectionOwner(display: s.server.display, selection: $0, text: Array(text.utf8)) }
            let mods = selection == "CLIPBOARD" ? ["Control_L", "Shift_L"] : ["Control_L"]
            let paste = TypedKey("y", mods)
            let answer = { (k: TypedKey) throws in if k.name == "y", k.modifiers.contains("Control_L"), let owner { try owner.answer() } }
            let real = try runner.run("exec dmenu", stdin: Self.fruit, keys: keys(paste), program: .dmenu, real: true, afterKey: answer)
            let ours = try runner.run("exec dmenu", stdin: Self.fruit, keys: keys(paste), program: .dmenu, real: false, afterKey: answer)
            owner?.release()
            XCTAssertEqual(real.status?.code, 0, "\(name): the real dmenu printed a choice")
            XCTAssertEqual(ours, real, "\(name): ours vs dmenu")
        }
        try pasteCase("primary at the cursor, up to the newline", "PRIMARY", "lueber\nsecond line") { paste in
            TypedKey.text("bry") + [TypedKey("Left"), TypedKey("Left"), paste, Self.enter]
        }
        try pasteCase("clipboard with ctrl-shift-y", "CLIPBOARD", "kiwi pie") { paste in
            TypedKey.text("a ") + [paste] + TypedKey.text("s") + [shiftEnter]
        }
        try pasteCase("no owner: nothing, and typing goes on", nil, "") { paste in
            TypedKey.text("ab") + [paste] + TypedKey.text("c") + [shiftEnter]
        }
        try pasteCase("too long for the line: nothing", "PRIMARY", String(repeating: "x", count: 9000)) { paste in
            TypedKey.text("ok") + [paste] + [shiftEnter]
        }
        try s.sync()
        XCTAssertNil(try runner.openPick(), "no menu is left open")
    }

    func testRowsComeBackByteForByte() throws {
        let raw: [UInt8] = [0x61, 0xff, 0x62, 10] + Array("crlf\r\n".utf8) + [0x78, 0, 0x79, 10] + Array("caf\u{e9}\n".utf8)
        try compare([
            Case(name: "invalid UTF-8", args: ["-l", "5"], input: raw, keys: [Self.enter]),
            Case(name: "CR is data", args: ["-l", "5"], input: raw, keys: [TypedKey("Down"), Self.enter]),
            Case(name: "NUL ends the row", args: ["-l", "5"], input: raw, keys: [TypedKey("Down"), TypedKey("Down"), Self.enter]),
            Case(name: "UTF-8 row", args: ["-l", "5"], input: raw, keys: TypedKey.text("caf") + [Self.enter]),
            Case(name: "no final newline", input: Array("one\ntwo".utf8), keys: TypedKey.text("tw") + [Self.enter]),
            Case(name: "empty input", input: [], keys: TypedKey.text("typed") + [Self.enter]),
        ])
    }
}

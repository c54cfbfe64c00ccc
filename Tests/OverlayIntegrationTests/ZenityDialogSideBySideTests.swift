// ZenityDialogSideBySideTests: the same zenity command line, stdin and keys given to the real
// zenity 3.44 (under openbox) and to overlayctl linked as `zenity`, one after the other on one
// X server: stdout and the exit status must agree. Message dialogs (buttons, extra buttons,
// --default-cancel, --switch, --timeout, Escape), the entry, the password, lists (check, radio,
// --multiple, Tab to the buttons), timeouts, and the windows' names and classes.
import Foundation
import XCTest

final class ZenityDialogSideBySideTests: XCTestCase {
    struct Case {
        var argv: [String]
        var stdin = ""
        var keys: [TypedKey]
        /// Whether it waits for the dialog before the keys (not when it ends alone, by --timeout).
        var waits = true
        /// `ZENITY_CANCEL=7` and the like.
        var environment: [String: String] = [:]
    }

    static let enter = TypedKey("Return"), escape = TypedKey("Escape")
    static let left = TypedKey("Left"), right = TypedKey("Right"), down = TypedKey("Down")

    /// `drawn`: ours finds no real zenity on its PATH, so a dialog handed over fails instead of passing.
    func compare(_ cases: [Case], drawn: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws {
        try Self.compare(cases, drawn: drawn, file: file, line: line)
    }

    /// Each case through the real zenity, then ours (`beforeOurKeys` runs once ours shows, before its keys).
    static func compare(_ cases: [Case], drawn: Bool = false, beforeOurKeys: ((DaemonSession, Case) throws -> Void)? = nil,
                        file: StaticString = #filePath, line: UInt = #line) throws {
        let s = try DaemonSession()
        let openbox = try HelperProcess.openbox(on: s.x)
        defer { try? openbox.stop() }
        let runner = try ZenityRunner(s)
        for c in cases {
            let real = try runner.run(c.argv, stdin: c.stdin, keys: c.keys, real: true, waitsForDialog: c.waits,
                                      extraEnvironment: c.environment)
            let ours = try runner.run(c.argv, stdin: c.stdin, keys: c.keys, real: false, waitsForDialog: c.waits,
                                      extraEnvironment: c.environment, path: drawn ? "/nonexistent" : nil) { _ in try beforeOurKeys?(s, c) }
            XCTAssertNotNil(real.status, "\(c.argv): the real zenity ended", file: file, line: line)
            XCTAssertEqual(ours.stdout, real.stdout, "\(c.argv) \(c.keys.map(\.name)): stdout", file: file, line: line)
            XCTAssertEqual(ours.status, real.status, "\(c.argv) \(c.keys.map(\.name)): exit (ours \(ours), zenity \(real))", file: file, line: line)
        }
        try s.sync()
        XCTAssertEqual(try s.ok(["list"])["overlays"]?.arrayValue?.count, 0, "no dialog is left open", file: file, line: line)
    }

    func testMessageDialogs() throws {
        try compare([
            Case(argv: ["--info", "--text", "Saved"], keys: [Self.enter]),
            Case(argv: ["--warning", "--text", "Careful", "--ok-label", "Fine"], keys: [Self.enter]),
            Case(argv: ["--error", "--text", "Broken"], keys: [Self.escape]),
            Case(argv: ["--info", "--extra-button", "Later"], keys: [Self.right, Self.enter]),
            Case(argv: ["--question", "--text", "Go?"], keys: [Self.enter]),
            Case(argv: ["--question", "--text", "Go?"], keys: [Self.left, Self.enter]),
            Case(argv: ["--question"], keys: [Self.escape]),
            Case(argv: ["--question", "--default-cancel"], keys: [Self.enter]),
            Case(argv: ["--question", "--ok-label", "Do it", "--cancel-label", "Leave"], keys: [Self.left, Self.right, Self.enter]),
            Case(argv: ["--question", "--extra-button", "Maybe"], keys: [Self.left, Self.left, Self.enter]),
            Case(argv: ["--question", "--switch", "--extra-button", "One", "--extra-button", "Two"], keys: [Self.enter]),
            Case(argv: ["--question", "--switch", "--extra-button", "One", "--extra-button", "Two"], keys: [Self.right, Self.enter]),
            Case(argv: ["--question"], keys: [Self.left, Self.enter], environment: ["ZENITY_CANCEL": "7"]),
            Case(argv: ["--question"], keys: [Self.escape], environment: ["DIALOG_ESC": "9"]),
            Case(argv: ["--question"], keys: [Self.enter], environment: ["DIALOG_OK": "3"]),
        ])
    }

    func testTimeoutExitsFive() throws {
        try compare([Case(argv: ["--question", "--timeout", "1"], keys: [], waits: false),
                     Case(argv: ["--info", "--timeout=1"], keys: [], waits: false)])
    }

    func testEntryAndPassword() throws {
        try compare([
            Case(argv: ["--entry", "--text", "Name:"], keys: TypedKey.text("Ann Lee") + [Self.enter]),
            Case(argv: ["--entry", "--entry-text", "draft"], keys: [Self.enter]),
            Case(argv: ["--entry", "--entry-text", "draft"], keys: TypedKey.text("new") + [Self.enter]),
            Case(argv: ["--entry", "--entry-text", "draft"], keys: [TypedKey("BackSpace")] + TypedKey.text("x") + [Self.enter]),
            Case(argv: ["--entry", "--hide-text"], keys: TypedKey.text("pw") + [Self.enter]),
            Case(argv: ["--entry"], keys: TypedKey.text("x") + [Self.escape]),
            Case(argv: ["--password"], keys: TypedKey.text("s3cret") + [Self.enter]),
        ])
    }

    func testLists() throws {
        let fruit = ["apple", "banana", "cherry", "chive"]
        try compare([
            Case(argv: ["--list", "--column", "Fruit"] + fruit, keys: [Self.down, Self.down, Self.enter]),
            Case(argv: ["--list", "--column", "Fruit"] + fruit, keys: TypedKey.text("ch") + [Self.enter]),
            Case(argv: ["--list", "--column", "Fruit"] + fruit, keys: TypedKey.text("BAN") + [Self.enter]),
            Case(argv: ["--list", "--column", "Fruit"] + fruit, keys: [Self.escape]),
            Case(argv: ["--list", "--column", "N", "--column", "Name"], stdin: "1\none\n2\ntwo\n3\nthree\n", keys: [Self.down, Self.enter]),
            Case(argv: ["--list", "--column", "N", "--column", "Name", "--print-column", "ALL", "--separator", "\\t", "1", "one", "2", "two"],
                 keys: [Self.down, Self.enter]),
            Case(argv: ["--list", "--column", "N", "--column", "Name", "--print-column=2", "--hide-column=2", "1", "one", "2", "two"],
                 keys: [Self.down, Self.enter]),
        ])
    }

    /// GTK's tree view as zenity's list meets keys: nothing selected at first, Tab to Cancel then
    /// OK, --multiple's first Down and Shift+Up, the ticks a check or radio list starts with, and
    /// --mid-search.
    func testListsAnswerKeysAsGTKsTreeView() throws {
        let abc = ["a", "b", "c"], tab = TypedKey("Tab")
        let check = ["--list", "--checklist", "--column", "T", "--column", "A"]
        try compare([
            Case(argv: ["--list", "--column", "A"] + abc, keys: [tab, tab, Self.enter]),
            Case(argv: ["--list", "--column", "A"] + abc, keys: [tab, Self.enter]),
            Case(argv: ["--list", "--column", "A"] + abc, keys: [TypedKey("space"), Self.enter]),
            Case(argv: ["--list", "--column", "A"] + abc, keys: [Self.down, Self.down, tab, tab, Self.enter]),
            Case(argv: ["--list", "--multiple", "--column", "A"] + abc, keys: [Self.down, Self.enter]),
            Case(argv: ["--list", "--multiple", "--column", "A"] + abc, keys: [Self.down, Self.down, tab, tab, Self.enter]),
            Case(argv: ["--list", "--multiple", "--column", "A"] + abc,
                 keys: [TypedKey("End"), TypedKey("Up", ["Shift_L"]), tab, tab, Self.enter]),
            Case(argv: ["--list", "--multiple", "--column", "A"] + abc,
                 keys: [Self.down, TypedKey("space", ["Control_L"]), Self.down, TypedKey("space", ["Control_L"]), tab, tab, Self.enter]),
            Case(argv: check + ["TRUE", "a", "FALSE", "b", "true", "c"], keys: [tab, tab, Self.enter]),
            Case(argv: check + ["FALSE", "a", "FALSE", "b"], keys: [tab, tab, Self.enter]),
            Case(argv: ["--list", "--radiolist", "--column", "T", "--column", "A", "FALSE", "a", "TRUE", "b"], keys: [tab, tab, Self.enter]),
            Case(argv: check + ["--print-column", "ALL", "--separator", ":", "TRUE", "a", "TRUE", "b"], keys: [tab, tab, Self.enter]),
            Case(argv: ["--list", "--mid-search", "--column", "A", "apple", "banana"], keys: TypedKey.text("nan") + [Self.enter]),
            Case(argv: ["--list", "--hide-header", "--column", "A", "--ok-label", "Go"] + abc, keys: [Self.down, tab, tab, Self.enter]),
        ], drawn: true)
    }

    /// --extra-button on an entry and a password: entry.c puts the extra buttons after Cancel and
    /// OK, password.c before them, and Tab goes from the last line along the buttons; an extra
    /// button prints its label (not the text) and exits 1, and OK still prints the text.
    func testExtraButtonsOnAnEntryAndAPassword() throws {
        let tab = TypedKey("Tab"), backTab = TypedKey("Tab", ["Shift_L"]), space = TypedKey("space")
        let entry = ["--entry", "--extra-button", "Later"], password = ["--password", "--extra-button", "Later"]
        try compare([
            Case(argv: entry, keys: TypedKey.text("a") + [tab, tab, tab, Self.enter]),
            Case(argv: entry, keys: TypedKey.text("a") + [backTab, Self.enter]),
            Case(argv: entry, keys: TypedKey.text("a") + [tab, tab, space]),
            Case(argv: entry, keys: TypedKey.text("a") + [tab, space]),
            Case(argv: entry, keys: TypedKey.text("a") + [Self.enter]),
            Case(argv: entry + ["--extra-button", "Two"], keys: [tab, tab, tab, tab, space]),
            Case(argv: password, keys: TypedKey.text("pw") + [tab, space]),
            Case(argv: password, keys: TypedKey.text("pw") + [tab, Self.enter]),
            Case(argv: password, keys: TypedKey.text("pw") + [tab, tab, space]),
            Case(argv: password, keys: TypedKey.text("pw") + [tab, tab, tab, space]),
            Case(argv: password, keys: TypedKey.text("pw") + [Self.enter]),
            Case(argv: password + ["--username"], keys: TypedKey.text("ann") + [tab, tab, space]),
            Case(argv: password + ["--username"], keys: TypedKey.text("ann") + [tab] + TypedKey.text("pw") + [tab, tab, tab, space]),
        ], drawn: true)
    }

    /// An entry with two or more words after its options is a combo of them: Down and Up show
    /// them in the line (stopping at the ends), --entry-text first; the line's text is printed.
    func testAnEntrysComboOffersItsValues() throws {
        let abc = ["--entry", "a", "b", "c"], up = TypedKey("Up")
        try compare([
            Case(argv: abc, keys: [Self.down, Self.enter]),
            Case(argv: abc, keys: [Self.down, Self.down, Self.enter]),
            Case(argv: abc, keys: [up, Self.enter]),
            Case(argv: abc, keys: [Self.down, Self.down, Self.down, Self.down, Self.enter]),
            Case(argv: abc, keys: [Self.down] + TypedKey.text("x") + [Self.enter]),
            Case(argv: abc, keys: [Self.enter]),
            Case(argv: ["--entry", "--entry-text", "x", "a", "b"], keys: [Self.down, Self.enter]),
            Case(argv: ["--entry", "--entry-text", "x", "a", "b"], keys: [Self.enter]),
            Case(argv: abc, keys: [Self.escape]),
        ], drawn: true)
    }

    /// --password --username: the user line first, Tab to the password (Enter on the user line
    /// does nothing), then Cancel and OK; `user|pass` printed.
    func testAPasswordWithAUsername() throws {
        let argv = ["--password", "--username"], tab = TypedKey("Tab")
        try compare([
            Case(argv: argv, keys: TypedKey.text("ann") + [tab] + TypedKey.text("pw") + [Self.enter]),
            Case(argv: argv, keys: TypedKey.text("a") + [tab, tab, Self.enter]),
            Case(argv: argv, keys: TypedKey.text("a") + [tab] + TypedKey.text("b") + [tab, tab, Self.enter]),
            Case(argv: argv, keys: [tab] + TypedKey.text("b") + [TypedKey("Tab", ["Shift_L"])] + TypedKey.text("a") + [tab, Self.enter]),
            Case(argv: argv, keys: TypedKey.text("a") + [Self.escape]),
        ], drawn: true)
    }

    /// zenity tells Cancel (`ZENITY_CANCEL`) from Escape or a closed window (`ZENITY_ESC`), both 1 by
    /// default: the same keys give the same status with the two set apart.
    func testCancelAndEscapeExitApart() throws {
        let env = ["ZENITY_CANCEL": "7", "ZENITY_ESC": "9"], tab = TypedKey("Tab")
        let list = ["--list", "--column", "A", "a", "b"]
        try compare([
            Case(argv: list, keys: [Self.down, tab, Self.enter], environment: env),
            Case(argv: list, keys: [Self.down, Self.escape], environment: env),
            Case(argv: ["--password", "--username"], keys: TypedKey.text("a") + [tab, tab, Self.enter], environment: env),
            Case(argv: ["--password", "--username"], keys: [Self.escape], environment: env),
            Case(argv: ["--entry"], keys: [Self.escape], environment: env),
            Case(argv: ["--question"], keys: [Self.left, Self.enter], environment: env),
            Case(argv: ["--question"], keys: [Self.escape], environment: env),
            Case(argv: ["--scale"], keys: [Self.escape], environment: env),
            Case(argv: ["--calendar"], keys: [Self.escape], environment: env),
            Case(argv: ["--text-info"], stdin: "hello\n", keys: [Self.escape], environment: env),
        ], drawn: true)
    }

    /// A list's --extra-button: Tab reaches it after Cancel and OK; pressed, it prints its label
    /// (not the selection) and exits as Escape does.
    func testAListsExtraButtonsPrintTheirLabels() throws {
        let tab = TypedKey("Tab"), list = ["--list", "--column", "A", "a", "b", "--extra-button", "More", "--extra-button", "Less"]
        try compare([
            Case(argv: list, keys: [Self.down, tab, tab, tab, Self.enter]),
            Case(argv: list, keys: [Self.down, tab, tab, tab, tab, Self.enter]),
            Case(argv: list, keys: [Self.down, tab, tab, Self.enter]),
            Case(argv: list, keys: [Self.down, tab, Self.enter]),
            Case(argv: list, keys: [Self.down, Self.enter]),
            Case(argv: list, keys: [Self.down, tab, tab, tab, Self.enter], environment: ["ZENITY_ESC": "9"]),
        ], drawn: true)
    }

    /// What each dialog answers when its --timeout runs out: an entry its text and a list its
    /// selection or ticks (exit 5); a password and a colour nothing (exit 1, their Escape branch).
    func testTimeoutsAnswerAsZenitysDo() throws {
        try compare([
            Case(argv: ["--entry", "--entry-text", "hi", "--timeout", "1"], keys: [], waits: false),
            Case(argv: ["--password", "--timeout", "1"], keys: [], waits: false),
            Case(argv: ["--list", "--column", "A", "a", "b", "--timeout", "1"], keys: [], waits: false),
            Case(argv: ["--list", "--checklist", "--column", "T", "--column", "A", "TRUE", "a", "FALSE", "b", "--timeout", "1"],
                 keys: [], waits: false),
            Case(argv: ["--color-selection", "--timeout", "1"], keys: [], waits: false),
        ], drawn: true)
    }

    /// Window rules written for zenity match ours: the same WM_CLASS, and zenity's title per
    /// dialog or the one --title gives.
    func testWindowsAreNamedAndClassedAsZenitys() throws {
        let s = try DaemonSession()
        let openbox = try HelperProcess.openbox(on: s.x)
        defer { try? openbox.stop() }
        let runner = try ZenityRunner(s)
        for argv in [["--question"], ["--info"], ["--error", "--title", "Oops"], ["--entry"], ["--password"],
                     ["--list", "--column", "A", "a"], ["--list", "--title", "Pick one", "--column", "A", "a"],
                     ["--forms", "--add-entry", "A"], ["--forms", "--title", "Sign in", "--add-entry", "A"],
                     ["--color-selection"], ["--color-selection", "--title", "Pick"]] {
            let real = try runner.identity(argv, real: true)
            let ours = try runner.identity(argv, real: false)
            XCTAssertEqual(real.cls, "zenity\0Zenity\0", "\(argv): the real zenity's class")
            XCTAssertEqual(ours.cls, real.cls, "\(argv): WM_CLASS")
            XCTAssertEqual(ours.name, real.name, "\(argv): WM_NAME")
            try s.x.waitUntil("\(argv): our dialog to go") { try s.ok(["list"])["overlays"]?.arrayValue?.isEmpty == true }
        }
    }

    /// The real zenity's window dies with its process; ours must not outlive its client either.
    func testAKilledDialogGoes() throws {
        let s = try DaemonSession()
        let runner = try ZenityRunner(s)
        for argv in [["--question", "--text", "Still here?"], ["--list", "--column", "A", "a", "b"]] {
            let child = try runner.open(argv)
            XCTAssertEqual(try s.ok(["list"])["overlays"]?.arrayValue?.count, 1, "\(argv): its dialog shows")
            child.signal(SIGTERM)
            XCTAssertNotNil(child.waitForExit(timeout: 5))
            try s.x.waitUntil("\(argv): its dialog to go") { try s.ok(["list"])["overlays"]?.arrayValue?.isEmpty == true }
        }
    }

    /// GDK's `rgb(r,g,b)`. zenity's chooser starts with the focus on a swatch, where Enter does
    /// nothing, so its Select is Tab, Enter; ours selects the highlighted colour with Enter.
    func testColorSelection() throws {
        let s = try DaemonSession()
        let openbox = try HelperProcess.openbox(on: s.x)
        defer { try? openbox.stop() }
        let runner = try ZenityRunner(s)
        let argv = ["--color-selection", "--color=#3584e4"]
        let real = try runner.run(argv, keys: [TypedKey("Tab"), Self.enter], real: true)
        let ours = try runner.run(argv, keys: [Self.enter], real: false)
        XCTAssertEqual(real.stdout, "rgb(53,132,228)\n", "\(real)")
        XCTAssertEqual(ours.stdout, real.stdout)
        XCTAssertEqual(ours.status, real.status)
        let realEscape = try runner.run(argv, keys: [Self.escape], real: true)
        XCTAssertEqual(try runner.run(argv, keys: [Self.escape], real: false), realEscape)
        XCTAssertEqual(realEscape.status?.code, 1)
    }
}

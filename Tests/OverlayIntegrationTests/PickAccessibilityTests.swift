// PickAccessibilityTests: a pick menu (overlayd as dmenu, `overlayctl prompt`) as pyatspi,
// Orca's client library, sees it: a popup menu (a dialog for a prompt) holding the typed line
// as a text whose changes are heard as the user types (a password line only as `*`), and the
// rows drawn as menu items, the highlight moving the focused and selected states; zenity's
// checklist as a dialog of check items.
import Foundation
import OverlayProtocol
import XCTest

final class PickAccessibilityTests: XCTestCase {
    /// Waits until the pick menu holds the keyboard and is on the server; its `list` entry.
    func openPick(_ runner: PeerMenuRunner) throws -> JSONValue {
        let pick = try runner.waitForPick()
        try runner.session.sync()
        return pick
    }

    /// Events until the text inserted into the line adds up to `typed` and the caret is after it.
    func hearTyping(_ a: AccessibilitySession, _ typed: String) throws -> [HeardEvent] {
        var heard: [HeardEvent] = []
        func inserted() -> String {
            heard.filter { $0.type == "object:text-changed:insert" }.compactMap(\.any.stringValue).joined()
        }
        // Each key is one insert, or several keys' one insert when they came in one loop turn.
        for _ in typed.unicodeScalars where inserted().count < typed.count {
            heard += try a.probe.wait(for: "object:text-changed:insert")
        }
        XCTAssertEqual(inserted(), typed, "\(heard)")
        // The caret moves after the insert, in the same burst: wait for it too.
        let count = typed.unicodeScalars.count
        for _ in 0...count where heard.last(where: { $0.type == "object:text-caret-moved" })?.detail1 != count {
            heard += try a.probe.wait(for: "object:text-caret-moved")
        }
        XCTAssertEqual(heard.last { $0.type == "object:text-caret-moved" }?.detail1, count, "\(heard)")
        return heard
    }

    /// zenity's checklist drawn by overlayd: a dialog named as zenity's window, its rows check
    /// items with their ticks as the checked state, and space ticking the focused row.
    func testAZenityChecklistIsADialogOfCheckedItems() throws {
        let a = try AccessibilitySession()
        let s = a.session
        try a.listen(["window:create", "object:state-changed:checked", "object:state-changed:focused"])
        let runner = try PeerMenuRunner(s)
        let linked = try LinkedOverlayctl(prefix: "overlayd-zenity-a11y", names: ["zenity"])
        let child = try ChildProcess(name: "zenity", command: [linked.ours + "/zenity", "--list", "--checklist", "--column", "T",
                                                               "--column", "Fruit", "TRUE", "apple", "FALSE", "pear"],
                                     environment: runner.environment, stdout: .file(runner.dir.file("out")))
        defer { _ = child.stop() }
        let id = try XCTUnwrap(try openPick(runner)["id"]?.stringValue)
        let heard = try a.probe.wait(for: "window:create")
        XCTAssertTrue(heard.contains { $0.type == "window:create" && $0.role == "dialog" && $0.name == "Select items from the list" },
                      "\(heard)")
        let opened = try XCTUnwrap(try a.probe.tree()?.child(id: id))
        let rows = opened.children.filter { $0.role == "check menu item" }
        XCTAssertEqual(rows.map(\.name), ["apple", "pear"])
        XCTAssertEqual(rows.filter { $0.states.contains("checked") }.map(\.name), ["apple"], "the ticks zenity was given")
        try runner.input.pressKey("Down")
        try runner.input.pressKey("space")
        _ = try a.probe.wait(for: "object:state-changed:checked")
        let ticked = try XCTUnwrap(try a.probe.tree()?.child(id: id)).children.filter { $0.states.contains("checked") }.map(\.name)
        XCTAssertEqual(ticked, ["apple", "pear"], "space ticked the focused row")
        try runner.input.pressKey("Tab")
        _ = try a.probe.wait(for: "object:state-changed:focused")
        let focused = try XCTUnwrap(try a.probe.tree()?.child(id: id)).children.filter { $0.states.contains("focused") }
        XCTAssertEqual(focused.map(\.role), ["push button"], "Tab reached a button")
        XCTAssertEqual(focused.map(\.name), ["Cancel"])
    }

    func testADmenuPickIsAPopupMenuWithTheTypedLineAndTheRowsShown() throws {
        let a = try AccessibilitySession()
        let s = a.session
        try a.listen(["window:create", "object:text-changed", "object:text-caret-moved",
                      "object:state-changed:focused", "object:state-changed:selected"])
        let runner = try PeerMenuRunner(s)
        let rows = runner.dir.file("rows")
        try Data("alpha\nbeta\nbed\ngamma\nbetter\n".utf8).write(to: URL(fileURLWithPath: rows))
        let child = try ChildProcess(name: "dmenu", command: [runner.ours + "/dmenu", "-l", "5", "-p", "Go:"],
                                     environment: runner.environment, stdin: rows, stdout: .file(runner.dir.file("out")))
        defer { _ = child.stop() }
        let id = try XCTUnwrap(try openPick(runner)["id"]?.stringValue)
        var heard = try a.probe.wait(for: "window:create")
        XCTAssertTrue(heard.contains { $0.type == "window:create" && $0.role == "popup menu" && $0.name == "Go:" }, "\(heard)")

        let opened = try XCTUnwrap(try a.probe.tree()?.child(id: id))
        XCTAssertEqual(opened.children.filter { $0.states.contains("focused") }.map(\.name), ["alpha"],
                       "at first the highlighted row has the focus")

        try runner.input.pressKey("b")
        try runner.input.pressKey("e")
        heard = try hearTyping(a, "be")
        XCTAssertTrue(heard.allSatisfy { !$0.type.hasPrefix("object:text") || $0.role == "text" }, "from the line: \(heard)")
        // Orca echoes only what is typed into the focus: the line takes it before the first insert.
        let focusIn = heard.firstIndex { $0.type == "object:state-changed:focused" && $0.role == "text" && $0.detail1 == 1 }
        let firstInsert = heard.firstIndex { $0.type == "object:text-changed:insert" }
        XCTAssertNotNil(focusIn, "\(heard)")
        XCTAssertLessThan(focusIn ?? .max, firstInsert ?? .min, "\(heard)")

        let pick = try XCTUnwrap(try a.probe.tree()?.child(id: id))
        XCTAssertEqual(pick.role, "popup menu")
        XCTAssertEqual(pick.name, "Go:")
        XCTAssertEqual(pick.children.map(\.role), ["text", "menu item", "menu item", "menu item"])
        XCTAssertEqual(pick.children[0].text, "be", "the line's text is what was typed")
        XCTAssertEqual(pick.children[0].name, "Go:", "the prompt labels the line")
        XCTAssertTrue(pick.children[0].states.isSuperset(of: ["editable", "focusable"]), "\(pick.children[0].states)")
        XCTAssertEqual(pick.children.dropFirst().map(\.name), ["beta", "bed", "better"], "the rows shown, in dmenu's order")
        XCTAssertEqual(pick.children.filter { $0.states.contains("focused") }.map(\.role), ["text"], "the user is typing")
        XCTAssertEqual(pick.children.filter { $0.states.contains("selected") }.map(\.name), ["beta"])
        let listed = try XCTUnwrap(try runner.openPick())
        try s.sync()
        XCTAssertEqual(pick.children.dropFirst().map(\.extents), (listed["rows"]?.arrayValue ?? []).map { $0.arrayValue?.compactMap(\.intValue) },
                       "each row's extents are where it is drawn")

        try runner.input.pressKey("Down")
        heard = try a.probe.wait(for: "object:state-changed:focused", from: "bed")
        // `selected` follows `focused` in the same burst; the wait above can return between them.
        if !heard.contains(where: { $0.type == "object:state-changed:selected" && $0.name == "bed" }) {
            heard += try a.probe.wait(for: "object:state-changed:selected", from: "bed")
        }
        XCTAssertEqual(heard.filter { $0.type == "object:state-changed:focused" }.map { "\($0.role) \($0.detail1)" },
                       ["text 0", "menu item 1"], "the focus leaves the line, then enters bed")
        XCTAssertTrue(heard.contains { $0.type == "object:state-changed:selected" && $0.name == "beta" && $0.detail1 == 0 }, "\(heard)")
        XCTAssertTrue(heard.contains { $0.type == "object:state-changed:selected" && $0.name == "bed" && $0.detail1 == 1 }, "\(heard)")
        XCTAssertEqual(heard.first { $0.name == "bed" }?.role, "menu item")

        try runner.input.pressKey("Return")
        XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual(try String(contentsOfFile: runner.dir.file("out"), encoding: .utf8), "bed\n")
    }

    func testAPasswordPromptIsADialogWhoseLineNeverHoldsTheSecret() throws {
        let a = try AccessibilitySession()
        let s = a.session
        try a.listen(["object:text-changed", "object:text-caret-moved"])
        let runner = try PeerMenuRunner(s)
        let child = try ChildProcess(name: "prompt", command: [try Executables.buildProduct("overlayctl"), "prompt",
                                                               "--title", "Unlock", "--password"],
                                     environment: runner.environment, stdout: .file(runner.dir.file("out")))
        defer { _ = child.stop() }
        let id = try XCTUnwrap(try openPick(runner)["id"]?.stringValue)
        for k in ["s", "3", "c"] { try runner.input.pressKey(k) }
        let heard = try hearTyping(a, "***")
        XCTAssertTrue(heard.allSatisfy { $0.role == "password text" }, "\(heard)")
        XCTAssertFalse(heard.contains { ($0.any.stringValue ?? "").contains(where: "s3c".contains) }, "no event says a typed character: \(heard)")

        let prompt = try XCTUnwrap(try a.probe.tree()?.child(id: id))
        XCTAssertEqual([prompt.role, prompt.name], ["dialog", "Unlock"])
        XCTAssertEqual(prompt.children.map(\.role), ["password text"])
        XCTAssertEqual(prompt.children[0].text, "***", "what is drawn, never what was typed")
        XCTAssertTrue(prompt.children[0].states.contains("focused"), "\(prompt.children[0].states)")

        try runner.input.pressKey("Return")
        XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual(try String(contentsOfFile: runner.dir.file("out"), encoding: .utf8), "s3c\n", "the answer is still the secret")
    }

    /// A row's `click` action prints what a click on the row prints, as dmenu would.
    func testClickingARowThroughATSPIPrintsItAsAClickDoes() throws {
        let a = try AccessibilitySession()
        let runner = try PeerMenuRunner(a.session)
        let rows = runner.dir.file("rows")
        try Data("alpha\nbeta\ngamma\n".utf8).write(to: URL(fileURLWithPath: rows))
        let child = try ChildProcess(name: "dmenu", command: [runner.ours + "/dmenu", "-l", "3"],
                                     environment: runner.environment, stdin: rows, stdout: .file(runner.dir.file("out")))
        defer { _ = child.stop() }
        _ = try openPick(runner)
        XCTAssertTrue(try a.probe.invoke("click", on: "gamma"))
        XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual(try String(contentsOfFile: runner.dir.file("out"), encoding: .utf8), "gamma\n")
    }
}

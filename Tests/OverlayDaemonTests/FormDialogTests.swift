// FormDialogTests: `dialog forms` in the daemon with the fake window system: zenity's window,
// keys and clicks on its fields, the answers its event carries, its own timeout reporting the
// fields before it goes, and what a screen reader is told of each field.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

/// Beside the other dialogs' tests, with their helpers (`click`).
extension DialogTests {
    /// A key that types `text` (a letter) or only moves (`text` empty).
    func press(_ d: DaemonHarness, _ name: String, text: String = "") {
        d.x.send(.keyPress(key: name, text: text, modifiers: []))
        d.pump()
    }

    func field(_ d: DaemonHarness, _ i: Int) -> JSONValue? { d.listed("f")?["fields"]?.arrayValue?[i] }

    func testAFormAnswersItsFieldsOnOK() throws {
        let d = try DaemonHarness()
        d.ok("dialog forms --id f --entry User --password Password --combo Size --values 'S|M' --list Colour --values 'red|green' --date 2024-03-05 --calendar Day")
        let window = try XCTUnwrap(d.window("f"))
        XCTAssertEqual(window.title, .named("zenity"), "zenity's forms window is named after the program")
        XCTAssertEqual(window.windowClass, WindowClass(instance: "zenity", name: "Zenity"))
        XCTAssertNotNil(d.x.grabbed, "a form takes the keyboard")
        for c in "ann" { press(d, String(c), text: String(c)) }
        press(d, "Tab")
        for c in "pw" { press(d, String(c), text: String(c)) }
        press(d, "Tab")
        press(d, "Down")
        XCTAssertEqual(field(d, 2)?["focused"]?.boolValue, true)
        press(d, "Return")
        XCTAssertEqual(d.history(of: "f"), ["shown", #"dialog:ok:["ann","pw","S",[],"2024-03-05"]"#, "dismissed:action"])
        XCTAssertNil(d.x.grabbed)
    }

    func testClicksFocusFieldsPickRowsAndDaysAndPressButtons() throws {
        let d = try DaemonHarness()
        d.ok("dialog forms --id f --entry A --list L --values 'a|b|c' --combo C --values 'x|y' --date 2024-03-05 --calendar D")
        let list = try XCTUnwrap(field(d, 1))
        let rect = try XCTUnwrap(list["rect"]?.rectValue), top = try XCTUnwrap(list["rowsTop"]?.intValue)
        let rowHeight = try XCTUnwrap(list["rowHeight"]?.intValue)
        try click(d, "f", at: Point(x: rect.midX, y: top + 2 * rowHeight + rowHeight / 2))
        XCTAssertEqual(field(d, 1)?["focused"]?.boolValue, true, "a click gives the list the keyboard")
        let combo = try XCTUnwrap(field(d, 2)?["rect"]?.rectValue)
        try click(d, "f", at: Point(x: combo.midX, y: combo.midY))
        let cells = try XCTUnwrap(field(d, 3)?["cells"]?.arrayValue?.compactMap(\.rectValue))
        // March 2024 starts on a Friday: its 1st is the sixth cell.
        try click(d, "f", at: Point(x: cells[5 + 9].midX, y: cells[5 + 9].midY))
        XCTAssertEqual(d.listed("f")?["answers"]?.stringValue, #"["",["c"],"x","2024-03-10"]"#)
        let ok = try XCTUnwrap(d.listed("f")?["buttons"]?.arrayValue?.first { $0["key"]?.stringValue == "ok" }?["rect"]?.rectValue)
        try click(d, "f", at: Point(x: ok.midX, y: ok.midY))
        XCTAssertEqual(d.history(of: "f").last, "dismissed:action")
    }

    func testItsTimeoutReportsTheFieldsBeforeItGoes() throws {
        let d = try DaemonHarness()
        d.ok("dialog forms --id f --entry A --combo C --values 'x|y' --timeout 2s")
        press(d, "a", text: "a")
        d.advance(1999)
        XCTAssertEqual(d.history(of: "f"), ["shown"])
        d.advance(1)
        XCTAssertEqual(d.history(of: "f"), ["shown", #"dialog:timeout:["a",null]"#, "dismissed:timeout"])
        XCTAssertNil(d.x.grabbed)
    }

    func testAScreenReaderMeetsEachFieldByItsLabel() throws {
        let d = try DaemonHarness()
        d.ok("dialog forms --id f --text 'Sign in' --entry User --password Password --combo Size --values 'S|M' --list Colour --values 'red|green'")
        for c in "pw" { press(d, String(c), text: String(c)) }
        let node = try XCTUnwrap(d.controller.accessibleOverlays().first { $0.key == "f" })
        XCTAssertEqual(node.role, .dialog)
        XCTAssertEqual(node.name, "zenity")
        let controls = node.children.filter { $0.role != .label && $0.role != .pushButton }
        XCTAssertEqual(controls.map(\.role), [.text, .passwordText, .comboBox, .list])
        XCTAssertEqual(controls.map(\.name), ["User", "Password", "Size", "Colour"])
        XCTAssertEqual(controls[0].text, "pw")
        XCTAssertTrue(controls[0].states.contains(.focused), "the field with the keyboard is the focused one")
        XCTAssertEqual(controls[3].children.map(\.name), ["red", "green"])
        XCTAssertTrue(node.children.contains { $0.role == .label && $0.name == "Sign in" })
    }
}

extension DialogTests {
    /// Ctrl+V in an entry pastes CLIPBOARD's text, as a GTK entry does; a click outside the form cancels it.
    func testAnEntryPastesAndAClickOutsideCancels() throws {
        let d = try DaemonHarness()
        d.ok("dialog forms --id f --entry A --password B")
        press(d, "Tab")
        d.x.send(.keyPress(key: "v", text: "", modifiers: .control))
        d.pump()
        XCTAssertEqual(d.x.selectionRequests.map(\.clipboard), [true], "Ctrl+V asks for CLIPBOARD")
        let window = try XCTUnwrap(d.x.windowID(.overlay("f")))
        d.x.send(.selectionArrived(window: window, text: Array("s3cret\nsecond".utf8)))
        d.pump()
        XCTAssertEqual(d.listed("f")?["answers"]?.stringValue, #"["","s3cret"]"#, "its first line, into the field with the keyboard")
        let frame = try XCTUnwrap(d.listed("f")?["frame"]?.rectValue)
        try click(d, "f", at: Point(x: frame.maxX + 20, y: frame.midY))
        XCTAssertEqual(d.history(of: "f"), ["shown", "dismissed:outside"])
    }
}

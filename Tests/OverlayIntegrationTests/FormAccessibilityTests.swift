// FormAccessibilityTests: zenity --forms drawn by overlayd as pyatspi, Orca's client library,
// sees it: a dialog named as zenity's window, each field a control named by its label (a
// text, a password text, a combo box, a list of its rows), the one with the keyboard focused,
// and Tab moving the focus on.
import Foundation
import OverlayProtocol
import XCTest

final class FormAccessibilityTests: XCTestCase {
    func testAFormsFieldsAreNamedByTheirLabels() throws {
        let a = try AccessibilitySession()
        let s = a.session
        try a.listen(["window:create", "object:state-changed:focused"])
        let runner = try PeerMenuRunner(s)
        let linked = try LinkedOverlayctl(prefix: "overlayd-zenity-forms-a11y", names: ["zenity"])
        let child = try ChildProcess(name: "zenity", command: [linked.ours + "/zenity", "--forms", "--text", "Sign in", "--add-entry", "User",
                                                               "--add-password", "Password", "--add-combo", "Size", "--combo-values", "S|M",
                                                               "--add-list", "Colour", "--list-values", "red|green"],
                                     environment: runner.environment, stdout: .file(runner.dir.file("out")))
        defer { _ = child.stop() }
        var id = ""
        try s.x.waitUntil("the form to take the keyboard") {
            let form = try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["dialog"]?.stringValue == "forms" }
            id = form?["id"]?.stringValue ?? ""
            return form?["grabbed"]?.boolValue == true
        }
        try s.sync()
        let heard = try a.probe.wait(for: "window:create")
        XCTAssertTrue(heard.contains { $0.type == "window:create" && $0.role == "dialog" && $0.name == "zenity" }, "\(heard)")
        let form = try XCTUnwrap(try a.probe.tree()?.child(id: id))
        let controls = form.children.filter { ["text", "password text", "combo box", "list"].contains($0.role) }
        XCTAssertEqual(controls.map(\.role), ["text", "password text", "combo box", "list"])
        XCTAssertEqual(controls.map(\.name), ["User", "Password", "Size", "Colour"])
        XCTAssertEqual(controls.filter { $0.states.contains("focused") }.map(\.name), ["User"], "the first field has the keyboard")
        try runner.input.pressKey("Tab")
        var moved: [HeardEvent] = []
        // The field left is heard first, then the one reached.
        for _ in 0..<2 where !moved.contains(where: { $0.name == "Password" }) { moved += try a.probe.wait(for: "object:state-changed:focused") }
        XCTAssertTrue(moved.contains { $0.type == "object:state-changed:focused" && $0.name == "User" && $0.detail1 == 0 }, "\(moved)")
        XCTAssertTrue(moved.contains { $0.type == "object:state-changed:focused" && $0.name == "Password" && $0.detail1 == 1 }, "\(moved)")
    }
}

// NotificationCenterAccessibilityTests: the notification center as pyatspi (Orca's client
// library) sees it: a panel holding the do-not-disturb toggle button, "Clear all", the filter
// line and a list
// of the rows on screen in order, the selected entry focused as XTest keys move it, and an
// entry's "activate" action invoking its default action through D-Bus.
import Foundation
import OverlayProtocol
import XCTest

final class NotificationCenterAccessibilityTests: XCTestCase {
    func testThePanelIsAListWhoseEntriesHaveNamesAndActions() throws {
        let a = try AccessibilitySession()
        let s = a.session
        let monitor = try BusMonitor(a.bus)
        try a.listen(["object:state-changed:focused"])
        for args in [["mail", "0", "", "Mail", "from Ann", "['default', 'Open', 'later', 'Later']", "{}", "0"],
                     ["chat", "0", "", "Lunch", "at noon?", "[]", "{}", "0"]] {
            let (status, out) = try a.bus.run(NotificationCenterScreenTests.call + args)
            XCTAssertEqual(status, 0, out)
        }
        let input = try XTestInput(s.x)
        input.move(x: 100, y: 100)
        try s.ok(["notifications", "center", "open"])
        let deadline = Deadline(seconds: 10)
        while try s.ok(["list"])["overlays"]?.arrayValue?.contains(where: {
            $0["id"]?.stringValue == NotificationCenterScreenTests.center && $0["grabbed"]?.boolValue == true }) != true {
            guard !deadline.hasPassed else { throw HarnessError.timeout("the center's grab") }
        }
        _ = try a.probe.wait(for: "object:state-changed:focused")
        let panel = try XCTUnwrap(try a.probe.tree()?.child(id: NotificationCenterScreenTests.center))
        XCTAssertEqual(panel.role, "panel")
        XCTAssertEqual(panel.children.map(\.role), ["toggle button", "push button", "text", "list"])
        XCTAssertEqual(panel.children.map(\.name), ["Do not disturb", "Clear all", "Filter", "Notifications"])
        let list = try XCTUnwrap(panel.children.last)
        XCTAssertEqual(list.children.map(\.name), ["chat, 1", "chat: Lunch", "mail, 1", "mail: Mail"], "newest first, by application")
        XCTAssertEqual(list.children.map(\.role), Array(repeating: "list item", count: 4))
        XCTAssertEqual(list.children.filter { $0.states.contains("focused") }.map(\.name), ["chat: Lunch"])
        let mail = try XCTUnwrap(list.children.last)
        XCTAssertEqual(mail.actions, ["activate", "remove", "later"])
        XCTAssertEqual(mail.description, "now, from Ann")

        // Orca hears the entry under focus as the keys move it.
        try input.pressKey("Down")
        let heard = try a.probe.wait(for: "object:state-changed:focused", from: "mail, 1")
        XCTAssertTrue(heard.contains { $0.name == "mail, 1" && $0.detail1 == 1 }, "\(heard)")

        XCTAssertTrue(try a.probe.invoke("activate", on: "mail: Mail"))
        let lines = try monitor.wait { $0.contains { $0.hasPrefix("NotificationClosed") } }
        XCTAssertEqual(lines.filter { $0.hasPrefix("ActionInvoked") || $0.hasPrefix("NotificationClosed") },
                       ["ActionInvoked 1 default", "NotificationClosed 1 2"])
    }
}

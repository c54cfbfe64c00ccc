// InlineReplyTests: a notification offering `inline-reply` gets a Reply button; it opens the
// input line, and Enter sends NotificationReplied(id, text) and closes the notification.
import Foundation
import OverlayProtocol
import XCTest

final class InlineReplyTests: XCTestCase {
    func testReplyButtonOpensTheInputLineAndEnterSendsNotificationReplied() throws {
        let bus = try SessionBus()
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let input = try XTestInput(s.x)
        let monitor = try BusMonitor(bus)
        let call = ["gdbus", "call", "--session", "--dest", "org.freedesktop.Notifications",
                    "--object-path", "/org/freedesktop/Notifications", "--method"]
        let (_, caps) = try bus.run(call + ["org.freedesktop.Notifications.GetCapabilities"])
        XCTAssertTrue(caps.contains("'inline-reply'"), caps)
        let (status, sent) = try bus.run(call + ["org.freedesktop.Notifications.Notify", "chat", "0", "", "Alice", "Lunch?",
                                                 "['inline-reply', 'Reply', 'mute', 'Mute']", "{}", "0"])
        XCTAssertEqual(status, 0, sent)
        try s.sync()
        let entry = try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["id"]?.stringValue == "n1" }
        let button = try XCTUnwrap(entry?["buttons"]?.arrayValue?.first { $0["key"]?.stringValue == "inline-reply" }?["rect"]?
            .arrayValue?.compactMap(\.intValue), "the Reply button")
        input.move(x: button[0] + button[2] / 2, y: button[1] + button[3] / 2)
        input.click(x: button[0] + button[2] / 2, y: button[1] + button[3] / 2)
        // The prompt opens and takes the keyboard; the notification stays meanwhile.
        let deadline = Deadline(seconds: 10)
        while true {
            let prompt = try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["id"]?.stringValue == "n0" }
            if prompt?["grabbed"]?.boolValue == true { break }
            guard !deadline.hasPassed else { throw HarnessError.timeout("the reply prompt") }
            try s.sync()
        }
        XCTAssertNotNil(try s.overlay("n1"))
        for key in ["y", "e", "s", "space", "1", "2"] { try input.pressKey(key) }
        try input.pressKey("Return")
        let lines = try monitor.wait { $0.contains { $0.hasPrefix("NotificationClosed") } }
        XCTAssertEqual(lines.filter { !$0.hasPrefix("PropertiesChanged") }, ["NotificationReplied 1 yes 12", "NotificationClosed 1 2"])
        try s.sync()
        XCTAssertNil(try s.overlay("n1"), "replied: closed")
    }
}

// NotificationBusMethodTests: the four methods, called with gdbus and notify-send on a private bus.
import OverlayCore
import OverlayDBus
import XCTest

final class NotificationBusMethodTests: NotificationBusTestCase {
    func testGetCapabilitiesListsWhatTheIssueRequires() throws {
        let bus = try makeBus()
        let out = try finish(try gdbusCall("GetCapabilities"), buses: [bus])
        for cap in ["actions", "body", "body-markup", "body-hyperlinks", "icon-static", "persistence"] {
            XCTAssertTrue(out.contains("'\(cap)'"), "\(cap) missing from \(out)")
        }
    }

    func testGetServerInformation() throws {
        let bus = try makeBus()
        let out = try finish(try gdbusCall("GetServerInformation"), buses: [bus])
        XCTAssertEqual(out, "('overlayd', 'overlayd', '0.1', '1.2')\n")
    }

    func testNotifyThroughGdbusDecodesEveryArgumentAndHint() throws {
        let bus = try makeBus()
        let hints = """
            {'urgency': <byte 2>, 'value': <40>, 'category': <'email.arrived'>, 'desktop-entry': <'mail'>, \
            'x': <120>, 'y': <uint32 30>, 'transient': <true>, 'x-dunst-stack-tag': <'volume'>, \
            'image-path': <'/tmp/a.png'>, 'sound-name': <'bell'>, 'unknown': <[1, 2]>, \
            'image-data': <(2, 1, 8, true, 8, 4, [byte 255, 0, 0, 255, 0, 255, 0, 128])>}
            """
        let call = try gdbusCall("Notify", [
            "'mailer'", "0", "'mail-unread'", "'New mail'", "'<b>Bob</b> & co'",
            "['default', 'Open', 'archive', 'Archive']", hints, "5000",
        ])
        XCTAssertEqual(try finish(call, buses: [bus]), "(uint32 1,)\n")
        let r = try XCTUnwrap(delegate.requests.first)
        XCTAssertEqual(r.appName, "mailer")
        XCTAssertEqual(r.appIcon, "mail-unread")
        XCTAssertEqual(r.summary, "New mail")
        XCTAssertEqual(r.body, "<b>Bob</b> & co")
        XCTAssertEqual(r.actions, [NotificationAction(key: "default", label: "Open"), NotificationAction(key: "archive", label: "Archive")])
        XCTAssertEqual(r.expiry, .milliseconds(5000))
        XCTAssertEqual(r.hints.urgency, .critical)
        XCTAssertEqual(r.hints.progress, 40)
        XCTAssertEqual(r.hints.category, "email.arrived")
        XCTAssertEqual(r.hints.desktopEntry, "mail")
        XCTAssertEqual(r.hints.x, 120)
        XCTAssertEqual(r.hints.y, 30)
        XCTAssertTrue(r.hints.transient)
        XCTAssertEqual(r.hints.stackTag, "volume")
        XCTAssertEqual(r.hints.imagePath, "/tmp/a.png")
        let image = try XCTUnwrap(r.hints.image)
        XCTAssertEqual([image.width, image.height, image.rowstride, image.channels], [2, 1, 8, 4])
        XCTAssertEqual(image.data, [255, 0, 0, 255, 0, 255, 0, 128])
        XCTAssertEqual(r.picture, .pixels(image))
    }

    func testNotifyWithReplacesIDAndLegacyImageHint() throws {
        let bus = try makeBus()
        let call = try gdbusCall("Notify", [
            "'app'", "7", "''", "'s'", "''", "[]",
            "{'icon_data': <(1, 1, 3, false, 8, 3, [byte 1, 2, 3])>, 'x': <5>}", "-1",
        ])
        XCTAssertEqual(try finish(call, buses: [bus]), "(uint32 7,)\n")
        let r = try XCTUnwrap(delegate.requests.first)
        XCTAssertEqual(r.replacesID, 7)
        XCTAssertEqual(r.expiry, .serverDefault)
        XCTAssertEqual(r.hints.image?.data, [1, 2, 3])
        XCTAssertNil(r.hints.x, "x without y is no position")
    }

    func testNotifyAcceptsAnImageStructThatFailsTheChecksAndIgnoresIt() throws {
        let bus = try makeBus()
        // 10×10 RGBA needs 400 bytes; 3 are sent.
        let call = try gdbusCall("Notify", [
            "'app'", "0", "''", "'s'", "''", "[]", "{'image-data': <(10, 10, 40, true, 8, 4, [byte 1, 2, 3])>}", "0",
        ])
        XCTAssertEqual(try finish(call, buses: [bus]), "(uint32 1,)\n")
        XCTAssertNil(delegate.requests.first?.hints.image)
        XCTAssertEqual(delegate.requests.first?.expiry, .never)
    }

    func testNotifySendWithUrgencyTimeoutIconAndProgress() throws {
        let bus = try makeBus()
        let send = try start([
            "notify-send", "-p", "-u", "critical", "-t", "3000", "-a", "backup", "-i", "dialog-information",
            "-c", "transfer", "-h", "int:value:40", "-h", "string:x-canonical-private-synchronous:backup",
            "-e", "Backing up", "Copying <i>files</i>",
        ])
        XCTAssertEqual(try finish(send, buses: [bus]), "1\n")
        let r = try XCTUnwrap(delegate.requests.first)
        XCTAssertEqual(r.appName, "backup")
        XCTAssertEqual(r.summary, "Backing up")
        XCTAssertEqual(r.body, "Copying <i>files</i>")
        XCTAssertEqual(r.hints.urgency, .critical)
        XCTAssertEqual(r.expiry, .milliseconds(3000))
        XCTAssertEqual(r.picture, .themeIcon("dialog-information"))
        XCTAssertEqual(r.hints.progress, 40)
        XCTAssertEqual(r.hints.category, "transfer")
        XCTAssertEqual(r.hints.stackTag, "backup")
        XCTAssertTrue(r.hints.transient)
    }

    func testNotifySendReplaceKeepsTheID() throws {
        let bus = try makeBus()
        let first = try start(["notify-send", "-p", "-u", "low", "one"])
        XCTAssertEqual(try finish(first, buses: [bus]), "1\n")
        let second = try start(["notify-send", "-p", "-r", "1", "two"])
        XCTAssertEqual(try finish(second, buses: [bus]), "1\n")
        XCTAssertEqual(delegate.requests.map(\.replacesID), [0, 1])
        XCTAssertEqual(delegate.requests.map(\.summary), ["one", "two"])
        XCTAssertEqual(delegate.requests.first?.hints.urgency, .low)
    }

    func testCloseNotificationReachesTheDelegate() throws {
        let bus = try makeBus()
        XCTAssertEqual(try finish(try gdbusCall("CloseNotification", ["42"]), buses: [bus]), "()\n")
        XCTAssertEqual(delegate.closed, [42])
    }

    func testNotifyWithoutADelegateIsAnError() throws {
        let bus = try makeBus()
        bus.delegate = nil
        let call = try gdbusCall("Notify", ["'a'", "0", "''", "'s'", "''", "[]", "{}", "-1"])
        try BusLoop.finish([call], buses: [bus])
        XCTAssertNotEqual(call.status, 0)
        XCTAssertTrue(call.stderrText.contains("org.freedesktop.DBus.Error.Failed"), call.stderrText)
    }
}

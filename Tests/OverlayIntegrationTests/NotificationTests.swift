// NotificationTests: overlayd as the desktop's notification daemon on a private bus:
// notify-send and gdbus in, overlays and signals out; replace, actions, close, DND, history.
import CX11
import Foundation
import XCTest

final class NotificationTests: XCTestCase {
    func session(config: String? = nil, arguments: [String] = []) throws -> (DaemonSession, SessionBus, TemporaryDirectory) {
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-notify")
        var env = ["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_CONFIG_HOME": home.path]
        if let config {
            let dir = try home.makeSubdirectory("overlayd")
            try Data(config.utf8).write(to: URL(fileURLWithPath: dir + "/config.toml"))
        } else {
            env["XDG_CONFIG_HOME"] = home.path
        }
        let s = try DaemonSession(arguments: arguments, environment: env)
        return (s, bus, home)
    }

    func testNotifySendShowsANotificationInTheTopRightColumn() throws {
        let (s, bus, _) = try session()
        let (status, out) = try bus.run(["notify-send", "-p", "-u", "normal", "-t", "5000", "Backup", "Copied <b>12</b> files"])
        XCTAssertEqual(status, 0, out)
        let id = out.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(id, "1")
        try s.sync()
        let o = try XCTUnwrap(try s.overlay("n1"))
        XCTAssertEqual(s.x.windowTypes(of: o.window), ["_NET_WM_WINDOW_TYPE_NOTIFICATION"])
        XCTAssertGreaterThan(o.body.x, 640, "in the top-right column")
        XCTAssertLessThan(o.body.y, 100)

        // -r replaces in place: same overlay, same window.
        let (st2, out2) = try bus.run(["notify-send", "-p", "-r", "1", "-h", "int:value:40", "Backup", "40 %"])
        XCTAssertEqual(st2, 0, out2)
        XCTAssertEqual(out2.trimmingCharacters(in: .whitespacesAndNewlines), "1")
        try s.sync()
        XCTAssertEqual(try s.overlay("n1")?.window, o.window)
        XCTAssertEqual(try s.overlays().filter { $0.id.hasPrefix("n") }.count, 1)
    }

    func testMethodsAnswerAsTheSpecificationSays() throws {
        let (s, bus, _) = try session()
        defer { withExtendedLifetime(s) {} }
        let call = ["gdbus", "call", "--session", "--dest", "org.freedesktop.Notifications",
                    "--object-path", "/org/freedesktop/Notifications", "--method"]
        let (st1, caps) = try bus.run(call + ["org.freedesktop.Notifications.GetCapabilities"])
        XCTAssertEqual(st1, 0, caps)
        for cap in ["actions", "body", "body-markup", "body-hyperlinks", "icon-static", "persistence"] {
            XCTAssertTrue(caps.contains("'\(cap)'"), "\(cap) in \(caps)")
        }
        let (st2, info) = try bus.run(call + ["org.freedesktop.Notifications.GetServerInformation"])
        XCTAssertEqual(st2, 0, info)
        XCTAssertTrue(info.contains("'overlayd'") && info.contains("'1.2'"), info)
        let (st3, sent) = try bus.run(call + ["org.freedesktop.Notifications.Notify", "app", "uint32 0", "", "Hello", "body",
                                              "@as []", "@a{sv} {}", "int32 -1"])
        XCTAssertEqual(st3, 0, sent)
        XCTAssertTrue(sent.contains("(uint32 1,)"), sent)
        // CloseNotification ends a waiting notify-send, as NotificationClosed arrives.
        let (waiter, _) = try bus.start(["notify-send", "-w", "-t", "60000", "Waiting", "for close"])
        try waitForOverlay(s, "n2")
        let (st4, _) = try bus.run(call + ["org.freedesktop.Notifications.CloseNotification", "2"])
        XCTAssertEqual(st4, 0)
        XCTAssertEqual(waiter.waitForExit(timeout: 10)?.code, 0, "notify-send --wait returned once closed")
    }

    func testActionsInvokeAndReportTheKey() throws {
        let (s, bus, _) = try session()
        let (waiter, out) = try bus.start(["notify-send", "-w", "-A", "open=Open", "-A", "default=Show", "Mail", "New message"])
        try waitForOverlay(s, "n1")
        let r = try s.daemon.runCtl(["notifications", "action", "1", "open"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(waiter.waitForExit(timeout: 10)?.code, 0)
        let printed = (try? String(contentsOfFile: out.file("out"), encoding: .utf8)) ?? ""
        XCTAssertEqual(printed.trimmingCharacters(in: .whitespacesAndNewlines), "open")
        XCTAssertNil(try s.overlay("n1"), "invoking an action closes it")
    }

    func testDoNotDisturbHoldsBackButLetsCriticalThroughAndHistoryKeepsClosedOnes() throws {
        let (s, bus, _) = try session()
        XCTAssertEqual(try s.daemon.runCtl(["notifications", "pause"]).status, 0)
        XCTAssertEqual(try bus.run(["notify-send", "Quiet", "held back"]).0, 0)
        XCTAssertEqual(try bus.run(["notify-send", "-u", "critical", "Loud", "gets through"]).0, 0)
        try s.sync()
        XCTAssertNil(try s.overlay("n1"))
        XCTAssertNotNil(try s.overlay("n2"), "critical passes do-not-disturb")
        let count = try s.request(["notifications", "count"])
        XCTAssertEqual(count["waiting"]?.intValue, 1)
        XCTAssertEqual(try s.daemon.runCtl(["notifications", "resume"]).status, 0)
        try s.sync()
        XCTAssertNotNil(try s.overlay("n1"), "shown on resume, not lost")
        try s.ok(["dismiss", "n1"])
        let history = try s.daemon.runCtl(["notifications", "history"])
        XCTAssertTrue(history.stdout.contains("\"summary\":\"Quiet\""), history.stdout)
        let closed = try s.request(["notifications", "close-all"])
        XCTAssertEqual(closed["closed"]?.intValue, 1)
    }

    func testRulesSkipAndRestyle() throws {
        let (s, bus, _) = try session(config: """
            [[rule]]
            match.app-name = "spammy*"
            skip = true

            [[rule]]
            match.summary = "*build*"
            timeout = "0s"
            """)
        XCTAssertEqual(try bus.run(["notify-send", "-a", "spammy-app", "Buy", "now"]).0, 0)
        XCTAssertEqual(try bus.run(["notify-send", "-a", "ci", "The build failed", "see log"]).0, 0)
        try s.sync()
        XCTAssertNil(try s.overlay("n1"), "skipped by a rule")
        XCTAssertNotNil(try s.overlay("n2"))
    }

    func testAnotherOwnerIsRefusedUnlessReplace() throws {
        let (s, bus, _) = try session()
        defer { withExtendedLifetime(s) {} }
        // A second overlayd on another display, the same session bus.
        let other = try XvfbServer()
        XCTAssertThrowsError(try DaemonProcess(display: other.display, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address],
                                               readyTimeout: 5)) { error in
            XCTAssertTrue("\(error)".contains("owns org.freedesktop.Notifications"), "\(error)")
        }
        let replacing = try DaemonProcess(display: other.display, arguments: ["--replace"],
                                          environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        XCTAssertEqual(try bus.run(["notify-send", "To", "the new owner"]).0, 0)
        XCTAssertEqual(try runCtl(["list"], runtimeDir: replacing.runtimeDir).stdout.contains("\"id\":\"n1\""), true)
        try s.sync()
        XCTAssertTrue(s.daemon.stderrText.contains("took org.freedesktop.Notifications"), s.daemon.stderrText)
    }

    /// notify-send runs on its own: ask the daemon until its notification is there.
    func waitForOverlay(_ s: DaemonSession, _ id: String) throws {
        let deadline = Deadline(seconds: 10)
        while try s.overlay(id) == nil {
            guard !deadline.hasPassed else { throw HarnessError.timeout("notification \(id) to show") }
            try s.sync()
        }
    }
}

// HostileNotificationTests: a hostile sender cannot stall the daemon: scripts/fuzz-dbus finds
// every call answered, and a 200,000-character summary is shown cut to its cap.
import Foundation
import XCTest

final class HostileNotificationTests: XCTestCase {
    static var fuzzer: String {
        // Tests/OverlayIntegrationTests/<this file> → the package root.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/fuzz-dbus").path
    }

    func session() throws -> (DaemonSession, SessionBus) {
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-hostile")
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_CONFIG_HOME": home.path])
        return (s, bus)
    }

    /// 300 malformed and hostile calls to both interfaces and Properties (after 1,000 to warm
    /// up): each is answered, ping stays fast, and the memory comes back after close-all and
    /// history-clear (the fuzzer's own bounds decide its exit status).
    func testTheFuzzerFindsEveryCallAnsweredAndTheDaemonServing() throws {
        _ = try Executables.require("/usr/bin/python3", package: "python3-gi")
        let (s, bus) = try session()
        let (status, output) = try bus.run(
            ["/usr/bin/python3", Self.fuzzer, "--seed", "24", "--calls", "300", "--warmup", "1000", "--address", bus.address,
             "--pid", String(s.daemon.pid), "--socket", s.daemon.socketPath], timeout: 300)
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("300 calls"), output)
        XCTAssertTrue(s.daemon.isRunning, s.daemon.stderrText)
        try s.ok(["ping"])
    }

    /// sd-bus refuses strings that hold a Unicode noncharacter (U+FDD0–U+FDEF, U+FFFE, …),
    /// which dbus-daemon passes on (dunst, through GLib, shows them): the sender hears at once
    /// why, as an InvalidArgs error, and the daemon serves on.
    func testANoncharacterGetsAClearErrorAtOnceAndTheDaemonServesOn() throws {
        let (s, bus) = try session()
        let script = """
            import time
            from gi.repository import Gio, GLib
            bus = Gio.bus_get_sync(Gio.BusType.SESSION)
            for summary, body in [("a\\ufdd0b", "b"), ("S", "x\\ufffe"), ("S", "\\U0010ffff"), ("S", "plain")]:
                t = time.monotonic()
                try:
                    r = bus.call_sync("org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                                      "org.freedesktop.Notifications", "Notify",
                                      GLib.Variant("(susssasa{sv}i)", ("py", 0, "", summary, body, [], {}, 0)),
                                      None, Gio.DBusCallFlags.NONE, 5000, None)
                    print("reply", r.unpack()[0], round((time.monotonic() - t) * 1000))
                except GLib.Error as e:
                    print("error", e.message, round((time.monotonic() - t) * 1000))
            """
        let (status, output) = try bus.run(["/usr/bin/python3", "-c", script], timeout: 60)
        XCTAssertEqual(status, 0, output)
        let lines = output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4, output)
        for line in lines.prefix(3) {
            XCTAssertTrue(line.hasPrefix("error GDBus.Error:org.freedesktop.DBus.Error.InvalidArgs: Notify: unreadable arguments: "
                                         + "a string holds a Unicode noncharacter"), line)
            XCTAssertLessThan(Int(line.split(separator: " ").last ?? "") ?? .max, 1000, "answered at once: \(line)")
        }
        XCTAssertTrue(lines.last?.hasPrefix("reply 1 ") == true, output)
        try s.ok(["ping"])
    }

    /// One Notify whose summary is 200,000 characters without a space must not keep the
    /// daemon busy (it once did for 59 s, serving no ping). It is answered, cut to 1 KiB
    /// with "…" (in the history as on screen: a body far shorter than the screen), and the
    /// next request is served.
    func testAHugeSummaryIsCutToItsCapAndTheDaemonServesOn() throws {
        let (s, bus) = try session()
        let script = """
            from gi.repository import Gio, GLib
            bus = Gio.bus_get_sync(Gio.BusType.SESSION)
            r = bus.call_sync("org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                              "org.freedesktop.Notifications", "Notify",
                              GLib.Variant("(susssasa{sv}i)", ("py", 0, "", "x" * 200000, "body", [], {}, 0)),
                              None, Gio.DBusCallFlags.NONE, 60000, None)
            print(r.unpack()[0])
            """
        let (status, output) = try bus.run(["/usr/bin/python3", "-c", script], timeout: 120)
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(output.trimmingCharacters(in: .whitespacesAndNewlines), "1")
        try s.ok(["ping"])
        let o = try XCTUnwrap(try s.overlay("n1"))
        // 1 KiB of x wraps into some 26 lines; uncut it would fill the screen's 800 px.
        XCTAssertLessThan(o.body.height, 600, "the summary is cut before layout")
        XCTAssertGreaterThan(o.body.height, 200, "what is kept is shown")
        let history = try s.daemon.runCtl(["notifications", "close-all"])
        XCTAssertEqual(history.status, 0, history.stderr)
        let shown = try s.request(["notifications", "history"])
        let summary = try XCTUnwrap(shown["history"]?.arrayValue?.first?["summary"]?.stringValue, shown.serialized)
        XCTAssertEqual(summary.utf8.count, 1024, "TextBounds.summaryBytes")
        XCTAssertTrue(summary.hasSuffix("…"))
    }
}

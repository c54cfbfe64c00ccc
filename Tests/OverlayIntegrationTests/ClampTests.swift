// ClampTests: text that does not fit the monitor's work area is cut to it ("…"), for a
// popover and a notification: never refused, never a window taller than the screen.
import Foundation
import XCTest

final class ClampTests: XCTestCase {
    /// Regression: 12,000 words were refused (`overlay too large to render: 368x22726`).
    func testAPopoverOfTwelveThousandWordsIsShownWithinTheScreen() throws {
        let s = try DaemonSession()
        let words = Array(repeating: "word", count: 12_000).joined(separator: " ")
        let o = try s.show(["--id", "long", "--title", "Many words", "--text", words])
        XCTAssertLessThanOrEqual(o.frame.height, 800)
        XCTAssertGreaterThanOrEqual(o.body.y, 0)
        XCTAssertLessThanOrEqual(o.body.y + o.body.height, 800)
        XCTAssertGreaterThan(o.body.height, 600, "the screen's height is used")
    }

    /// Regression: a 200 kB body made a notification 3,537 px tall on an 800 px screen.
    func testANotificationWithAHugeBodyStaysOnTheScreen() throws {
        let bus = try SessionBus()
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        // 200 kB is more than one argument may carry (notify-send): sent from Python instead.
        let script = """
            from gi.repository import Gio, GLib
            bus = Gio.bus_get_sync(Gio.BusType.SESSION)
            body = ("a line of the log that was pasted " * 3 + "\\n") * 2000
            bus.call_sync("org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                          "org.freedesktop.Notifications", "Notify",
                          GLib.Variant("(susssasa{sv}i)", ("py", 0, "", "Log", body, [], {}, 0)),
                          None, Gio.DBusCallFlags.NONE, 10000, None)
            """
        let (status, output) = try bus.run(["/usr/bin/python3", "-c", script])
        XCTAssertEqual(status, 0, output)
        try s.sync()
        let o = try XCTUnwrap(try s.overlay("n1"))
        XCTAssertLessThanOrEqual(o.frame.height, 800)
        XCTAssertLessThanOrEqual(o.body.y + o.body.height, 800)
        XCTAssertGreaterThanOrEqual(o.body.y, 0)
    }
}

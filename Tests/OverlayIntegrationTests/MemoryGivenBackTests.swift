// MemoryGivenBackTests: what a burst of huge notifications took is given back once the daemon is quiet.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest

final class MemoryGivenBackTests: XCTestCase {
    /// Sends `calls` Notify calls whose summary, body, app name and action label are each
    /// 200,000 characters (every fourth without a space), as a hostile sender does.
    static func burst(_ bus: SessionBus, calls: Int) throws {
        let script = """
            from gi.repository import Gio, GLib
            bus = Gio.bus_get_sync(Gio.BusType.SESSION)
            for i in range(\(calls)):
                word = "x" * 200000 if i % 4 == 0 else ("word%d " % i) * 33334
                bus.call_sync("org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                              "org.freedesktop.Notifications", "Notify",
                              GLib.Variant("(susssasa{sv}i)", (word[:200000], 0, "", word[:200000], word[1:200001],
                                                                ["a", word[:200000]], {}, 0)),
                              None, Gio.DBusCallFlags.NONE, 60000, None)
            """
        let (status, output) = try bus.run(["/usr/bin/python3", "-c", script], timeout: 300)
        XCTAssertEqual(status, 0, output)
    }

    /// After a burst of 200,000-character notifications, close-all and history-clear, the
    /// daemon's anonymous RSS comes back to within 1.2 MB of where it was before: 0.6 MB above
    /// once the loop gave the freed heap back when quiet; glibc alone kept 1.9 MB of it.
    func testABurstOfHugeStringsGivesItsMemoryBackOnceQuiet() throws {
        guard !Sanitizer.active else { throw XCTSkip("under a sanitizer freed memory stays in its allocator") }
        _ = try Executables.require("/usr/bin/python3", package: "python3-gi")
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-memory")
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_CONFIG_HOME": home.path])
        // Ordinary notifications first: the fonts, glyphs and bus buffers any first use loads.
        for i in 0..<4 { XCTAssertEqual(try bus.run(["notify-send", "Warm \(i)", "an ordinary body"]).0, 0) }
        try s.sync()
        try s.ok(["notifications", "close-all"])
        try s.ok(["notifications", "history-clear"])
        try s.sync()
        let before = try waitForSteadyRSS(s.daemon.pid)
        try Self.burst(bus, calls: 60)
        try s.sync()
        let peak = try anonymousMB(s.daemon.pid)
        try s.ok(["notifications", "close-all"])
        try s.ok(["notifications", "history-clear"])
        try s.sync()
        let bound = before + 1.2
        let deadline = Deadline(seconds: 10)
        var after = try anonymousMB(s.daemon.pid)
        while after > bound, !deadline.hasPassed {
            _ = try waitForReadable([], until: Deadline(seconds: 0.1))
            after = try anonymousMB(s.daemon.pid)
        }
        XCTAssertLessThanOrEqual(after, bound, "anonymous RSS \(before) MB before, \(peak) MB at the burst's peak, \(after) MB 10 s after close-all")
        try s.ok(["ping"])
    }

    /// The anonymous part of RSS (RssAnon): the heap and mappings, not the font files that odd
    /// text makes Pango open (those are shared with every program and stay mapped).
    private func anonymousMB(_ pid: Int32) throws -> Double {
        let text = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("RssAnon:") })
        return try XCTUnwrap(Double(line.split(separator: " ", omittingEmptySubsequences: true)[1])) / 1024
    }

    /// Anonymous RSS once two reads 0.3 s apart agree within 0.5 MB (a fresh daemon's start settles).
    private func waitForSteadyRSS(_ pid: Int32) throws -> Double {
        let deadline = Deadline(seconds: 10)
        var last = try anonymousMB(pid)
        while !deadline.hasPassed {
            _ = try waitForReadable([], until: Deadline(seconds: 0.3))
            let now = try anonymousMB(pid)
            if abs(now - last) < 0.5 { return now }
            last = now
        }
        return last
    }
}

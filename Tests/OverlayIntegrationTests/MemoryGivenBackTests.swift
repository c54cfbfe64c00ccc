// MemoryGivenBackTests: what a burst of huge notifications took is given back once the daemon is quiet.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest

final class MemoryGivenBackTests: XCTestCase {
    /// Sends `calls` Notify calls whose summary, body, app name and action label are each
    /// 200,000 characters (every fourth without a space), as a hostile sender does.
    /// `actions`, a Python list over `word`, the notification's actions (keys and labels in turn).
    static func burst(_ bus: SessionBus, calls: Int, actions: String = #"["a", word[:200000]]"#) throws {
        let script = """
            from gi.repository import Gio, GLib
            bus = Gio.bus_get_sync(Gio.BusType.SESSION)
            for i in range(\(calls)):
                word = "x" * 200000 if i % 4 == 0 else ("word%d " % i) * 33334
                bus.call_sync("org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                              "org.freedesktop.Notifications", "Notify",
                              GLib.Variant("(susssasa{sv}i)", (word[:200000], 0, "", word[:200000], word[1:200001],
                                                                \(actions), {}, 0)),
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
        let after = try clearedRSS(s, bound: before + 1.2)
        XCTAssertLessThanOrEqual(after, before + 1.2, "anonymous RSS \(before) MB before, \(peak) MB at the burst's peak, \(after) MB 10 s after close-all")
        try s.ok(["ping"])
    }

    /// A burst of notifications in symbols of many blocks, plain, bold, italic and both, makes
    /// Pango open fallback font files (each mapped twice: by HarfBuzz and by FreeType, their
    /// tables on the heap). Once quiet after close-all and history-clear, the font map's caches
    /// are emptied: what stays mapped is at most what Cairo keeps open (10 faces) above what
    /// ordinary notifications had open.
    func testTheFontsABurstOpenedAreLetGoOnceQuiet() throws {
        _ = try Executables.require("/usr/bin/python3", package: "python3-gi")
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-memory")
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_CONFIG_HOME": home.path])
        for i in 0..<4 { XCTAssertEqual(try bus.run(["notify-send", "Warm \(i)", "an ordinary body"]).0, 0) }
        try s.ok(["notifications", "close-all"])
        try s.sync()
        let before = try fontMappings(s.daemon.pid)
        // Each body: 60 symbols of one block in one style, then 7.5 KB of words (a burst's bulk).
        let script = """
            from gi.repository import Gio, GLib
            bus = Gio.bus_get_sync(Gio.BusType.SESSION)
            blocks = [(0x2190, 0x2400), (0x2400, 0x2700), (0x2700, 0x2c00), (0x1d400, 0x1d800),
                      (0x370, 0x530), (0xa000, 0xa500), (0x1f000, 0x1f700), (0x2e80, 0x3100)]
            styles = [("", ""), ("<b>", "</b>"), ("<i>", "</i>"), ("<b><i>", "</i></b>")]
            for i in range(48):
                lo, hi = blocks[i % len(blocks)]
                opening, closing = styles[(i // len(blocks)) % len(styles)]
                symbols = "".join(chr(c) for c in range(lo, hi, (hi - lo) // 60))
                body = opening + symbols + closing + " " + "word " * 1500
                bus.call_sync("org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                              "org.freedesktop.Notifications", "Notify",
                              GLib.Variant("(susssasa{sv}i)", ("app", 0, "", "Symbols %d" % i, body, [], {}, 0)),
                              None, Gio.DBusCallFlags.NONE, 60000, None)
            """
        XCTAssertEqual(try bus.run(["/usr/bin/python3", "-c", script], timeout: 120).0, 0)
        try s.sync()
        let peak = try fontMappings(s.daemon.pid)
        guard peak > before + 10 else { return XCTFail("the burst opened too few fonts to tell: \(before) font mappings before, \(peak) after") }
        try s.ok(["notifications", "close-all"])
        try s.ok(["notifications", "history-clear"])
        try s.sync()
        let deadline = Deadline(seconds: 10)
        var after = peak
        while after > before + 10, !deadline.hasPassed {
            _ = try waitForReadable([], until: Deadline(seconds: 0.1))
            after = try fontMappings(s.daemon.pid)
        }
        XCTAssertLessThanOrEqual(after, before + 10, "font files mapped: \(before) before the burst, \(peak) after it, \(after) 10 s after close-all")
        try s.ok(["ping"])
    }

    /// Notifications whose actions have 200,000-character keys and no labels, and dunst's
    /// context menu opened over them, give their memory back once the menu and they are gone:
    /// shown as the menu's labels, those keys made Pango keep a 6 MB shaping buffer for good.
    func testAContextMenuOverHugeActionKeysGivesItsMemoryBack() throws {
        guard !Sanitizer.active else { throw XCTSkip("under a sanitizer freed memory stays in its allocator") }
        _ = try Executables.require("/usr/bin/python3", package: "python3-gi")
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-memory")
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_CONFIG_HOME": home.path])
        let input = try XTestInput(s.x)
        // A first context menu over an ordinary action: what any first menu loads is not counted.
        try Self.burst(bus, calls: 1, actions: #"["ok", "OK"]"#)
        try openAndEscapeContextMenu(s, input)
        try s.ok(["notifications", "close-all"])
        try s.ok(["notifications", "history-clear"])
        try s.sync()
        let before = try waitForSteadyRSS(s.daemon.pid)
        try Self.burst(bus, calls: 8, actions: #"[word[:200000], "", "ok", "OK"]"#)
        try openAndEscapeContextMenu(s, input)
        let after = try clearedRSS(s, bound: before + 1.2)
        XCTAssertLessThanOrEqual(after, before + 1.2, "anonymous RSS \(before) MB before the menu, \(after) MB 10 s after it and close-all")
        try s.ok(["ping"])
    }

    /// A closed 1,000-row dmenu list's frame (1280 × ~230 pixels: 1.2 MB) is kept a while for
    /// the next menu, then given back: within 45 s of quiet the daemon's anonymous RSS falls at
    /// least 0.8 MB below what it held once the menu had gone and the loop had trimmed its heap.
    func testAClosedListsFrameIsGivenBackOnceQuietAWhile() throws {
        guard !Sanitizer.active else { throw XCTSkip("under a sanitizer freed memory stays in its allocator") }
        // The spares go 12 s after the last work instead of 30: still after the settling below
        // has measured what the trimmed heap holds (it gives up 10 s after the last request).
        let s = try DaemonSession(environment: ["OVERLAYD_SPARES_DELAY_MS": "12000"])
        let runner = try PeerMenuRunner(s)
        let rows = (1...1000).map { "row number \($0)" }.joined(separator: "\n") + "\n"
        let child = try ChildProcess(name: "dmenu", command: [runner.ours + "/dmenu", "-l", "10"],
                                     environment: runner.environment, stdin: try runner.inputFile(rows))
        _ = try runner.waitForPick(child: child)
        try runner.input.pressKey("Escape")
        XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 1)
        try s.sync()
        // Once the loop has trimmed the freed heap (a second after the menu went): no change
        // over 1.5 s.
        var closed = try anonymousMB(s.daemon.pid)
        var steady = Deadline(seconds: 1.5)
        let settling = Deadline(seconds: 10)
        while !steady.hasPassed, !settling.hasPassed {
            _ = try waitForReadable([], until: Deadline(seconds: 0.3))
            let now = try anonymousMB(s.daemon.pid)
            if abs(now - closed) > 0.05 { steady = Deadline(seconds: 1.5) }
            closed = now
        }
        let deadline = Deadline(seconds: 45)
        var after = closed
        while after > closed - 0.8, !deadline.hasPassed {
            _ = try waitForReadable([], until: Deadline(seconds: 0.5))
            after = try anonymousMB(s.daemon.pid)
        }
        XCTAssertLessThanOrEqual(after, closed - 0.8, "anonymous RSS \(closed) MB once the list had gone, \(after) MB 45 s later")
        try s.ok(["ping"])
    }

    /// close-all and history-clear, then the anonymous RSS once it is within `bound`, or 10 s after.
    private func clearedRSS(_ s: DaemonSession, bound: Double) throws -> Double {
        try s.ok(["notifications", "close-all"])
        try s.ok(["notifications", "history-clear"])
        try s.sync()
        let deadline = Deadline(seconds: 10)
        var after = try anonymousMB(s.daemon.pid)
        while after > bound, !deadline.hasPassed {
            _ = try waitForReadable([], until: Deadline(seconds: 0.1))
            after = try anonymousMB(s.daemon.pid)
        }
        return after
    }

    /// Opens dunst's context menu (`n0`), waits for its grab, and closes it with Escape.
    private func openAndEscapeContextMenu(_ s: DaemonSession, _ input: XTestInput) throws {
        try s.ok(["notifications", "context"])
        let deadline = Deadline(seconds: 10)
        while try s.ok(["list"])["overlays"]?.arrayValue?.first(where: { $0["id"]?.stringValue == "n0" })?["grabbed"]?.boolValue != true {
            guard !deadline.hasPassed else { throw HarnessError.timeout("the context menu to open") }
            try s.sync()
        }
        try input.pressKey("Escape")
        while try s.overlay("n0") != nil {
            guard !deadline.hasPassed else { throw HarnessError.timeout("the context menu to close") }
            try s.sync()
        }
    }

    /// The anonymous part of RSS (RssAnon): the heap and mappings, not the font files that odd
    /// text makes Pango open (those are shared with every program and stay mapped).
    private func anonymousMB(_ pid: Int32) throws -> Double {
        let text = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("RssAnon:") })
        return try XCTUnwrap(Double(line.split(separator: " ", omittingEmptySubsequences: true)[1])) / 1024
    }

    /// How many mappings of font files the daemon has (a face's file is mapped by HarfBuzz and
    /// by FreeType each).
    private func fontMappings(_ pid: Int32) throws -> Int {
        let maps = try String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8)
        return maps.split(separator: "\n").filter { line in [".ttf", ".otf", ".ttc", ".pfb"].contains { line.hasSuffix($0) } }.count
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

// DismissByContainerScreenTests: `dismiss --container … --showing`, `--all --except` and
// `--top --container` on Xvfb: the windows that remain on screen, the watchers' events, and
// the notifications' NotificationClosed reason (3: closed by a call).
import Foundation
import NotificationSignals
import OverlayClient
import XCTest

final class DismissByContainerScreenTests: XCTestCase {
    func testContainersAreDismissedByRequestAndNotificationsClosedByACall() throws {
        let bus = try SessionBus()
        let signals = try SignalObserver(address: bus.address)
        let home = try TemporaryDirectory(prefix: "overlayd-dismiss")
        let dir = try home.makeSubdirectory("overlayd")
        try Data("[container.notes]\nmax-visible = 2\nqueue = \"multiple\"\n".utf8)
            .write(to: URL(fileURLWithPath: dir + "/config.toml"))
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_CONFIG_HOME": home.path])
        for summary in ["First", "Second"] {
            XCTAssertEqual(try bus.run(["notify-send", "-t", "0", summary, "body"]).0, 0)
        }
        for i in 1...3 { try s.ok(["show", "--id", "a\(i)", "--container", "notes", "--timeout", "0s", "--text", "note \(i)"]) }
        _ = try s.show(["--id", "free", "--attach", "rect:300,300,20,20", "--text", "free"])
        let watcher = try s.watcher()
        let before = try Dictionary(uniqueKeysWithValues: s.overlays().map { ($0.id, $0.window) })
        XCTAssertEqual(Set(try viewable(s)), ["n1", "n2", "a1", "a2", "free"], "a3 waits")

        // The two notes on screen go; the one that waited moves up.
        XCTAssertEqual(try s.ok(["dismiss", "--container", "notes", "--showing"])["dismissed"]?.intValue, 2)
        XCTAssertEqual(try events(watcher, 2), ["a1:request", "a2:request"])
        try s.sync()
        XCTAssertEqual(Set(try viewable(s)), ["n1", "n2", "a3", "free"])
        for id in ["a1", "a2"] {
            XCTAssertNotEqual((try? s.x.attributes(of: try XCTUnwrap(before[id])))?.isViewable, true, "\(id)'s window is gone")
        }

        // Everything but the notes: the free popover and both notifications.
        XCTAssertEqual(try s.ok(["dismiss", "--all", "--except", "notes"])["dismissed"]?.intValue, 3)
        XCTAssertEqual(Set(try events(watcher, 3)), ["n1:request", "n2:request", "free:request"])
        try s.sync()
        XCTAssertEqual(try viewable(s), ["a3"])
        let closed = try signals.wait { lines in lines.filter { $0.hasPrefix("NotificationClosed") }.count == 2 }
        XCTAssertEqual(Set(closed.filter { $0.hasPrefix("NotificationClosed") }), ["NotificationClosed 1 3", "NotificationClosed 2 3"],
                       "closed by a call, as CloseNotification would")

        // The most recently shown of the notes.
        XCTAssertEqual(try s.ok(["dismiss", "--top", "--container", "notes"])["id"]?.stringValue, "a3")
        XCTAssertEqual(try events(watcher, 1), ["a3:request"])
        try s.sync()
        XCTAssertEqual(try viewable(s), [])
        let refused = try s.daemon.runCtl(["dismiss", "--top", "--container", "notes"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("container shows nothing: notes"), refused.stderr)
    }

    /// The overlays whose windows are mapped, by id ("+N more" aside).
    func viewable(_ s: DaemonSession) throws -> [String] {
        var ids: [String] = []
        for o in try s.overlays() where !o.id.hasPrefix("+more") && o.window != 0 {
            if try s.x.attributes(of: o.window).isViewable { ids.append(o.id) }
        }
        return ids.sorted()
    }

    /// The next `n` dismissed events, as "id:reason".
    func events(_ watcher: DaemonConnection, _ n: Int) throws -> [String] {
        var out: [String] = []
        while out.count < n {
            let e = try watcher.nextEvent()
            guard e["event"]?.stringValue == "dismissed" else { continue }
            out.append("\(e["id"]?.stringValue ?? "?"):\(e["reason"]?.stringValue ?? "?")")
        }
        return out
    }
}

// DunstControlTests: what dunst 1.9 cannot be compared on — the newer dunstctl's calls
// (pause levels, history-clear, history-rm, rules, reload), PropertiesChanged and the cmd0
// signals, and notification ids kept in place — checked against overlayd alone.
import Foundation
import OverlayProtocol
import XCTest

final class DunstControlTests: XCTestCase {
    /// The calls the newer dunstctl makes (dbus-send and busctl, as it runs them).
    static let send = "dbus-send --print-reply=literal --dest=org.freedesktop.Notifications /org/freedesktop/Notifications"
    static let property = "\(send) org.freedesktop.DBus.Properties"
    static let busctl = "busctl --user --json=short --no-pager call org.freedesktop.Notifications /org/freedesktop/Notifications org.dunstproject.cmd0"

    /// A named rule that drops notifications of apps named spam*.
    static let spamRule = """
        [[rule]]
        name = "quiet-spam"
        match.app-name = "spam*"
        skip = true
        """

    func session(config: String? = nil) throws -> (DaemonSession, SessionBus, TemporaryDirectory) {
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-dunst")
        if let config {
            let dir = try home.makeSubdirectory("overlayd")
            try Data(config.utf8).write(to: URL(fileURLWithPath: dir + "/config.toml"))
        }
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_CONFIG_HOME": home.path])
        return (s, bus, home)
    }

    /// `sh -c line` on the bus; stdout and stderr together.
    func sh(_ bus: SessionBus, _ line: String, file: StaticString = #filePath, at: UInt = #line) throws -> String {
        let (status, out) = try bus.run(["sh", "-c", line])
        XCTAssertEqual(status, 0, "\(line): \(out)", file: file, line: at)
        return out
    }

    func testPauseLevelHistoryClearRemoveAndReloadAsTheNewerDunstctlCallsThem() throws {
        let (s, bus, _) = try session()
        let monitor = try BusMonitor(bus)
        XCTAssertEqual(try sh(bus, "\(Self.property).Get string:org.dunstproject.cmd0 string:pauseLevel"), "   variant       uint32 0\n")
        _ = try sh(bus, "\(Self.property).Set string:org.dunstproject.cmd0 string:pauseLevel variant:uint32:7")
        XCTAssertEqual(try sh(bus, "\(Self.property).Get string:org.dunstproject.cmd0 string:pauseLevel"), "   variant       uint32 7\n")
        XCTAssertEqual(try sh(bus, "dunstctl is-paused"), "true\n")
        // A level above dunst's maximum is its maximum.
        _ = try sh(bus, "\(Self.property).Set string:org.dunstproject.cmd0 string:pauseLevel variant:uint32:1000")
        XCTAssertEqual(try sh(bus, "\(Self.property).Get string:org.dunstproject.cmd0 string:pauseLevel"), "   variant       uint32 100\n")
        _ = try sh(bus, "dunstctl set-paused false")
        XCTAssertEqual(try sh(bus, "\(Self.property).Get string:org.dunstproject.cmd0 string:pauseLevel"), "   variant       uint32 0\n")

        for i in 1...3 { _ = try sh(bus, "dunstify -r \(i) Note \(i)") }
        _ = try sh(bus, "dunstctl close-all")
        XCTAssertEqual(try sh(bus, "dunstctl count history"), "3\n")
        _ = try sh(bus, "\(Self.send) org.dunstproject.cmd0.NotificationRemoveFromHistory uint32:2")
        XCTAssertEqual(try sh(bus, "dunstctl count history"), "2\n")
        _ = try sh(bus, "\(Self.send) org.dunstproject.cmd0.NotificationClearHistory")
        XCTAssertEqual(try sh(bus, "dunstctl count history"), "0\n")
        _ = try sh(bus, "\(Self.send) org.dunstproject.cmd0.ConfigReload array:string:")
        // A dunstrc is not what overlayd reads: refused with a reason, and the daemon goes on.
        let (status, refused) = try bus.run(["sh", "-c", "\(Self.send) org.dunstproject.cmd0.ConfigReload array:string:/etc/xdg/dunst/dunstrc"])
        XCTAssertNotEqual(status, 0)
        XCTAssertTrue(refused.contains("--import-dunstrc"), refused)

        let lines = try monitor.wait { $0.contains { $0.hasPrefix("ConfigReloaded") } }
        let ours = lines.filter { !$0.hasPrefix("NotificationClosed") && !$0.hasPrefix("ActivationToken") }
        XCTAssertEqual(ours, [
            "PropertiesChanged paused=true pauseLevel=7",
            "PropertiesChanged paused=true pauseLevel=100",
            "PropertiesChanged paused=false pauseLevel=0",
            "PropertiesChanged displayedLength=1",
            "PropertiesChanged displayedLength=2",
            "PropertiesChanged displayedLength=3",
            "PropertiesChanged displayedLength=0 historyLength=3",
            "NotificationHistoryRemoved 2",
            "PropertiesChanged historyLength=2",
            "NotificationHistoryCleared 2",
            "PropertiesChanged historyLength=0",
            "ConfigReloaded",
        ])
        withExtendedLifetime(s) {}
    }

    func testRulesAreListedAndEnabledByName() throws {
        let (s, bus, _) = try session(config: Self.spamRule)
        let rules = try sh(bus, "\(Self.busctl) RuleList")
        XCTAssertTrue(rules.hasPrefix("{\"type\":\"aa{sv}\",\"data\":[[{\"name\":{\"type\":\"s\",\"data\":\"quiet-spam\"},"
                                      + "\"enabled\":{\"type\":\"b\",\"data\":true},\"appname\":{\"type\":\"s\",\"data\":\"spam*\"}"), rules)
        _ = try sh(bus, "dunstify -a spammer Buy now")
        XCTAssertEqual(try sh(bus, "dunstctl count displayed"), "0\n", "skipped by the rule")
        _ = try sh(bus, "dunstctl rule quiet-spam disable")
        XCTAssertTrue(try sh(bus, "\(Self.busctl) RuleList").contains("\"enabled\":{\"type\":\"b\",\"data\":false}"))
        _ = try sh(bus, "dunstify -a spammer Buy now")
        XCTAssertEqual(try sh(bus, "dunstctl count displayed"), "1\n", "the rule is off")
        _ = try sh(bus, "dunstctl rule quiet-spam toggle")
        _ = try sh(bus, "dunstify -a spammer Buy more")
        XCTAssertEqual(try sh(bus, "dunstctl count displayed"), "1\n", "on again")
        withExtendedLifetime(s) {}
    }

    func testReplacesIDAndStackTagsKeepTheWindowAndFreshIDsSkipIdsInUse() throws {
        let (s, bus, _) = try session()
        XCTAssertEqual(try sh(bus, "dunstify -p -r 3 Volume 40%"), "3\n")
        try s.sync()
        let first = try XCTUnwrap(try s.overlay("n3"))
        XCTAssertEqual(try sh(bus, "notify-send -p -r 3 Volume 45%"), "3\n")
        try s.sync()
        XCTAssertEqual(try s.overlay("n3")?.window, first.window, "replaced in the same window")
        // Fresh ids: 1, 2, then 4 (3 is taken).
        XCTAssertEqual(try sh(bus, "dunstify -p a; dunstify -p b; dunstify -p c"), "1\n2\n4\n")
        // A stack tag replaces the one with that tag, in its window, with its id.
        XCTAssertEqual(try sh(bus, "dunstify -p -h string:x-dunst-stack-tag:bright Brightness 10%"), "5\n")
        try s.sync()
        let tagged = try XCTUnwrap(try s.overlay("n5"))
        XCTAssertEqual(try sh(bus, "dunstify -p -h string:x-dunst-stack-tag:bright Brightness 20%"), "5\n")
        try s.sync()
        XCTAssertEqual(try s.overlay("n5")?.window, tagged.window)
        // A client's own --id n6 is an overlay of its own: the next notification does not replace it.
        try s.ok(["show", "--id", "n6", "--text", "mine"])
        XCTAssertEqual(try sh(bus, "dunstify -p d"), "6\n")
        try s.sync()
        let list = try s.request(["list"]).serialized
        XCTAssertEqual(list.components(separatedBy: "\"id\":\"n6\"").count - 1, 2, "mine and notification 6: \(list)")
        // Five shown (the column's max-visible), the sixth waits behind "+1 more"; the
        // client's overlay is no notification.
        XCTAssertEqual(try sh(bus, "dunstctl count displayed; dunstctl count waiting"), "5\n1\n")
    }

    /// `dunstify -h string:synchronous:vol` three times shows one bubble, not three stacked:
    /// dunst replaces in place on `synchronous` and `private-synchronous` too.
    func testEveryStackHintDunstReadsReplacesInPlace() throws {
        let (s, bus, _) = try session()
        for (n, hint) in ["synchronous", "private-synchronous", "x-canonical-private-synchronous", "x-dunst-stack-tag"].enumerated() {
            let id = "\(n + 1)\n"
            var first: OverlayInfo?
            for volume in [40, 45, 50] {
                XCTAssertEqual(try sh(bus, "dunstify -p -h string:\(hint):vol\(n) Volume \(volume)%"), id, hint)
                try s.sync()
                let shown = try XCTUnwrap(try s.overlay("n\(n + 1)"), hint)
                XCTAssertEqual(shown.window, (first ?? shown).window, "\(hint): replaced in the same window")
                first = first ?? shown
            }
            XCTAssertEqual(try sh(bus, "dunstctl count displayed"), "\(n + 1)\n", "\(hint): one bubble for three notifications")
        }
        let notifications = try s.overlays().filter { $0.id.hasPrefix("n") }
        XCTAssertEqual(notifications.map(\.id).sorted(), ["n1", "n2", "n3", "n4"], "one per tag")
    }

    func testOverlayctlNotificationsPrintsWhatDunstctlPrintsAndJSONOnRequest() throws {
        let (s, bus, _) = try session(config: Self.spamRule)
        func ctl(_ words: [String], status: Int32 = 0, file: StaticString = #filePath, line: UInt = #line) throws -> String {
            let r = try s.daemon.runCtl(["notifications"] + words)
            XCTAssertEqual(r.status, status, "\(words): \(r.stderr)", file: file, line: line)
            return status == 0 ? r.stdout : r.stderr
        }
        XCTAssertEqual(try ctl(["is-paused"]), "false\n")
        XCTAssertEqual(try ctl(["set-paused", "true"]), "")
        XCTAssertEqual(try ctl(["is-paused"]), try sh(bus, "dunstctl is-paused"))
        XCTAssertEqual(try ctl(["pause-level"]), "100\n")
        XCTAssertEqual(try ctl(["pause-level", "0"]), "")
        XCTAssertEqual(try ctl(["is-paused"]), "false\n")
        _ = try sh(bus, "dunstify -u low One 1; dunstify Two 2; dunstify -u critical Three 3")
        XCTAssertEqual(try ctl(["count", "displayed"]), "3\n")
        XCTAssertEqual(try ctl(["count"]), "displayed 3\nwaiting 0\nhistory 0\nunread 3\n")
        let json = try JSONReader.parse(try ctl(["count", "--json"]))
        XCTAssertEqual(json["displayed"]?.intValue, 3)
        // close: the first in dunst's order, the critical one.
        XCTAssertEqual(try ctl(["close"]), "")
        XCTAssertEqual(try ctl(["history"]).split(separator: "\n").map { try? JSONReader.parse(String($0))["summary"]?.stringValue },
                       ["Three"])
        XCTAssertEqual(try ctl(["close", "1"]), "")
        XCTAssertEqual(try ctl(["count", "history"]), try sh(bus, "dunstctl count history"))
        XCTAssertEqual(try ctl(["history-pop"]), "1\n", "the newest closed, with its id")
        XCTAssertEqual(try ctl(["history-rm", "3"]), "")
        XCTAssertEqual(try ctl(["count", "history"]), "0\n")
        XCTAssertEqual(try ctl(["close-all"]), "")
        XCTAssertEqual(try ctl(["count", "history"]), "2\n")
        XCTAssertEqual(try ctl(["history-clear"]), "")
        XCTAssertEqual(try ctl(["count", "history"]), "0\n")
        XCTAssertEqual(try ctl(["rules"]), "quiet-spam\tenabled\n")
        XCTAssertEqual(try ctl(["rule", "quiet-spam", "toggle"]), "")
        XCTAssertEqual(try ctl(["rules"]), "quiet-spam\tdisabled\n")
        XCTAssertEqual(try ctl(["close", "99"], status: 1), "overlayctl: no such notification: 99\n")
        XCTAssertEqual(try ctl(["rule", "nope", "enable"], status: 1), "overlayctl: There is no rule named \"nope\"\n")
        XCTAssertTrue(try ctl(["set-paused", "maybe"], status: 2).contains("expected true, false or toggle: maybe"))
        XCTAssertTrue(try ctl(["count", "shown"], status: 2).contains("expected displayed, waiting, history or unread: shown"))
    }

    func testDunstifyColourHintsAndEveryOptionWork() throws {
        let (s, bus, _) = try session(config: """
            [style.default]
            border-width = 3
            corner-radius = 0
            """)
        XCTAssertTrue(try sh(bus, "dunstify --capabilities").contains("actions"))
        XCTAssertTrue(try sh(bus, "dunstify --serverinfo").contains("overlayd"))
        XCTAssertEqual(try sh(bus, "dunstify -p -a painter -u low -t 60000 -h string:bgcolor:#c01020 -h string:fgcolor:#f0f0f0 "
                                + "-h string:frcolor:#10c020 -h string:hlcolor:#2040e0 -h int:value:50 Colours 'from hints'"), "1\n")
        try s.sync()
        let o = try XCTUnwrap(try s.overlay("n1"))
        let shot = try s.x.screenshot()
        XCTAssertEqual(shot.pixel(x: o.body.x + 1, y: o.body.y + o.body.height / 2), RGB(0x10, 0xc0, 0x20), "frcolor")
        XCTAssertEqual(shot.pixel(x: o.body.x + 5, y: o.body.y + o.body.height / 2), RGB(0xc0, 0x10, 0x20), "bgcolor")
        XCTAssertGreaterThan(shot.count(of: RGB(0xf0, 0xf0, 0xf0), x: o.body.x, y: o.body.y, width: o.body.width, height: o.body.height,
                                        tolerance: 8), 10, "fgcolor text")
        XCTAssertGreaterThan(shot.count(of: RGB(0x20, 0x40, 0xe0), x: o.body.x, y: o.body.y, width: o.body.width, height: o.body.height),
                             10, "hlcolor progress bar")
        // Replaced without the hints: the style's colours again.
        XCTAssertEqual(try sh(bus, "dunstify -p -r 1 Plain again"), "1\n")
        try s.sync()
        let plain = try XCTUnwrap(try s.overlay("n1"))
        XCTAssertEqual(try s.x.screenshot().pixel(x: plain.body.x + 5, y: plain.body.y + plain.body.height / 2), RGB(0xff, 0xff, 0xff))

        // -b blocks until closed and prints the action; -C closes.
        let (waiter, out) = try bus.start(["dunstify", "-b", "-A", "yes,Accept", "Question", "?"])
        let deadline = Deadline(seconds: 10)
        while try s.overlay("n2") == nil {
            guard !deadline.hasPassed else { throw HarnessError.timeout("dunstify -b to show") }
            try s.sync()
        }
        XCTAssertEqual(try s.daemon.runCtl(["notifications", "action", "2", "yes"]).status, 0)
        XCTAssertEqual(waiter.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual((try? String(contentsOfFile: out.file("out"), encoding: .utf8)) ?? "", "yes\n")
        _ = try sh(bus, "dunstify -C 1")
        try s.sync()
        XCTAssertNil(try s.overlay("n1"), "closed by dunstify -C")
    }
}

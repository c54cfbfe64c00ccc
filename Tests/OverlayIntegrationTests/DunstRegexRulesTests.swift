// DunstRegexRulesTests: dunst's `enable_posix_regex` side by side. One dunstrc whose rules are
// POSIX extended regular expressions runs in the real dunst, then, imported, in overlayd, on
// one X server and one private bus; the same notifications are sent, and after each the
// number displayed (dunstctl asks either) must be the same: the rules hide the same ones.
import Foundation
import XCTest

final class DunstRegexRulesTests: XCTestCase {
    static let dunstrc = """
        [global]
            font = DejaVu Sans 10
            enable_posix_regex = true
        [urgency_normal]
            timeout = 0
        [hide-volume]
            summary = "^vol(ume)? [0-9]+%$"
            skip_display = true
        [hide-codes]
            body = "(code|PIN):? [0-9]{6}"
            skip_display = yes
        """

    /// Summary, body, and whether the rules let it show.
    static let sent: [(String, String, Bool)] = [
        ("volume 40%", "", false),
        ("Mail", "from Ann", true),
        ("vol 5%", "", false),
        ("Volume 40%", "", true), // case-sensitive, as regcomp without REG_ICASE
        ("volumes 40%", "", true), // `$` anchors
        ("Bank", "Your code: 123456 expires", false),
        ("Bank", "Your code: 12345", true),
    ]

    func notify(_ bus: SessionBus, _ summary: String, _ body: String) throws {
        let (status, out) = try bus.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.Notifications",
                                         "--object-path", "/org/freedesktop/Notifications",
                                         "--method", "org.freedesktop.Notifications.Notify",
                                         "regex-test", "0", "", summary, body, "[]", "{}", "0"])
        XCTAssertEqual(status, 0, out)
    }

    /// After each notification, how many are displayed: it waits for the count the rules say,
    /// and a notification a rule failed to hide would make it one more, never that count.
    func sequence(_ bus: SessionBus) throws -> [String] {
        var shown = 0
        var counts: [String] = []
        for (summary, body, shows) in Self.sent {
            try notify(bus, summary, body)
            if shows { shown += 1 }
            let deadline = Deadline(seconds: 10)
            var out = ""
            while true {
                out = try bus.run(["dunstctl", "count", "displayed"]).1.trimmingCharacters(in: .whitespacesAndNewlines)
                if out == String(shown) || deadline.hasPassed { break }
            }
            counts.append("\(summary)/\(body): \(out)")
        }
        return counts
    }

    func testRegexRulesHideWhatDunstHides() throws {
        _ = try Executables.require("dunstctl", package: "dunst")
        let server = try XvfbServer()
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-dunst-regex")
        let dunstDir = try home.makeSubdirectory("dunst")
        try Data(Self.dunstrc.utf8).write(to: URL(fileURLWithPath: dunstDir + "/dunstrc"))

        let dunst = try DunstProcess(bus: bus, display: server.display, configHome: home)
        let theirs = try sequence(bus)
        try dunst.stop()

        let imported = try ImportedDunstrc(home: home, bus: bus, display: server.display)
        XCTAssertEqual(imported.toml.components(separatedBy: "match-syntax = \"regex\"").count - 1, 2, imported.toml)
        let ours = try sequence(bus)

        XCTAssertEqual(theirs, ["volume 40%/: 0", "Mail/from Ann: 1", "vol 5%/: 1", "Volume 40%/: 2", "volumes 40%/: 3",
                                "Bank/Your code: 123456 expires: 3", "Bank/Your code: 12345: 4"], "dunst")
        XCTAssertEqual(ours, theirs, "overlayd, with the imported dunstrc\n\(imported.daemon.stderrText)")
    }
}

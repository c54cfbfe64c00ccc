// DunstStackOrderTests: three notifications of different urgencies, drawn by the real dunst
// 1.9 reading Debian's dunstrc and by overlayd after --import-dunstrc: the same order top down
// (by urgency, then oldest first, with `sort = yes`; oldest first with `sort = no`), read as
// the urgencies' backgrounds down the middle of the column; under `notification_limit` the same
// ones shown (the most urgent); and a separator between two urgencies in the colour dunst gives it.
import Foundation
import XCTest

final class DunstStackOrderTests: XCTestCase {
    /// Debian's packaged backgrounds, by urgency.
    static let backgrounds = [RGB(0x22, 0x22, 0x22): "low", RGB(0x28, 0x55, 0x77): "normal", RGB(0x90, 0x00, 0x00): "critical"]

    /// The urgencies down the middle column of `drawn`, each once per notification.
    static func urgenciesTopDown(_ drawn: DunstSideBySide.Drawn) -> [String] {
        let x = drawn.rect.x + drawn.rect.width / 2
        var seen: [String] = []
        var last: String?
        for y in drawn.rect.y..<(drawn.rect.y + drawn.rect.height) {
            let p = drawn.shot.pixel(x: x, y: y)
            // Text and separators in between are none of them: the run goes on past them.
            guard let urgency = backgrounds.first(where: { $0.key.isClose(to: p, tolerance: 2) })?.value else { continue }
            if urgency != last { seen.append(urgency) }
            last = urgency
        }
        return seen
    }

    /// Debian's dunstrc with `sort` set to `sort` (and `limit` shown at most, none hidden
    /// counted); the notifications are sent oldest first.
    func stack(sort: String, urgencies: [String], limit: Int = 0) throws -> (dunst: [String], overlayd: [String], toml: String) {
        let debian = try String(contentsOfFile: "/etc/xdg/dunst/dunstrc", encoding: .utf8)
        XCTAssertTrue(debian.contains("    sort = yes\n"), "Debian's dunstrc sorts")
        var text = debian.replacingOccurrences(of: "    sort = yes\n", with: "    sort = \(sort)\n")
        if limit > 0 {
            text = text.replacingOccurrences(of: "    notification_limit = 0\n", with: "    notification_limit = \(limit)\n")
                .replacingOccurrences(of: "    indicate_hidden = yes\n", with: "    indicate_hidden = no\n")
        }
        let sends = urgencies.enumerated().map { ["notify-send", "-u", $0.element, "Number \($0.offset + 1)", "A \($0.element) one"] }
        let seen = try DunstSideBySide(original: text, modern: text, notify: sends[0], also: Array(sends.dropFirst()), limit: limit)
        return (Self.urgenciesTopDown(seen.dunst), Self.urgenciesTopDown(seen.overlayd), seen.toml)
    }

    func testDebiansDunstrcStacksByUrgencyThenOldestOnTopAsDunst() throws {
        // Oldest first: critical, then low, then normal; dunst sorts them critical, normal, low.
        let (dunst, overlayd, toml) = try stack(sort: "yes", urgencies: ["critical", "low", "normal"])
        XCTAssertEqual(dunst, ["critical", "normal", "low"], "dunst 1.9's own order")
        XCTAssertEqual(overlayd, dunst, toml)
    }

    func testUnderALimitTheMostUrgentShowAsDunstShowsThem() throws {
        // Four, three shown: dunst shows the critical, the normal and the older low one.
        let (dunst, overlayd, toml) = try stack(sort: "yes", urgencies: ["low", "normal", "low", "critical"], limit: 3)
        XCTAssertEqual(dunst, ["critical", "normal", "low"], "dunst 1.9's own")
        XCTAssertEqual(overlayd, dunst, toml)
    }

    func testWithoutSortTheOldestIsOnTopAsDunst() throws {
        let (dunst, overlayd, toml) = try stack(sort: "no", urgencies: ["low", "critical", "normal"])
        XCTAssertEqual(dunst, ["low", "critical", "normal"], "dunst 1.9's own order")
        XCTAssertEqual(overlayd, dunst, toml)
    }

    /// A normal notification above a critical one (sort = no), `separator_color = frame`: dunst
    /// 1.9.0 fills the separator with the upper one's frame colour, and so does overlayd.
    func testASeparatorBetweenTwoUrgenciesTakesTheColourDunstGivesIt() throws {
        let original = """
            [global]
                width = 300
                font = DejaVu Sans 10
                frame_width = 2
                separator_height = 6
                separator_color = frame
                sort = no
            [urgency_normal]
                background = "#203040"
                foreground = "#f0f0f0"
                frame_color = "#00ff00"
            [urgency_critical]
                background = "#400000"
                foreground = "#f0f0f0"
                frame_color = "#ff0000"
            """
        let seen = try DunstSideBySide(original: original, modern: original, notify: ["notify-send", "-u", "normal", "Older", "normal"],
                                       also: [["notify-send", "-u", "critical", "Newer", "critical"]])
        let theirs = DunstStackLook(seen.dunst, frameWidth: 2), ours = DunstStackLook(seen.overlayd, frameWidth: 2)
        // The separator: the 6 rows under the upper notification, in the middle column.
        let middle = seen.dunst.rect.x + seen.dunst.rect.width / 2
        let separator = (0..<seen.dunst.rect.height).map { seen.dunst.shot.pixel(x: middle, y: seen.dunst.rect.y + $0) }
            .filter { $0 == RGB(0, 0xff, 0) || $0 == RGB(0xff, 0, 0) }
        XCTAssertEqual(separator.filter { $0 == RGB(0, 0xff, 0) }.count, 2 + 6, "dunst: the top frame and the separator in the upper one's green")
        XCTAssertEqual(ours.differences(from: theirs), [], "overlayd \(ours) vs dunst \(theirs)\n\(seen.toml)")
    }
}

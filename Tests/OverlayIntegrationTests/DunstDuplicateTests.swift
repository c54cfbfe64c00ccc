// DunstDuplicateTests: the same notification sent twice, to the real dunst 1.9 reading Debian's
// dunstrc (stack_duplicates = true) and to overlayd after --import-dunstrc: the same D-Bus ids
// returned, one notification shown, its text led by the count "(1) " as dunst draws it ("(1A) "
// with an action), or not with hide_duplicate_count; and in the place of the one it repeats.
import Foundation
import XCTest

final class DunstDuplicateTests: XCTestCase {
    /// Debian's dunstrc with `changes` made to it; the notification sent twice.
    func twice(_ changes: [(String, String)] = []) throws -> DunstSideBySide {
        var text = try String(contentsOfFile: "/etc/xdg/dunst/dunstrc", encoding: .utf8)
        for (from, to) in changes {
            XCTAssertTrue(text.contains(from), from)
            text = text.replacingOccurrences(of: from, with: to)
        }
        let send = ["notify-send", "-p", "Hello", "A body"]
        return try DunstSideBySide(original: text, modern: text, notify: send, also: [send], limit: 1)
    }

    /// The box of the text's white pixels in `drawn`.
    func textBox(_ drawn: DunstSideBySide.Drawn) throws -> (x: Int, y: Int, width: Int, height: Int) {
        try XCTUnwrap(DunstSideBySide.box(in: drawn) { $0.isClose(to: RGB(0xff, 0xff, 0xff), tolerance: 60) }, "text drawn")
    }

    func testADuplicateReplacesTheShownOneAndIsCountedAsDunstDoes() throws {
        let seen = try twice()
        // dunst gives the duplicate an id of its own, the next (its stage had sent one before).
        let ids = (dunst: seen.printed.dunst.compactMap { Int($0.dropLast()) }, overlayd: seen.printed.overlayd.compactMap { Int($0.dropLast()) })
        XCTAssertEqual(ids.dunst.count, 2)
        XCTAssertEqual(ids.dunst.last, ids.dunst.first.map { $0 + 1 }, "dunst: \(ids.dunst)")
        XCTAssertEqual(ids.overlayd, [1, 2], "overlayd, fresh: the same two ids as dunst's after its first")
        let theirs = try textBox(seen.dunst), ours = try textBox(seen.overlayd)
        XCTAssertEqual(seen.overlayd.rect.height, seen.dunst.rect.height, accuracy: 2, "one notification each\n\(seen.toml)")
        // "(1) Hello" is as wide as dunst draws it: the count leads the text.
        XCTAssertEqual(ours.width, theirs.width, accuracy: 3, "text \(ours) vs dunst's \(theirs)")
    }

    func testHideDuplicateCountLeavesTheCountOutAsDunstDoes() throws {
        let counted = try textBox(try twice().dunst)
        let seen = try twice([("    hide_duplicate_count = false\n", "    hide_duplicate_count = true\n")])
        let theirs = try textBox(seen.dunst), ours = try textBox(seen.overlayd)
        XCTAssertLessThan(theirs.width, counted.width, "dunst draws no count")
        XCTAssertEqual(ours.width, theirs.width, accuracy: 3, "text \(ours) vs dunst's \(theirs)\n\(seen.toml)")
    }

    /// A duplicate with an action is led by "(1A) " (Debian's dunstrc shows indicators). The action
    /// is `default`, which overlayd draws no button for; gdbus sends it (notify-send -A waits for the answer).
    func testADuplicateWithAnActionIsLedByTheCountAndAAsDunstLeadsIt() throws {
        let text = try String(contentsOfFile: "/etc/xdg/dunst/dunstrc", encoding: .utf8)
        let send = ["gdbus", "call", "--session", "--dest", "org.freedesktop.Notifications", "--object-path", "/org/freedesktop/Notifications",
                    "--method", "org.freedesktop.Notifications.Notify", "notify-send", "0", "", "Hello", "A body", "['default', 'Open']", "{}", "60000"]
        let seen = try DunstSideBySide(original: text, modern: text, notify: send, also: [send], limit: 1)
        let counted = try textBox(try twice().dunst)
        let theirs = try textBox(seen.dunst), ours = try textBox(seen.overlayd)
        XCTAssertGreaterThan(theirs.width, counted.width, "dunst draws \"(1A) Hello\", wider than \"(1) Hello\"")
        XCTAssertEqual(ours.width, theirs.width, accuracy: 3, "text \(ours) vs dunst's \(theirs)\n\(seen.toml)")
    }

    func testADuplicateShowsWhereTheOneItRepeatsWasAsDunstPutsIt() throws {
        // Oldest on top (sort = no): a low one, a normal one, then the low one again.
        var text = try String(contentsOfFile: "/etc/xdg/dunst/dunstrc", encoding: .utf8)
        text = text.replacingOccurrences(of: "    sort = yes\n", with: "    sort = no\n")
        let low = ["notify-send", "-u", "low", "Low", "a low one"]
        let seen = try DunstSideBySide(original: text, modern: text, notify: low,
                                       also: [["notify-send", "-u", "normal", "Normal", "a normal one"], low], limit: 2)
        let dunst = DunstStackOrderTests.urgenciesTopDown(seen.dunst)
        XCTAssertEqual(dunst, ["low", "normal"], "dunst keeps the repeat on top, where the first low one was")
        XCTAssertEqual(DunstStackOrderTests.urgenciesTopDown(seen.overlayd), dunst, seen.toml)
    }
}

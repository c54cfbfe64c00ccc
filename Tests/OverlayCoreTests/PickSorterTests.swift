// PickSorterTests: rofi 1.7.3's -sort, both methods, against the numbers rofi's own helper.c
// (levenshtein, rofi_scorer_fuzzy_evaluate) gives for the same text and rows, compiled
// beside GLib; and the order a sorting PickMatcher shows (best first, ties in input order).
import OverlayCore
import XCTest

final class PickSorterTests: XCTestCase {
    /// (text, case-sensitive, row, levenshtein, fzf) as rofi 1.7.3's C code computes them.
    let rofiValues: [(String, Bool, String, Int, Int)] = [
        ("fb", true, "foobar", 4, -80),
        ("fb", true, "fooBar", 5, 1_073_741_824),
        ("fb", true, "f_b", 1, -145),
        ("fb", true, "fbx", 1, -140),
        ("fb", true, "xx fb", 3, -133),
        ("fb", true, "File Browser", 12, 1_073_741_824),
        ("fi br", false, "File Browser", 7, -250),
        ("fi br", false, "firefox", 5, 1_073_741_799),
        ("fi br", false, "fibre", 2, -230),
        ("fi br", false, "", 5, 1_073_741_824),
        ("gc", true, "git commit", 8, -110),
        ("gc", true, "g++ compiler", 10, -100),
        ("gc", true, "log2cat", 5, 23),
        ("gc", true, "xgc", 1, -41),
        ("ÉC", false, "école", 3, -130),
        ("ÉC", false, "ÉCOLE", 3, -130),
        ("ÉC", false, "ceci", 3, 1_073_741_784),
        ("ab", true, String(repeating: "a", count: 260) + "b", 259, 1_073_741_824),
        (" a  b", true, "a b", 2, -195),
        (" a  b", true, "xab", 3, -41),
    ]

    func testDistancesAreRofis() {
        for (text, caseSensitive, row, lev, fzf) in rofiValues {
            let sensitive = caseSensitive
            XCTAssertEqual(PickSorter.distance(text, row, method: .levenshtein, caseSensitive: sensitive), lev, "levenshtein \(text) / \(row)")
            XCTAssertEqual(PickSorter.distance(text, row, method: .fzf, caseSensitive: sensitive), fzf, "fzf \(text) / \(row)")
        }
    }

    func testASortingMatcherRanksBestFirstAndKeepsTiesInInputOrder() {
        let rows = PickRows(bytes: Array("firefox\nFile Browser\nfibre\nbr fi\nfi br\n".utf8))
        func order(_ method: PickSortMethod, _ text: String) -> [String] {
            var m = PickMatcher(rows: rows, caseInsensitive: true, ranksExactAndPrefix: false, negation: UInt8(ascii: "-"), sort: method)
            return m.filter(Array(text.utf8)).map { rows.label(Int($0)) }
        }
        XCTAssertEqual(order(.fzf, "fi br"), ["fi br", "File Browser", "fibre", "br fi"], "fzf: -285, -250, -230, -213")
        XCTAssertEqual(order(.levenshtein, "fi br"), ["fi br", "fibre", "br fi", "File Browser"], "0, 2, 4, 7")
        XCTAssertEqual(order(.fzf, ""), ["firefox", "File Browser", "fibre", "br fi", "fi br"], "nothing typed: input order")
        XCTAssertEqual(order(.levenshtein, "zz"), [])
        let ties = PickRows(bytes: Array("ab1\nab2\nab3\n".utf8))
        var m = PickMatcher(rows: ties, ranksExactAndPrefix: false, sort: .levenshtein)
        XCTAssertEqual(m.filter(Array("ab".utf8)), [0, 1, 2], "equal distances keep the input order (a stable sort)")
    }

    func testInvalidUTF8CountsAsOneReplacementPerByte() {
        // rofi_force_utf8 turns each bad byte into U+FFFD: "a\u{FFFD}\u{FFFD}b" is 4 characters.
        let rows = PickRows(bytes: [0x61, 0xE2, 0x82, 0x62, 10, 0x61, 0x78, 0x62, 10])
        var m = PickMatcher(rows: rows, ranksExactAndPrefix: false, sort: .levenshtein)
        XCTAssertEqual(m.filter(Array("a".utf8)), [1, 0], "axb (distance 2) before a??b (3)")
    }
}

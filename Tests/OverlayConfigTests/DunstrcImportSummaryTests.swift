// DunstrcImportSummaryTests: --import-dunstrc ends with one comment line per setting of the
// dunstrc: carried, approximated, or left and why.
@testable import OverlayConfig
import OverlayCore
import XCTest

final class DunstrcImportSummaryTests: XCTestCase {
    func summary(_ toml: String) -> [String] {
        let lines = toml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("# Summary: ") }) else { return [] }
        return Array(lines[start...]).filter { !$0.isEmpty }
    }

    func testDebiansDunstrcHasALineForEachOfItsSettings() throws {
        let text = try ConfigLoader.contents(of: "/etc/xdg/dunst/dunstrc")
        let toml = DunstrcImport.convert(text, source: "dunstrc")
        _ = try ConfigParser.parse(text: toml, file: "imported.toml", presetCheck: nil)
        let rows = summary(toml)
        let settings = Dunstrc(text: text).sections.map(\.entries.count).reduce(0, +)
        XCTAssertEqual(rows.count, settings + 1, "a header and one line per setting\n\(rows.joined(separator: "\n"))")
        XCTAssertTrue(rows.allSatisfy { $0.hasPrefix("#") }, "comments: stdout stays a TOML file")
        let counts = ["carried", "approximated", "left"].map { kind in rows.dropFirst().filter { $0.hasPrefix("#   \(kind) ") }.count }
        XCTAssertEqual(rows[0], "# Summary: \(settings) settings of the dunstrc: \(counts[0]) carried, \(counts[1]) approximated, \(counts[2]) left.")
        XCTAssertEqual(counts.reduce(0, +), settings)
        for expected in [
            "#   carried      [global] width = 300",
            "#   carried      [global] format = \"<b>%s</b>\\n%b\"",
            "#   carried      [global] ignore_newline = no",
            "#   carried      [global] min_icon_size = 32",
            "#   carried      [global] max_icon_size = 128",
            "#   carried      [global] text_icon_padding = 0",
            "#   carried      [global] progress_bar = true",
            "#   carried      [global] progress_bar_min_width = 150",
            "#   carried      [global] show_age_threshold = 60",
            "#   carried      [global] ellipsize = middle",
            "#   carried      [global] separator_height = 2",
            "#   carried      [global] separator_color = frame",
        ] {
            XCTAssertTrue(rows.contains(expected), "\(expected)\n\(rows.joined(separator: "\n"))")
        }
    }

    func testRulesLeftOutAndPartlyCarriedSettingsSayWhy() throws {
        let toml = DunstrcImport.convert("""
            [global]
                width = (0, 400)
                padding = 4
                monitor = 2
                sort = yes
            [by-icon]
                icon = firefox
                skip_display = true
            """, source: "dunstrc")
        let rows = summary(toml)
        XCTAssertEqual(rows.first, "# Summary: 6 settings of the dunstrc: 3 carried, 1 approximated, 2 left.", rows.joined(separator: "\n"))
        XCTAssertTrue(rows.contains("#   approximated [global] width = (0, 400): the text decides the width between min-width and max-width; dunst's is one frame wider"))
        XCTAssertTrue(rows.contains("#   carried      [global] monitor = 2"), "dunst's monitor index is overlayd's")
        XCTAssertTrue(rows.contains("#   carried      [global] sort = yes"), "dunst's order by urgency, then age")
        XCTAssertTrue(rows.contains("#   left         [by-icon] icon = firefox: its rule matches on icon, which overlayd rules cannot"))
    }
}

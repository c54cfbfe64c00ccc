// DunstrcLayoutImportTests: dunst's width, height, padding, alignment and icon position as
// the style keys that draw them, and those keys in overlayd.toml.
@testable import OverlayConfig
import OverlayCore
import XCTest

final class DunstrcLayoutImportTests: XCTestCase {
    func styleOf(_ dunstrc: String) throws -> Style {
        let toml = DunstrcImport.convert(dunstrc, source: "dunstrc")
        let config = try ConfigParser.parse(text: toml, file: "imported.toml", presetCheck: nil)
        return config.style(named: "dunst-normal")
    }

    /// dunst 1.9's window is its width and three frame widths (3 px by default): Debian's
    /// width = 300 draws a 309 px window (DunstLookSurveyTests measures it).
    func testAFixedWidthAndARange() throws {
        let fixed = try styleOf("[global]\n width = 280\n")
        XCTAssertEqual([fixed.width, fixed.minWidth, fixed.maxWidth], [289, 0, 289])
        let range = try styleOf("[global]\n width = (120, 420)\n frame_width = 1\n")
        XCTAssertEqual([range.width, range.minWidth, range.maxWidth], [0, 123, 423])
        let none = try styleOf("[global]\n font = Monospace 8\n")
        XCTAssertEqual(none.width, 309, "dunst's default width = 300 is fixed")
        let old = try styleOf("[global]\n geometry = \"300x5-30+20\"\n frame_width = 3\n")
        XCTAssertEqual(old.width, 300, "dunst 1.5's geometry width was the window's, frame included")
    }

    func testPaddingInsideTheFrameAndApart() throws {
        let s = try styleOf("[global]\n padding = 2\n horizontal_padding = 14\n frame_width = 1\n")
        XCTAssertEqual([s.verticalPadding, s.padding], [3, 15])
    }

    func testHeightAlignmentsAndIconPosition() throws {
        let s = try styleOf("""
            [global]
                height = 150
                alignment = center
                vertical_alignment = top
                icon_position = right
                min_icon_size = 48
            """)
        XCTAssertEqual(s.maxHeight, 156, "150 inside two 3 px frames")
        XCTAssertEqual(s.textAlignment, .center)
        XCTAssertEqual(s.verticalAlignment, .top)
        XCTAssertEqual(s.iconPosition, .right)
        XCTAssertEqual(s.iconSize, 48)
        let d = try styleOf("[global]\n font = Monospace 8\n")
        XCTAssertEqual([d.maxHeight], [306], "dunst's default height, inside the frame")
        XCTAssertEqual(d.textAlignment, .left)
        XCTAssertEqual(d.verticalAlignment, .center, "dunst's default")
        XCTAssertEqual(try styleOf("[global]\n icon_position = off\n").iconPosition, .off)
    }

    func testLineHeightAndWordWrap() throws {
        let s = try styleOf("[global]\n line_height = 4\n word_wrap = no\n ellipsize = start\n")
        XCTAssertEqual(s.lineSpacing, 4)
        XCTAssertEqual(s.ellipsize, .start)
        XCTAssertEqual(try styleOf("[global]\n word_wrap = no\n").ellipsize, .middle, "dunst's default ellipsize")
        XCTAssertEqual(try styleOf("[global]\n ellipsize = end\n").ellipsize, .none, "wrapped text is not ellipsized")
    }

    func testIgnoreNewline() throws {
        XCTAssertTrue(try styleOf("[global]\n ignore_newline = yes\n").ignoreNewline)
        XCTAssertFalse(try styleOf("[global]\n ignore_newline = no\n").ignoreNewline)
    }

    func testProgressBarHeightAndFrame() throws {
        let d = try styleOf("[global]\n font = Monospace 8\n")
        XCTAssertEqual([d.progressHeight, d.progressBorderWidth, d.progressCornerRadius], [10, 1, 0], "dunst's defaults")
        let s = try styleOf("[global]\n progress_bar_height = 14\n progress_bar_frame_width = 2\n")
        XCTAssertEqual([s.progressHeight, s.progressBorderWidth], [14, 2])
    }

    func testTheNewKeysParseAndRefuseBadValues() throws {
        let config = try ConfigParser.parse(text: """
            [style.a]
            padding = [4, 20]
            width = 320
            min-width = 100
            max-height = 200
            text-alignment = "right"
            vertical-alignment = "bottom"
            icon-position = "top"
            """, file: "c.toml", presetCheck: nil)
        let a = config.style(named: "a")
        XCTAssertEqual([a.verticalPadding, a.padding, a.width, a.minWidth, a.maxHeight], [4, 20, 320, 100, 200])
        XCTAssertEqual(a.textAlignment, .right)
        XCTAssertEqual(a.verticalAlignment, .bottom)
        XCTAssertEqual(a.iconPosition, .top)
        XCTAssertThrowsError(try ConfigParser.parse(text: "[style.a]\ntext-alignment = \"middle\"\n", file: "c.toml", presetCheck: nil)) {
            XCTAssertEqual("\($0)", "c.toml:2: style.a.text-alignment: expected one of left, center or right, got \"middle\"")
        }
        XCTAssertThrowsError(try ConfigParser.parse(text: "[style.a]\npadding = [1, 2, 3]\n", file: "c.toml", presetCheck: nil))
    }

    /// progress_bar, its least and largest width and alignment; the icon's bounds and its gap
    /// to the text; show_age_threshold.
    func testBarIconAndAgeKeys() throws {
        let d = try styleOf("[global]\n font = Monospace 8\n")
        XCTAssertEqual(d.progressBar, true)
        // 150 less 2 × 8 of padding, plus the frame (3) dunst adds once more.
        XCTAssertEqual([d.progressMinWidth, d.progressMaxWidth], [137, 300], "dunst's defaults")
        XCTAssertEqual(d.progressAlignment, .center)
        XCTAssertEqual(d.iconBounds, IconBounds(min: 32, max: 128))
        XCTAssertEqual(d.textIconPadding, 8, "dunst's horizontal_padding")
        XCTAssertEqual(d.showAgeAfterMs, 60_000)
        let s = try styleOf("""
            [global]
             progress_bar = false
             progress_bar_max_width = 120
             progress_bar_horizontal_alignment = right
             min_icon_size = 0
             max_icon_size = 64
             text_icon_padding = 20
             show_age_threshold = -1
            """)
        XCTAssertEqual(s.progressBar, false)
        XCTAssertEqual(s.progressMaxWidth, 120)
        XCTAssertEqual(s.progressAlignment, .right)
        XCTAssertEqual(s.iconBounds, IconBounds(min: 0, max: 64))
        XCTAssertEqual(s.textIconPadding, 20)
        XCTAssertNil(s.showAgeAfterMs, "-1: no age")
        XCTAssertEqual(try styleOf("[global]\n icon_position = top\n padding = 5\n").textIconPadding, 5, "above: dunst's padding")
        let config = try ConfigParser.parse(text: """
            [style.a]
            icon-bounds = [16, 0]
            text-icon-padding = "padding"
            show-age-after = "1m"
            progress-alignment = "left"
            """, file: "c.toml", presetCheck: nil)
        let a = config.style(named: "a")
        XCTAssertEqual(a.iconBounds, IconBounds(min: 16, max: 0))
        XCTAssertNil(a.textIconPadding)
        XCTAssertEqual(a.showAgeAfterMs, 60_000)
        XCTAssertEqual(a.progressAlignment, .left)
        XCTAssertThrowsError(try ConfigParser.parse(text: "[style.a]\nicon-bounds = [16]\n", file: "c.toml", presetCheck: nil)) {
            XCTAssertEqual("\($0)", "c.toml:2: style.a.icon-bounds: expected two integers [least, largest] or \"none\", got an array")
        }
        XCTAssertThrowsError(try ConfigParser.parse(text: "[style.a]\nshow-age-after = \"soon\"\n", file: "c.toml", presetCheck: nil))
    }

    /// gap_size = 0: one panel, dunst's separator; with a gap, none (dunst ignores them then).
    func testSeparatorsJoinTheColumn() throws {
        func column(_ global: String) throws -> ContainerConfig {
            let toml = DunstrcImport.convert("[global]\n" + global, source: "dunstrc")
            return try XCTUnwrap(try ConfigParser.parse(text: toml, file: "i.toml", presetCheck: nil).containers["notifications"])
        }
        let d = try column("font = Sans 9")
        XCTAssertEqual([d.joined, d.separatorHeight == 2], [true, true])
        XCTAssertEqual(d.separatorColor, .frame)
        let c = try column("separator_height = 5\nseparator_color = \"#112233\"")
        XCTAssertEqual(c.separatorHeight, 5)
        XCTAssertEqual(c.separatorColor, .color(Color(red: 0x11 / 255.0, green: 0x22 / 255.0, blue: 0x33 / 255.0)))
        XCTAssertEqual(try column("separator_color = auto").separatorColor, .auto)
        XCTAssertEqual(try column("gap_size = 6\nseparator_height = 5").joined, false)
        XCTAssertThrowsError(try ConfigParser.parse(text: "[container.c]\nseparator-color = \"pink\"\n", file: "c.toml", presetCheck: nil)) {
            XCTAssertEqual("\($0)", "c.toml:2: container.c.separator-color: expected \"frame\", \"foreground\", \"auto\" or \"#rrggbb\", got \"pink\"")
        }
    }
}

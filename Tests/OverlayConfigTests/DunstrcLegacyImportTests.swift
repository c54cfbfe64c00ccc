// DunstrcLegacyImportTests: old dunst files (1.5 and older: `geometry`, `[frame]`) and new ones
// with their colours in [global] (Tests/Fixtures/dunstrc) import to where and how dunst drew.
@testable import OverlayConfig
import OverlayCore
import XCTest

final class DunstrcLegacyImportTests: XCTestCase {
    func imported(_ name: String) throws -> (toml: String, config: Config) {
        let fixture = try XCTUnwrap(try dunstrcFixtures().first { $0.name == name }, name)
        let toml = DunstrcImport.convert(try ConfigLoader.contents(of: fixture.path), source: fixture.name)
        do {
            return (toml, try ConfigParser.parse(text: toml, file: "imported.toml", presetCheck: showCheck))
        } catch {
            XCTFail("\(name): the import does not load: \(error)\n\(toml)")
            throw error
        }
    }

    func styles(_ config: Config) -> [Style] { ["low", "normal", "critical"].map { config.style(named: "dunst-" + $0) } }

    /// What `--check-config` checks, on every fixture (the integration tests run the binaries too).
    func testEveryFixtureImportsAndLoads() throws {
        let fixtures = try dunstrcFixtures()
        XCTAssertGreaterThanOrEqual(fixtures.count, 5)
        for f in fixtures {
            let (toml, config) = try imported(f.name)
            XCTAssertNotNil(config.containers["notifications"], f.name)
            XCTAssertEqual(config.rules.prefix(3).compactMap(\.name), ["urgency_low", "urgency_normal", "urgency_critical"], f.name)
            XCTAssertFalse(toml.contains("not a setting overlayd has"), "\(f.name): every key has a reason\n\(toml)")
        }
    }

    /// `geometry = "300x5-30+20"` is not dropped (the notification would land at dunst 1.9's
    /// default offset and width). The signs name the corner: top-right, 30 px from
    /// the right edge and 20 from the top; 300 wide; at most 5 shown (H counts notifications).
    func testOldGeometryBecomesCornerOffsetsWidthAndLimit() throws {
        let (toml, config) = try imported("ubuntu-22.04-dunst-1.5.dunstrc")
        let column = try XCTUnwrap(config.containers["notifications"])
        XCTAssertEqual(column.anchor, .topRight)
        XCTAssertEqual(column.alignment, .end)
        XCTAssertEqual(column.insets, Insets(top: 20, left: 0, bottom: 0, right: 30))
        XCTAssertEqual(column.maxVisible, 5)
        XCTAssertEqual(styles(config).map(\.maxWidth), [300, 300, 300])
        XCTAssertEqual(styles(config).map(\.width), [300, 300, 300], "old geometry's width is fixed")
        XCTAssertEqual(styles(config).map(\.iconSize), [16, 16, 16], "min_icon_size = 0: the 16x16 folders of icon_path")
        XCTAssertTrue(toml.contains("""
            # dunst's old geometry = "300x5-30+20" (dunst 1.5 and older), read as dunst read it: origin top-right,
            # 30 px from the right edge and 20 from the top, at most 5 shown at once, 300 px wide (each style's width).
            """), toml)
        XCTAssertFalse(toml.contains("# dunst: geometry"), "converted, not left out")
    }

    func testOldFrameSectionAndABottomLeftGeometry() throws {
        let (toml, config) = try imported("nord-dunst-1.3-frame.dunstrc")
        let column = try XCTUnwrap(config.containers["notifications"])
        XCTAssertEqual(column.anchor, .bottomLeft, "+20-40: from the left and from the bottom")
        XCTAssertEqual(column.insets, Insets(top: 0, left: 20, bottom: 40, right: 0))
        XCTAssertEqual(column.maxVisible, 4)
        XCTAssertEqual(column.monitor, .focused, "follow = keyboard")
        let s = styles(config)
        XCTAssertEqual(s.map(\.borderWidth), [2, 2, 2], "[frame] width")
        XCTAssertEqual(s.map(\.border), Array(repeating: Color(hex: "#5e81ac"), count: 3), "[frame] color, critical too")
        XCTAssertEqual(s.map(\.background), [Color(hex: "#3b4252e5"), Color(hex: "#434c5ee5"), Color(hex: "#bf616ae5")],
                       "the urgencies' colours, transparency 10")
        XCTAssertEqual(s.map(\.maxWidth), [350, 350, 350])
        XCTAssertEqual(s.map(\.iconSize), [0, 0, 0], "icon_position = off")
        XCTAssertTrue(toml.contains("# dunst's old [frame] section: width = 2 and color = \"#5e81ac\" are the frame's"), toml)
        XCTAssertFalse(toml.contains("# dunst: width = 2"), "carried, not left out")
        XCTAssertTrue(toml.contains("# dunst: close = ctrl+space: [shortcuts]: dunst 1.5's key grabs"), toml)
    }

    func testAGeometryOfWidthZeroGrowsToTheLongestLineWithNoLimit() throws {
        let (toml, config) = try imported("i3-dunst-1.4-dynamic-width.dunstrc")
        let column = try XCTUnwrap(config.containers["notifications"])
        XCTAssertEqual(column.anchor, .topRight)
        XCTAssertEqual(column.insets, Insets(top: 40, left: 0, bottom: 0, right: 10))
        XCTAssertEqual(column.maxVisible, 0, "H = 0: no limit")
        XCTAssertEqual(styles(config).map(\.maxWidth), [4000, 4000, 4000], "up to the monitor")
        XCTAssertEqual(styles(config).map(\.width), [0, 0, 0], "sized to the text")
        XCTAssertTrue(toml.contains("no limit on how many are shown, as wide as its longest line, up to the monitor."), toml)
    }

    /// Colours as dunst 1.9 draws them (checked with the real dunst): a [global] background and
    /// frame_color colour every urgency, critical's frame too, until an urgency section sets
    /// its own.
    func testGlobalColoursApplyUnderEachUrgencyUnlessItSetsItsOwn() throws {
        let (_, config) = try imported("catppuccin-dunst-1.9-global-colours.dunstrc")
        let s = styles(config)
        XCTAssertEqual(s.map(\.background), [Color(hex: "#1e1e2e"), Color(hex: "#1e1e2e"), Color(hex: "#302030")])
        XCTAssertEqual(s.map(\.foreground), Array(repeating: Color(hex: "#cdd6f4"), count: 3))
        XCTAssertEqual(s.map(\.border), [Color(hex: "#89b4fa"), Color(hex: "#89b4fa"), Color(hex: "#fab387")])
        XCTAssertEqual(s.map(\.accent), Array(repeating: Color(hex: "#89b4fa"), count: 3), "highlight: the progress bar")
        XCTAssertEqual(config.rules.prefix(3).map(\.timeoutMs), [4000, 8000, 0])
        // Without [global] colours, the urgencies' built-in ones still apply.
        let plain = try ConfigParser.parse(text: DunstrcImport.convert("[global]\n    font = Sans 9\n", source: "x"), file: "x")
        XCTAssertEqual(styles(plain).map(\.background), [Color(hex: "#222222"), Color(hex: "#285577"), Color(hex: "#900000")])
        // dunst 1.9's built-in frame is #888888 (the packaged file's #aaaaaa is the file's own).
        XCTAssertEqual(styles(plain).map(\.border), [Color(hex: "#888888"), Color(hex: "#888888"), Color(hex: "#ff0000")])
    }

    func testGeometryIsLeftWhenWidthOriginOrOffsetIsSet() throws {
        let (toml, config) = try imported("half-updated-geometry-and-width.dunstrc")
        let column = try XCTUnwrap(config.containers["notifications"])
        XCTAssertEqual(column.insets, Insets(top: 50, left: 0, bottom: 0, right: 10), "offset, not geometry")
        XCTAssertEqual(column.maxVisible, 3)
        XCTAssertEqual(config.style(named: "dunst-normal").width, 286, "dunst 1.9's width = 280 and three 2 px frames")
        XCTAssertTrue(toml.contains("# dunst: geometry = \"300x5-30+20\": dunst 1.6 and later ignore it; this file sets width, origin, offset"),
                      toml)
        XCTAssertFalse(toml.contains("# dunst's old geometry"))
    }

    func testGeometryAsDunstReadIt() throws {
        func g(_ s: String) -> DunstGeometry? { DunstGeometry(s) }
        let topRight = try XCTUnwrap(g("300x5-30+20"))
        XCTAssertEqual(topRight.width, .fixed(300))
        XCTAssertEqual([topRight.limit, topRight.x, topRight.y], [5, 30, 20])
        XCTAssertEqual(topRight.origin, "top-right")
        XCTAssertEqual(g("350x4+20-40")?.origin, "bottom-left")
        XCTAssertEqual(g("0x3-0-0")?.origin, "bottom-right", "-0 is from the right (and bottom) edge")
        XCTAssertEqual(g("0x3-0-0")?.width, .longestLine)
        XCTAssertEqual(g("300x5")?.origin, "top-left", "no offsets: 0,0 from the top-left")
        XCTAssertEqual(g("x5-30+20")?.width, .screen)
        XCTAssertEqual(g("-40x3-10+10")?.width, .screenLess(40))
        XCTAssertEqual(g("-40x3-10+10")?.origin, "top-right")
        XCTAssertEqual(g("=250X2+5+5")?.width, .fixed(250))
        XCTAssertEqual(g("300")?.limit, 0, "no height: no limit")
        XCTAssertEqual(g("300x5-30")?.y, 0, "one offset: x only")
        for bad in ["big", "300x5-30+20+1", "300xfive", "300x5*30+20", "-x5"] {
            XCTAssertNil(g(bad), bad)
        }
        let toml = DunstrcImport.convert("[global]\n    geometry = \"huge\"\n", source: "x")
        XCTAssertTrue(toml.contains("# dunst: geometry = \"huge\": not a geometry dunst reads ([W]xH±X±Y)"), toml)
    }
}

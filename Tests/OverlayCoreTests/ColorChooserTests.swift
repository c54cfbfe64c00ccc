// ColorChooserTests: the colour picker's grid (recent row, palette), keys and hit testing.
import OverlayCore
import XCTest

final class ColorChooserTests: XCTestCase {
    func chooser(palette: [String]? = nil, recent: [String] = [], initial: String? = nil) -> ColorChooser {
        var spec = ColorChooserSpec()
        spec.palette = palette
        spec.recent = recent
        spec.initial = initial
        return ColorChooser(spec, footerHeight: 30)
    }

    func testNormalizedColours() {
        XCTAssertEqual(ColorChooserSpec.normalized("#A1B2C3"), "#a1b2c3")
        XCTAssertEqual(ColorChooserSpec.normalized("f80"), "#ff8800")
        XCTAssertNil(ColorChooserSpec.normalized("#12345"))
        XCTAssertNil(ColorChooserSpec.normalized("#+12345"))
        XCTAssertNil(ColorChooserSpec.normalized("red"))
    }

    func testRecentColoursHaveTheirOwnRowAboveThePalette() {
        let c = chooser(recent: ["#112233", "#445566"])
        XCTAssertEqual(Array(c.colors.prefix(3)), ["#112233", "#445566", ColorChooser.defaultPalette[0]])
        XCTAssertEqual(c.position(of: 1).row, 0)
        XCTAssertEqual(c.position(of: 2).row, 1, "the palette starts on the next row")
        XCTAssertEqual(c.position(of: 2).column, 0)
        XCTAssertGreaterThan(c.cell(2).minY, c.cell(0).maxY + ColorChooser.gap, "a gap sets the rows apart")
        XCTAssertEqual(c.swatch(at: Point(x: c.cell(1).midX, y: c.cell(1).midY)), 1)
        XCTAssertNil(c.swatch(at: Point(x: c.cell(0).maxX + 1, y: c.cell(0).midY)), "the gap between swatches is none")
        XCTAssertEqual(c.footer.maxY, c.size.height - ColorChooser.padding)
        XCTAssertGreaterThan(c.footer.minY, c.cell(c.colors.count - 1).maxY)
    }

    func testKeysMoveByColumnsAndRowsAndPick() {
        var c = chooser(palette: ["#000000", "#111111", "#222222", "#333333", "#444444", "#555555", "#666666", "#777777",
                                  "#888888", "#999999", "#aaaaaa"])
        XCTAssertEqual(c.selectedColor, "#000000")
        XCTAssertEqual(c.key("Left"), .none, "stops at the start")
        XCTAssertEqual(c.key("Right"), .moved)
        XCTAssertEqual(c.key("Down"), .moved)
        XCTAssertEqual(c.selectedColor, "#aaaaaa", "one row down, the same column")
        XCTAssertEqual(c.key("Down"), .none)
        XCTAssertEqual(c.key("Up"), .moved)
        XCTAssertEqual(c.selectedColor, "#111111")
        XCTAssertEqual(c.key("End"), .moved)
        XCTAssertEqual(c.key("Return"), .chosen("#aaaaaa"))
        XCTAssertEqual(c.key("Escape"), .cancelled)
        XCTAssertEqual(c.key("x"), .none)
    }

    func testUpFromAShortRowKeepsTheLastSwatchOfTheRowAbove() {
        var c = chooser(palette: ["#000000", "#111111", "#222222"], recent: ["#ffffff"])
        XCTAssertEqual(c.key("Home"), .none)
        XCTAssertEqual(c.key("Down"), .moved)
        XCTAssertEqual(c.selectedColor, "#000000")
        XCTAssertEqual(c.key("Right"), .moved)
        XCTAssertEqual(c.key("Up"), .moved)
        XCTAssertEqual(c.selectedColor, "#ffffff", "the recent row has one: it takes the highlight")
    }

    func testTheDefaultIsHighlightedAndOfferedWhenInNoList() {
        XCTAssertEqual(chooser(initial: ColorChooser.defaultPalette[4]).selectedColor, ColorChooser.defaultPalette[4])
        let c = chooser(recent: ["#010203"], initial: "#abcdef")
        XCTAssertEqual(c.selectedColor, "#abcdef")
        XCTAssertEqual(Array(c.colors.prefix(2)), ["#abcdef", "#010203"], "first among the recent ones")
    }
}

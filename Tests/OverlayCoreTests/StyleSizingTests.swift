// StyleSizingTests: a style's width and height bounds (dunst's width and height).
import OverlayCore
import XCTest

final class StyleSizingTests: XCTestCase {
    func testAFixedWidthWinsOverTheTextAndTheMonitorCutsIt() {
        var s = Style()
        s.width = 300
        XCTAssertEqual(s.bodyWidth(natural: 80, limit: 1280), 300)
        XCTAssertEqual(s.bodyWidth(natural: 900, limit: 1280), 300)
        XCTAssertEqual(s.bodyWidth(natural: 80, limit: 250), 250, "no wider than the monitor")
        XCTAssertEqual(s.widest, 300, "max-width does not cut a fixed width")
    }

    func testARangeGrowsFromMinWidth() {
        var s = Style()
        s.minWidth = 150
        XCTAssertEqual(s.bodyWidth(natural: 80, limit: 360), 150)
        XCTAssertEqual(s.bodyWidth(natural: 200, limit: 360), 200)
        XCTAssertEqual(s.widest, 360)
    }

    func testAlignmentOffsets() {
        XCTAssertEqual(TextAlignment.left.offset(40, in: 100), 0)
        XCTAssertEqual(TextAlignment.center.offset(40, in: 100), 30)
        XCTAssertEqual(TextAlignment.right.offset(40, in: 100), 60)
        XCTAssertEqual(VerticalAlignment.bottom.offset(140, in: 100), 0, "never above the top")
    }

    func testScalingScalesTheNewLengths() {
        var s = Style()
        (s.width, s.minWidth, s.maxHeight, s.verticalPadding) = (300, 100, 200, 5)
        let d = s.scaled(by: 2)
        XCTAssertEqual([d.width, d.minWidth, d.maxHeight, d.verticalPadding], [600, 200, 400, 10])
    }
}

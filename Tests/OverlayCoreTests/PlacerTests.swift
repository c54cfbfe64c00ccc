// PlacerTests: where a popover's body, arrow and window end up next to its source.
import OverlayCore
import XCTest

final class PlacerTests: XCTestCase {
    /// A 1920x1080 monitor less the default 8 px screen padding.
    let area = Rect(x: 8, y: 8, width: 1904, height: 1064)
    let style = Style()

    func place(_ source: Rect, anchor: Position = .bottom, gravity: Position = .bottom,
               offset: Point = .zero, body: Size, area: Rect? = nil, style: Style? = nil) -> PopoverLayout {
        Placer.place(PlacementRequest(anchorRect: source, anchor: anchor, gravity: gravity, offset: offset,
                                      bodySize: body, style: style ?? self.style, area: area ?? self.area))
    }

    func testBelowWindowWithArrowOnTop() throws {
        let l = place(Rect(x: 100, y: 100, width: 400, height: 300), body: Size(width: 200, height: 80))
        XCTAssertEqual(l.bodyOnRoot, Rect(x: 200, y: 410, width: 200, height: 80))
        let arrow = try XCTUnwrap(l.arrow)
        XCTAssertEqual(arrow.side, .top)
        XCTAssertEqual(arrow.base, 20)
        XCTAssertEqual(arrow.height, 10)
        XCTAssertEqual(l.arrowTipOnRoot, Point(x: 300, y: 400), "tip on the middle of the source's bottom edge")
        XCTAssertEqual(l.anchor, .bottom)
        XCTAssertEqual(l.gravity, .bottom)
        // Window: body plus the tip row, grown by the shadow margins (9 top, 12 sides, 15 bottom).
        XCTAssertEqual(l.frame, Rect(x: 188, y: 391, width: 224, height: 114))
        XCTAssertEqual(l.body, Rect(x: 12, y: 19, width: 200, height: 80))
        XCTAssertEqual(arrow.tip, Point(x: 112, y: 9))
    }

    func testNearBottomEdgeFlipsAboveSource() throws {
        let source = Rect(x: 100, y: 900, width: 400, height: 150)
        let l = place(source, body: Size(width: 200, height: 80))
        XCTAssertEqual(l.anchor, .top)
        XCTAssertEqual(l.gravity, .top)
        XCTAssertEqual(l.bodyOnRoot, Rect(x: 200, y: 810, width: 200, height: 80))
        XCTAssertEqual(l.arrow?.side, .bottom)
        XCTAssertEqual(l.arrowTipOnRoot, Point(x: 300, y: 900), "tip on the source's top edge")
        XCTAssertTrue(area.contains(l.bodyOnRoot))
        XCTAssertLessThanOrEqual(l.bodyOnRoot.maxY + 10, source.minY)
    }

    func testNearTopEdgeFlipsBelowSource() {
        let source = Rect(x: 300, y: 20, width: 100, height: 30)
        let l = place(source, anchor: .top, gravity: .top, body: Size(width: 150, height: 60))
        XCTAssertEqual(l.gravity, .bottom)
        XCTAssertEqual(l.arrow?.side, .top)
        XCTAssertEqual(l.arrowTipOnRoot, Point(x: 350, y: 50))
        XCTAssertEqual(l.bodyOnRoot.minY, 60)
    }

    func testNearRightEdgeFlipsToTheLeft() {
        let source = Rect(x: 1700, y: 500, width: 100, height: 40)
        let l = place(source, anchor: .right, gravity: .right, body: Size(width: 300, height: 100))
        XCTAssertEqual(l.anchor, .left)
        XCTAssertEqual(l.gravity, .left)
        XCTAssertEqual(l.bodyOnRoot, Rect(x: 1390, y: 470, width: 300, height: 100))
        XCTAssertEqual(l.arrow?.side, .right)
        XCTAssertEqual(l.arrowTipOnRoot, Point(x: 1700, y: 520))
    }

    func testSideGravityThatFitsIsNotFlipped() {
        let l = place(Rect(x: 100, y: 500, width: 100, height: 40), anchor: .right, gravity: .right,
                      body: Size(width: 300, height: 100))
        XCTAssertEqual(l.bodyOnRoot, Rect(x: 210, y: 470, width: 300, height: 100))
        XCTAssertEqual(l.arrow?.side, .left)
        XCTAssertEqual(l.arrowTipOnRoot, Point(x: 200, y: 520))
    }

    func testSlidesAlongEdgeAndKeepsArrowOnAnchor() {
        // Below a window near the right edge: the body slides left, the arrow still points up.
        let l = place(Rect(x: 1700, y: 100, width: 200, height: 30), body: Size(width: 300, height: 80))
        XCTAssertEqual(l.bodyOnRoot, Rect(x: 1612, y: 140, width: 300, height: 80))
        XCTAssertEqual(l.arrowTipOnRoot, Point(x: 1800, y: 130))
        XCTAssertEqual(l.arrow?.side, .top)
    }

    func testArrowDroppedWhenTipWouldSitOnRoundedCorner() {
        // Source in the monitor's top-right corner: after sliding, the anchor lies within
        // the body's corner radius plus half the arrow base of its right edge.
        let l = place(Rect(x: 1900, y: 100, width: 20, height: 30), body: Size(width: 300, height: 80))
        XCTAssertEqual(l.bodyOnRoot, Rect(x: 1612, y: 140, width: 300, height: 80))
        XCTAssertNil(l.arrow)
        XCTAssertNil(l.arrowTipOnRoot)
    }

    func testTooTallEitherWaySlidesAndDropsArrow() {
        let source = Rect(x: 100, y: 500, width: 400, height: 50)
        let l = place(source, body: Size(width: 200, height: 700))
        XCTAssertEqual(l.gravity, .bottom, "a flip that does not fit either is not kept")
        XCTAssertEqual(l.bodyOnRoot, Rect(x: 200, y: 372, width: 200, height: 700))
        XCTAssertTrue(area.contains(l.bodyOnRoot))
        XCTAssertNil(l.arrow, "the body slid off the anchor point")
        XCTAssertEqual(l.frame, l.bodyOnRoot.inset(by: style.shadowMargins.negated))
    }

    func testLargerThanAreaKeepsTopLeftVisible() {
        let l = place(Rect(x: 900, y: 500, width: 10, height: 10), body: Size(width: 3000, height: 2000))
        XCTAssertEqual(l.bodyOnRoot.origin, area.origin)
        XCTAssertNil(l.arrow)
    }

    func testUnattachedCentreOnMonitorHasNoArrow() {
        let monitor = Rect(x: 1920, y: 0, width: 1280, height: 1024)
        let l = place(monitor, anchor: .center, gravity: .center, body: Size(width: 300, height: 101),
                      area: monitor.inset(by: Insets(all: 8)))
        XCTAssertEqual(l.bodyOnRoot, Rect(x: 2410, y: 462, width: 300, height: 101))
        XCTAssertNil(l.arrow)
        XCTAssertEqual(l.frame, l.bodyOnRoot.inset(by: style.shadowMargins.negated))
    }

    func testDiagonalGravityPutsArrowNearBodyCorner() {
        let source = Rect(x: 100, y: 100, width: 400, height: 300)
        // Extending down-right from the source's bottom-left corner: the arrow sits
        // corner radius + half base + 4 = 22 px from the body's left edge.
        let right = place(source, anchor: .bottomLeft, gravity: .bottomRight, body: Size(width: 200, height: 80))
        XCTAssertEqual(right.bodyOnRoot, Rect(x: 78, y: 410, width: 200, height: 80))
        XCTAssertEqual(right.arrowTipOnRoot, Point(x: 100, y: 400))
        XCTAssertEqual(right.arrow?.side, .top)

        let left = place(source, anchor: .bottomRight, gravity: .bottomLeft, body: Size(width: 200, height: 80))
        XCTAssertEqual(left.bodyOnRoot, Rect(x: 322, y: 410, width: 200, height: 80))
        XCTAssertEqual(left.arrowTipOnRoot, Point(x: 500, y: 400))

        let up = place(source, anchor: .topRight, gravity: .topLeft, body: Size(width: 200, height: 80))
        XCTAssertEqual(up.bodyOnRoot, Rect(x: 322, y: 10, width: 200, height: 80))
        XCTAssertEqual(up.arrow?.side, .bottom)
        XCTAssertEqual(up.arrowTipOnRoot, Point(x: 500, y: 100))
    }

    func testOffsetMovesTipAndBody() {
        let l = place(Rect(x: 100, y: 100, width: 400, height: 300), offset: Point(x: -30, y: 6),
                      body: Size(width: 200, height: 80))
        XCTAssertEqual(l.arrowTipOnRoot, Point(x: 270, y: 406))
        XCTAssertEqual(l.bodyOnRoot, Rect(x: 170, y: 416, width: 200, height: 80))
    }

    func testStyleWithoutArrowPutsBodyOnAnchor() {
        var flat = Style()
        flat.arrowHeight = 0
        let l = place(Rect(x: 100, y: 100, width: 400, height: 300), body: Size(width: 200, height: 80), style: flat)
        XCTAssertNil(l.arrow)
        XCTAssertEqual(l.bodyOnRoot, Rect(x: 200, y: 400, width: 200, height: 80))
    }

    /// Over a grid of sources and all anchor/gravity pairs: a body that fits never leaves
    /// the area, and any arrow has its tip on the anchor point, one arrow height from the body.
    func testInvariantsOverGrid() {
        let body = Size(width: 240, height: 90)
        var arrows = 0
        for sx in stride(from: -50, through: 1900, by: 175) {
            for sy in stride(from: -20, through: 1060, by: 120) {
                let source = Rect(x: sx, y: sy, width: 120, height: 40)
                for anchor in Position.allCases {
                    for gravity in Position.allCases {
                        let l = place(source, anchor: anchor, gravity: gravity, body: body)
                        let b = l.bodyOnRoot
                        let ctx = "\(source) \(anchor) \(gravity)"
                        XCTAssertEqual(b.size, body, ctx)
                        XCTAssertTrue(area.contains(b), ctx)
                        XCTAssertTrue(l.frame.contains(b.inset(by: style.shadowMargins.negated)), ctx)
                        guard let arrow = l.arrow, let tip = l.arrowTipOnRoot else { continue }
                        arrows += 1
                        XCTAssertEqual(tip, l.anchor.point(in: source), ctx)
                        XCTAssertTrue(l.frame.contains(tip), ctx)
                        switch arrow.side {
                        case .top:
                            XCTAssertEqual(b.minY - tip.y, style.arrowHeight, ctx)
                            XCTAssertTrue((b.minX...b.maxX).contains(tip.x), ctx)
                        case .bottom:
                            XCTAssertEqual(tip.y - b.maxY, style.arrowHeight, ctx)
                            XCTAssertTrue((b.minX...b.maxX).contains(tip.x), ctx)
                        case .left:
                            XCTAssertEqual(b.minX - tip.x, style.arrowHeight, ctx)
                            XCTAssertTrue((b.minY...b.maxY).contains(tip.y), ctx)
                        case .right:
                            XCTAssertEqual(tip.x - b.maxX, style.arrowHeight, ctx)
                            XCTAssertTrue((b.minY...b.maxY).contains(tip.y), ctx)
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(arrows, 1000, "the grid should mostly place popovers with arrows")
    }
}

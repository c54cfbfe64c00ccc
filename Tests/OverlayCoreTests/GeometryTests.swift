// GeometryTests: points, sizes, rectangles and insets.
import OverlayCore
import XCTest

final class GeometryTests: XCTestCase {
    func testSizeClampsNegativeToZero() {
        XCTAssertEqual(Size(width: -5, height: 7), Size(width: 0, height: 7))
        XCTAssertEqual(Size(width: 3, height: -1).height, 0)
    }

    func testPointArithmetic() {
        XCTAssertEqual(Point(x: 3, y: -2) + Point(x: 10, y: 5), Point(x: 13, y: 3))
        XCTAssertEqual(Point(x: 3, y: -2) - Point(x: 10, y: 5), Point(x: -7, y: -7))
    }

    func testEdgesAndMidpoints() {
        let r = Rect(x: 10, y: 20, width: 101, height: 50)
        XCTAssertEqual([r.minX, r.minY, r.maxX, r.maxY], [10, 20, 111, 70])
        XCTAssertEqual(r.midX, 60)
        XCTAssertEqual(r.midY, 45)
        XCTAssertEqual(r.area, 5050)
        XCTAssertFalse(r.isEmpty)
        XCTAssertTrue(Rect(x: 5, y: 5, width: 0, height: 9).isEmpty)
        XCTAssertTrue(Rect(x: 5, y: 5, width: 9, height: 0).isEmpty)
    }

    func testDescriptions() {
        XCTAssertEqual(Rect(x: -3, y: 4, width: 5, height: 6).description, "-3,4 5x6")
        XCTAssertEqual(Point(x: 1, y: 2).description, "1,2")
        XCTAssertEqual(Size(width: 7, height: 8).description, "7x8")
    }

    func testContainsPointIsHalfOpen() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(r.contains(Point(x: 0, y: 0)))
        XCTAssertTrue(r.contains(Point(x: 9, y: 9)))
        XCTAssertFalse(r.contains(Point(x: 10, y: 5)))
        XCTAssertFalse(r.contains(Point(x: 5, y: 10)))
        XCTAssertFalse(r.contains(Point(x: -1, y: 5)))
    }

    func testContainsRect() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(r.contains(r))
        XCTAssertTrue(r.contains(Rect(x: 2, y: 2, width: 8, height: 8)))
        XCTAssertFalse(r.contains(Rect(x: 2, y: 2, width: 9, height: 8)))
        XCTAssertFalse(r.contains(Rect(x: -1, y: 0, width: 2, height: 2)))
    }

    func testIntersection() {
        let a = Rect(x: 0, y: 0, width: 100, height: 50)
        let b = Rect(x: 60, y: 30, width: 100, height: 100)
        XCTAssertEqual(a.intersection(b), Rect(x: 60, y: 30, width: 40, height: 20))
        XCTAssertEqual(b.intersection(a), Rect(x: 60, y: 30, width: 40, height: 20))
        // Touching edges share no pixel.
        XCTAssertTrue(a.intersection(Rect(x: 100, y: 0, width: 10, height: 10)).isEmpty)
        XCTAssertEqual(a.intersection(Rect(x: 500, y: 500, width: 10, height: 10)).area, 0)
    }

    func testUnionIgnoresEmptyRects() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 20, y: -5, width: 5, height: 5)
        XCTAssertEqual(a.union(b), Rect(x: 0, y: -5, width: 25, height: 15))
        XCTAssertEqual(a.union(Rect(x: 500, y: 500, width: 0, height: 0)), a)
        XCTAssertEqual(Rect(x: -100, y: -100, width: 0, height: 3).union(b), b)
    }

    func testInsetShrinksAndNegatedInsetGrows() {
        let r = Rect(x: 10, y: 10, width: 100, height: 60)
        let i = Insets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(r.inset(by: i), Rect(x: 12, y: 11, width: 94, height: 56))
        XCTAssertEqual(r.inset(by: i.negated), Rect(x: 8, y: 9, width: 106, height: 64))
        XCTAssertEqual(r.inset(by: i).inset(by: i.negated), r)
        XCTAssertEqual(r.inset(by: Insets(all: 40)).size, Size(width: 20, height: 0))
        XCTAssertEqual(r.inset(by: .zero), r)
    }

    func testOffsetKeepsSize() {
        let r = Rect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(r.offsetBy(Point(x: -10, y: 5)), Rect(x: -9, y: 7, width: 3, height: 4))
    }
}

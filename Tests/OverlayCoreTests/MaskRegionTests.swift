// MaskRegionTests: coverage masks turned into merged rectangles.
import OverlayCore
import XCTest

final class MaskRegionTests: XCTestCase {
    /// Builds a mask from rows of `#` (255) and `.` (0).
    func mask(_ rows: [String], stride extra: Int = 0) -> (bytes: [UInt8], width: Int, height: Int, stride: Int) {
        let width = rows.first?.count ?? 0
        let stride = width + extra
        var bytes: [UInt8] = []
        for row in rows {
            bytes += row.map { $0 == "#" ? 255 : 0 }
            bytes += Array(repeating: 255, count: extra)  // padding must be ignored
        }
        return (bytes, width, rows.count, stride)
    }

    func rects(_ rows: [String], stride extra: Int = 0) -> [Rect] {
        let m = mask(rows, stride: extra)
        return MaskRegion.rectangles(mask: m.bytes, width: m.width, height: m.height, stride: m.stride)
    }

    /// Every pixel of `rects` as a set, to compare coverage with the mask.
    func pixels(_ rects: [Rect]) -> [Point] {
        rects.flatMap { r in (r.minY..<r.maxY).flatMap { y in (r.minX..<r.maxX).map { Point(x: $0, y: y) } } }
    }

    func testEmptyAndFullMasks() {
        XCTAssertEqual(rects(["....", "...."]), [])
        XCTAssertEqual(rects(["####", "####", "####"]), [Rect(x: 0, y: 0, width: 4, height: 3)])
        XCTAssertEqual(MaskRegion.rectangles(mask: [], width: 0, height: 0, stride: 0), [])
    }

    func testIdenticalRowsMergeIntoOneBand() {
        XCTAssertEqual(rects([
            "......",
            ".####.",
            ".####.",
            ".####.",
            "......",
        ]), [Rect(x: 1, y: 1, width: 4, height: 3)])
    }

    func testRoundedShapeGivesOneRectPerBand() {
        XCTAssertEqual(rects([
            ".####.",
            "######",
            "######",
            ".####.",
        ]), [
            Rect(x: 1, y: 0, width: 4, height: 1),
            Rect(x: 0, y: 1, width: 6, height: 2),
            Rect(x: 1, y: 3, width: 4, height: 1),
        ])
    }

    func testSeveralSpansInARow() {
        XCTAssertEqual(rects([
            "#..##.#",
            "#..##.#",
        ]), [
            Rect(x: 0, y: 0, width: 1, height: 2),
            Rect(x: 3, y: 0, width: 2, height: 2),
            Rect(x: 6, y: 0, width: 1, height: 2),
        ])
    }

    func testStridePaddingIsIgnored() {
        XCTAssertEqual(rects([".##", ".##"], stride: 5), [Rect(x: 1, y: 0, width: 2, height: 2)])
    }

    func testThreshold() {
        let bytes: [UInt8] = [0, 127, 128, 255]
        XCTAssertEqual(MaskRegion.rectangles(mask: bytes, width: 4, height: 1, stride: 4),
                       [Rect(x: 2, y: 0, width: 2, height: 1)])
        XCTAssertEqual(MaskRegion.rectangles(mask: bytes, width: 4, height: 1, stride: 4, threshold: 1),
                       [Rect(x: 1, y: 0, width: 3, height: 1)])
    }

    func testCoverageMatchesMaskExactly() {
        let rows = [
            "..##....",
            ".####..#",
            "########",
            "#.#.#.#.",
            "........",
            "..####..",
            "..####..",
        ]
        let result = rects(rows)
        var expected: [Point] = []
        for (y, row) in rows.enumerated() {
            for (x, c) in row.enumerated() where c == "#" { expected.append(Point(x: x, y: y)) }
        }
        let covered = pixels(result)
        XCTAssertEqual(covered.count, Set(covered).count, "rectangles overlap")
        XCTAssertEqual(Set(covered), Set(expected))
        XCTAssertFalse(result.contains { $0.isEmpty })
    }
}

// PositionTests: the nine anchor/gravity values, their parsing, points and flips.
import OverlayCore
import XCTest

final class PositionTests: XCTestCase {
    let rect = Rect(x: 100, y: 200, width: 40, height: 21)

    func testPointInRectForAllNine() {
        let expected: [Position: Point] = [
            .topLeft: Point(x: 100, y: 200), .top: Point(x: 120, y: 200), .topRight: Point(x: 140, y: 200),
            .left: Point(x: 100, y: 210), .center: Point(x: 120, y: 210), .right: Point(x: 140, y: 210),
            .bottomLeft: Point(x: 100, y: 221), .bottom: Point(x: 120, y: 221), .bottomRight: Point(x: 140, y: 221),
        ]
        XCTAssertEqual(expected.count, Position.allCases.count)
        for p in Position.allCases {
            XCTAssertEqual(p.point(in: rect), expected[p], "\(p)")
        }
    }

    func testDirectionsRoundTripThroughInit() {
        for p in Position.allCases {
            XCTAssertEqual(Position(dx: p.dx, dy: p.dy), p)
            XCTAssertTrue((-1...1).contains(p.dx) && (-1...1).contains(p.dy))
        }
        XCTAssertEqual(Position(dx: 7, dy: -3), .topRight, "only the sign counts")
        XCTAssertEqual(Position(dx: 0, dy: 0), .center)
        XCTAssertEqual(Set(Position.allCases.map { [$0.dx, $0.dy] }).count, 9)
    }

    func testFlips() {
        XCTAssertEqual(Position.bottom.flippedY, .top)
        XCTAssertEqual(Position.bottomRight.flippedY, .topRight)
        XCTAssertEqual(Position.topLeft.flippedY, .bottomLeft)
        XCTAssertEqual(Position.left.flippedY, .left)
        XCTAssertEqual(Position.center.flippedY, .center)
        XCTAssertEqual(Position.right.flippedX, .left)
        XCTAssertEqual(Position.topLeft.flippedX, .topRight)
        XCTAssertEqual(Position.top.flippedX, .top)
        for p in Position.allCases {
            XCTAssertEqual(p.flippedX.flippedX, p)
            XCTAssertEqual(p.flippedY.flippedY, p)
        }
    }

    func testParsesCanonicalNames() {
        for p in Position.allCases {
            XCTAssertEqual(Position(parsing: p.rawValue), p)
            XCTAssertEqual(Position(parsing: p.rawValue.uppercased()), p)
        }
        XCTAssertEqual(Position.topLeft.rawValue, "top-left")
        XCTAssertEqual(Position.bottomRight.rawValue, "bottom-right")
    }

    func testParsesAliases() {
        let cases: [String: Position] = [
            "topleft": .topLeft, "top_left": .topLeft, "TopRight": .topRight, "bottom_right": .bottomRight,
            "bottomleft": .bottomLeft, "middle": .center, "centre": .center, "c": .center,
            "n": .top, "S": .bottom, "w": .left, "e": .right,
            "nw": .topLeft, "ne": .topRight, "sw": .bottomLeft, "SE": .bottomRight,
        ]
        for (text, p) in cases {
            XCTAssertEqual(Position(parsing: text), p, text)
        }
    }

    func testRejectsUnknownSpellings() {
        for text in ["", "up", "top left", "top--left", "northwest", "x", " top", "bottom-"] {
            XCTAssertNil(Position(parsing: text), text)
        }
    }
}

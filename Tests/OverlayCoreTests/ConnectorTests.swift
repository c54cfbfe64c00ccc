// ConnectorTests: the curve from a popover's body to its anchor point, and the layout grown to hold it.
import OverlayCore
import XCTest

final class ConnectorTests: XCTestCase {
    let body = Rect(x: 100, y: 200, width: 200, height: 80)

    func testLeavesTheEdgeTheTargetLiesFurthestBeyond() throws {
        let up = try XCTUnwrap(Connector.curve(from: body, to: Point(x: 40, y: 60)))
        XCTAssertEqual(up.side, .top, "140 px above beats 60 px to the left")
        XCTAssertEqual(up.start, Point(x: 200, y: 200))
        XCTAssertEqual(up.end, Point(x: 40, y: 60))
        // It leaves vertically and arrives vertically: an S from (200,200) to (40,60).
        XCTAssertEqual(up.control1, Point(x: 200, y: 130))
        XCTAssertEqual(up.control2, Point(x: 40, y: 130))
        let right = try XCTUnwrap(Connector.curve(from: body, to: Point(x: 420, y: 180)))
        XCTAssertEqual(right.side, .right)
        XCTAssertEqual(right.start, Point(x: 300, y: 240))
        XCTAssertEqual(right.control1, Point(x: 360, y: 240))
        XCTAssertEqual(right.control2, Point(x: 360, y: 180))
        XCTAssertNil(Connector.curve(from: body, to: Point(x: 150, y: 250)), "a target inside the body has no line")
    }

    func testTheCurveRunsFromStartToEndInsideItsBounds() throws {
        let c = try XCTUnwrap(Connector.curve(from: body, to: Point(x: 40, y: 60)))
        XCTAssertEqual(c.point(at: 0).x, 200); XCTAssertEqual(c.point(at: 0).y, 200)
        XCTAssertEqual(c.point(at: 1).x, 40); XCTAssertEqual(c.point(at: 1).y, 60)
        XCTAssertEqual(c.point(at: 0.5).x, 120, accuracy: 0.001, "symmetric: the middle is half-way")
        XCTAssertEqual(c.point(at: 0.5).y, 130, accuracy: 0.001)
        let box = c.bounds(margin: 5)
        XCTAssertEqual(box, Rect(x: 35, y: 55, width: 170, height: 150))
        for i in 0...20 {
            let p = c.point(at: Double(i) / 20)
            XCTAssertTrue(box.contains(Point(x: Int(p.x), y: Int(p.y))))
            XCTAssertLessThanOrEqual(p.y, 200, "never dips into the body")
        }
    }

    func testConnectedLayoutGrowsTheWindowAndKeepsTheBodyInPlace() throws {
        let layout = PopoverLayout(frame: Rect(x: 90, y: 190, width: 220, height: 100),
                                   body: Rect(x: 10, y: 10, width: 200, height: 80),
                                   arrow: Arrow(side: .top, tip: Point(x: 100, y: 0), base: 20, height: 10),
                                   anchor: .bottom, gravity: .bottom)
        let target = Point(x: 40, y: 60)
        let c = layout.connected(to: target, margin: 8)
        XCTAssertEqual(c.bodyOnRoot, layout.bodyOnRoot, "the body stays where it was placed")
        XCTAssertNil(c.arrow, "the line replaces the arrow")
        XCTAssertEqual(c.frame, Rect(x: 32, y: 52, width: 278, height: 238))
        let line = try XCTUnwrap(c.connector)
        XCTAssertEqual(line.end + c.frame.origin, target, "ends on the target (window coordinates)")
        XCTAssertEqual(line.start + c.frame.origin, Point(x: 200, y: 200))
        XCTAssertTrue(Rect(origin: .zero, size: c.frame.size).contains(line.bounds(margin: 8)))
        // Inside the body: nothing changes.
        XCTAssertEqual(layout.connected(to: Point(x: 150, y: 250), margin: 8), layout)
    }
}

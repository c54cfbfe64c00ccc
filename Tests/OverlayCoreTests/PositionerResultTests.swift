// PositionerResultTests: presentation origins and the switch-over to PopoverLayout.
import OverlayCore
import XCTest

final class PositionerResultTests: XCTestCase {
    /// The layout the daemon draws: frame = body and arrow grown by the shadow margins, body
    /// and tip in window coordinates (worked by hand for the default style).
    func testLayoutInWindowCoordinates() {
        let style = Style()
        let source = Rect(x: 100, y: 100, width: 400, height: 300), body = Size(width: 200, height: 80)
        let new = Positioner.place(PositionerInput(sourceFrame: source, bodySize: body, metrics: PopoverMetrics(style),
                                                   workArea: Rect(x: 0, y: 0, width: 1920, height: 1080),
                                                   screenPadding: 8))
        XCTAssertEqual(new.layout.frame, Rect(x: 188, y: 391, width: 224, height: 114))
        XCTAssertEqual(new.layout.arrow?.tip, Point(x: 112, y: 9))
        XCTAssertEqual(new.layout.bodyOnRoot, new.body)
        XCTAssertEqual(new.layout.arrowTipOnRoot, new.arrow?.tip)
    }

    func testPresentationOrigins() {
        let r = Positioner.place(PositionerInput(sourceFrame: Rect(x: 100, y: 100, width: 400, height: 300),
                                                 bodySize: Size(width: 200, height: 80), metrics: tableMetrics,
                                                 workArea: Rect(x: 0, y: 0, width: 1920, height: 1080)))
        XCTAssertEqual(r.body, Rect(x: 200, y: 410, width: 200, height: 80))
        XCTAssertEqual(r.origin(.anchorPoint), Point(x: 300, y: 400))
        XCTAssertEqual(r.origin(.point(Point(x: 7, y: 9))), Point(x: 7, y: 9))
        XCTAssertEqual(r.origin(.top), Point(x: 300, y: 410))
        XCTAssertEqual(r.origin(.bottom), Point(x: 300, y: 490))
        XCTAssertEqual(r.origin(.leading), Point(x: 200, y: 450))
        XCTAssertEqual(r.origin(.trailing), Point(x: 400, y: 450))
        XCTAssertEqual(r.origin(.leading, rightToLeft: true), Point(x: 400, y: 450))
        XCTAssertEqual(r.origin(.center), Point(x: 300, y: 450))
    }

    func testAnchorPointOriginWithoutArrowIsTheFinalAnchorPoint() {
        // Flipped above the source (its bottom is near the area's), no arrow: the top middle.
        let r = Positioner.place(PositionerInput(sourceFrame: Rect(x: 100, y: 900, width: 400, height: 150),
                                                 bodySize: Size(width: 200, height: 80),
                                                 workArea: Rect(x: 0, y: 0, width: 1920, height: 1080)))
        XCTAssertNil(r.arrow)
        XCTAssertEqual(r.anchor, .top)
        XCTAssertEqual(r.origin(.anchorPoint), Point(x: 300, y: 900))
    }

    func testParsingOrigins() {
        XCTAssertEqual(PresentationOrigin(parsing: "anchor"), .anchorPoint)
        XCTAssertEqual(PresentationOrigin(parsing: "Leading"), .leading)
        XCTAssertEqual(PresentationOrigin(parsing: "centre"), .center)
        XCTAssertEqual(PresentationOrigin(parsing: "12,-4"), .point(Point(x: 12, y: -4)))
        XCTAssertNil(PresentationOrigin(parsing: "12"))
        XCTAssertNil(PresentationOrigin(parsing: "middle-ish"))
    }

    func testAMovedLayoutHasTheSamePictureAResizedOrReArrowedOneDoesNot() {
        let arrow = Arrow(side: .top, tip: Point(x: 40, y: 0), base: 16, height: 8)
        let a = PopoverLayout(frame: Rect(x: 100, y: 100, width: 200, height: 80),
                              body: Rect(x: 0, y: 8, width: 200, height: 72), arrow: arrow, anchor: .bottom, gravity: .bottom)
        var moved = a
        moved.frame.origin = Point(x: 640, y: 12)
        XCTAssertEqual(moved.picture, a.picture)
        XCTAssertNotEqual(moved, a)
        var taller = a
        taller.frame.size.height += 10
        XCTAssertNotEqual(taller.picture, a.picture)
        var pointing = a
        pointing.arrow?.tip.x = 60
        XCTAssertNotEqual(pointing.picture, a.picture)
    }
}

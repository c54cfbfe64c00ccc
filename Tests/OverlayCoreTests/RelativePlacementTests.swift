// RelativePlacementTests: picture-in-picture spots inside a monitor or a window.
import OverlayCore
import XCTest

final class RelativePlacementTests: XCTestCase {
    /// A 1920x1080 work area below a 30 px top panel, 16 px padding: 16...1904 x 46...1064.
    let work = Rect(x: 0, y: 30, width: 1920, height: 1050)
    let size = Size(width: 320, height: 180)

    func testEveryPosition() {
        // x: left 16, centre 16 + (1888 − 320) / 2 = 800, right 1904 − 320 = 1584.
        // y: top 46, middle 46 + (1018 − 180) / 2 = 465, bottom 1064 − 180 = 884.
        let xs = [16, 800, 1584], ys = [46, 465, 884]
        for p in Position.allCases {
            XCTAssertEqual(RelativePlacement.frame(at: p, size: size, in: work, padding: 16),
                           Rect(x: xs[p.dx + 1], y: ys[p.dy + 1], width: 320, height: 180), "\(p)")
        }
        let frames = RelativePlacement.frames(size: size, in: work, padding: 16, positions: [.topRight, .bottomLeft])
        XCTAssertEqual(frames.map(\.position), [.topRight, .bottomLeft])
        XCTAssertEqual(frames.map(\.frame), [Rect(x: 1584, y: 46, width: 320, height: 180),
                                             Rect(x: 16, y: 884, width: 320, height: 180)])
        XCTAssertEqual(RelativePlacement.frames(size: size, in: work, padding: 16).count, 9)
    }

    func testFirstPreferenceThatFits() {
        let r = RelativePlacement.place(size: size, in: work, padding: 16, preferences: [.topRight, .bottomRight])
        XCTAssertEqual(r, RelativePlacement(position: .topRight, frame: Rect(x: 1584, y: 46, width: 320, height: 180),
                                            fits: true))
        // Another picture already holds the top-right spot: the next preference.
        let taken = Rect(x: 1500, y: 40, width: 400, height: 200)
        let next = RelativePlacement.place(size: size, in: work, padding: 16, preferences: [.topRight, .bottomRight],
                                           avoiding: [taken])
        XCTAssertEqual(next?.position, .bottomRight)
        XCTAssertEqual(next?.frame, Rect(x: 1584, y: 884, width: 320, height: 180))
        XCTAssertEqual(next?.fits, true)
    }

    func testNothingFitsGivesTheFirstPreference() {
        let huge = Size(width: 2000, height: 100)
        let r = RelativePlacement.place(size: huge, in: work, padding: 16, preferences: [.topRight, .bottomRight])
        // Hugs the right edge and overhangs the left one: 1904 − 2000.
        XCTAssertEqual(r, RelativePlacement(position: .topRight, frame: Rect(x: -96, y: 46, width: 2000, height: 100),
                                            fits: false))
        XCTAssertNil(RelativePlacement.place(size: size, in: work, padding: 16, preferences: []))
    }

    func testInsideAWindow() {
        // A video player window at 300,200 800x450; 12 px padding; the picture goes bottom-right.
        let window = Rect(x: 300, y: 200, width: 800, height: 450)
        let r = RelativePlacement.place(size: Size(width: 160, height: 90), in: window, padding: 12,
                                        preferences: [.bottomRight])
        XCTAssertEqual(r?.frame, Rect(x: 300 + 800 - 12 - 160, y: 200 + 450 - 12 - 90, width: 160, height: 90))
    }

    func testDraggingSnapsToTheNearestSpot() {
        // Centre of the top-right spot is (1744, 136); a drop near it snaps there.
        XCTAssertEqual(RelativePlacement.nearest(to: Point(x: 1700, y: 200), size: size, in: work, padding: 16), .topRight)
        XCTAssertEqual(RelativePlacement.nearest(to: Point(x: 960, y: 555), size: size, in: work, padding: 16), .center)
        XCTAssertEqual(RelativePlacement.nearest(to: Point(x: 0, y: 2000), size: size, in: work, padding: 16), .bottomLeft)
        XCTAssertEqual(RelativePlacement.nearest(to: Point(x: 960, y: 555), size: size, in: work, padding: 16,
                                                 positions: [.topLeft, .bottomRight]), .topLeft)
        XCTAssertNil(RelativePlacement.nearest(to: .zero, size: size, in: work, padding: 16, positions: []))
    }
}

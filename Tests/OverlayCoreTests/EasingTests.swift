// EasingTests: the timing curves start at 0, end at 1, never go back, and parse like CSS.
import OverlayCore
import XCTest

final class EasingTests: XCTestCase {
    let curves = Easing.named + [.cubicBezier(0.1, 0.7, 0.1, 1)]

    func testEndpointsAreExact() {
        for e in curves {
            XCTAssertEqual(e(0), 0, "\(e.text)")
            XCTAssertEqual(e(1), 1, "\(e.text)")
            XCTAssertEqual(e(-3), 0, "\(e.text) clamps before the start")
            XCTAssertEqual(e(7), 1, "\(e.text) clamps after the end")
            XCTAssertEqual(e(.nan), 0, "\(e.text)")
        }
    }

    func testCurvesAreMonotonic() {
        for e in curves {
            var last = 0.0
            for i in 1...1000 {
                let v = e(Double(i) / 1000)
                XCTAssertGreaterThanOrEqual(v, last, "\(e.text) at \(i)")
                XCTAssertLessThanOrEqual(v, 1, "\(e.text) at \(i)")
                last = v
            }
        }
    }

    func testShapes() {
        XCTAssertEqual(Easing.linear(0.3), 0.3)
        XCTAssertLessThan(Easing.easeIn(0.25), 0.25, "ease-in starts slow")
        XCTAssertGreaterThan(Easing.easeOut(0.25), 0.25, "ease-out starts fast")
        XCTAssertEqual(Easing.easeInOut(0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(Easing.easeInOut(0.2), 1 - Easing.easeInOut(0.8), accuracy: 1e-9, "ease-in-out is symmetric")
        // CSS `ease` at half time is about 0.8024 (WebKit's UnitBezier gives the same).
        XCTAssertEqual(Easing.ease(0.5), 0.8024, accuracy: 1e-3)
    }

    func testOvershootingBezierMayLeaveTheRangeButEndsExactly() {
        let back = Easing.cubicBezier(0.3, -0.5, 0.7, 1.5)
        XCTAssertLessThan(back(0.1), 0)
        XCTAssertGreaterThan(back(0.9), 1)
        XCTAssertEqual(back(1), 1)
    }

    func testParsing() {
        for e in Easing.named { XCTAssertEqual(Easing(parsing: e.text), e) }
        XCTAssertEqual(Easing(parsing: "cubic-bezier(0.1, 0.7, 1.0, 0.1)"), .cubicBezier(0.1, 0.7, 1, 0.1))
        XCTAssertEqual(Easing(parsing: Easing.cubicBezier(0.25, -1, 0.5, 2).text), .cubicBezier(0.25, -1, 0.5, 2))
        for bad in ["", "bounce", "cubic-bezier(1,2,3)", "cubic-bezier(2,0,0,1)", "cubic-bezier(0,0,0,1", "ease-in-out "] {
            XCTAssertNil(Easing(parsing: bad), bad)
        }
    }
}

// WorkAreaTests: per-monitor work areas from EWMH struts, and the monitor a popover is constrained to.
import OverlayCore
import XCTest

final class WorkAreaTests: XCTestCase {
    let big = Monitor(name: "A", rect: Rect(x: 0, y: 0, width: 1280, height: 1024))
    let small = Monitor(name: "B", rect: Rect(x: 1280, y: 0, width: 1024, height: 768))
    let screen = Size(width: 2304, height: 1024)

    func testPartialNeedsTwelveCardinals() {
        XCTAssertNil(Strut(partial: [1, 2, 3, 4]))
        let s = Strut(partial: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        XCTAssertEqual(s, Strut(left: 1, right: 2, top: 3, bottom: 4, leftStartY: 5, leftEndY: 6,
                                rightStartY: 7, rightEndY: 8, topStartX: 9, topEndX: 10,
                                bottomStartX: 11, bottomEndX: 12))
    }

    /// EWMH's own example for _NET_WM_STRUT_PARTIAL: "one running at 1280x1024 and the other to
    /// the right running at 1024x768, with the top edge of the two physical displays aligned. If
    /// the panel wants to fill the entire bottom edge of the smaller display with a panel 50
    /// pixels tall, it should set a bottom strut of 306, with bottom_start_x of 1280, and
    /// bottom_end_x of 2303." Worked by hand: only B shrinks, to 768 − 50 = 718 tall.
    func testEWMHExample() throws {
        let strut = try XCTUnwrap(Strut(partial: [0, 0, 0, 306, 0, 0, 0, 0, 0, 0, 1280, 2303]))
        XCTAssertEqual(WorkArea.compute(screen: screen, monitors: [big, small], struts: [strut]),
                       [big.rect, Rect(x: 1280, y: 0, width: 1024, height: 718)])
    }

    func testLegacyStrutSpansTheWholeEdge() throws {
        // A 24 px top panel from _NET_WM_STRUT reserves the top of both monitors.
        let strut = try XCTUnwrap(Strut(legacy: [0, 0, 24, 0], screen: screen))
        XCTAssertEqual(strut.topEndX, 2303)
        XCTAssertEqual(WorkArea.compute(screen: screen, monitors: [big, small], struts: [strut]),
                       [Rect(x: 0, y: 24, width: 1280, height: 1000), Rect(x: 1280, y: 24, width: 1024, height: 744)])
        XCTAssertNil(Strut(legacy: [0, 0, 24], screen: screen))
    }

    func testPanelsOnEveryEdgeOfOneMonitor() {
        let struts = [
            Strut(top: 20, topStartX: 0, topEndX: 1279),
            Strut(bottom: 40, bottomStartX: 0, bottomEndX: 1279),
            Strut(left: 30, leftStartY: 0, leftEndY: 1023),
            // The right edge of A is inside the screen: a right strut there must reach from the
            // screen's right edge, across B, so it covers B wholly and leaves B alone.
            Strut(right: 1024 + 50, rightStartY: 0, rightEndY: 767),
        ]
        XCTAssertEqual(WorkArea.compute(screen: screen, monitors: [big, small], struts: struts),
                       [Rect(x: 30, y: 20, width: 1280 - 30 - 50, height: 1024 - 60), small.rect])
    }

    func testStrutsOutsideAMonitorLeaveItAlone() {
        // A bottom panel on A's lower 256 rows, below B's bottom (B is 768 tall): only A shrinks.
        let strut = Strut(bottom: 30, bottomStartX: 0, bottomEndX: 2303)
        XCTAssertEqual(WorkArea.compute(screen: screen, monitors: [big, small], struts: [strut]),
                       [Rect(x: 0, y: 0, width: 1280, height: 994), small.rect])
    }

    func testOverlappingStrutsTakeTheLargest() {
        let struts = [Strut(top: 20, topStartX: 0, topEndX: 1279), Strut(top: 32, topStartX: 100, topEndX: 300)]
        XCTAssertEqual(WorkArea.compute(screen: screen, monitors: [big], struts: struts),
                       [Rect(x: 0, y: 32, width: 1280, height: 992)])
    }

    func testNetWorkAreaIsTheFallbackWithoutStruts() {
        let wa = Rect(x: 0, y: 24, width: 2304, height: 1000)
        XCTAssertEqual(WorkArea.compute(screen: screen, monitors: [big, small], struts: [], netWorkArea: wa),
                       [Rect(x: 0, y: 24, width: 1280, height: 1000), Rect(x: 1280, y: 24, width: 1024, height: 744)])
        // Struts win over _NET_WORKAREA.
        let strut = Strut(top: 10, topStartX: 0, topEndX: 2303)
        XCTAssertEqual(WorkArea.compute(screen: screen, monitors: [big], struts: [strut], netWorkArea: wa),
                       [Rect(x: 0, y: 10, width: 1280, height: 1014)])
        // A _NET_WORKAREA missing a monitor (stale after a hotplug) leaves it whole.
        XCTAssertEqual(WorkArea.compute(screen: screen, monitors: [small], struts: [],
                                        netWorkArea: Rect(x: 0, y: 0, width: 1280, height: 1024)),
                       [small.rect])
        XCTAssertEqual(WorkArea.compute(screen: screen, monitors: [big], struts: [], netWorkArea: nil), [big.rect])
    }

    func testConstraintAreaUsesTheMonitorHoldingMostOfTheSource() {
        let work = [Rect(x: 0, y: 24, width: 1280, height: 1000), Rect(x: 1280, y: 0, width: 1024, height: 718)]
        let monitors = [big, small]
        // 80 px on A, 120 on B.
        XCTAssertEqual(WorkArea.constraintArea(for: Rect(x: 1200, y: 100, width: 200, height: 50),
                                               monitors: monitors, workAreas: work),
                       Rect(x: 1296, y: 16, width: 992, height: 686))
        XCTAssertEqual(WorkArea.constraintArea(for: Rect(x: 1100, y: 100, width: 200, height: 50),
                                               monitors: monitors, workAreas: work, padding: 0),
                       work[0])
        // No work area for B: its whole rectangle.
        XCTAssertEqual(WorkArea.constraintArea(for: Rect(x: 2000, y: 100, width: 10, height: 10),
                                               monitors: monitors, workAreas: [work[0]], padding: 8),
                       Rect(x: 1288, y: 8, width: 1008, height: 752))
        XCTAssertNil(WorkArea.constraintArea(for: .zero, monitors: [], workAreas: []))
    }
}

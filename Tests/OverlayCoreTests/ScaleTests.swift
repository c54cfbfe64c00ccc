// ScaleTests: the factor every size is multiplied by, from Xft.dpi, the screen's or each
// monitor's millimetres (dunst 1.9's per_monitor_dpi), or a fixed number.
import OverlayCore
import XCTest

final class ScaleTests: XCTestCase {
    /// The desk: a 216-dpi laptop panel beside a 96-dpi office monitor, as
    /// `xrandr --setmonitor A 1280/150x1080/127+0+0` and `B 1280/338x1080/286+1280+0` make it.
    let dense = Monitor(name: "A", rect: Rect(x: 0, y: 0, width: 1280, height: 1080), millimetres: Size(width: 150, height: 127))
    let plain = Monitor(name: "B", rect: Rect(x: 1280, y: 0, width: 1280, height: 1080), millimetres: Size(width: 338, height: 286))

    func testAMonitorsDPIIsItsHeightOverItsMillimetresCutAsDunstCutsIt() {
        XCTAssertEqual(dense.dpi, 216)
        XCTAssertEqual(plain.dpi, 95, "95.9 is kept in dunst's int as 95")
        XCTAssertNil(Monitor(name: "X", rect: dense.rect).dpi, "no millimetres, no DPI")
    }

    func testPerMonitorTakesTheMonitorsDPINeverBelowOneAndIgnoresXft() {
        XCTAssertEqual(Scale.perMonitor.resolved(xftDPI: 96, monitor: dense), 2.25)
        XCTAssertEqual(Scale.perMonitor.resolved(xftDPI: 192, monitor: plain), 1, "dunst's MAX(1, dpi/96); Xft.dpi is not read")
        XCTAssertTrue(Scale.perMonitor.isPerMonitor)
        XCTAssertFalse(Scale.auto.isPerMonitor)
    }

    func testPerMonitorWithoutAMonitorsMillimetresFallsBackToTheScreen() {
        XCTAssertEqual(Scale.perMonitor.resolved(xftDPI: nil, screenDPI: 192, monitor: Monitor(name: "X", rect: dense.rect)), 2)
        XCTAssertEqual(Scale.perMonitor.resolved(xftDPI: nil, screenDPI: nil, monitor: nil), 1)
    }

    func testDunstsOwnScaleIsXftElseTheScreensDPINeverBelowOne() {
        XCTAssertEqual(Scale.dunst.resolved(xftDPI: 144, screenDPI: 100), 1.5)
        XCTAssertEqual(Scale.dunst.resolved(xftDPI: nil, screenDPI: 192), 2, "xrandr --dpi 192 without Xft.dpi")
        XCTAssertEqual(Scale.dunst.resolved(xftDPI: nil, screenDPI: 100.03), 100.0 / 96, "Xvfb's 100 dpi, cut to a whole number")
        XCTAssertEqual(Scale.dunst.resolved(xftDPI: 72, screenDPI: 100), 1, "never below 1")
        XCTAssertEqual(Scale.dunst.resolved(xftDPI: nil, screenDPI: nil), 1)
    }

    func testAutoAndAFactorStayAsTheyWere() {
        XCTAssertEqual(Scale.auto.resolved(xftDPI: 72, screenDPI: 192, monitor: dense), 0.75, "auto reads Xft.dpi only")
        XCTAssertEqual(Scale.auto.resolved(xftDPI: nil, screenDPI: 192, monitor: dense), 1)
        XCTAssertEqual(Scale.factor(1.5).resolved(xftDPI: 192, screenDPI: 192, monitor: dense), 1.5)
    }
}

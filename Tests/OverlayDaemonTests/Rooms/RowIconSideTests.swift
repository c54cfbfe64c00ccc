// RowIconSideTests: the side a pick's row icons are measured at before it opens (a window's
// _NET_WM_ICON is fetched at it, and a picture kept at another side is not drawn) is the side its
// painter draws them at where it opens: the theme's `element-icon` on that monitor (its `@media`
// by rofi's number for it too) at its DPI, or overlayd's row at the monitor's scale.
@testable import OverlayDaemon
import OverlayCore
import OverlayRender
import XCTest

final class RowIconSideTests: XCTestCase {
    func testARowIconIsMeasuredOnTheMonitorAndAtTheDPIThePickOpensAt() throws {
        let themes = RofiThemes(unthemed: try PickPainter())
        let hash = RasiFlatTheme.hash("element-icon { size: 10%; }")
        XCTAssertNoThrow(try themes.store(hash: hash, text: Array("element-icon { size: 10%; }".utf8)).get())
        var spec = PickSpec()
        spec.flavor = .rofi
        spec.theme = hash
        let small = Rect(x: 0, y: 0, width: 640, height: 480), large = Rect(x: 640, y: 0, width: 1920, height: 1440)
        XCTAssertEqual(try themes.rowIconSide(spec, at: PickPlace(area: small)), 48, "10% of a 480-high monitor")
        XCTAssertEqual(try themes.rowIconSide(spec, at: PickPlace(area: large)), 144, "10% of a 1440-high one")
        // rofi's default theme: an icon a line high (1em), which grows with the DPI.
        spec.theme = RasiFlatTheme.defaultName
        let plain = try themes.rowIconSide(spec, at: PickPlace(area: small))
        let dense = try themes.rowIconSide(spec, at: PickPlace(area: small, themeDPI: 216))
        XCTAssertEqual(Double(dense) / Double(plain), 2.25, accuracy: 0.2, "\(plain) → \(dense)")
        spec.theme = nil
        let unthemed = (plain: try themes.rowIconSide(spec, at: PickPlace(area: small)),
                        dense: try themes.rowIconSide(spec, at: PickPlace(area: small, scale: 2.25)))
        XCTAssertEqual(Double(unthemed.dense) / Double(unthemed.plain), 2.25, accuracy: 0.3, "\(unthemed)")
    }

    func testARowIconIsMeasuredWithTheMediaOfRofisNumberForTheMonitor() throws {
        let themes = RofiThemes(unthemed: try PickPainter())
        let text = "element-icon { size: 10%; } @media ( monitor-id: 1 ) { element-icon { size: 20%; } }"
        let hash = RasiFlatTheme.hash(text)
        XCTAssertNoThrow(try themes.store(hash: hash, text: Array(text.utf8)).get())
        var spec = PickSpec()
        spec.flavor = .rofi
        spec.theme = hash
        let small = Rect(x: 0, y: 0, width: 640, height: 480)
        XCTAssertEqual(try themes.rowIconSide(spec, at: PickPlace(area: small)), 48, "rofi's monitor 0: 10%")
        XCTAssertEqual(try themes.rowIconSide(spec, at: PickPlace(area: small, monitorID: 1)), 96, "rofi's monitor 1: its @media's 20%")
    }
}

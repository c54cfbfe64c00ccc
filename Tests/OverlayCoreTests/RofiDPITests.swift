// RofiDPITests: the DPI a themed pick draws at, from rofi's -dpi as rofi_view_create reads it.
import OverlayCore
import XCTest

final class RofiDPITests: XCTestCase {
    let dense = Monitor(name: "A", rect: Rect(x: 0, y: 0, width: 1280, height: 1080), millimetres: Size(width: 150, height: 127))
    let unknown = Monitor(name: "B", rect: Rect(x: 1280, y: 0, width: 1280, height: 1080))

    func testEachDpiAsRofiReadsIt() {
        XCTAssertEqual(RofiDPI.resolved(option: nil, monitor: dense, screenDPI: 100, perMonitorDPI: nil), 96, "unset: Pango's own")
        XCTAssertEqual(RofiDPI.resolved(option: nil, monitor: dense, screenDPI: 100, perMonitorDPI: 216), 216, "per-monitor stands for -dpi 1")
        XCTAssertEqual(RofiDPI.resolved(option: 1, monitor: dense, screenDPI: 100, perMonitorDPI: nil), 216, accuracy: 0.01,
                       "the monitor's height over its millimetres")
        XCTAssertEqual(RofiDPI.resolved(option: 1, monitor: unknown, screenDPI: 100, perMonitorDPI: nil), 100, "no millimetres: the screen's")
        XCTAssertEqual(RofiDPI.resolved(option: 0, monitor: dense, screenDPI: 100, perMonitorDPI: 216), 100, "the screen's")
        XCTAssertEqual(RofiDPI.resolved(option: 144, monitor: dense, screenDPI: 100, perMonitorDPI: 216), 144)
    }
}

// ModalDimTests: a modal dims what is under it without a compositor too (a darkened copy of
// the monitor taken when it appears), and clicks on it still go to the backdrop.
import XCTest

final class ModalDimTests: XCTestCase {
    /// Regression: without a compositor a modal's backdrop was invisible: nothing was dimmed.
    func testAModalDimsTheDesktopWithoutACompositor() throws {
        let s = try DaemonSession()
        _ = try s.x.createWindow(x: 0, y: 0, width: 1280, height: 800, background: RGB(0xff, 0xff, 0xff))
        _ = try s.x.createWindow(x: 40, y: 40, width: 100, height: 100, background: RGB(0, 0xff, 0))
        try s.sync()
        XCTAssertEqual(try s.x.screenshot().pixel(x: 90, y: 90), RGB(0, 0xff, 0))
        let o = try s.show(["--id", "m", "--modal", "--text", "modal"])
        XCTAssertEqual(o.mode, "shaped", "no compositor")
        let shot = try s.x.screenshot()
        // 70 % of each colour is kept, as the composited backdrop's 30 % black does.
        XCTAssertEqual(shot.pixel(x: 90, y: 90), RGB(0, 178, 0), "the green window is dimmed")
        XCTAssertEqual(shot.pixel(x: 400, y: 700), RGB(178, 178, 178), "the desktop is dimmed")
        XCTAssertNotEqual(shot.pixel(x: o.body.x + o.body.width / 2, y: o.body.y + 2), RGB(178, 178, 178), "the modal is not")
        try s.ok(["dismiss", "m"])
        try s.sync()
        XCTAssertEqual(try s.x.screenshot().pixel(x: 90, y: 90), RGB(0, 0xff, 0), "undimmed when it goes")
    }
}

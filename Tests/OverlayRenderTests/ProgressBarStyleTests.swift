// ProgressBarStyleTests: the bar's height, frame and corners as a style sets them (dunst's
// progress_bar_height and progress_bar_frame_width).
import OverlayCore
@testable import OverlayRender
import XCTest

final class ProgressBarStyleTests: XCTestCase {
    func testAFramedSquareBarOfTheStylesHeight() throws {
        var style = Style()
        style.background = Color(red: 0, green: 0, blue: 1)
        style.border = Color(red: 0, green: 1, blue: 0)
        style.accent = Color(red: 1, green: 0, blue: 0)
        (style.progressHeight, style.progressBorderWidth, style.progressCornerRadius) = (12, 2, 0)
        let canvas = try CairoCanvas(width: 100, height: 20)
        ProgressBar.draw(on: canvas.cr, value: 50, rect: Rect(x: 0, y: 4, width: 100, height: ProgressBar.height(style)), style: style)
        let image = canvas.image()
        XCTAssertEqual(ProgressBar.height(style), 12)
        XCTAssertTrue(image.pixel(0, 4).isClose(to: style.border), "square corner, framed: \(image.pixel(0, 4))")
        XCTAssertTrue(image.pixel(25, 10).isClose(to: style.accent), "filled half")
        XCTAssertTrue(image.pixel(75, 10).isClose(to: style.background), "the rest in the background colour")
        XCTAssertTrue(image.pixel(75, 5).isClose(to: style.border), "the frame along the top")
        XCTAssertEqual(image.pixel(50, 17).a, 0, "nothing below the 12 px")
    }

    func testTheDefaultBarIsAPillInTheBorderColour() throws {
        let style = Style()
        XCTAssertEqual(ProgressBar.height(style), 6, "half the 12 px padding")
        let canvas = try CairoCanvas(width: 100, height: 6)
        ProgressBar.draw(on: canvas.cr, value: 0, rect: Rect(x: 0, y: 0, width: 100, height: 6), style: style)
        XCTAssertLessThan(canvas.image().pixel(0, 0).a, 40, "round ends")
        XCTAssertGreaterThan(canvas.image().pixel(50, 3).a, 0, "the track")
    }
}

// DunstProgressBarTests: a notification with a value, drawn by the real dunst 1.9 and by
// overlayd after --import-dunstrc: the bar's filled part (highlight) and its frame land at
// the same place, as tall, within 4 px (issue #28: progress_bar_height and frame_width).
import Foundation
import XCTest

final class DunstProgressBarTests: XCTestCase {
    /// The box of the pixels of `colour` in `drawn`'s rectangle, relative to its top-left.
    func box(of colour: RGB, in drawn: DunstSideBySide.Drawn) -> (x: Int, y: Int, width: Int, height: Int)? {
        let r = drawn.rect
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in r.y..<(r.y + r.height) {
            for x in r.x..<(r.x + r.width) where drawn.shot.pixel(x: x, y: y).isClose(to: colour, tolerance: 8) {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        return minX == Int.max ? nil : (minX - r.x, minY - r.y, maxX - minX + 1, maxY - minY + 1)
    }

    func testTheBarLandsWhereDunstDrawsIt() throws {
        for (height, frame) in [(10, 1), (16, 3)] {
            let dunstrc = """
                [global]
                    width = 300
                    font = DejaVu Sans 10
                    frame_width = 2
                    frame_color = "#00ff00"
                    progress_bar_height = \(height)
                    progress_bar_frame_width = \(frame)
                [urgency_normal]
                    background = "#203040"
                    foreground = "#f0f0f0"
                    highlight = "#ff0000"
                """
            let seen = try DunstSideBySide(original: dunstrc, modern: dunstrc,
                                           notify: ["notify-send", "-h", "int:value:50", "Volume", "Half way"])
            let what = "progress_bar_height \(height), frame \(frame)"
            let t = try XCTUnwrap(box(of: RGB(255, 0, 0), in: seen.dunst), "\(what): dunst's bar")
            let o = try XCTUnwrap(box(of: RGB(255, 0, 0), in: seen.overlayd), "\(what): overlayd's bar\n\(seen.toml)")
            for (a, b, name) in [(o.x, t.x, "x"), (o.y, t.y, "y"), (o.width, t.width, "filled width"), (o.height, t.height, "height")] {
                XCTAssertLessThanOrEqual(abs(a - b), 4, "\(what): \(name): overlayd \(o), dunst \(t)")
            }
            // The bar's frame, in the frame colour, just left of the filled part.
            XCTAssertEqual(seen.overlayd.shot.pixel(x: seen.overlayd.rect.x + o.x - 1, y: seen.overlayd.rect.y + o.y + o.height / 2),
                           RGB(0, 255, 0), what)
        }
    }
}

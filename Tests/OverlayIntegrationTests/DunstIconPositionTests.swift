// DunstIconPositionTests: a notification with a 32 px red icon, drawn by the real dunst 1.9
// and by overlayd after --import-dunstrc: the icon lands at the same place in the window
// for icon_position = left, right and top, and is not drawn for off (issue #28, outcome 3).
import Foundation
import XCTest

final class DunstIconPositionTests: XCTestCase {
    /// The red pixels' box in `drawn`'s rectangle, relative to its top-left.
    func redBox(_ drawn: DunstSideBySide.Drawn) -> (x: Int, y: Int, width: Int, height: Int)? {
        let r = drawn.rect
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in r.y..<(r.y + r.height) {
            for x in r.x..<(r.x + r.width) where drawn.shot.pixel(x: x, y: y).isClose(to: RGB(255, 0, 0), tolerance: 30) {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        return minX == Int.max ? nil : (minX - r.x, minY - r.y, maxX - minX + 1, maxY - minY + 1)
    }

    func testTheIconLandsWhereDunstDrawsIt() throws {
        let dir = try TemporaryDirectory(prefix: "overlayd-dunst-icon")
        try SolidPNG.write(dir.file("red.png"), red: 1, green: 0, blue: 0)
        let notify = ["notify-send", "-i", dir.file("red.png"), "Build", "passed on the second try"]
        for position in ["left", "right", "top", "off"] {
            let dunstrc = """
                [global]
                    width = 300
                    font = DejaVu Sans 10
                    frame_width = 2
                    padding = 8
                    horizontal_padding = 10
                    icon_position = \(position)
                    min_icon_size = 32
                    max_icon_size = 32
                [urgency_normal]
                    background = "#203040"
                    foreground = "#f0f0f0"
                """
            let seen = try DunstSideBySide(original: dunstrc, modern: dunstrc, notify: notify)
            let (theirs, ours) = (redBox(seen.dunst), redBox(seen.overlayd))
            if position == "off" {
                XCTAssertNil(theirs, "dunst draws no icon")
                XCTAssertNil(ours, "overlayd draws no icon\n\(seen.toml)")
                continue
            }
            let t = try XCTUnwrap(theirs, "\(position): dunst's icon")
            let o = try XCTUnwrap(ours, "\(position): overlayd's icon\n\(seen.toml)")
            XCTAssertEqual(o.width, 32, position)
            XCTAssertLessThanOrEqual(abs(o.x - t.x), 4, "\(position): x \(o) vs dunst \(t)")
            XCTAssertLessThanOrEqual(abs(o.y - t.y), 4, "\(position): y \(o) vs dunst \(t)")
        }
    }
}

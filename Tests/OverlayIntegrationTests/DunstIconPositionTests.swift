// DunstIconPositionTests: a notification with a red icon, drawn by the real dunst 1.9 and by
// overlayd after --import-dunstrc: the icon lands at the same place in the window for
// icon_position = left, right and top, and is not drawn for off; it is as large as dunst
// draws it for min_icon_size and max_icon_size; the text keeps text_icon_padding from it
// (an imported dunstrc's icon looks as dunst draws it).
import Foundation
import XCTest

final class DunstIconPositionTests: XCTestCase {
    typealias Box = (x: Int, y: Int, width: Int, height: Int)

    /// The red pixels' box in `drawn`'s rectangle, relative to its top-left.
    func redBox(_ drawn: DunstSideBySide.Drawn) -> Box? {
        DunstSideBySide.box(in: drawn) { $0.isClose(to: RGB(255, 0, 0), tolerance: 30) }
    }

    /// The text's ink (light pixels, not the icon's red) in `drawn`'s rectangle.
    func textBox(_ drawn: DunstSideBySide.Drawn) -> Box? {
        DunstSideBySide.box(in: drawn) { $0.g > 150 && $0.b > 150 && !$0.isClose(to: RGB(0, 255, 0), tolerance: 30) }
    }

    func dunstrc(_ position: String, min: Int = 32, max: Int = 32, more: String = "") -> String {
        """
        [global]
            width = 300
            font = DejaVu Sans 10
            frame_width = 2
            frame_color = "#00ff00"
            padding = 8
            horizontal_padding = 10
            icon_position = \(position)
            min_icon_size = \(min)
            max_icon_size = \(max)
            \(more)
        [urgency_normal]
            background = "#203040"
            foreground = "#f0f0f0"
        """
    }

    func testTheIconLandsWhereDunstDrawsIt() throws {
        let dir = try TemporaryDirectory(prefix: "overlayd-dunst-icon")
        try SolidPNG.write(dir.file("red.png"), red: 1, green: 0, blue: 0)
        let notify = ["notify-send", "-i", dir.file("red.png"), "Build", "passed on the second try"]
        for position in ["left", "right", "top", "off"] {
            let seen = try DunstSideBySide(original: dunstrc(position), modern: dunstrc(position), notify: notify)
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

    /// Icons of their own sizes: a small one raised to min_icon_size, a wide one raised by its
    /// shorter side, a large one lowered to max_icon_size by its longer side, and with both 0
    /// one at its own size: as wide and as tall as dunst draws them, within 1 px.
    func testIconsAreScaledAsDunstScalesThem() throws {
        let dir = try TemporaryDirectory(prefix: "overlayd-dunst-icon-size")
        for (width, height, least, most) in [(16, 16, 32, 128), (64, 24, 32, 128), (200, 100, 32, 128), (40, 40, 0, 0), (300, 300, 0, 64)] {
            let file = dir.file("red-\(width)x\(height).png")
            try SolidPNG.write(file, red: 1, green: 0, blue: 0, width: Int32(width), height: Int32(height))
            let what = "a \(width)x\(height) icon, min_icon_size \(least), max_icon_size \(most)"
            let text = dunstrc("left", min: least, max: most)
            let seen = try DunstSideBySide(original: text, modern: text, notify: ["notify-send", "-i", file, "Build", "passed"])
            let t = try XCTUnwrap(redBox(seen.dunst), "\(what): dunst's icon")
            let o = try XCTUnwrap(redBox(seen.overlayd), "\(what): overlayd's icon\n\(seen.toml)")
            XCTAssertLessThanOrEqual(abs(o.width - t.width), 1, "\(what): \(o) vs dunst \(t)")
            XCTAssertLessThanOrEqual(abs(o.height - t.height), 1, "\(what): \(o) vs dunst \(t)")
            XCTAssertLessThanOrEqual(abs(o.x - t.x) + abs(o.y - t.y), 4, "\(what): \(o) vs dunst \(t)")
            XCTAssertLessThanOrEqual(abs(seen.overlayd.rect.height - seen.dunst.rect.height), 4,
                                     "\(what): as tall: overlayd \(seen.overlayd.rect), dunst \(seen.dunst.rect)")
        }
    }

    /// text_icon_padding = 24 beside the icon and above the text: the text starts where dunst's does.
    func testTextIconPaddingAsDunst() throws {
        let dir = try TemporaryDirectory(prefix: "overlayd-dunst-icon-gap")
        try SolidPNG.write(dir.file("red.png"), red: 1, green: 0, blue: 0)
        let notify = ["notify-send", "-i", dir.file("red.png"), "Build", "passed on the second try"]
        for position in ["left", "right", "top"] {
            let text = dunstrc(position, more: "text_icon_padding = 24")
            let seen = try DunstSideBySide(original: text, modern: text, notify: notify)
            let t = try XCTUnwrap(textBox(seen.dunst), "\(position): dunst's text")
            let o = try XCTUnwrap(textBox(seen.overlayd), "\(position): overlayd's text\n\(seen.toml)")
            XCTAssertLessThanOrEqual(abs(o.x - t.x), 4, "\(position): text \(o) vs dunst \(t)")
            XCTAssertLessThanOrEqual(abs(o.y - t.y), 4, "\(position): text \(o) vs dunst \(t)")
        }
    }
}

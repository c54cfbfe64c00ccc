// DunstProgressBarTests: a notification with a value, drawn by the real dunst 1.9 and by
// overlayd after --import-dunstrc: the bar's filled part (highlight) and its frame land at
// the same place, as tall and as wide, within 4 px (progress_bar_height,
// frame_width, min and max width, horizontal alignment), and progress_bar = false draws none.
import Foundation
import XCTest

final class DunstProgressBarTests: XCTestCase {
    /// The box of the pixels of `colour` in `drawn`'s rectangle, relative to its top-left.
    func box(of colour: RGB, in drawn: DunstSideBySide.Drawn) -> (x: Int, y: Int, width: Int, height: Int)? {
        DunstSideBySide.box(in: drawn) { $0.isClose(to: colour, tolerance: 8) }
    }

    func dunstrc(width: String = "300", _ more: String) -> String {
        """
        [global]
            width = \(width)
            font = DejaVu Sans 10
            frame_width = 2
            frame_color = "#00ff00"
            \(more)
        [urgency_normal]
            background = "#203040"
            foreground = "#f0f0f0"
            highlight = "#ff0000"
        """
    }

    /// Draws `dunstrc` with a value of `value` both ways; the filled parts' boxes.
    func bars(_ dunstrc: String, value: Int = 50, _ what: String) throws
        -> (ours: (x: Int, y: Int, width: Int, height: Int), theirs: (x: Int, y: Int, width: Int, height: Int), seen: DunstSideBySide) {
        let seen = try DunstSideBySide(original: dunstrc, modern: dunstrc,
                                       notify: ["notify-send", "-h", "int:value:\(value)", "Volume", "Half way"])
        let t = try XCTUnwrap(box(of: RGB(255, 0, 0), in: seen.dunst), "\(what): dunst's bar")
        let o = try XCTUnwrap(box(of: RGB(255, 0, 0), in: seen.overlayd), "\(what): overlayd's bar\n\(seen.toml)")
        return (o, t, seen)
    }

    func assertClose(_ o: (x: Int, y: Int, width: Int, height: Int), _ t: (x: Int, y: Int, width: Int, height: Int), _ what: String,
                     file: StaticString = #filePath, line: UInt = #line) {
        for (a, b, name) in [(o.x, t.x, "x"), (o.y, t.y, "y"), (o.width, t.width, "filled width"), (o.height, t.height, "height")] {
            XCTAssertLessThanOrEqual(abs(a - b), 4, "\(what): \(name): overlayd \(o), dunst \(t)", file: file, line: line)
        }
    }

    func testTheBarLandsWhereDunstDrawsIt() throws {
        for (height, frame) in [(10, 1), (16, 3)] {
            let what = "progress_bar_height \(height), frame \(frame)"
            let (o, t, seen) = try bars(dunstrc("progress_bar_height = \(height)\n    progress_bar_frame_width = \(frame)"), what)
            assertClose(o, t, what)
            // The bar's frame, in the frame colour, just left of the filled part.
            XCTAssertEqual(seen.overlayd.shot.pixel(x: seen.overlayd.rect.x + o.x - 1, y: seen.overlayd.rect.y + o.y + o.height / 2),
                           RGB(0, 255, 0), what)
        }
    }

    /// progress_bar_max_width = 120 under a 300 px notification, at each alignment: the bar as
    /// wide and at the same place (a full bar, so its filled part is the whole bar).
    func testANarrowBarIsAlignedAsDunstAlignsIt() throws {
        for alignment in ["left", "center", "right"] {
            let what = "progress_bar_horizontal_alignment = \(alignment)"
            let (o, t, _) = try bars(dunstrc("progress_bar_min_width = 100\n    progress_bar_max_width = 120\n    progress_bar_horizontal_alignment = \(alignment)"),
                                     value: 100, what)
            assertClose(o, t, what)
            XCTAssertLessThan(o.width, 130, what)
        }
    }

    /// width = (0, 400) with a short text: progress_bar_min_width = 250 widens the notification
    /// (and the bar) as much as dunst's.
    func testTheLeastBarWidthWidensTheNotificationAsDunst() throws {
        let what = "progress_bar_min_width = 250"
        let (o, t, seen) = try bars(dunstrc(width: "(0, 400)", "progress_bar_min_width = 250"), value: 100, what)
        assertClose(o, t, what)
        XCTAssertLessThanOrEqual(abs(seen.overlayd.rect.width - seen.dunst.rect.width), 4,
                                 "width: overlayd \(seen.overlayd.rect), dunst \(seen.dunst.rect)\n\(seen.toml)")
    }

    /// progress_bar = false: a value hint draws no bar, in either.
    func testNoBarWhenProgressBarIsOff() throws {
        let seen = try DunstSideBySide(original: dunstrc("progress_bar = false"), modern: dunstrc("progress_bar = false"),
                                       notify: ["notify-send", "-h", "int:value:50", "Volume", "Half way"])
        XCTAssertNil(box(of: RGB(255, 0, 0), in: seen.dunst), "dunst draws no bar")
        XCTAssertNil(box(of: RGB(255, 0, 0), in: seen.overlayd), "overlayd draws no bar\n\(seen.toml)")
        XCTAssertLessThanOrEqual(abs(seen.overlayd.rect.height - seen.dunst.rect.height), 4,
                                 "as tall: overlayd \(seen.overlayd.rect), dunst \(seen.dunst.rect)")
    }
}

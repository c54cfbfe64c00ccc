// RofiBackgroundImageSideBySideTests: `background-image` painted as rofi 1.7.3 paints it, pixel beside
// pixel with the real rofi: linear gradients (a side, an angle, several colours) and url() pictures (at
// their size, repeated; scaled to the widget's width; a bare name found in the icon theme), on the window of `rofi -dmenu -theme-str`, through
// the whole path a user's theme takes (read by the client, flattened, parsed again by the daemon).
// Compared: the window's 40-pixel padding, where nothing but the window's background shows.
import CCairo
import Foundation
import XCTest

final class RofiBackgroundImageSideBySideTests: XCTestCase {
    /// A 30x20 PNG, its left half green and its right half yellow.
    func writeHalves(_ path: String) throws {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 30, 20), let cr = cairo_create(surface) else {
            throw HarnessError.io("cairo")
        }
        cairo_set_source_rgb(cr, 0, 0.8, 0)
        cairo_rectangle(cr, 0, 0, 15, 20)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 1, 1, 0)
        cairo_rectangle(cr, 15, 0, 15, 20)
        cairo_fill(cr)
        cairo_destroy(cr)
        XCTAssertEqual(cairo_surface_write_to_png(surface, path), CAIRO_STATUS_SUCCESS)
        cairo_surface_destroy(surface)
    }

    /// The padding band's pixels (window coordinates), row by row.
    func band(_ shot: Screenshot) -> [RGB] {
        var out: [RGB] = []
        for y in 0..<shot.height {
            for x in 0..<shot.width where y < 40 || x < 40 || x >= shot.width - 40 || y >= shot.height - 40 {
                out.append(RGB(hex: shot.pixels[y * shot.width + x]))
            }
        }
        return out
    }

    func testBackgroundImagesArePaintedAsRofiPaintsThem() throws {
        let runner = try PeerMenuRunner(try DaemonSession())
        let png = runner.dir.file("halves.png")
        try writeHalves(png)
        // The same picture as an icon of the user's hicolor theme, which a bare url() name finds first.
        let icons = runner.dir.file("home") + "/.local/share/icons/hicolor/32x32/apps"
        try FileManager.default.createDirectory(atPath: icons, withIntermediateDirectories: true)
        try writeHalves(icons + "/overlayd-halves.png")
        let base = "window { padding: 40px; border: 0; background-color: #000000; } listview { lines: 3; } "
        let black = RGB(0, 0, 0)
        let cases: [(image: String, shows: [RGB])] = [
            ("linear-gradient(to bottom, #ff0000, #0000ff)", [RGB(0xff, 0, 0)]),
            ("linear-gradient(45deg, #ff0000, #00ff00, #0000ff)", []),
            ("url(\"\(png)\", none)", [RGB(0, 0xcc, 0), RGB(0xff, 0xff, 0)]),
            ("url(\"\(png)\", width)", [RGB(0, 0xcc, 0), RGB(0xff, 0xff, 0)]),
            ("url(\"overlayd-halves\", none)", [RGB(0, 0xcc, 0), RGB(0xff, 0xff, 0)]),
        ]
        let rows = try runner.inputFile("one\ntwo\nthree\n")
        for c in cases {
            let args = ["-dmenu", "-theme-str", base + "window { background-image: \(c.image); }"]
            // Painted once the picture is there (both load it after the first frame).
            let drawn: (Screenshot) -> Bool = { $0.width > 2 && RGB(hex: $0.pixels[$0.width + 1]) != black }
            let real = try runner.settledRofiShot(["rofi", "-no-lazy-grab"] + args, environment: runner.environment, stdin: rows, until: drawn)
            let ours = try runner.settledRofiShot([runner.ours + "/rofi"] + args, environment: runner.environment, stdin: rows, ours: true, until: drawn)
            XCTAssertTrue(zip(real.frame, ours.frame).allSatisfy { abs($0 - $1) <= 3 }, "\(c.image): ours \(ours.frame), rofi's \(real.frame)")
            let theirs = band(real.shot), mine = band(ours.shot)
            for colour in c.shows {
                XCTAssertGreaterThan(theirs.filter { $0.isClose(to: colour, tolerance: 8) }.count, 100, "rofi shows \(colour) for \(c.image)")
            }
            guard theirs.count == mine.count else { XCTFail("\(c.image): the windows differ in size"); continue }
            let differing = zip(theirs, mine).filter { !$0.isClose(to: $1, tolerance: 16) }.count
            XCTAssertLessThan(differing * 100, theirs.count * 2, "\(c.image): \(differing) of \(theirs.count) padding pixels differ from rofi's")
        }
    }
}

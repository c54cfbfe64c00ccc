// IconTests: a picture beside the text: `--icon` with a PNG, and a notification's icon.
import Foundation
import XCTest

final class IconTests: XCTestCase {
    func png(_ path: String, red: Double, green: Double, blue: Double) throws {
        try SolidPNG.write(path, red: red, green: green, blue: blue)
    }

    func testIconIsDrawnBesideTheText() throws {
        let s = try DaemonSession()
        let dir = try TemporaryDirectory(prefix: "overlayd-icon")
        try png(dir.file("red.png"), red: 1, green: 0, blue: 0)
        let plain = try s.show(["--id", "plain", "--text", "no icon", "--attach", "rect:200,200,10,10"])
        let o = try s.show(["--id", "i", "--icon", dir.file("red.png"), "--text", "with an icon", "--attach", "rect:700,200,10,10"])
        XCTAssertGreaterThan(o.body.width, plain.body.width, "room for the icon")
        try s.sync() // the X server has drawn it: `list` does not wait for that
        let shot = try s.x.screenshot()
        // The icon square sits inside the padding at the body's top-left (32 px by default).
        XCTAssertEqual(shot.pixel(x: o.body.x + 12 + 16, y: o.body.y + 12 + 16), RGB(0xff, 0, 0))
        XCTAssertEqual(try s.request(["show", "--icon", ""])["error"]?.stringValue, "--icon: expected a picture file or an icon name")
    }

    func testNotificationIconFromAFile() throws {
        let bus = try SessionBus()
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let dir = try TemporaryDirectory(prefix: "overlayd-icon")
        try png(dir.file("green.png"), red: 0, green: 1, blue: 0)
        XCTAssertEqual(try bus.run(["notify-send", "-i", dir.file("green.png"), "Build", "passed"]).0, 0)
        try s.sync()
        let o = try XCTUnwrap(try s.overlay("n1"))
        XCTAssertEqual(try s.x.screenshot().pixel(x: o.body.x + 12 + 16, y: o.body.y + 12 + 16), RGB(0, 0xff, 0))
    }

    func testSVGIconsAreDrawnThroughLibrsvg() throws {
        let s = try DaemonSession()
        let dir = try TemporaryDirectory(prefix: "overlayd-svg")
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" fill="#0000ff"/></svg>"##.utf8)
            .write(to: URL(fileURLWithPath: dir.file("blue.svg")))
        // librsvg (and the libraries it brings) is loaded on the first SVG, not at start.
        func librsvgMapped() throws -> Bool {
            // Read to the end: /proc files report no size, and a sanitizer's maps are long.
            let maps = try XCTUnwrap(FileHandle(forReadingAtPath: "/proc/\(s.daemon.pid)/maps")).readDataToEndOfFile()
            return String(decoding: maps, as: UTF8.self).contains("librsvg")
        }
        _ = try s.show(["--text", "no icon yet"])
        XCTAssertFalse(try librsvgMapped(), "librsvg is not loaded before an SVG is drawn")
        let o = try s.show(["--icon", dir.file("blue.svg"), "--text", "vector"])
        try s.sync()
        XCTAssertEqual(try s.x.screenshot().pixel(x: o.body.x + 12 + 16, y: o.body.y + 12 + 16), RGB(0, 0, 0xff))
        XCTAssertTrue(try librsvgMapped())
    }
}

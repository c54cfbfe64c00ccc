// BackgroundScreenTests: `--background` backdrops on Xvfb, by their pixels: a colour laid
// over the desktop and a blur of it, with and without picom, and `--background-dismiss`.
import XCTest

final class BackgroundScreenTests: XCTestCase {
    /// A white desktop with a black square whose edge at x = 300 a blur softens.
    func scene(compositor: Bool) throws -> (DaemonSession, HelperProcess?) {
        let s = try DaemonSession()
        let picom = compositor ? try s.startCompositor() : nil
        _ = try s.x.createWindow(x: 0, y: 0, width: 1280, height: 800, background: RGB(0xff, 0xff, 0xff))
        _ = try s.x.createWindow(x: 100, y: 100, width: 200, height: 200, background: RGB(0, 0, 0))
        try s.sync()
        // picom has redirected windows by now (startCompositor): the desktop is on screen once
        // it has painted them, and a backdrop copies the screen as it is.
        _ = try settled(s) { $0.pixel(x: 200, y: 200) == RGB(0, 0, 0) && $0.pixel(x: 600, y: 600) == RGB(0xff, 0xff, 0xff) }
        return (s, picom)
    }

    /// picom paints on its own schedule: screenshots (round trips, not sleeps) until `done`
    /// holds or 5 s pass; the last one either way.
    func settled(_ s: DaemonSession, until done: (Screenshot) -> Bool) throws -> Screenshot {
        let deadline = Deadline(seconds: 5)
        var shot = try s.x.screenshot()
        while !done(shot), !deadline.hasPassed { shot = try s.x.screenshot() }
        return shot
    }

    func colourLaidOver(compositor: Bool) throws {
        let (s, picom) = try scene(compositor: compositor)
        defer { withExtendedLifetime(picom) {} }
        let o = try s.show(["--id", "c", "--background", "color:#ff000080", "--attach", "rect:900,500,10,10", "--text", "tinted"])
        XCTAssertEqual(o.mode, compositor ? "argb" : "shaped")
        let shot = try settled(s) {
            $0.pixel(x: 600, y: 400).isClose(to: RGB(0xff, 0x7f, 0x7f), tolerance: 2) && $0.pixel(x: 200, y: 200).isClose(to: RGB(0x80, 0, 0), tolerance: 2)
        }
        // Half red over white and over black: the alpha blends alike either way (±2 for rounding).
        XCTAssertTrue(shot.pixel(x: 600, y: 400).isClose(to: RGB(0xff, 0x7f, 0x7f), tolerance: 2), "\(shot.pixel(x: 600, y: 400))")
        XCTAssertTrue(shot.pixel(x: 200, y: 200).isClose(to: RGB(0x80, 0, 0), tolerance: 2), "\(shot.pixel(x: 200, y: 200))")
        XCTAssertNotEqual(shot.pixel(x: o.body.x + o.body.width / 2, y: o.body.y + 2), RGB(0xff, 0x7f, 0x7f), "the overlay is not tinted")
        // Without --background-dismiss a tap on it is taken and nothing goes.
        let input = try XTestInput(s.x)
        input.click(x: 600, y: 400)
        try s.sync()
        XCTAssertNotNil(try s.overlay("c"))
        try s.ok(["dismiss", "c"])
        try s.sync()
        XCTAssertEqual(try settled(s) { $0.pixel(x: 600, y: 400) == RGB(0xff, 0xff, 0xff) }.pixel(x: 600, y: 400), RGB(0xff, 0xff, 0xff),
                       "gone with it")
    }

    func testAColourBackdropWithoutACompositor() throws { try colourLaidOver(compositor: false) }
    func testAColourBackdropUnderPicom() throws { try colourLaidOver(compositor: true) }

    func blurred(compositor: Bool) throws {
        let (s, picom) = try scene(compositor: compositor)
        defer { withExtendedLifetime(picom) {} }
        let events = try s.watcher()
        _ = try s.show(["--id", "b", "--background", "blur:16", "--background-dismiss", "--attach", "rect:900,500,10,10",
                        "--text", "blurred"])
        _ = try events.nextEvent()
        let shot = try settled(s) { (60...200).contains(Int($0.pixel(x: 300, y: 200).r)) && $0.pixel(x: 600, y: 600).r > 250 }
        // Far from the square's edge the colours stay; at the edge they run together.
        XCTAssertTrue(shot.pixel(x: 200, y: 200).isClose(to: RGB(0, 0, 0), tolerance: 4), "\(shot.pixel(x: 200, y: 200))")
        XCTAssertTrue(shot.pixel(x: 600, y: 600).isClose(to: RGB(0xff, 0xff, 0xff), tolerance: 4), "\(shot.pixel(x: 600, y: 600))")
        let edge = shot.pixel(x: 300, y: 200)
        XCTAssertTrue((60...200).contains(Int(edge.r)), "grey at the edge: \(edge)")
        XCTAssertTrue(shot.pixel(x: 292, y: 200).r < edge.r && edge.r < shot.pixel(x: 308, y: 200).r, "a ramp across the edge")
        // --background-dismiss: a tap on the backdrop takes it away.
        try XTestInput(s.x).click(x: 600, y: 600)
        XCTAssertEqual(try events.nextEvent().serialized, #"{"event":"dismissed","id":"b","reason":"outside"}"#)
        try s.sync()
        XCTAssertEqual(try settled(s) { $0.pixel(x: 300, y: 200) == RGB(0xff, 0xff, 0xff) }.pixel(x: 300, y: 200), RGB(0xff, 0xff, 0xff),
                       "the sharp edge is back")
    }

    func testABlurBackdropWithoutACompositor() throws { try blurred(compositor: false) }
    /// picom honours no blur-behind hint from other clients: the copy is blurred by overlayd.
    func testABlurBackdropUnderPicom() throws { try blurred(compositor: true) }
}

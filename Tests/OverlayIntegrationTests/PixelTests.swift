// PixelTests: what the user sees: the arrow tip on the anchor, a translucent shadow with a
// compositor, and no black box (only the shape) without one.
import CX11
import XCTest

final class PixelTests: XCTestCase {
    let background = RGB(0x30, 0x60, 0x90)

    /// A large window of a known colour to be the backdrop, and a source window on it.
    func setUpScene(_ s: DaemonSession) throws -> (backdrop: Window, source: Window) {
        let backdrop = try s.x.createWindow(x: 0, y: 0, width: 1280, height: 800, background: background)
        let source = try s.x.createWindow(x: 400, y: 200, width: 300, height: 120, background: RGB(0xee, 0xee, 0xee))
        return (backdrop, source)
    }

    func testArrowTipIsAtTheAnchorPoint() throws {
        let s = try DaemonSession()
        let (_, source) = try setUpScene(s)
        let o = try s.show(["--attach", String(source), "--text", "arrow"])
        let tip = try XCTUnwrap(o.arrow)
        // Anchor `bottom` of the source: the middle of its bottom edge.
        XCTAssertEqual(tip.x, 400 + 150)
        XCTAssertEqual(tip.y, 200 + 120)
        let shot = try s.x.screenshot()
        // Below the tip the arrow widens: the column under the tip turns from the
        // source's bottom edge to popover pixels within a few pixels, then the body.
        let firstNonBackground = (tip.y..<(tip.y + 12)).first { shot.pixel(x: tip.x, y: $0) != background }
        XCTAssertNotNil(firstNonBackground)
        XCTAssertLessThanOrEqual(try XCTUnwrap(firstNonBackground) - tip.y, 2, "the arrow starts at the anchor")
        // Beside the tip, a few pixels out, is still the backdrop: it is an arrow, not a bar.
        XCTAssertEqual(shot.pixel(x: tip.x - 12, y: tip.y + 2), background)
        XCTAssertEqual(shot.pixel(x: tip.x + 12, y: tip.y + 2), background)
        // The body is white.
        XCTAssertEqual(shot.pixel(x: o.body.x + o.body.width / 2, y: o.body.y + o.body.height - 3), RGB(0xff, 0xff, 0xff))
    }

    func testWithoutCompositorTheShadowMarginShowsTheBackdrop() throws {
        let s = try DaemonSession()
        _ = try setUpScene(s)
        let o = try s.show(["--text", "no black box"])
        let shot = try s.x.screenshot()
        // Between the body and the window edge there is no shadow and no black: the backdrop.
        let below = o.body.y + o.body.height + 3
        XCTAssertLessThan(below, o.frame.y + o.frame.height)
        XCTAssertEqual(shot.pixel(x: o.body.x + o.body.width / 2, y: below), background)
        XCTAssertEqual(shot.pixel(x: o.frame.x, y: o.frame.y), background)
        XCTAssertEqual(shot.count(of: .black, x: o.frame.x, y: o.frame.y, width: o.frame.width, height: o.frame.height), 0)
    }

    func testWithCompositorTheShadowIsTranslucent() throws {
        let s = try DaemonSession()
        _ = try setUpScene(s)
        let picom = try s.startCompositor()
        let o = try s.show(["--text", "soft shadow"])
        // picom paints on its own schedule, and just after it starts it may show a new
        // window's first frame unblended for a moment. Take screenshots of the window (each a
        // round trip, not a sleep) until the backdrop shows through its transparent corner and
        // the body is painted; if that never happens, transparency is broken.
        let deadline = Deadline(seconds: 5)
        let f = o.frame
        var shot = try s.x.screenshot(x: f.x, y: f.y, width: f.width, height: f.height)
        while !(shot.pixel(x: f.x, y: f.y).isClose(to: background, tolerance: 6)
                && shot.pixel(x: o.body.x + o.body.width / 2, y: o.body.y + o.body.height - 3) == .white) {
            guard !deadline.hasPassed else {
                XCTFail("the backdrop never showed through: corner \(shot.pixel(x: f.x, y: f.y))")
                return
            }
            shot = try s.x.screenshot(x: f.x, y: f.y, width: f.width, height: f.height)
        }
        // Just below the body the shadow darkens the backdrop, but does not hide it.
        let p = shot.pixel(x: o.body.x + o.body.width / 2, y: o.body.y + o.body.height + 3)
        XCTAssertLessThan(p.b, background.b, "shadow darkens: \(p)")
        XCTAssertGreaterThan(p.b, background.b / 3, "shadow is translucent: \(p)")
        XCTAssertNotEqual(p, .black)
        try picom.stop()
    }
}

final class ProgressBarTests: XCTestCase {
    func testValueDrawsAProgressBarFilledToThatFraction() throws {
        let s = try DaemonSession()
        let o = try s.show(["--title", "Volume", "--value", "40", "--text", "40%"])
        let shot = try s.x.screenshot()
        let padding = 12, barHeight = 6
        let y = o.body.y + o.body.height - padding - barHeight / 2
        let x0 = o.body.x + padding, width = o.body.width - 2 * padding
        let accent = RGB(0x35, 0x84, 0xe4)
        XCTAssertEqual(shot.pixel(x: x0 + width / 5, y: y), accent, "filled at 20%")
        XCTAssertEqual(shot.pixel(x: x0 + width * 3 / 10, y: y), accent, "filled at 30%")
        XCTAssertNotEqual(shot.pixel(x: x0 + width / 2, y: y), accent, "empty at 50%")
        XCTAssertNotEqual(shot.pixel(x: x0 + width * 4 / 5, y: y), accent, "empty at 80%")
        XCTAssertEqual(try s.request(["show", "--value", "140"])["error"]?.stringValue, "--value: expected 0 to 100: 140")
    }
}

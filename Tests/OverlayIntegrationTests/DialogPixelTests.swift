// DialogPixelTests: what a dialog puts on screen, read back from the X server: a progress bar
// filled in the accent colour up to its percentage (and further after `dialog-update`), and a
// scale's filled track ending where its value is.
import Foundation
import XCTest

final class DialogPixelTests: XCTestCase {
    /// overlayd's default accent, #3584e4.
    static let accent = RGB(0x35, 0x84, 0xe4)

    func track(_ s: DaemonSession, _ id: String) throws -> [Int] {
        let dialog = try XCTUnwrap(try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["id"]?.stringValue == id })
        let r = dialog["track"]?.arrayValue?.compactMap(\.intValue) ?? []
        XCTAssertEqual(r.count, 4, "\(dialog)")
        return r
    }

    /// Whether the pixel at `fraction` of the track's width, on its middle row, is the accent.
    func filled(_ s: DaemonSession, _ r: [Int], at fraction: Double) throws -> Bool {
        try s.sync()
        let x = r[0] + Int(Double(r[2]) * fraction), y = r[1] + r[3] / 2
        return try s.x.screenshot(x: x, y: y, width: 1, height: 1).pixel(x: x, y: y).isClose(to: Self.accent, tolerance: 8)
    }

    func testAProgressBarIsFilledToItsPercentage() throws {
        let s = try DaemonSession()
        try s.ok(["dialog", "progress", "--id", "p", "--value", "50", "--text", "Copying"])
        let r = try track(s, "p")
        XCTAssertTrue(try filled(s, r, at: 0.25), "the first half is filled")
        XCTAssertFalse(try filled(s, r, at: 0.75), "the second is not")
        try s.ok(["dialog-update", "p", "--value", "90"])
        XCTAssertTrue(try filled(s, r, at: 0.75), "filled further once fed 90")
    }

    func testAScalesTrackIsFilledUpToItsValue() throws {
        let s = try DaemonSession()
        try s.ok(["dialog", "scale", "--id", "s", "--value", "20", "--text", "Volume"])
        let r = try track(s, "s")
        XCTAssertTrue(try filled(s, r, at: 0.1))
        XCTAssertFalse(try filled(s, r, at: 0.6))
        let input = try XTestInput(s.x)
        try input.pressKey("End")
        try s.x.waitUntil("the scale at its maximum") {
            try s.ok(["list"])["overlays"]?.arrayValue?.first?["value"]?.intValue == 100
        }
        XCTAssertTrue(try filled(s, r, at: 0.6), "End filled it")
    }
}

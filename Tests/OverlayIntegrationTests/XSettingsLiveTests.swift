// XSettingsLiveTests: the daemon follows the desktop's xsettings manager while it runs: a
// changed Xft/DPI (the user changed the scale) rescales the overlays shown and the next
// ones, and a new manager taking the selection (MANAGER on root) is read and followed too.
import CX11
import XCTest

final class XSettingsLiveTests: XCTestCase {
    func testShownOverlaysFollowTheDesktopsDPIAsItChanges() throws {
        let s = try DaemonSession()
        let first = try TestXSettingsManager(s.x, integers: ["Xft/DPI": 96 * 1024])
        let shown = ["--id", "scaled", "--text", "Scale follows the desktop", "--position", "center"]
        let base = try s.show(shown).body
        func body(_ id: String = "scaled") throws -> ShapeRectangle {
            try s.sync()
            return try XCTUnwrap(try s.overlay(id)).body
        }

        first.set(integers: ["Xft/DPI": 192 * 1024])
        let doubled = try body()
        XCTAssertGreaterThan(Double(doubled.width), 1.6 * Double(base.width), "twice the DPI: \(base) → \(doubled)")
        XCTAssertGreaterThan(Double(doubled.height), 1.6 * Double(base.height), "twice the DPI: \(base) → \(doubled)")
        let next = try s.show(["--id", "next", "--text", "Scale follows the desktop", "--position", "top"]).body
        XCTAssertEqual(next.width, doubled.width, "a new overlay takes the new scale too")

        // Another settings daemon replaces the first; the old window stops counting.
        let second = try TestXSettingsManager(s.x, integers: ["Xft/DPI": 96 * 1024])
        XCTAssertEqual(try body().width, base.width, "the new manager's DPI")
        first.set(integers: ["Xft/DPI": 288 * 1024])
        XCTAssertEqual(try body().width, base.width, "the replaced manager is not read")
        second.set(integers: ["Xft/DPI": 144 * 1024])
        let half = try body()
        XCTAssertGreaterThan(Double(half.width), 1.3 * Double(base.width), "the new manager is followed: \(base) → \(half)")
        XCTAssertLessThan(half.width, doubled.width)
    }
}

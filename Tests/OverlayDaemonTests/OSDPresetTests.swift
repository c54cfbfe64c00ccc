// OSDPresetTests: the built-in `volume` and `brightness` presets on a fresh install (no config
// file): an on-screen display with a progress bar, low in the middle, replaced in place.
@testable import OverlayDaemon
import Foundation
import OverlayCore
import OverlayProtocol
import XCTest

final class OSDPresetTests: XCTestCase {
    /// `overlayctl show --preset volume --value 40` works as the README's on-screen display
    /// reads (it failed with "no preset named volume").
    func testVolumeIsAnOSDLowInTheMiddleThatReplacesItself() throws {
        let d = try DaemonHarness()
        XCTAssertEqual(d.ok("show --preset volume --value 40")["id"]?.stringValue, "volume")
        let first = try XCTUnwrap(d.window("volume"))
        let listed = try XCTUnwrap(d.listed("volume"))
        let body = try XCTUnwrap(listed["body"]?.rectValue)
        // The fake's monitor is 1920x1080 at 0,0; the osd container hangs 96 px above its
        // bottom, and the style keeps its screen padding.
        XCTAssertEqual(body.midX, 960, accuracy: 1, "centred")
        XCTAssertEqual(body.maxY, 1080 - 96 - Style().screenPadding, "low on the monitor")
        XCTAssertTrue(first.clickThrough)
        XCTAssertEqual(d.controller.rooms.popovers["volume"]?.content.value, 40, "a progress bar")

        for value in [45, 50] {
            XCTAssertEqual(d.ok("show --preset volume --value \(value)")["id"]?.stringValue, "volume")
        }
        XCTAssertEqual(d.history(of: "volume"), ["shown", "updated", "updated"], "replaced in place")
        XCTAssertEqual(d.x.windows.count, 1, "one on screen")
        XCTAssertEqual(d.controller.rooms.popovers["volume"]?.content.value, 50)
        d.advance(1500)
        XCTAssertNil(d.window("volume"), "gone after the osd container's 1.5 s")
    }

    func testBrightnessTakesTheOSDsPlace() throws {
        let d = try DaemonHarness()
        d.ok("show --preset volume --value 40")
        XCTAssertEqual(d.ok("show --preset brightness --value 70")["id"]?.stringValue, "brightness")
        XCTAssertNil(d.window("volume"), "one on-screen display at a time")
        XCTAssertEqual(d.controller.rooms.popovers["brightness"]?.content.title, "Brightness")
        XCTAssertEqual(d.controller.rooms.popovers["brightness"]?.content.value, 70)
    }

    /// A config's own `[preset.volume]` replaces the built-in one; `brightness` stays.
    func testTheUsersOwnPresetOfThatNameWins() throws {
        let home = NSTemporaryDirectory() + "overlayd-osd-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/overlayd", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        try "[preset.volume]\nid = \"mine\"\ntitle = \"Loudness\"\n".write(toFile: home + "/overlayd/config.toml", atomically: true,
                                                                             encoding: .utf8)
        let d = try DaemonHarness(environment: ["XDG_CONFIG_HOME": home, "XDG_CONFIG_DIRS": home + "/none"])
        XCTAssertNoThrow(try d.controller.loadConfig())
        XCTAssertEqual(d.ok("show --preset volume --value 40")["id"]?.stringValue, "mine")
        XCTAssertEqual(d.controller.rooms.popovers["mine"]?.content.title, "Loudness")
        XCTAssertNil(d.listed("mine")?["container"]?.stringValue, "not in the osd container: the built-in is replaced whole")
        XCTAssertEqual(d.ok("show --preset brightness --value 10")["id"]?.stringValue, "brightness")
    }
}

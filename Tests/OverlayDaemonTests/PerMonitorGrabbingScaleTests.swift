// PerMonitorGrabbingScaleTests: under `scale = "per-monitor"` a menu, a pick, a dialog, the colour
// picker and the notification center are drawn at the DPI of the monitor they open on (2.25 on the
// 216-dpi one, 1 on the 95-dpi one), and laid out again when that monitor's DPI changes.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class PerMonitorGrabbingScaleTests: XCTestCase {
    static let plain = PerMonitorScaleTests.plain
    static let dense = PerMonitorScaleTests.dense

    func daemon(scale: String = "per-monitor") throws -> DaemonHarness {
        try DaemonHarness.loaded(config: "scale = \"\(scale)\"\n") { x in
            x.screenSize = Size(width: 2560, height: 1080)
            x.monitorList = [Self.plain, Self.dense]
        }
    }

    /// The frame `open` shows under `id` with the pointer on the plain monitor, then on the dense one.
    func frames(_ d: DaemonHarness, _ id: OverlayID, open: () -> Void) throws -> (plain: Rect, dense: Rect) {
        d.x.pointer = Point(x: 200, y: 300)
        open()
        d.pump()
        let plain = try XCTUnwrap(d.window(id), "opened on the plain monitor").frame
        d.x.send(.keyPress(key: "Escape", text: "", modifiers: []))
        d.pump()
        XCTAssertNil(d.window(id), "closed")
        d.x.pointer = Point(x: 1500, y: 300)
        open()
        d.pump()
        let dense = try XCTUnwrap(d.window(id), "opened on the dense monitor").frame
        XCTAssertGreaterThanOrEqual(dense.minX, 1280, "on the dense monitor")
        XCTAssertLessThanOrEqual(plain.maxX, 1280, "and the first on the plain one")
        return (plain, dense)
    }

    /// `big` is `small` grown by the dense monitor's 2.25, give or take what text rounds.
    func assertScaled(_ small: Int, _ big: Int, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Double(big) / Double(small), 2.25, accuracy: 0.15, "\(what): \(small) → \(big)", file: file, line: line)
    }

    /// A pick's font grows by 2.25 and its height with it, less the pixels dmenu and rofi add to
    /// each row whatever the DPI (dmenu's 2, our rofi box's 8), as they draw at that DPI.
    func assertFontScaled(_ small: Int, _ big: Int, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Double(big) / Double(small), 2.05, accuracy: 0.25, "\(what): \(small) → \(big)", file: file, line: line)
    }

    func testAMenuIsDrawnAtTheDPIOfTheMonitorItOpensOn() throws {
        let d = try daemon()
        let f = try frames(d, "m") { d.ok("menu --id m Apple Banana Cherry") }
        assertScaled(f.plain.height, f.dense.height, "the menu's height")
        assertScaled(f.plain.width, f.dense.width, "the menu's width")
    }

    func testPicksAreDrawnAtTheDPIOfTheMonitorTheyOpenOn() throws {
        let d = try daemon()
        for flavor in [PickFlavor.dmenu, .rofi] {
            var spec = PickSpec()
            spec.flavor = flavor
            spec.lines = 5
            let f = try frames(d, "p") {
                _ = d.controller.openPick(id: "p", spec: spec, rows: PickRows(bytes: Array("one\ntwo\nthree\nfour\nfive\n".utf8)), now: d.clock.now)
            }
            assertFontScaled(f.plain.height, f.dense.height, "\(flavor)'s height")
        }
    }

    func testADialogAndTheColourPickerAreDrawnAtTheDPIOfTheMonitorTheyOpenOn() throws {
        let d = try daemon()
        let dialog = try frames(d, "s") { d.ok("dialog scale --id s --value 30 --text Volume") }
        assertScaled(dialog.plain.width, dialog.dense.width, "the dialog's width")
        let picker = try frames(d, "c") { d.ok("pick-color --id c") }
        assertScaled(picker.plain.width, picker.dense.width, "the colour picker's width")
        assertScaled(picker.plain.height, picker.dense.height, "the colour picker's height")
    }

    func testAnOpenMenuAndPickAreLaidOutAgainWhenTheirMonitorsDPIChanges() throws {
        let d = try daemon()
        d.x.pointer = Point(x: 200, y: 300)
        var spec = PickSpec()
        spec.flavor = .rofi
        spec.lines = 5
        _ = d.controller.openPick(id: "p", spec: spec, rows: PickRows(bytes: Array("one\ntwo\nthree\n".utf8)), now: d.clock.now)
        d.pump()
        let before = try XCTUnwrap(d.window("p")).frame
        // The plain monitor now says it is 216 dpi (`xrandr --setmonitor B 1280/150x1080/127…`).
        var denser = Self.plain
        denser.millimetres = Self.dense.millimetres
        d.x.setMonitors([denser, Self.dense])
        d.pump()
        assertFontScaled(before.height, try XCTUnwrap(d.window("p")).frame.height, "the open pick's height")
        d.x.send(.keyPress(key: "Escape", text: "", modifiers: []))
        d.x.setMonitors([Self.plain, Self.dense])
        d.pump()
        d.ok("menu --id m Apple Banana Cherry")
        let menu = try XCTUnwrap(d.window("m")).frame
        d.x.setMonitors([denser, Self.dense])
        d.pump()
        assertScaled(menu.height, try XCTUnwrap(d.window("m")).frame.height, "the open menu's height")
    }

    /// A pick drawn with rofi's default theme (half the monitor wide, its font in points).
    func themedFrames(_ d: DaemonHarness, dpi: Int? = nil) throws -> (plain: Rect, dense: Rect) {
        var spec = PickSpec()
        spec.flavor = .rofi
        spec.theme = RasiFlatTheme.defaultName
        spec.dpi = dpi
        return try frames(d, "p") {
            _ = d.controller.openPick(id: "p", spec: spec, rows: PickRows(bytes: Array("one\ntwo\nthree\n".utf8)), now: d.clock.now)
        }
    }

    /// Under `per-monitor` a themed pick is drawn at its monitor's DPI, as rofi 1.7.3 draws with
    /// `-dpi 1`; under `auto` at rofi's own 96, unless its `-dpi` names the monitor's or a number.
    /// Its height is the text's (in points) and the theme's pixels, which stay.
    func testAThemedPickIsDrawnAtTheDPIRofisDpiGivesOnTheMonitorItOpensOn() throws {
        let perMonitor = try themedFrames(try daemon())
        XCTAssertGreaterThan(Double(perMonitor.dense.height) / Double(perMonitor.plain.height), 1.9, "per-monitor: \(perMonitor)")
        let d = try daemon(scale: "auto")
        let own = try themedFrames(d)
        XCTAssertEqual(own.plain.size, own.dense.size, "rofi's own DPI is 96 on every monitor")
        XCTAssertEqual(own.plain.size, perMonitor.plain.size, "and the plain monitor's under per-monitor")
        let linked = try themedFrames(d, dpi: 1)
        XCTAssertEqual(linked.dense.size, perMonitor.dense.size, "-dpi 1 on the dense monitor: its 216")
        XCTAssertEqual(linked.plain.height, own.plain.height, accuracy: 1, "-dpi 1 on the plain monitor: its 95.9")
        let fixed = try themedFrames(d, dpi: 192)
        XCTAssertEqual(fixed.plain.size, fixed.dense.size, "-dpi 192 on both")
        XCTAssertGreaterThan(fixed.plain.height, own.plain.height * 17 / 10, "-dpi 192: \(fixed.plain) against \(own.plain)")
    }

    func testAutoDrawsAMenuAndAPickTheSameOnEveryMonitor() throws {
        let d = try daemon(scale: "auto")
        let menu = try frames(d, "m") { d.ok("menu --id m Apple Banana Cherry") }
        XCTAssertEqual(menu.plain.size, menu.dense.size)
        var spec = PickSpec()
        spec.flavor = .dmenu
        let pick = try frames(d, "p") { _ = d.controller.openPick(id: "p", spec: spec, rows: PickRows(bytes: Array("one\n".utf8)), now: d.clock.now) }
        XCTAssertEqual(pick.plain.height, pick.dense.height)
    }
}

// PickMouseBindingsTests: under a rofi user's binding table, or rofi's own in a pick drawn as rofi, a
// press on a row is rofi's me-* binding: MousePrimary highlights the row, a double click (two presses
// within 200 ms) chooses it, with Control held as kb-accept-alt (me-accept-custom); overlayd's own
// picks keep choosing at once.
@testable import OverlayDaemon
import OverlayCore
import OverlayRender
import XCTest

final class PickMouseBindingsTests: XCTestCase {
    let area = Rect(x: 0, y: 0, width: 1920, height: 1080)

    func openRoom(_ bindings: [String: String], theme: String? = nil) throws -> (PickRoom, Point) {
        let room = PickRoom(painter: try PickPainter())
        if theme != nil { _ = room.themes.theme(RasiFlatTheme.defaultName) }
        var spec = PickSpec()
        spec.flavor = .rofi
        spec.lines = 5
        spec.centered = true
        spec.keyBindings = bindings
        spec.theme = theme
        try room.open("p", spec: spec, rows: PickRows(bytes: Array("one\ntwo\nthree\n".utf8)), area: area)
        let context = GrabLayout(spec: OverlaySpec(), style: Style(), composited: true, workArea: { _ in self.area })
        guard case .success = room.layout("p", context) else { throw XCTSkip("layout failed") }
        guard let p = room.open, let second = p.rendered?.rows.dropFirst().first else { throw XCTSkip("no rows drawn") }
        return (room, Point(x: p.frame.x + second.frame.x + 2, y: p.frame.y + second.frame.y + 2))
    }

    func picked(_ effects: [Effect]?) -> [Int]? {
        for case let .emit(.picked(_, rows, _, _, _, _), _) in effects ?? [] { return rows }
        return nil
    }

    func alternate(_ effects: [Effect]?) -> Bool? {
        for case let .emit(.picked(_, _, _, _, _, alternate), _) in effects ?? [] { return alternate }
        return nil
    }

    func testAClickHighlightsAndADoubleClickChooses() throws {
        let table = RofiKeyActions.table(RofiKeyBindings())
        XCTAssertEqual(table["MousePrimary"], "me-select-entry")
        XCTAssertEqual(table["MouseDPrimary"], "me-accept-entry")
        let (room, second) = try openRoom(table)
        let t = Instant(milliseconds: 5000)
        XCTAssertNil(picked(room.pressed("p", button: 1, modifiers: [], at: second, now: t)), "one click only highlights")
        XCTAssertEqual(room.open?.model.selectedRow, 1)
        XCTAssertNil(picked(room.pressed("p", button: 1, modifiers: [], at: second, now: t + 500)), "500 ms later: another single click")
        XCTAssertEqual(picked(room.pressed("p", button: 1, modifiers: [], at: second, now: t + 600)), [1], "a double click chooses")
    }

    /// me-accept-custom (Control+MouseDPrimary) accepts as kb-accept-alt (Shift+Return) does: the row,
    /// with rofi's custom-action code.
    func testAControlDoubleClickAcceptsAsAcceptAlt() throws {
        let (room, second) = try openRoom(RofiKeyActions.table(RofiKeyBindings()))
        let t = Instant(milliseconds: 5000)
        XCTAssertNil(picked(room.pressed("p", button: 1, modifiers: [.control], at: second, now: t)), "Control+MousePrimary is bound to nothing")
        let effects = room.pressed("p", button: 1, modifiers: [.control], at: second, now: t + 100)
        XCTAssertEqual(picked(effects), [1], "a double click with Control held chooses")
        XCTAssertEqual(alternate(effects), true, "with rofi's custom action, as kb-accept-alt")
        let (plain, row) = try openRoom(RofiKeyActions.table(RofiKeyBindings()))
        _ = plain.pressed("p", button: 1, modifiers: [], at: row, now: t)
        XCTAssertEqual(alternate(plain.pressed("p", button: 1, modifiers: [], at: row, now: t + 100)), false, "me-accept-entry: no custom action")
    }

    /// A pick drawn as rofi (a theme, rofi's default one too) follows rofi's own me-* bindings when its
    /// user changed none: a click highlights, a double click chooses.
    func testAPickDrawnAsRofiFollowsRofisOwnMouseBindings() throws {
        let (room, second) = try openRoom([:], theme: RasiFlatTheme.defaultName)
        let t = Instant(milliseconds: 5000)
        XCTAssertNil(picked(room.pressed("p", button: 1, modifiers: [], at: second, now: t)), "one click only highlights")
        XCTAssertEqual(room.open?.model.selectedRow, 1)
        XCTAssertEqual(picked(room.pressed("p", button: 1, modifiers: [], at: second, now: t + 100)), [1], "a double click chooses")
    }

    func testWithoutATableAPressChoosesAtOnce() throws {
        let (room, second) = try openRoom([:])
        XCTAssertNil(room.pressed("p", button: 1, modifiers: [], at: second, now: Instant(milliseconds: 1)), "the pointer path decides")
        XCTAssertEqual(picked(room.pointer("p", at: second, press: true)), [1])
    }
}

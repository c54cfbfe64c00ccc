// PointerRoomTests: the pointer room alone, with no Controller: it reads the overlays and the
// desktop through a lookup the test fills (a fake window system's screen), and answers
// presses, drags, taps, keys, hovering and time with effects.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

/// The overlays as the pointer room reads them: each a body filling its frame on screen 0.
final class PointerRoomOverlays: OverlayLookup {
    var specs: [OverlayID: OverlaySpec] = [:]
    var order: [OverlayID] = []
    var layouts: [OverlayID: PopoverLayout] = [:]
    var regions: [String: Rect] = [:]
    let screen: ScreenDesktop

    init(_ x: FakeWindowSystem) { screen = ScreenDesktop(0, display: x) }

    func add(_ id: OverlayID, _ spec: OverlaySpec, at frame: Rect = Rect(x: 100, y: 100, width: 200, height: 80)) {
        specs[id] = spec
        order.append(id)
        layouts[id] = PopoverLayout(frame: frame, body: Rect(origin: .zero, size: frame.size), arrow: nil, anchor: .center, gravity: .center)
    }

    var showOrder: [OverlayID] { order }
    func spec(of id: OverlayID) -> OverlaySpec? { specs[id] }
    func isShown(_ id: OverlayID) -> Bool { specs[id] != nil }
    func placement(of id: OverlayID) -> (layout: PopoverLayout, rendered: RenderedOverlay?)? { layouts[id].map { ($0, nil) } }
    func copyBodies(of id: OverlayID, own: Rect) -> [Rect] { [] }
    func style(of id: OverlayID) -> Style { Style() }
    func screen(of id: OverlayID) -> Int { 0 }
    func desktop(of id: OverlayID) -> any DesktopView { screen }
    func windowRect(_ w: WindowID) -> Rect? { nil }
    func regionRect(_ name: String) -> Rect? { regions[name] }
}

final class PointerRoomTests: XCTestCase {
    let t0 = Instant(milliseconds: 1_000)
    let room = PointerRoom()
    lazy var overlays = PointerRoomOverlays(FakeWindowSystem())

    func spec(_ modes: DismissModes, _ change: (inout OverlaySpec) -> Void = { _ in }) -> OverlaySpec {
        var s = OverlaySpec()
        s.dismiss = modes
        change(&s)
        return s
    }

    func testATooltipWaitsForThePointerAndForgettingDropsIt() {
        room.track("tip", hoverDelayMs: 500)
        XCTAssertTrue(room.isWaiting("tip"), "hidden until the pointer rests in its region")
        XCTAssertTrue(room.wantsMotion)
        XCTAssertNil(room.nextDeadline(after: Instant(milliseconds: 0)), "no pointer yet: nothing due")
        XCTAssertEqual(room.forget("tip", now: Instant(milliseconds: 0)), [])
        XCTAssertFalse(room.isWaiting("tip"))
        XCTAssertFalse(room.wantsMotion, "no tooltip waits: raw motion is not needed")
    }

    func testAClickIsHeardAndDismissesAnOverlayThatGoesOnClick() {
        overlays.add("a", spec(.click))
        overlays.add("b", spec([]))
        let p = Point(x: 20, y: 20)
        XCTAssertEqual(room.pressed("a", backdrop: false, button: 1, at: p, now: t0, lookup: overlays),
                       [.emit(.clicked(id: "a"), "a"), .dismiss("a", .click)])
        XCTAssertEqual(room.pressed("b", backdrop: false, button: 1, at: p, now: t0, lookup: overlays), [.emit(.clicked(id: "b"), "b")])
        XCTAssertEqual(room.pressed("b", backdrop: true, button: 1, at: p, now: t0, lookup: overlays), [],
                       "a --background backdrop dismisses only when told to")
        overlays.specs["b"]?.modal = true
        XCTAssertEqual(room.pressed("b", backdrop: true, button: 1, at: p, now: t0, lookup: overlays), [.dismiss("b", .outside)],
                       "a modal's backdrop does unless told not to")
    }

    func testADragDownPastAQuarterOfTheMonitorDismissesAndAShortOneSpringsBack() {
        overlays.add("a", spec(.dragDown))
        let start = Point(x: 150, y: 120)
        XCTAssertEqual(room.pressed("a", backdrop: false, button: 1, at: start, now: t0, lookup: overlays), [], "held: not a click yet")
        XCTAssertEqual(room.dragged("a", to: Point(x: 190, y: 170), lookup: overlays), [.push(.overlay("a"))])
        XCTAssertEqual(room.offset(of: "a"), Point(x: 0, y: 50), "a drag down moves only down")
        XCTAssertEqual(room.released("a", button: 1, at: Point(x: 190, y: 170), now: t0, lookup: overlays), [.push(.overlay("a"))])
        XCTAssertEqual(room.offset(of: "a"), .zero, "not far enough: back into place")
        _ = room.pressed("a", backdrop: false, button: 1, at: start, now: t0, lookup: overlays)
        // A quarter of the 1080-pixel monitor is 270.
        _ = room.dragged("a", to: Point(x: 150, y: 400), lookup: overlays)
        XCTAssertEqual(room.released("a", button: 1, at: Point(x: 150, y: 400), now: t0, lookup: overlays), [.dismiss("a", .drag)])
    }

    func testATapOutsideDismissesUnlessItLandsOnTheOverlayOrAnExcludedRegion() {
        overlays.add("a", spec(.tapOutside) { $0.exclude = [.region("panel")] })
        overlays.regions["panel"] = Rect(x: 0, y: 1040, width: 1920, height: 40)
        XCTAssertEqual(room.tapped(at: Point(x: 150, y: 120), screen: 0, lookup: overlays), [], "on its body")
        XCTAssertEqual(room.tapped(at: Point(x: 500, y: 1060), screen: 0, lookup: overlays), [], "on the excluded region")
        XCTAssertEqual(room.tapped(at: Point(x: 500, y: 500), screen: 0, lookup: overlays), [.dismiss("a", .outside)])
        XCTAssertEqual(room.tapped(at: Point(x: 150, y: 120), screen: 1, lookup: overlays), [.dismiss("a", .outside)],
                       "the same spot on another screen is outside it")
    }

    func testEscapeDismissesTheNewestOverlayThatAllowsIt() {
        overlays.add("a", spec(.escape))
        overlays.add("b", spec(.escape))
        overlays.add("c", spec([]))
        XCTAssertEqual(room.keyPressed("Escape", lookup: overlays), [.dismiss("b", .escape)])
        XCTAssertEqual(room.keyPressed("x", lookup: overlays), [])
    }

    func testEnterDismissesTheNewestOverlayThatGoesOnEnterAndHoldsTheKeyboard() {
        overlays.add("held", spec([.escape, .enter]) { $0.takesKeyboard = true })
        overlays.add("unheld", spec(.enter))
        XCTAssertEqual(room.keyPressed("Return", lookup: overlays), [.dismiss("held", .enter)],
                       "an Enter typed into another window does not close an overlay without the keyboard")
        XCTAssertEqual(room.keyPressed("KP_Enter", lookup: overlays), [.dismiss("held", .enter)])
        XCTAssertEqual(room.keyPressed("Escape", lookup: overlays), [.dismiss("held", .escape)])
    }

    func testTabMovesAnAlertsFocusAndEnterPressesTheFocusedButton() {
        overlays.add("alert", spec([]) {
            $0.kind = .utility
            $0.actions = [ButtonRow.Button(key: "ok", label: "OK"), ButtonRow.Button(key: "cancel", label: "Cancel")]
            $0.defaultAction = "ok"
        })
        XCTAssertEqual(room.focusedButton(of: "alert", lookup: overlays), "ok", "the default button until a key moves it")
        XCTAssertNil(room.focusRing(of: "alert"), "no ring before a key")
        XCTAssertEqual(room.keyPressed("Tab", lookup: overlays), [.repaint("alert")])
        XCTAssertEqual(room.focusRing(of: "alert"), "cancel")
        XCTAssertEqual(room.keyPressed("Return", lookup: overlays),
                       [.emit(.action(id: "alert", key: "cancel"), "alert"), .dismiss("alert", .action)])
    }

    func testALongPressDismissesOnceItsTimeHasPassed() {
        overlays.add("a", spec(.longPress) { $0.longPressMs = 500 })
        XCTAssertEqual(room.pressed("a", backdrop: false, button: 1, at: Point(x: 150, y: 120), now: t0, lookup: overlays), [])
        XCTAssertEqual(room.nextDeadline(after: t0), t0 + 500)
        XCTAssertEqual(room.tick(now: t0 + 499), [])
        XCTAssertEqual(room.tick(now: t0 + 500), [.dismiss("a", .longPress)])
        XCTAssertNil(room.nextDeadline(after: t0 + 500))
    }

    func testHoveringPausesTheTimeoutOfAnOverlayThatAsks() {
        overlays.add("a", spec([]) { $0.pauseOnHover = true })
        overlays.add("b", spec([]))
        XCTAssertEqual(room.hovered("a", inside: true, lookup: overlays), [.pause("a", true)])
        XCTAssertEqual(room.hovered("a", inside: false, lookup: overlays), [.pause("a", false)])
        XCTAssertEqual(room.hovered("b", inside: true, lookup: overlays), [])
    }
}

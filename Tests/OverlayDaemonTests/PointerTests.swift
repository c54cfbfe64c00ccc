// PointerTests: clicks, buttons, taps outside, Escape and Enter, dragging and tooltips,
// as the X server would report them, against the fake window system.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class PointerTests: XCTestCase {
    func body(_ d: DaemonHarness, _ id: String) throws -> Rect {
        try XCTUnwrap(d.listed(id)?["body"]?.rectValue)
    }

    func press(_ d: DaemonHarness, _ id: OverlayID, at p: Point, release: Point? = nil) throws {
        let w = try XCTUnwrap(d.x.windowID(.overlay(id)))
        d.x.send(.buttonPress(window: w, button: 1, root: p))
        d.x.send(.buttonRelease(window: w, button: 1, root: release ?? p))
        d.pump()
    }

    func testAClickIsReportedAndDismissesByDefault() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --text hello")
        let b = try body(d, "a")
        try press(d, "a", at: Point(x: b.midX, y: b.midY))
        XCTAssertEqual(d.history(of: "a"), ["shown", "clicked", "dismissed:click"])
    }

    func testAButtonIsAnActionAndTheOverlayGoes() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --text 'Keep?' --action keep:Keep --action undo:Undo")
        let buttons = try XCTUnwrap(d.listed("a")?["buttons"]?.arrayValue)
        let undo = try XCTUnwrap(buttons.first { $0["key"]?.stringValue == "undo" }?["rect"]?.rectValue)
        try press(d, "a", at: Point(x: undo.midX, y: undo.midY))
        XCTAssertEqual(d.history(of: "a"), ["shown", "action:undo", "dismissed:action"])
    }

    func testATapOutsideDismissesButNotOnItOrAnExcludedArea() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --text hello --dismiss tap-outside --exclude rect:0,0,100,100")
        let b = try body(d, "a")
        d.x.send(.rawButtonPress(button: 1, screen: 0, root: Point(x: b.midX, y: b.midY)))
        d.x.send(.rawButtonPress(button: 1, screen: 0, root: Point(x: 50, y: 50)))
        d.pump()
        XCTAssertNotNil(d.window("a"))
        d.x.send(.rawButtonPress(button: 1, screen: 0, root: Point(x: 1800, y: 1000)))
        d.pump()
        XCTAssertEqual(d.history(of: "a"), ["shown", "dismissed:outside"])
    }

    func testATapOnAnotherOverlayIsNotOutsideUnlessAsked() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --text first --offset -400,0 --dismiss tap-outside")
        d.ok("show --id b --text second --offset 400,0")
        let other = try body(d, "b")
        d.x.send(.rawButtonPress(button: 1, screen: 0, root: Point(x: other.midX, y: other.midY)))
        d.pump()
        XCTAssertNotNil(d.window("a"))
        d.ok("update a --outside-includes-popovers")
        d.x.send(.rawButtonPress(button: 1, screen: 0, root: Point(x: other.midX, y: other.midY)))
        d.pump()
        XCTAssertNil(d.window("a"))
    }

    func testEscapeDismissesTheNewestThatAllowsIt() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --text a --dismiss escape")
        d.ok("show --id b --text b --dismiss escape")
        d.ok("show --id c --text c")
        d.x.send(.rawKeyPress(key: "Escape"))
        d.pump()
        XCTAssertNil(d.window("b"))
        XCTAssertNotNil(d.window("a"))
        XCTAssertNotNil(d.window("c"))
    }

    func testEnterPressesAnAlertsDefaultButton() throws {
        let d = try DaemonHarness()
        d.ok("alert --id q --text 'Quit?' --button quit:Quit --button stay:Stay")
        d.ok("show --id n --text 'not an alert' --action x:X --default-action x")
        d.x.send(.rawKeyPress(key: "Return"))
        d.pump()
        XCTAssertEqual(d.history(of: "q"), ["shown", "action:quit", "dismissed:action"])
        XCTAssertEqual(d.history(of: "n"), ["shown"], "Enter typed elsewhere presses no notification's button")
    }

    /// A drag-to-dismiss overlay pressed at its middle: its window, body and the press.
    func pressedForDrag(_ d: DaemonHarness) throws -> (WindowID, Rect, Point) {
        d.ok("show --id a --text hello --dismiss drag-down")
        let b = try body(d, "a")
        let w = try XCTUnwrap(d.x.windowID(.overlay("a")))
        let start = Point(x: b.midX, y: b.midY)
        d.x.send(.buttonPress(window: w, button: 1, root: start))
        return (w, b, start)
    }

    func testDragDownFarEnoughDismisses() throws {
        let d = try DaemonHarness()
        let (w, b, start) = try pressedForDrag(d)
        d.x.send(.motion(window: w, root: Point(x: start.x, y: start.y + 100)))
        d.pump()
        XCTAssertEqual(try XCTUnwrap(d.window("a")).frame.y, try XCTUnwrap(d.listed("a")?["frame"]?.rectValue).y)
        XCTAssertGreaterThan(try body(d, "a").y, b.y, "it follows the pointer down")
        d.x.send(.buttonRelease(window: w, button: 1, root: Point(x: start.x, y: start.y + 400)))
        d.pump()
        XCTAssertEqual(d.history(of: "a"), ["shown", "dismissed:drag"])
    }

    func testAShortDragSnapsBack() throws {
        let d = try DaemonHarness()
        let (w, b, start) = try pressedForDrag(d)
        d.x.send(.motion(window: w, root: Point(x: start.x, y: start.y + 30)))
        d.x.send(.buttonRelease(window: w, button: 1, root: Point(x: start.x, y: start.y + 30)))
        d.pump()
        XCTAssertEqual(try body(d, "a"), b, "back in place")
        XCTAssertEqual(d.history(of: "a"), ["shown"])
    }

    func testATooltipShowsOnlyAfterThePointerRestsInItsRegion() throws {
        let d = try DaemonHarness()
        let src = d.x.addClient(Rect(x: 400, y: 300, width: 300, height: 200))
        d.x.pointer = Point(x: 10, y: 10)
        d.ok("tooltip --id t --attach \(src) --delay 500ms --text tip")
        XCTAssertEqual(d.window("t")?.visible, false, "waiting")
        XCTAssertTrue(d.x.watchingMotion, "raw motion is watched while a tooltip waits")
        d.x.send(.rawMotion(screen: 0, root: Point(x: 500, y: 400)))
        d.pump()
        d.advance(499)
        XCTAssertEqual(d.window("t")?.visible, false)
        d.advance(1)
        XCTAssertEqual(d.window("t")?.visible, true)
        d.x.send(.rawMotion(screen: 0, root: Point(x: 10, y: 10)))
        d.pump()
        XCTAssertEqual(d.window("t")?.visible, false, "hidden when the pointer leaves")
        d.ok("dismiss t")
        XCTAssertFalse(d.x.watchingMotion, "no tooltip waits: motion is not watched")
    }

    func testPauseOnHoverKeepsAnOverlayWhileThePointerIsOnIt() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --text hello --timeout 1s --pause-on-hover")
        let w = try XCTUnwrap(d.x.windowID(.overlay("a")))
        d.x.send(.enter(window: w))
        d.pump()
        d.advance(3000)
        XCTAssertEqual(d.listed("a")?["paused"]?.boolValue, true)
        d.x.send(.leave(window: w))
        d.pump()
        d.advance(1000)
        XCTAssertNil(d.window("a"))
    }
}

// KeyboardHoldTests: an alert shown with --take-keyboard (zenity's message dialogs) holds the
// keyboard as a modal dialog's focused window has it, so keys typed reach it and not the window
// below; it retries while another client holds the keyboard, hands it to the next such alert
// when it goes, and gets it back after a menu opened over it closes.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class KeyboardHoldTests: XCTestCase {
    func window(_ d: DaemonHarness, _ id: String) -> WindowID? { d.x.window(for: .overlay(.named(id))) }

    func testAnAlertThatTakesTheKeyboardHoldsItUntilItGoes() throws {
        let d = try DaemonHarness()
        d.ok("alert --id q --take-keyboard --text 'Go?' --button no:No --button yes:Yes --default-action yes")
        XCTAssertNotNil(window(d, "q"))
        XCTAssertEqual(d.x.keyboardGrabbed, window(d, "q"), "the keyboard is the dialog's as it shows")
        XCTAssertNil(d.x.grabbed, "the pointer stays free, as under a modal dialog")
        d.x.send(.rawKeyPress(key: "Return"))
        d.pump()
        XCTAssertEqual(d.history(of: "q"), ["shown", "action:yes", "dismissed:action"], "its keys still answer it")
        XCTAssertNil(d.x.keyboardGrabbed, "and it lets the keyboard go")
    }

    func testAPlainAlertLeavesTheKeyboardAlone() throws {
        let d = try DaemonHarness()
        d.ok("alert --id q --text 'Go?' --button yes:Yes")
        XCTAssertNil(d.x.keyboardGrabbed)
    }

    func testTheNextAlertTakesItOverAndAMenuGivesItBack() throws {
        let d = try DaemonHarness()
        d.ok("alert --id a --take-keyboard --text A --button ok:OK")
        d.ok("alert --id b --take-keyboard --text B --button ok:OK")
        XCTAssertEqual(d.x.keyboardGrabbed, window(d, "b"), "the newest holds it")
        d.ok("menu --id m Apple Banana")
        XCTAssertNotNil(d.x.grabbed, "a menu takes the input as usual")
        d.ok("dismiss m")
        XCTAssertEqual(d.x.keyboardGrabbed, window(d, "b"), "back to the alert once the menu has gone")
        d.ok("dismiss b")
        XCTAssertEqual(d.x.keyboardGrabbed, window(d, "a"), "the alert below takes it over")
        d.ok("dismiss a")
        XCTAssertNil(d.x.keyboardGrabbed)
    }

    func testItRetriesWhileAnotherClientHoldsTheKeyboard() throws {
        let d = try DaemonHarness()
        d.x.grabSucceeds = false
        d.ok("alert --id q --take-keyboard --text 'Go?' --button yes:Yes")
        XCTAssertNil(d.x.keyboardGrabbed)
        d.x.grabSucceeds = true
        d.advance(GrabRetry.intervalMs)
        XCTAssertEqual(d.x.keyboardGrabbed, window(d, "q"), "taken once the other client let it go")
    }
}

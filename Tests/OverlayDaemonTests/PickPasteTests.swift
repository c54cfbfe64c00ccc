// PickPasteTests: Ctrl-Y in a pick menu asks for the selection and returns at once; the
// answer, when it comes as an event, goes into the input line only if it is for the open
// menu's window; no owner (no text) changes nothing.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class PickPasteTests: XCTestCase {
    func testAPasteIsAskedForAndLandsOnlyInTheOpenMenusWindow() throws {
        let d = try DaemonHarness()
        var spec = PickSpec()
        spec.flavor = .dmenu
        XCTAssertEqual(d.controller.openPick(id: "p", spec: spec, rows: PickRows(bytes: Array("banana\ncherry\n".utf8)), now: d.clock.now)["ok"]?.boolValue, true)
        d.pump()
        let window = try XCTUnwrap(d.x.windowID(.overlay("p")))
        d.x.send(.keyPress(key: "c", text: "c", modifiers: []))
        d.x.send(.keyPress(key: "Y", text: "", modifiers: [.control, .shift]))
        d.pump()
        XCTAssertEqual(d.x.selectionRequests.map(\.clipboard), [true], "Ctrl-Shift-Y asks for CLIPBOARD")
        XCTAssertEqual(d.x.selectionRequests.map(\.window), [window], "to be written on the menu's window")
        XCTAssertEqual(d.listed("p")?["text"]?.stringValue, "c", "nothing changes before the answer")

        d.x.send(.selectionArrived(window: WindowID(window.rawValue + 1), text: Array("nope".utf8)))
        d.x.send(.selectionArrived(window: window, text: nil))
        d.pump()
        XCTAssertEqual(d.listed("p")?["text"]?.stringValue, "c", "another window's answer, and no owner, change nothing")

        d.x.send(.selectionArrived(window: window, text: Array("herry\nsecond".utf8)))
        d.x.send(.keyPress(key: "Return", text: "", modifiers: []))
        d.pump()
        XCTAssertEqual(d.history(of: "p"), ["shown", "picked:[1]", "dismissed:action"], "the pasted text matched cherry")
    }
}

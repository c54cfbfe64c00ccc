// DialogTests: `dialog progress|scale` in the daemon, with the fake window system: the window
// named and classed as zenity's, the scale holding the keyboard and the progress only once
// clicked, keys and clicks answered with `dialog` events, `dialog-update`, the timeout, and
// what a screen reader is told.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class DialogTests: XCTestCase {
    func key(_ d: DaemonHarness, _ name: String, _ modifiers: KeyModifiers = []) {
        d.x.send(.keyPress(key: name, text: "", modifiers: modifiers))
        d.pump()
    }

    func click(_ d: DaemonHarness, _ id: OverlayID, at p: Point) throws {
        let w = try XCTUnwrap(d.x.windowID(.overlay(id)))
        d.x.send(.buttonPress(window: w, button: 1, root: p))
        d.x.send(.buttonRelease(window: w, button: 1, root: p))
        d.pump()
    }

    func testAScaleIsZenitysWindowAndAnswersItsKeys() throws {
        let d = try DaemonHarness()
        d.ok("dialog scale --id s --value 30 --step 5 --partial --text Volume")
        let window = try XCTUnwrap(d.window("s"))
        XCTAssertEqual(window.title, .named("Adjust the scale value"), "zenity's title when --title names none")
        XCTAssertEqual(window.windowClass, WindowClass(instance: "zenity", name: "Zenity"))
        XCTAssertNotNil(d.x.grabbed, "a scale takes the keyboard as it opens")
        key(d, "Right")
        key(d, "Right")
        key(d, "Return")
        XCTAssertEqual(d.history(of: "s"), ["shown", "dialog:changed:35", "dialog:changed:40", "dialog:ok:40", "dismissed:action"])
        XCTAssertNil(d.x.grabbed, "and lets it go")
    }

    func testAClickOnTheTrackMovesTheKnobAndOnCancelCancels() throws {
        let d = try DaemonHarness()
        d.ok("dialog scale --id s --value 0 --step 10 --partial")
        let track = try XCTUnwrap(d.listed("s")?["track"]?.rectValue)
        try click(d, "s", at: Point(x: track.minX + track.width / 2, y: track.midY))
        let buttons = try XCTUnwrap(d.listed("s")?["buttons"]?.arrayValue)
        let cancel = try XCTUnwrap(buttons.first { $0["key"]?.stringValue == "cancel" }?["rect"]?.rectValue)
        try click(d, "s", at: Point(x: cancel.midX, y: cancel.midY))
        XCTAssertEqual(d.history(of: "s"), ["shown", "dialog:changed:50", "dialog:cancel:50", "dismissed:escape"])
    }

    /// zenity's --text-info --font: the text view's lines in that font, so a bigger one makes a taller view.
    func testATextDialogsFontSizesItsText() throws {
        let d = try DaemonHarness()
        d.ok("dialog text --id plain")
        let plain = try XCTUnwrap(d.window("plain")).frame.height
        d.ok("dismiss plain")
        d.ok("dialog text --id big --font 'DejaVu Sans Mono 30'")
        XCTAssertGreaterThan(try XCTUnwrap(d.window("big")).frame.height, plain + 100, "twelve lines of a 30-point font")
    }

    /// --pulsate: the block moves on the daemon's own deadline, with no input coming.
    func testAPulsingProgressMovesWithNoInput() throws {
        let d = try DaemonHarness()
        d.ok("dialog progress --id p --text Waiting --pulsate")
        d.advance(1)
        let first = try XCTUnwrap(d.window("p")?.rendered).image.bytes
        XCTAssertNotNil(d.controller.nextDeadline, "its timer is armed")
        d.advance(100)
        let second = try XCTUnwrap(d.window("p")?.rendered).image.bytes
        XCTAssertNotEqual(first, second, "the bar moved in 100 ms")
        d.ok("dialog-update p --finished")
        d.advance(100)
        XCTAssertNil(d.controller.nextDeadline, "a finished bar stops its timer")
    }

    func testAProgressTakesTheKeyboardOnlyWhenClickedAndIsFedByUpdates() throws {
        let d = try DaemonHarness()
        d.ok("dialog progress --id p --text Copying")
        XCTAssertNil(d.x.grabbed, "a running progress leaves the keyboard to the script's terminal")
        XCTAssertNil(d.controller.nextDeadline, "and tries no grab meanwhile")
        d.ok("dialog-update p --value 40 --text Half")
        XCTAssertEqual(d.listed("p")?["value"]?.intValue, 40)
        XCTAssertEqual(d.listed("p")?["text"]?.stringValue, "Half")
        XCTAssertEqual(d.listed("p")?["focus"]?.stringValue, "cancel", "Cancel has the focus while it runs")
        let short = try XCTUnwrap(d.window("p")).frame.height
        d.ok("dialog-update p --detail 'Time remaining: 0:00:30'")
        XCTAssertEqual(d.listed("p")?["detail"]?.stringValue, "Time remaining: 0:00:30")
        XCTAssertGreaterThan(try XCTUnwrap(d.window("p")).frame.height, short, "the line under the bar takes room")
        d.ok("dialog-update p --finished")
        XCTAssertEqual(d.listed("p")?["focus"]?.stringValue, "ok")
        let frame = try XCTUnwrap(d.listed("p")?["frame"]?.rectValue)
        try click(d, "p", at: Point(x: frame.minX + 4, y: frame.minY + 4))
        XCTAssertNotNil(d.x.grabbed, "clicked: now it has the keyboard")
        key(d, "Return")
        XCTAssertEqual(d.history(of: "p"), ["shown", "dialog:ok:100", "dismissed:action"])
        XCTAssertEqual(d.request("dialog-update p --value 5")["ok"]?.boolValue, false, "gone")
    }

    func testTheTimeoutDismissesAsTimeout() throws {
        let d = try DaemonHarness()
        d.ok("dialog scale --id s --timeout 1s")
        d.advance(1000)
        XCTAssertEqual(d.history(of: "s"), ["shown", "dismissed:timeout"])
    }

    func testScreenReadersHearADialogWithItsSliderAndButtons() throws {
        let d = try DaemonHarness()
        d.ok("dialog scale --id s --value 30 --title Volume --text Level")
        let node = try XCTUnwrap(d.controller.accessibleOverlays().first { $0.key == "s" })
        XCTAssertEqual(node.role, .dialog)
        XCTAssertEqual(node.name, "Volume")
        XCTAssertEqual(node.children.map(\.role), [.label, .slider, .pushButton, .pushButton])
        let slider = node.children[1]
        XCTAssertEqual(slider.description, "30")
        XCTAssertTrue(slider.states.contains(.focused), "the slider has the keyboard")
        key(d, "Tab")
        let after = try XCTUnwrap(d.controller.accessibleOverlays().first { $0.key == "s" })
        XCTAssertEqual(after.children.first { $0.states.contains(.focused) }?.name, "Cancel")
    }

    func testATextIsFedScrolledAndTickedByClick() throws {
        let d = try DaemonHarness()
        d.ok("dialog text --id t --checkbox 'I agree'")
        d.ok("dialog-update t --append $'one\\ntwo\\n'")
        d.ok("dialog-update t --append $'three\\n'")
        XCTAssertEqual(d.listed("t")?["lines"]?.intValue, 3)
        XCTAssertEqual(d.window("t")?.title, .named("Text View"))
        key(d, "Return")
        XCTAssertEqual(d.history(of: "t"), ["shown"], "OK waits for the box")
        let node = try XCTUnwrap(d.controller.accessibleOverlays().first { $0.key == "t" })
        XCTAssertEqual(node.children.first { $0.role == .text }?.text, "one\ntwo\nthree\n")
        let check = try XCTUnwrap(node.children.first { $0.role == .checkBox }?.frame)
        try click(d, "t", at: Point(x: check.minX + 4, y: check.midY))
        XCTAssertEqual(d.listed("t")?["checked"]?.boolValue, true)
        key(d, "Return")
        XCTAssertEqual(d.history(of: "t"), ["shown", "dialog:ok:0", "dismissed:action"])
    }
}

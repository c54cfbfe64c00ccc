// AlertKeysTests: the keyboard among an alert's buttons, as in a GTK 3 dialog: Tab and
// Shift-Tab move the focus (wrapping), Left and Right too (stopping at the ends), Enter
// presses the focused button (space does not: a plain alert has no grab); `list`, the focus ring and the
// accessible tree follow it.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class AlertKeysTests: XCTestCase {
    func key(_ d: DaemonHarness, _ name: String) {
        d.x.send(.rawKeyPress(key: name))
        d.pump()
    }

    func focused(_ d: DaemonHarness, _ id: String) -> String? { d.listed(id)?["focused"]?.stringValue }

    func alert(_ d: DaemonHarness) {
        d.ok("alert --id q --title 'Save changes?' --button save:Save --button discard:Discard --button cancel:Cancel")
    }

    func testTabAndTheArrowsMoveTheFocusAsAGtkDialogDoes() throws {
        let d = try DaemonHarness()
        alert(d)
        XCTAssertEqual(focused(d, "q"), "save", "the default button has the focus")
        var seen: [String?] = []
        for k in ["Tab", "Tab", "Tab", "ISO_Left_Tab", "Right", "Left", "Left", "Left", "ISO_Left_Tab"] {
            key(d, k)
            seen.append(focused(d, "q"))
        }
        XCTAssertEqual(seen, ["discard", "cancel", "save", "cancel", "cancel", "discard", "save", "save", "cancel"],
                       "Tab and Shift-Tab wrap around, the arrows stop at the ends")
        XCTAssertEqual(d.history(of: "q"), ["shown"], "moving the focus presses nothing")
    }

    func testEnterAndSpacePressTheFocusedButton() throws {
        let d = try DaemonHarness()
        alert(d)
        key(d, "Tab")
        key(d, "Return")
        XCTAssertEqual(d.history(of: "q"), ["shown", "action:discard", "dismissed:action"])
        d.ok("alert --id r --text 'Again?' --button yes:Yes --button no:No --button later:Later")
        key(d, "ISO_Left_Tab")
        key(d, "space")
        XCTAssertEqual(d.history(of: "r"), ["shown"], "space typed elsewhere does not answer an alert (it has no grab)")
        key(d, "Return")
        XCTAssertEqual(d.history(of: "r"), ["shown", "action:later", "dismissed:action"])
        d.ok("alert --id s --text 'Once more?' --button yes:Yes --button no:No")
        key(d, "KP_Enter")
        XCTAssertEqual(d.history(of: "s"), ["shown", "action:yes", "dismissed:action"], "untouched, Enter presses the default")
    }

    /// The ring is drawn only once a key moved the focus (GTK shows focus after keyboard use),
    /// and moves with it: the pixels just above each button say where it is.
    func testTheFocusRingAppearsWithTheFirstKeyAndFollowsTheFocus() throws {
        let d = try DaemonHarness()
        alert(d)
        func ringPixels() throws -> [String: [UInt8]] {
            let rendered = try XCTUnwrap(d.window("q")?.rendered)
            var out: [String: [UInt8]] = [:]
            for b in rendered.buttons {
                let o = (b.frame.minY - 3) * rendered.image.stride + b.frame.midX * 4
                out[b.key] = Array(rendered.image.bytes[o..<o + 4])
            }
            return out
        }
        let plain = try ringPixels()
        XCTAssertEqual(Set(plain.values).count, 1, "no ring before a key: \(plain)")
        key(d, "Tab")
        var ringed = try ringPixels()
        XCTAssertNotEqual(ringed["discard"], plain["discard"], "a ring around the focused button")
        XCTAssertEqual(ringed["save"], plain["save"])
        XCTAssertEqual(ringed["cancel"], plain["cancel"])
        key(d, "Right")
        ringed = try ringPixels()
        XCTAssertEqual(ringed["discard"], plain["discard"], "the ring left it")
        XCTAssertNotEqual(ringed["cancel"], plain["cancel"])
    }

    /// Screen readers hear the focus leave one button and enter the next, through the same
    /// diff of accessible trees that speaks a menu's highlight.
    func testTheAccessibleFocusFollowsTheKeys() throws {
        let d = try DaemonHarness()
        alert(d)
        let before = d.controller.accessibleOverlays()
        let buttons = try XCTUnwrap(before.first { $0.key == "q" }?.children)
        XCTAssertEqual(buttons.filter { $0.states.contains(.focused) }.map(\.key), ["button-save"])
        key(d, "Tab")
        let after = d.controller.accessibleOverlays()
        XCTAssertEqual(after.first { $0.key == "q" }?.children.filter { $0.states.contains(.focused) }.map(\.key),
                       ["button-discard"])
        let focus = AccessibleEvent.changes(from: before, to: after).filter { $0.name == "object:state-changed:focused" }
        XCTAssertEqual(focus, [.stateChanged(["q", "button-save"], state: "focused", on: false),
                               .stateChanged(["q", "button-discard"], state: "focused", on: true)])
    }

    func testKeysReachTheNewestAlertNotANotificationNorAnOpenMenu() throws {
        let d = try DaemonHarness()
        alert(d)
        d.ok("show --id n --text 'not an alert' --action x:X --action y:Y --default-action x")
        key(d, "Tab")
        XCTAssertEqual(focused(d, "q"), "discard", "a popover's actions are not reached by keys typed anywhere")
        XCTAssertNil(focused(d, "n"))
        d.ok("alert --id newer --text 'Newer?' --button a:A --button b:B")
        key(d, "Tab")
        XCTAssertEqual(focused(d, "newer"), "b")
        XCTAssertEqual(focused(d, "q"), "discard", "only the newest alert's focus moves")
        // A menu holds the keyboard: its keys are its own.
        d.ok("menu --id m Apple Banana")
        XCTAssertNotNil(d.x.grabbed)
        key(d, "Tab")
        key(d, "Return")
        XCTAssertEqual(focused(d, "newer"), "b")
        XCTAssertEqual(d.history(of: "newer"), ["shown"])
    }
}

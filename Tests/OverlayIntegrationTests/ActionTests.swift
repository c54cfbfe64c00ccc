// ActionTests: buttons inside popovers, alerts and notifications: a click (or Enter, for an
// alert) reports the button's key; Escape cancels an alert; Tab, Shift-Tab and the arrows
// move an alert's focus between its buttons, as in a GTK 3 dialog.
import CX11
import Foundation
import NotificationSignals
import OverlayProtocol
import XCTest

final class ActionTests: XCTestCase {
    func buttons(_ s: DaemonSession, _ id: String) throws -> [String: ShapeRectangle] {
        let entry = try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["id"]?.stringValue == id }
        var result: [String: ShapeRectangle] = [:]
        for b in entry?["buttons"]?.arrayValue ?? [] {
            guard let key = b["key"]?.stringValue, let r = b["rect"]?.arrayValue?.compactMap(\.intValue), r.count == 4 else { continue }
            result[key] = ShapeRectangle(x: r[0], y: r[1], width: r[2], height: r[3])
        }
        return result
    }

    /// Starts overlayctl in the background (it blocks until the user answers).
    func start(_ s: DaemonSession, _ args: [String]) throws -> (ChildProcess, TemporaryDirectory) {
        let dir = try TemporaryDirectory(prefix: "overlayd-wait")
        let ctl = try Executables.buildProduct("overlayctl")
        let child = try ChildProcess(name: "overlayctl", command: [ctl] + args,
                                     environment: ["OVERLAYD_RUNTIME_DIR": s.daemon.runtimeDir],
                                     stdout: .file(dir.file("out")), stderr: .file(dir.file("err")))
        return (child, dir)
    }

    func waitFor(_ s: DaemonSession, _ id: String) throws {
        let deadline = Deadline(seconds: 10)
        while try s.overlay(id) == nil {
            guard !deadline.hasPassed else { throw HarnessError.timeout("overlay \(id)") }
            try s.sync()
        }
    }

    /// Presses a key (with `modifiers` held) and returns the button `list` then says has the
    /// keyboard's focus in `id` (after a sync: the daemon has handled the key).
    func focus(after key: String, modifiers: [String] = [], _ input: XTestInput, _ s: DaemonSession, _ id: String) throws -> String? {
        try input.pressKey(key, modifiers: modifiers)
        return try focused(s, id)
    }

    /// The button `list` says has the keyboard's focus.
    func focused(_ s: DaemonSession, _ id: String) throws -> String? {
        try s.sync()
        return try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["id"]?.stringValue == id }?["focused"]?.stringValue
    }

    func output(_ dir: TemporaryDirectory) -> String {
        (try? String(contentsOfFile: dir.file("out"), encoding: .utf8)) ?? ""
    }

    func testClickingAnActionPrintsItsKey() throws {
        let s = try DaemonSession()
        let input = try XTestInput(s.x)
        let (waiter, out) = try start(s, ["show", "--id", "ask", "--text", "Keep the changes?", "--action", "keep:Keep",
                                          "--action", "undo:Undo", "--wait"])
        try waitFor(s, "ask")
        let b = try buttons(s, "ask")
        let undo = try XCTUnwrap(b["undo"])
        XCTAssertNotNil(b["keep"])
        XCTAssertLessThan(try XCTUnwrap(b["keep"]).x, undo.x, "in the order given")
        input.click(x: undo.x + undo.width / 2, y: undo.y + undo.height / 2)
        XCTAssertEqual(waiter.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual(output(out), "undo\n")
        XCTAssertNil(try s.overlay("ask"))
    }

    func testAlertAnswersEnterWithTheDefaultAndEscapeCancels() throws {
        let s = try DaemonSession()
        let input = try XTestInput(s.x)
        let (yes, yesOut) = try start(s, ["alert", "--id", "q1", "--title", "Quit?", "--text", "Unsaved changes",
                                          "--button", "quit:Quit", "--button", "cancel:Cancel"])
        try waitFor(s, "q1")
        let shown = try XCTUnwrap(try s.overlay("q1"))
        XCTAssertEqual(shown.gravity, "center", "centred on the monitor")
        try input.pressKey("Return")
        XCTAssertEqual(yes.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual(output(yesOut), "quit\n")

        let (no, noOut) = try start(s, ["alert", "--id", "q2", "--text", "Again?", "--button", "ok:OK"])
        try waitFor(s, "q2")
        try input.pressKey("Escape")
        XCTAssertEqual(no.waitForExit(timeout: 10)?.code, 1, "Escape cancels")
        XCTAssertEqual(output(noOut), "")
    }

    /// The keyboard way to an alert's third button: Tab, Tab, Return, as in a GTK 3 dialog.
    /// The focused button has a ring (pixels just above each button, before and after).
    func testTabMovesAnAlertsFocusAndEnterPressesTheFocusedButton() throws {
        let s = try DaemonSession()
        let input = try XTestInput(s.x)
        let (waiter, out) = try start(s, ["alert", "--id", "q", "--title", "Save changes?", "--button", "save:Save",
                                          "--button", "discard:Discard", "--button", "cancel:Cancel"])
        try waitFor(s, "q")
        let b = try buttons(s, "q")
        XCTAssertEqual(b.count, 3)
        /// The pixel 3 px above each button's middle: inside the ring's band when it has the focus.
        func ring() throws -> [String: RGB] {
            let shot = try s.x.screenshot()
            return b.mapValues { shot.pixel(x: $0.x + $0.width / 2, y: $0.y - 3) }
        }
        let plain = try ring()
        XCTAssertEqual(Set(plain.values).count, 1, "no ring before a key is pressed: \(plain)")
        XCTAssertEqual(try focused(s, "q"), "save", "the default button has the focus")

        XCTAssertEqual(try focus(after: "Tab", input, s, "q"), "discard")
        var now = try ring()
        XCTAssertNotEqual(now["discard"], plain["discard"], "a ring around the focused button: \(now)")
        XCTAssertEqual(now["save"], plain["save"])
        XCTAssertEqual(now["cancel"], plain["cancel"])
        let ringColour = try XCTUnwrap(now["discard"])
        XCTAssertGreaterThan(Int(ringColour.b) - Int(ringColour.r), 40, "the accent's blue: \(ringColour)")

        XCTAssertEqual(try focus(after: "Tab", input, s, "q"), "cancel")
        now = try ring()
        XCTAssertEqual(now["discard"], plain["discard"], "the ring moved on")
        XCTAssertEqual(now["cancel"], ringColour)

        try input.pressKey("Return")
        XCTAssertEqual(waiter.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual(output(out), "cancel\n")
    }

    /// Shift-Tab wraps from the first button to the last; Left stops at the first.
    func testShiftTabWrapsAroundAndLeftStopsAtTheFirstButton() throws {
        let s = try DaemonSession()
        let input = try XTestInput(s.x)
        let (waiter, out) = try start(s, ["alert", "--id", "q", "--text", "Which?", "--button", "a:One",
                                          "--button", "b:Two", "--button", "c:Three"])
        try waitFor(s, "q")
        XCTAssertEqual(try focus(after: "Left", input, s, "q"), "a", "the arrows do not wrap")
        XCTAssertEqual(try focus(after: "Tab", modifiers: ["Shift_L"], input, s, "q"), "c", "Shift-Tab wraps to the last")
        XCTAssertEqual(try focus(after: "Left", input, s, "q"), "b")
        try input.pressKey("Return")
        XCTAssertEqual(waiter.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual(output(out), "b\n", "Enter presses the focused button")
    }

    func testNotificationActionButtonsReachTheApplication() throws {
        let bus = try SessionBus()
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let input = try XTestInput(s.x)
        let (waiter, out) = try bus.start(["notify-send", "-w", "-A", "reply=Reply", "-A", "mute=Mute", "Chat", "Hi!"])
        try waitFor(s, "n1")
        let mute = try XCTUnwrap(try buttons(s, "n1")["mute"])
        input.click(x: mute.x + mute.width / 2, y: mute.y + mute.height / 2)
        XCTAssertEqual(waiter.waitForExit(timeout: 10)?.code, 0)
        let printed = (try? String(contentsOfFile: out.file("out"), encoding: .utf8)) ?? ""
        XCTAssertEqual(printed.trimmingCharacters(in: .whitespacesAndNewlines), "mute")
    }

    /// The `resident` hint: an action (a button, or a click that invokes `default`) is
    /// reported but the notification stays; without the hint the action closes it (reason 2).
    func testResidentNotificationsStayAfterAnActionOthersClose() throws {
        let bus = try SessionBus()
        let signals = try SignalObserver(address: bus.address)
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let input = try XTestInput(s.x)
        let notify = ["gdbus", "call", "--session", "--dest", "org.freedesktop.Notifications", "--object-path",
                      "/org/freedesktop/Notifications", "--method", "org.freedesktop.Notifications.Notify"]
        let resident = try bus.run(notify + ["player", "uint32 0", "", "Now playing", "Song",
                                             "['default', 'Show', 'next', 'Next']", "{'resident': <true>}", "int32 0"])
        XCTAssertEqual(resident.0, 0, resident.1)
        try waitFor(s, "n1")
        let shown = try XCTUnwrap(try s.overlay("n1"))
        let next = try XCTUnwrap(try buttons(s, "n1")["next"])
        input.click(x: next.x + next.width / 2, y: next.y + next.height / 2)
        var lines = try signals.wait { $0.contains("ActionInvoked 1 next") }
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(lines[0].hasPrefix("ActivationToken 1 "), "the token comes first: \(lines)")
        // A click on the body invokes `default`, and it still stays.
        input.click(x: shown.body.x + 12, y: shown.body.y + 8)
        lines = try signals.wait { $0.contains("ActionInvoked 1 default") }
        lines = try signals.roundTrip()
        XCTAssertFalse(lines.contains { $0.hasPrefix("NotificationClosed") }, "\(lines)")
        try s.sync()
        let still = try XCTUnwrap(try s.overlay("n1"), "a resident notification stays after its actions")
        XCTAssertEqual(still.window, shown.window)
        XCTAssertTrue(try s.x.attributes(of: still.window).isViewable)

        // Without the hint, the same action closes it: dismissed by the user.
        let plain = try bus.run(notify + ["player", "uint32 0", "", "Now playing", "Other song",
                                          "['next', 'Next']", "{}", "int32 0"])
        XCTAssertEqual(plain.0, 0, plain.1)
        try waitFor(s, "n2")
        let next2 = try XCTUnwrap(try buttons(s, "n2")["next"])
        input.click(x: next2.x + next2.width / 2, y: next2.y + next2.height / 2)
        lines = try signals.wait { $0.contains("NotificationClosed 2 2") }
        let second = lines.filter { $0.split(separator: " ").dropFirst().first == "2" }
        XCTAssertEqual(second.count, 3, "\(second)")
        XCTAssertTrue(second[0].hasPrefix("ActivationToken 2 "), "\(second)")
        XCTAssertEqual(Array(second.dropFirst()), ["ActionInvoked 2 next", "NotificationClosed 2 2"])
        try s.sync()
        XCTAssertNil(try s.overlay("n2"))

        // The sender removes the resident one: closed by a call (reason 3).
        let closed = try bus.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.Notifications", "--object-path",
                                  "/org/freedesktop/Notifications", "--method",
                                  "org.freedesktop.Notifications.CloseNotification", "1"])
        XCTAssertEqual(closed.0, 0, closed.1)
        try signals.wait { $0.contains("NotificationClosed 1 3") }

        // A resident one replaced by one without the hint is resident no more.
        let third = try bus.run(notify + ["player", "uint32 0", "", "Now playing", "Third song",
                                          "['next', 'Next']", "{'resident': <true>}", "int32 0"])
        XCTAssertEqual(third.0, 0, third.1)
        try waitFor(s, "n3")
        let replaced = try bus.run(notify + ["player", "uint32 3", "", "Now playing", "Third song, replaced",
                                             "['next', 'Next']", "{}", "int32 0"])
        XCTAssertEqual(replaced.0, 0, replaced.1)
        try s.sync()
        let next3 = try XCTUnwrap(try buttons(s, "n3")["next"])
        input.click(x: next3.x + next3.width / 2, y: next3.y + next3.height / 2)
        try signals.wait { $0.contains("NotificationClosed 3 2") }
    }
}

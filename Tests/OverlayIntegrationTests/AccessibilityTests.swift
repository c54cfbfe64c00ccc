// AccessibilityTests: overlayd on the accessibility bus as pyatspi (Orca's client library)
// sees it: the application, an object per overlay with role, name and extents, the events
// as overlays come, change and go, focus in a menu and among an alert's buttons, and actions
// that do what clicks do.
import Foundation
import OverlayProtocol
import XCTest

final class AccessibilityTests: XCTestCase {
    /// Starts overlayctl in the background (it blocks until the user answers).
    func start(_ s: DaemonSession, _ args: [String]) throws -> (ChildProcess, TemporaryDirectory) {
        let dir = try TemporaryDirectory(prefix: "overlayd-a11y-ctl")
        let child = try ChildProcess(name: "overlayctl", command: [try Executables.buildProduct("overlayctl")] + args,
                                     environment: ["OVERLAYD_RUNTIME_DIR": s.daemon.runtimeDir],
                                     stdout: .file(dir.file("out")), stderr: .file(dir.file("err")))
        return (child, dir)
    }

    func output(_ dir: TemporaryDirectory) -> String { (try? String(contentsOfFile: dir.file("out"), encoding: .utf8)) ?? "" }

    /// `list`'s entry for `id`, once it is there (menus: once they hold the grab).
    func entry(_ s: DaemonSession, _ id: String) throws -> JSONValue {
        let deadline = Deadline(seconds: 10)
        while true {
            let e = try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["id"]?.stringValue == id }
            if let e, e["menu"]?.boolValue != true || e["grabbed"]?.boolValue == true { return e }
            guard !deadline.hasPassed else { throw HarnessError.timeout("overlay \(id)") }
            try s.sync()
        }
    }

    func rect(_ v: JSONValue?) -> [Int]? { v?.arrayValue?.compactMap(\.intValue) }

    func testTheApplicationHasAnObjectPerOverlayWithItsRoleNameAndExtents() throws {
        let a = try AccessibilitySession()
        let s = a.session
        try s.ok(["show", "--id", "saved", "--title", "Saved <b>report</b>", "--text", "In ~/docs &amp; synced", "--timeout", "0"])
        try s.ok(["show", "--id", "tip", "--kind", "tooltip", "--text", "Bold", "--timeout", "0"])
        try s.ok(["alert", "--id", "quit", "--title", "Quit?", "--text", "Unsaved work", "--button", "save:Save",
                  "--button", "discard:Discard"])
        let (status, out) = try a.bus.run(["notify-send", "-p", "-u", "critical", "Disk", "Almost <b>full</b>"])
        XCTAssertEqual(status, 0, out)
        let (menu, _) = try start(s, ["menu", "--id", "view", "--", "[x] Word wrap\twrap", "( ) Light\tlight", "(*) Dark\tdark",
                                      "---", "Quit\tquit\tCtrl+Q"])
        let menuEntry = try entry(s, "view")
        try s.sync()

        let apps = try a.probe.send(.array([.string("apps")]))["apps"]?.arrayValue?.compactMap(\.stringValue) ?? []
        XCTAssertTrue(apps.contains("overlayd"), "\(apps)")
        let app = try XCTUnwrap(try a.probe.tree())
        XCTAssertEqual(app.role, "application")
        XCTAssertEqual(app.children.map(\.id), ["saved", "tip", "quit", "n1", "view"], "one object per overlay, in show order")

        for (id, role) in [("saved", "panel"), ("tip", "tool tip"), ("quit", "alert"), ("n1", "notification"), ("view", "popup menu")] {
            let node = try XCTUnwrap(app.child(id: id), id)
            XCTAssertEqual(node.role, role, id)
            XCTAssertTrue(node.states.isSuperset(of: ["showing", "visible"]), "\(id): \(node.states)")
            XCTAssertTrue(node.actions.contains("dismiss"), "\(id): \(node.actions)")
            let frame = id == "view" ? rect(menuEntry["levels"]?.arrayValue?.first?["frame"])
                                     : try XCTUnwrap(try s.overlay(id)).frame.array
            XCTAssertEqual(node.extents, frame, "\(id): the extents are the window's rectangle")
        }
        let saved = try XCTUnwrap(app.child(id: "saved"))
        XCTAssertEqual(saved.name, "Saved report", "markup stripped")
        XCTAssertEqual(saved.description, "In ~/docs & synced")
        XCTAssertEqual(saved.text, "In ~/docs & synced")
        let disk = try XCTUnwrap(app.child(id: "n1"))
        XCTAssertEqual([disk.name, disk.description], ["Disk", "Almost full"])

        let quit = try XCTUnwrap(app.child(id: "quit"))
        XCTAssertEqual(quit.children.map(\.role), ["push button", "push button"])
        XCTAssertEqual(quit.children.map(\.name), ["Save", "Discard"])
        XCTAssertTrue(quit.children[0].states.contains("focused"), "the default button has the focus")
        let buttons = try entry(s, "quit")["buttons"]?.arrayValue ?? []
        XCTAssertEqual(quit.children.map(\.extents), buttons.map { rect($0["rect"]) })
        XCTAssertEqual(quit.children.map(\.actions), [["press"], ["press"]])

        let view = try XCTUnwrap(app.child(id: "view"))
        XCTAssertEqual(view.children.map(\.role),
                       ["check menu item", "radio menu item", "radio menu item", "separator", "menu item"])
        XCTAssertEqual(view.children.map(\.name), ["Word wrap", "Light", "Dark", "", "Quit"])
        XCTAssertEqual(view.children.map { $0.states.contains("checked") }, [true, false, true, false, false])
        XCTAssertEqual(view.children[4].keys, [";;Ctrl+Q"], "the shortcut is the accelerator, where Orca reads it")
        let rows = menuEntry["levels"]?.arrayValue?.first?["rows"]?.arrayValue ?? []
        for row in rows {
            let i = try XCTUnwrap(row["index"]?.intValue)
            XCTAssertEqual(view.children[i].extents, rect(row["rect"]), "row \(i)")
        }
        try s.ok(["dismiss", "view"])
        _ = menu.waitForExit(timeout: 10)
    }

    func testEventsAsAPopoverANotificationAndAMenuComeChangeAndGo() throws {
        let a = try AccessibilitySession()
        let s = a.session
        try a.listen(["object:state-changed", "object:children-changed", "window:create", "window:destroy",
                      "object:announcement", "object:property-change:accessible-name"])

        try s.ok(["show", "--id", "hello", "--text", "Hello", "--timeout", "0"])
        var heard = try a.probe.wait(for: "object:state-changed:showing", from: "Hello")
        XCTAssertTrue(heard.contains { $0.type == "object:children-changed:add" && $0.name == "overlayd" }, "\(heard)")
        XCTAssertTrue(heard.contains { $0.type == "window:create" && $0.name == "Hello" }, "\(heard)")
        XCTAssertEqual(heard.last { $0.type == "object:state-changed:showing" }?.detail1, 1)

        try s.ok(["update", "hello", "--text", "Hello again"])
        heard = try a.probe.wait(for: "object:property-change:accessible-name", from: "Hello again")

        let (status, out) = try a.bus.run(["notify-send", "-u", "critical", "Disk", "Almost full"])
        XCTAssertEqual(status, 0, out)
        heard = try a.probe.wait(for: "object:announcement", from: "Disk")
        let said = try XCTUnwrap(heard.last { $0.type == "object:announcement" })
        XCTAssertEqual(said.any, .string("Disk: Almost full"))
        XCTAssertEqual(said.detail1, 2, "critical: assertive")
        XCTAssertEqual(said.role, "notification")
        _ = try a.bus.run(["notify-send", "-u", "low", "Mail", "New message"])
        heard = try a.probe.wait(for: "object:announcement", from: "Mail")
        XCTAssertEqual(heard.last { $0.type == "object:announcement" }?.detail1, 1, "low: polite")

        let input = try XTestInput(s.x)
        let (menu, dir) = try start(s, ["menu", "--id", "m", "--", "One", "Two", "More", "\tInner\tinner"])
        _ = try entry(s, "m")
        heard = try a.probe.wait(for: "window:create")
        XCTAssertTrue(heard.contains { $0.type == "window:create" && $0.role == "popup menu" }, "\(heard)")
        try input.pressKey("Down")
        heard = try a.probe.wait(for: "object:state-changed:focused", from: "One")
        XCTAssertEqual(heard.last { $0.type == "object:state-changed:focused" }?.detail1, 1)
        try input.pressKey("Down")
        heard = try a.probe.wait(for: "object:state-changed:focused", from: "Two")
        // `selected` follows `focused` in the same burst; the wait above can return between them.
        if !heard.contains(where: { $0.type == "object:state-changed:selected" && $0.name == "Two" }) {
            heard += try a.probe.wait(for: "object:state-changed:selected", from: "Two")
        }
        let focus = heard.filter { $0.type == "object:state-changed:focused" }.map { "\($0.name) \($0.detail1)" }
        XCTAssertEqual(focus, ["One 0", "Two 1"], "the focus leaves One, then enters Two")
        XCTAssertTrue(heard.contains { $0.type == "object:state-changed:selected" && $0.name == "Two" && $0.detail1 == 1 })
        // Into a submenu and back: the focus follows the keys, and returns to the item.
        try input.pressKey("Down")
        _ = try a.probe.wait(for: "object:state-changed:focused", from: "More")
        try input.pressKey("Right")
        heard = try a.probe.wait(for: "object:state-changed:focused", from: "Inner")
        XCTAssertEqual(heard.filter { $0.type == "object:state-changed:focused" }.map { "\($0.name) \($0.detail1)" },
                       ["More 0", "Inner 1"])
        try input.pressKey("Left")
        heard = try a.probe.wait(for: "object:state-changed:focused", from: "More")
        XCTAssertEqual(heard.last { $0.type == "object:state-changed:focused" }?.detail1, 1, "\(heard)")
        try input.pressKey("Escape")
        XCTAssertEqual(menu.waitForExit(timeout: 10)?.code, 1)
        XCTAssertEqual(output(dir), "")
        heard = try a.probe.wait(for: "window:destroy")
        XCTAssertTrue(heard.contains { $0.type == "window:destroy" && $0.role == "popup menu" }, "\(heard)")
        XCTAssertTrue(heard.contains { $0.type == "object:children-changed:remove" && $0.name == "overlayd" }, "\(heard)")

        try s.ok(["dismiss", "hello"])
        heard = try a.probe.wait(for: "window:destroy", from: "Hello again")
        XCTAssertEqual(heard.first { $0.type == "object:state-changed:showing" }.map { "\($0.name) \($0.detail1)" },
                       "Hello again 0")
    }

    /// An alert's buttons as Orca hears them: Tab moves `focused` from one push button to the
    /// next (the old one loses it first), Shift-Tab goes back and wraps to the last.
    func testTabMovesTheFocusBetweenAnAlertsButtons() throws {
        let a = try AccessibilitySession()
        let s = a.session
        try a.listen(["object:state-changed:focused"])
        try s.ok(["alert", "--id", "q", "--title", "Save changes?", "--button", "save:Save", "--button", "discard:Discard",
                  "--button", "cancel:Cancel"])
        _ = try a.probe.wait(for: "object:state-changed:focused", from: "Save")
        XCTAssertNotNil(try s.overlay("q"), "on the server (after a sync) before keys are sent")
        let input = try XTestInput(s.x)
        func focus(_ heard: [HeardEvent]) -> [String] {
            heard.filter { $0.type == "object:state-changed:focused" }.map { "\($0.name) \($0.detail1)" }
        }
        try input.pressKey("Tab")
        var heard = try a.probe.wait(for: "object:state-changed:focused", from: "Discard")
        XCTAssertEqual(focus(heard), ["Save 0", "Discard 1"], "the focus leaves Save, then enters Discard")
        XCTAssertEqual(heard.last?.role, "push button")
        try input.pressKey("Tab", modifiers: ["Shift_L"])
        heard = try a.probe.wait(for: "object:state-changed:focused", from: "Save")
        XCTAssertEqual(focus(heard), ["Discard 0", "Save 1"])
        try input.pressKey("Tab", modifiers: ["Shift_L"])
        heard = try a.probe.wait(for: "object:state-changed:focused", from: "Cancel")
        XCTAssertEqual(focus(heard), ["Save 0", "Cancel 1"], "Shift-Tab wraps to the last button")
        let q = try XCTUnwrap(try a.probe.tree()?.child(id: "q"))
        XCTAssertEqual(q.children.filter { $0.states.contains("focused") }.map(\.name), ["Cancel"])
    }

    func testAnActionInvokedThroughATSPIDoesWhatAClickDoes() throws {
        let a = try AccessibilitySession()
        let s = a.session
        let input = try XTestInput(s.x)
        let watcher = try s.watcher()
        /// What a user of the alert sees: overlayctl's output and status, and the watch events.
        func answer(_ act: (JSONValue) throws -> Void) throws -> [String] {
            let (alert, dir) = try start(s, ["alert", "--id", "quit", "--title", "Quit?", "--button", "save:Save",
                                             "--button", "discard:Discard"])
            let e = try entry(s, "quit")
            try act(e)
            let status = alert.waitForExit(timeout: 10)?.code
            var events: [String] = []
            while events.last?.hasPrefix("dismissed") != true {
                let ev = try watcher.nextEvent()
                events.append([ev["event"], ev["id"], ev["key"], ev["reason"]].compactMap { $0?.stringValue }.joined(separator: " "))
            }
            return ["status \(status.map(String.init) ?? "none")", "printed \(output(dir))"] + events
        }
        let clicked = try answer { e in
            let discard = try XCTUnwrap(e["buttons"]?.arrayValue?.first { $0["key"]?.stringValue == "discard" })
            let r = try XCTUnwrap(self.rect(discard["rect"]))
            input.click(x: r[0] + r[2] / 2, y: r[1] + r[3] / 2)
        }
        let invoked = try answer { _ in XCTAssertTrue(try a.probe.invoke("press", on: "Discard")) }
        XCTAssertEqual(clicked, ["status 0", "printed discard\n", "shown quit", "action quit discard", "dismissed quit action"])
        XCTAssertEqual(invoked, clicked, "the same output, status and events as a click")

        // A menu item: overlayctl menu prints its value, as when its row is clicked.
        let (menu, dir) = try start(s, ["menu", "--", "Copy\tcopy", "Paste\tpaste"])
        try s.waitForGrab("the menu")
        XCTAssertTrue(try a.probe.invoke("click", on: "Paste"))
        XCTAssertEqual(menu.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual(output(dir), "paste\n")

        // A notification's button reaches the application, as a click does.
        let (waiter, out) = try a.bus.start(["notify-send", "-w", "-A", "open=Open", "Mail", "New message"])
        _ = try entry(s, "n1")
        XCTAssertTrue(try a.probe.invoke("press", on: "Open"))
        XCTAssertEqual(waiter.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual((try? String(contentsOfFile: out.file("out"), encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines),
                       "open")

        // Every overlay can be dismissed.
        try s.ok(["show", "--id", "note", "--text", "Note", "--timeout", "0"])
        XCTAssertTrue(try a.probe.invoke("dismiss", on: "Note"))
        try s.sync()
        XCTAssertNil(try s.overlay("note"))
    }

    func testFocusMakesAnOverlayTheActiveWindowAndAnnounceSaysIt() throws {
        let a = try AccessibilitySession()
        let s = a.session
        try a.listen(["window:activate", "window:deactivate", "object:state-changed:focused", "object:announcement"])
        try s.ok(["show", "--id", "f", "--text", "Read me", "--focus", "--timeout", "0"])
        // The focus comes after the activation.
        var heard = try a.probe.wait(for: "object:state-changed:focused", from: "Read me")
        XCTAssertEqual(heard.map(\.type), ["window:activate", "object:state-changed:focused"])
        let f = try XCTUnwrap(try a.probe.tree()?.child(id: "f"))
        XCTAssertTrue(f.states.isSuperset(of: ["active", "focused"]), "\(f.states)")

        try s.ok(["show", "--id", "quiet", "--text", "Quiet", "--timeout", "0"])
        try s.ok(["show", "--id", "loud", "--text", "Loud", "--announce", "--urgency", "critical", "--timeout", "0"])
        heard = try a.probe.wait(for: "object:announcement", from: "Loud")
        XCTAssertEqual(heard.last?.detail1, 2, "critical: assertive")
        XCTAssertFalse(heard.contains { $0.name == "Quiet" }, "a plain popover takes no focus and says nothing: \(heard)")

        // An alert takes the focus by default; its default button has it.
        try s.ok(["alert", "--id", "q", "--title", "Quit?", "--button", "quit:Quit", "--button", "stay:Stay"])
        heard = try a.probe.wait(for: "object:state-changed:focused", from: "Quit")
        XCTAssertTrue(heard.contains { $0.type == "window:deactivate" && $0.name == "Read me" }, "\(heard)")
        XCTAssertTrue(heard.contains { $0.type == "window:activate" && $0.name == "Quit?" }, "\(heard)")
        try s.ok(["dismiss", "q"])
        heard = try a.probe.wait(for: "window:activate", from: "Read me")
        XCTAssertTrue(heard.contains { $0.type == "window:deactivate" && $0.name == "Quit?" }, "the focus goes back: \(heard)")
    }

    func testTheConfigCanLeaveAlertsUnfocused() throws {
        let a = try AccessibilitySession(config: "[accessibility]\nfocus-alerts = false\n")
        let s = a.session
        try s.ok(["alert", "--id", "q", "--title", "Quit?", "--button", "quit:Quit"])
        try s.sync()
        let q = try XCTUnwrap(try a.probe.tree()?.child(id: "q"))
        XCTAssertFalse(q.states.contains("active"), "\(q.states)")
        try s.ok(["alert", "--id", "r", "--title", "Really?", "--button", "yes:Yes", "--focus"])
        try s.sync()
        XCTAssertTrue(try XCTUnwrap(try a.probe.tree()?.child(id: "r")).states.contains("active"), "--focus still works")
    }

    /// The harness's positive control (X11-NOTES): a GTK3 window on the same display and bus
    /// is seen too, with its frame's extents, so an overlayd missing from the desktop would be
    /// overlayd's fault, not the harness's.
    func testAGtkWindowIsSeenBesideOverlayd() throws {
        let a = try AccessibilitySession()
        let gtk = try TemporaryDirectory(prefix: "overlayd-gtk-control")
        try Data("""
            import gi
            gi.require_version("Gtk", "3.0")
            from gi.repository import GLib, Gtk
            GLib.set_prgname("gtk-control")
            w = Gtk.Window(title="Control")
            w.add(Gtk.Button(label="Press me"))
            w.move(100, 120)
            w.show_all()
            Gtk.main()
            """.utf8).write(to: URL(fileURLWithPath: gtk.file("control.py")))
        guard (try? a.bus.run(["/usr/bin/python3", "-c", "import gi; gi.require_version('Gtk', '3.0')"]))?.0 == 0 else {
            throw XCTSkip("GTK 3 for Python is not installed (gir1.2-gtk-3.0)")
        }
        let control = try ChildProcess(
            name: "gtk-control", command: ["/usr/bin/python3", gtk.file("control.py")],
            environment: ["DISPLAY": a.session.server.display, "DBUS_SESSION_BUS_ADDRESS": a.bus.address],
            stderr: .file(gtk.file("err")))
        defer { control.stop() }
        let found = try a.probe.send(.array([.string("waitapp"), .string("gtk-control"), .int(20)]), timeout: 30)
        XCTAssertEqual(found["found"]?.boolValue, true, "the GTK window is not on the desktop: \(control.stderrText)")
        let frame = try XCTUnwrap(try a.probe.tree(of: "gtk-control")?.children.first)
        XCTAssertEqual([frame.role, frame.name], ["frame", "Control"])
        XCTAssertEqual(frame.extents?.count, 4)
        let apps = try a.probe.send(.array([.string("apps")]))["apps"]?.arrayValue?.compactMap(\.stringValue) ?? []
        XCTAssertTrue(apps.contains("overlayd"), "\(apps)")
    }

    func testWithoutASessionBusTheRootPropertyLeadsToTheAccessibilityBus() throws {
        let a = try AccessibilitySession(daemonHasSessionBus: false)
        let address = try XCTUnwrap(a.session.x.stringProperty("AT_SPI_BUS", of: a.session.x.root), "the launcher sets it")
        XCTAssertTrue(a.session.daemon.stderrText.contains("serving AT-SPI2 on \(address)"), a.session.daemon.stderrText)
        try a.session.ok(["show", "--id", "p", "--text", "Found", "--timeout", "0"])
        try a.session.sync()
        XCTAssertEqual(try a.probe.tree()?.child(id: "p")?.name, "Found")
    }

    /// Another program's call with its arguments missing is answered, as before the one sd-bus
    /// message reader (OverlaySDBus.BusMessageReader) replaced OverlayA11y's: an error where
    /// the answer needs them, a default where AT-SPI2 has one, and the daemon answers on.
    func testACallWithoutItsArgumentsGetsAnErrorOrADefaultAndTheDaemonAnswersOn() throws {
        let a = try AccessibilitySession()
        try a.session.ok(["show", "--id", "tip", "--text", "Bold", "--timeout", "0"])
        try a.session.sync()
        let (status, reply) = try a.bus.run(["gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                                            "--method", "org.a11y.Bus.GetAddress"])
        XCTAssertEqual(status, 0, reply)
        let address = try XCTUnwrap(reply.split(separator: "'").dropFirst().first.map(String.init), reply)
        let (_, names) = try a.bus.run(["busctl", "--address=\(address)", "list", "--no-legend", "--no-pager"])
        // NAME PID PROCESS …: our unique name is the one whose process is overlayd.
        let rows: [[Substring]] = names.split(separator: "\n").map { $0.split(separator: " ") }
        let row = rows.first { $0.count > 2 && $0[0].hasPrefix(":") && $0[2] == "overlayd" }
        let daemon = String(try XCTUnwrap(row, names)[0])
        func call(_ interface: String, _ member: String, _ arguments: [String] = []) throws -> String {
            let command = ["busctl", "--address=\(address)", "call", daemon, "/org/a11y/atspi/accessible/root/tip", interface, member]
            let (_, out): (Int32?, String) = try a.bus.run(command + arguments)
            return out.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        XCTAssertEqual(try call("org.a11y.atspi.Component", "Contains"), "Call failed: Invalid argument")
        XCTAssertEqual(try call("org.freedesktop.DBus.Properties", "Get"), "Call failed: no such property")
        XCTAssertEqual(try call("org.freedesktop.DBus.Properties", "GetAll"), "Call failed: Invalid argument")
        XCTAssertEqual(try call("org.a11y.atspi.Text", "GetText"), "s \"\"", "no range: no text")
        XCTAssertEqual(try call("org.a11y.atspi.Action", "GetName"), "s \"\"", "no index: no action")
        let extents = try call("org.a11y.atspi.Component", "GetExtents", ["u", "0"])
        XCTAssertTrue(extents.hasPrefix("(iiii) ") && extents.split(separator: " ").count == 5,
                      "a whole call is answered after the broken ones: \(extents)")
        try a.session.sync()
    }

    /// A reader's questions change nothing on screen, so they rebuild no tree: a reader asks one
    /// thing at a time, each a loop turn, and each used to rebuild it (about 800 a second while
    /// Orca followed a held Down key through the center). Only a turn that may change the
    /// overlays does (here the `stats` request itself).
    func testAReadersQuestionsRebuildNoTree() throws {
        let a = try AccessibilitySession()
        let s = a.session
        try a.listen(["window:create"])
        for i in 0..<3 { try s.ok(["show", "--id", "p\(i)", "--text", "Popover \(i)", "--timeout", "0"]) }
        _ = try a.probe.wait(for: "window:create", from: "Popover 2")
        let before = try a.accessibilityStats()["trees"]?.intValue ?? 0
        let app = try XCTUnwrap(try a.probe.tree())
        XCTAssertEqual(app.children.map(\.id), ["p0", "p1", "p2"], "the reader walked the tree: name, role, states, extents of each")
        let after = try a.accessibilityStats()["trees"]?.intValue ?? 0
        XCTAssertLessThanOrEqual(after - before, 2, "built for the stats request's turn, not for each question")
        XCTAssertGreaterThanOrEqual(after - before, 1, "the turn of a request (it may change the overlays) builds it again")
    }

    /// No screen reader, no work: without a listener no tree is built and no event is sent.
    func testNothingIsBuiltOrSentWhileNobodyListens() throws {
        let a = try AccessibilitySession()
        let s = a.session
        for i in 0..<5 { try s.ok(["show", "--id", "p\(i)", "--text", "Popover \(i)", "--timeout", "0"]) }
        try s.ok(["update", "p0", "--text", "Changed"])
        try s.ok(["dismiss", "--all"])
        try s.sync()
        var stats = try a.accessibilityStats()
        XCTAssertEqual(stats["trees"]?.intValue, 0, stats.serialized)
        XCTAssertEqual(stats["events"]?.intValue, 0, stats.serialized)

        try a.listen(["window:create"])
        try s.ok(["show", "--id", "heard", "--text", "Heard", "--timeout", "0"])
        _ = try a.probe.wait(for: "window:create", from: "Heard")
        stats = try a.accessibilityStats()
        XCTAssertEqual(stats["events"]?.intValue, 1, "only the event listened to: \(stats.serialized)")
    }
}

extension ShapeRectangle {
    var array: [Int] { [x, y, width, height] }
}

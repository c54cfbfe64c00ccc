// OrcaTests: what the real screen reader Orca 43 (Debian's orca) speaks as a user meets
// overlayd with it: notifications as they come, the notification center's entry under focus
// as it opens and as Down moves it (beside a GTK list box of the same entries), the launcher's
// and a dmenu pick's highlighted row, and the line typed into the pick. Orca runs on the test's
// display, session bus and accessibility bus; its speech is read from its own log
// (OrcaScreenReader); keys are XTest's.
import Foundation
import OverlayProtocol
import XCTest

final class OrcaTests: XCTestCase {
    /// Sends mail's "Mail", then chat's "Lunch" and "Coffee" (each read as its popup shows), and
    /// opens the center; returns what Orca said as it opened, once the center holds the keys.
    func notifyAndOpenCenter(_ a: AccessibilitySession, _ orca: OrcaScreenReader) throws -> [String] {
        for (app, summary, body, said) in [("mail", "Mail", "from Ann", "from Ann."), ("chat", "Lunch", "at noon?", "at noon?"),
                                           ("chat", "Coffee", "with Bo", "with Bo.")] {
            let (status, out) = try a.bus.run(["notify-send", "-a", app, summary, body])
            XCTAssertEqual(status, 0, out)
            XCTAssertEqual(try orca.hear(until: said), ["notification \(summary).", said], "a popup is read as it shows")
        }
        try XTestInput(a.session.x).move(x: 100, y: 100)
        try a.session.ok(["notifications", "center", "open"])
        let heard = try orca.hear(until: "now, with Bo.")
        try a.session.waitForGrab()
        return heard
    }

    func testOrcaSpeaksNotificationsAsTheyComeAndTheCenterEntryUnderFocus() throws {
        let a = try AccessibilitySession()
        let orca = try a.startOrca()
        XCTAssertEqual(try notifyAndOpenCenter(a, orca),
                       ["Notification center panel.", "3 notifications.", "Notifications.", "List with 5 items.",
                        "chat: Coffee.", "now, with Bo."],
                       "the panel, its list, then the entry under focus: the newest")
        let input = try XTestInput(a.session.x)
        try input.pressKey("Down")
        XCTAssertEqual(try orca.hear(until: "now, at noon?"), ["chat: Lunch.", "now, at noon?"])
        try input.pressKey("Down")
        XCTAssertEqual(try orca.hear(until: "expanded."), ["mail, 1.", "expanded."], "the next application's group")
        try input.pressKey("Left")
        XCTAssertEqual(try orca.hear(until: "collapsed"), ["collapsed"], "Left closes the group")
        try input.pressKey("Right")
        XCTAssertEqual(try orca.hear(until: "expanded"), ["expanded"])
        try input.pressKey("Down")
        XCTAssertEqual(try orca.hear(until: "now, from Ann."), ["mail: Mail.", "now, from Ann."], "the entry the group shows again")
    }

    /// Keys typed into the center reach Orca as GTK's reach it (the registry's
    /// NotifyListenersSync): it echoes them, and once Escape closed the center it knows the
    /// center is gone, so opening it again is announced again.
    func testOrcaEchoesTheCentersKeysAndAnnouncesItOpenedAgain() throws {
        let a = try AccessibilitySession()
        let orca = try a.startOrca()
        let opened = ["Notification center panel.", "3 notifications.", "Notifications.", "List with 5 items.",
                      "chat: Coffee.", "now, with Bo."]
        XCTAssertEqual(try notifyAndOpenCenter(a, orca), opened)
        let input = try XTestInput(a.session.x)
        try input.pressKey("Escape")
        XCTAssertEqual(try orca.hear(until: "escape "), ["escape "], "Orca's key echo: the key's name")
        try a.session.sync()
        XCTAssertEqual(try a.session.ok(["list"])["overlays"]?.arrayValue?.contains { $0["grabbed"]?.boolValue == true }, false,
                       "Escape closed the center")
        try a.session.ok(["notifications", "center", "open"])
        XCTAssertEqual(try orca.hear(until: "now, with Bo."), opened, "opened again, read again")
    }

    /// Typing into the center filters it ("Filter: lu", "1 of 3" drawn): the filter line takes
    /// the focus and Orca reads it, what is typed and how many entries are left; Down gives the
    /// focus back to the entry.
    func testOrcaReadsTheCentersTypedFilterAndItsCount() throws {
        let a = try AccessibilitySession()
        let orca = try a.startOrca()
        _ = try notifyAndOpenCenter(a, orca)
        let input = try XTestInput(a.session.x)
        try input.pressKey("l")
        XCTAssertEqual(try orca.hear(until: "2 of 3."), ["l ", "Filter text.", "l.", "2 of 3."],
                       "the key echoed, the line it went into, the text, the count")
        try input.pressKey("u")
        XCTAssertEqual(try orca.hear(until: "1 of 3"), ["u ", "1 of 3"], "the key echoed (Orca echoes a character once), the count")
        try input.pressKey("Down")
        // Orca may first read the line Down was pressed in ("lu"), when it gets to the key
        // before the focus moved, as in a GTK entry.
        XCTAssertEqual(Array(try orca.hear(until: "now, at noon?").drop { $0 == "lu" }),
                       ["Notifications.", "List with 2 items.", "chat: Lunch.", "now, at noon?"],
                       "the focus back on the entry left, in the list the filter left (its group and it)")
    }

    func testOrcaReadsTheLaunchersHighlightedRowAndEnterLaunchesIt() throws {
        let tree = try DesktopTree()
        for (file, name) in [("alpha", "Alpha Editor"), ("beta", "Beta Browser"), ("gamma", "Gamma Mail")] {
            try tree.entry("\(file).desktop", "Type=Application\nName=\(name)\nExec=mark \(file)")
        }
        let a = try AccessibilitySession(environment: tree.environment)
        let s = a.session
        let orca = try a.startOrca()
        let runner = try PeerMenuRunner(s)
        let launcher = try ChildProcess(name: "overlayctl", command: [try Executables.buildProduct("overlayctl"), "launch", "drun"],
                                        environment: runner.environment.merging(tree.environment) { $1 },
                                        stderr: .file(runner.dir.file("err")))
        defer { launcher.stop() }
        XCTAssertEqual(try orca.hear(until: "Alpha Editor."), ["drun popup menu.", "Alpha Editor."],
                       "the menu, then the row under the highlight")
        try s.waitForGrab()
        try runner.input.pressKey("Down")
        XCTAssertEqual(try orca.hear(until: "Beta Browser."), ["Beta Browser."])
        try runner.input.pressKey("Return")
        XCTAssertEqual(launcher.waitForExit(timeout: 10)?.code, 0, launcher.stderrText)
        XCTAssertEqual(Array(try tree.waitForMarks(["beta"]).keys), ["beta"], "the row Orca read is the one launched")
    }

    func testOrcaReadsADmenuPickTheTypedLineAndTheRowUnderTheHighlight() throws {
        let a = try AccessibilitySession()
        let orca = try a.startOrca()
        let runner = try PeerMenuRunner(a.session)
        let rows = runner.dir.file("rows")
        try Data("alpha\nbeta\nbetter\n".utf8).write(to: URL(fileURLWithPath: rows))
        let child = try ChildProcess(name: "dmenu", command: [runner.ours + "/dmenu", "-l", "5", "-p", "Go:"],
                                     environment: runner.environment, stdin: rows, stdout: .file(runner.dir.file("out")))
        defer { child.stop() }
        XCTAssertEqual(try orca.hear(until: "alpha."), ["Go: popup menu.", "alpha."], "the prompt names the menu")
        try a.session.waitForGrab()
        try runner.input.pressKey("b")
        XCTAssertEqual(try orca.hear(until: "b."), ["b ", "Go: text.", "b."], "the key echoed, the line, then what was typed into it")
        try runner.input.pressKey("Down")
        XCTAssertEqual(try orca.hear(until: "better."), ["better."])
        try runner.input.pressKey("Up")
        XCTAssertEqual(try orca.hear(until: "beta."), ["beta."])
        try runner.input.pressKey("Return")
        XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual(try String(contentsOfFile: runner.dir.file("out"), encoding: .utf8), "beta\n", "the row Orca read last")
    }

    func testOrcaReadsAnAlertsButtonAsTabMovesAndAMenusItemsAsTheArrowsMove() throws {
        let a = try AccessibilitySession()
        let s = a.session
        let orca = try a.startOrca()
        let input = try XTestInput(s.x)
        let ctl = try Executables.buildProduct("overlayctl")
        let dir = try TemporaryDirectory(prefix: "overlayd-orca-ctl")
        let env = ["OVERLAYD_RUNTIME_DIR": s.daemon.runtimeDir]
        let alert = try ChildProcess(name: "alert", command: [ctl, "alert", "--id", "q", "--title", "Quit?", "--button", "quit:Quit",
                                                              "--button", "stay:Stay"],
                                     environment: env, stdout: .file(dir.file("alert")))
        defer { alert.stop() }
        XCTAssertEqual(try orca.hear(until: "Quit push button."), ["alert Quit?", "Quit push button."], "the default button")
        // An alert takes keys without a grab (XInput raw keys): on the server is enough.
        XCTAssertNotNil(try s.overlay("q"))
        try input.pressKey("Tab")
        XCTAssertEqual(try orca.hear(until: "Stay push button."), ["Stay push button."])
        try input.pressKey("Return")
        XCTAssertEqual(alert.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual(try String(contentsOfFile: dir.file("alert"), encoding: .utf8), "stay\n")

        let menu = try ChildProcess(name: "menu", command: [ctl, "menu", "--", "Copy", "Paste", "[x] Wrap"],
                                    environment: env, stdout: .file(dir.file("menu")))
        defer { menu.stop() }
        XCTAssertEqual(try orca.hear(until: "popup menu."), ["popup menu."], "nothing highlighted yet")
        try s.waitForGrab()
        for (key, said) in [("Down", "Copy."), ("Down", "Paste."), ("Down", "Wrap check menu item checked.")] {
            try input.pressKey(key)
            XCTAssertEqual(try orca.hear(until: said), [said])
        }
    }

    /// GTK's equivalent, a window holding a list box of the same entries, and the center, read
    /// by one Orca: each is announced as a window, then a list and its size, then the row under
    /// focus; Down says the next row alone (ours adds its description: age and body).
    func testOrcaReadsTheCenterAsItReadsAGtkListOfTheSameEntries() throws {
        let a = try AccessibilitySession()
        let orca = try a.startOrca()
        let gtk = try TemporaryDirectory(prefix: "overlayd-orca-gtk")
        try Data("""
            import gi
            gi.require_version("Gtk", "3.0")
            from gi.repository import Gtk
            w = Gtk.Window(title="Notification center")
            rows = Gtk.ListBox()
            for name in ["chat: Coffee", "chat: Lunch", "mail: Mail"]:
                rows.add(Gtk.Label(label=name))
            w.add(rows)
            w.show_all()
            Gtk.main()
            """.utf8).write(to: URL(fileURLWithPath: gtk.file("list.py")))
        let window = try ChildProcess(name: "gtk-list", command: ["/usr/bin/python3", gtk.file("list.py")],
                                      environment: ["DISPLAY": a.session.server.display, "DBUS_SESSION_BUS_ADDRESS": a.bus.address],
                                      stderr: .file(gtk.file("err")))
        defer { window.stop() }
        // No window manager: xdotool gives it the focus, once it is viewable.
        let (focused, out) = try a.bus.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Notification center$",
                                            "windowfocus", "--sync"], timeout: 20, display: a.session.server.display)
        XCTAssertEqual(focused, 0, out + window.stderrText)
        XCTAssertEqual(try orca.hear(until: "chat: Coffee."), ["Notification center frame.", "List with 3 items", "chat: Coffee."],
                       window.stderrText)
        let input = try XTestInput(a.session.x)
        try input.pressKey("Down")
        XCTAssertEqual(try orca.hear(until: "chat: Lunch."), ["chat: Lunch."])

        XCTAssertEqual(try notifyAndOpenCenter(a, orca),
                       ["Notification center panel.", "3 notifications.", "Notifications.", "List with 5 items.",
                        "chat: Coffee.", "now, with Bo."])
        try input.pressKey("Down")
        XCTAssertEqual(try orca.hear(until: "now, at noon?"), ["chat: Lunch.", "now, at noon?"])
    }

    /// When Orca quits, the registry drops all its listeners with one EventListenerDeregistered
    /// (event ""): overlayd, as before Orca came, builds no tree, sends no event and tells
    /// the registry of no key.
    func testOnceOrcaQuitsNothingIsSent() throws {
        let a = try AccessibilitySession()
        let s = a.session
        XCTAssertEqual(try a.accessibilityStats()["listeners"]?.intValue, 0)
        let orca = try a.startOrca()
        let (status, out) = try a.bus.run(["notify-send", "Mail", "from Ann"])
        XCTAssertEqual(status, 0, out)
        XCTAssertEqual(try orca.hear(until: "from Ann."), ["notification Mail.", "from Ann."])
        let menu = try ChildProcess(name: "menu", command: [try Executables.buildProduct("overlayctl"), "menu", "--", "Copy", "Paste"],
                                    environment: ["OVERLAYD_RUNTIME_DIR": s.daemon.runtimeDir], stdout: .discard)
        defer { menu.stop() }
        XCTAssertEqual(try orca.hear(until: "popup menu."), ["popup menu."])
        try s.waitForGrab()
        let input = try XTestInput(s.x)
        try input.pressKey("Down")
        XCTAssertEqual(try orca.hear(until: "Copy."), ["Copy."])
        orca.stop()
        try a.waitForDaemon("to hear that Orca's listeners went") { $0["listeners"]?.intValue == 0 }
        let quiet = try a.accessibilityStats()
        try s.ok(["show", "--id", "after", "--text", "Nobody listens", "--timeout", "0"])
        try s.sync()
        let after = try a.accessibilityStats()
        XCTAssertEqual(after["events"], quiet["events"], "no event: \(after.serialized)")
        XCTAssertEqual(after["trees"], quiet["trees"], "no tree built: \(after.serialized)")
        XCTAssertGreaterThan(quiet["keys"]?.intValue ?? 0, 0, "keys were told while Orca listened: \(quiet.serialized)")

        // Nor are the keys typed into the menu told to the registry.
        try input.pressKey("Down")
        try s.sync()
        XCTAssertEqual(try a.accessibilityStats()["keys"], quiet["keys"], "no key told")
    }
}

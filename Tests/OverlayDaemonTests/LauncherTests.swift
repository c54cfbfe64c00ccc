// LauncherTests: the launcher room against the fake window system: a drun choice becomes a
// `launch` event with the expanded command (Shift+Enter on a program: in the terminal);
// a window choice activates the window and is reported as `picked`; windowcd lists only the
// current desktop's windows (and sticky ones); our own windows are never offered.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class LauncherTests: XCTestCase {
    func entry(_ name: String, exec: String, terminal: Bool = false) throws -> DesktopEntry {
        let text = "[Desktop Entry]\nType=Application\nName=\(name)\nExec=\(exec)\nTerminal=\(terminal)\n"
        return try XCTUnwrap(DesktopEntry(DesktopKeyFile(text), id: name.lowercased() + ".desktop", path: "/a/" + name))
    }

    func type(_ d: DaemonHarness, _ text: String, shift: Bool = false) {
        for c in text { d.x.send(.keyPress(key: String(c), text: String(c), modifiers: [])) }
        d.x.send(.keyPress(key: "Return", text: "", modifiers: shift ? [.shift] : []))
        d.pump()
    }

    func testDrunAndRunChoicesBecomeLaunchEvents() throws {
        let d = try DaemonHarness()
        d.controller.rooms.launcher.index.apps = [try entry("Editor", exec: "ed --title %c %U"), try entry("Top", exec: "top", terminal: true)]
        d.controller.rooms.launcher.index.programs = ["alpha", "beta"]
        let first = try XCTUnwrap(d.ok("launch drun")["id"]?.stringValue)
        type(d, "top")
        XCTAssertEqual(d.history(of: .named(first)), ["shown", "launch:x-terminal-emulator -e top", "dismissed:action"])
        let second = try XCTUnwrap(d.ok("launch drun --terminal 'urxvt -x'")["id"]?.stringValue)
        type(d, "edit")
        XCTAssertEqual(d.history(of: .named(second)), ["shown", "launch:ed --title Editor", "dismissed:action"])
        let third = try XCTUnwrap(d.ok("launch run")["id"]?.stringValue)
        type(d, "beta", shift: true)
        XCTAssertEqual(d.history(of: .named(third)), ["shown", "launch:x-terminal-emulator -e beta", "dismissed:action"])
        let fourth = try XCTUnwrap(d.ok("launch run")["id"]?.stringValue)
        type(d, "beta")
        XCTAssertEqual(d.history(of: .named(fourth)), ["shown", "launch:beta", "dismissed:action"])
    }

    func testAWindowChoiceActivatesItAndWindowcdKeepsTheCurrentDesktops() throws {
        var ids: [WindowID] = []
        let d = try DaemonHarness { x in
            x.desktop = 0
            x.desktopNameList = ["one", "two"]
            for (title, desk) in [("mail", 0), ("music", 1), ("panel", 0xFFFF_FFFF)] {
                let w = x.addClient(Rect(x: 0, y: 0, width: 100, height: 100), cls: "App", title: title)
                x.setState(w) { $0.desktop = desk }
                ids.append(w)
            }
        }
        let id = try XCTUnwrap(d.ok("launch window")["id"]?.stringValue)
        XCTAssertEqual(d.listed(id)?["matches"]?.intValue, 3)
        type(d, "music")
        XCTAssertEqual(d.x.activations, ["desktop 1", "activate \(ids[1])"], "its desktop first, then the window")
        XCTAssertEqual(d.history(of: .named(id)), ["shown", "picked:[1]", "dismissed:action"])
        let cd = try XCTUnwrap(d.ok("launch windowcd")["id"]?.stringValue)
        XCTAssertEqual(d.listed(cd)?["matches"]?.intValue, 2, "mail and the sticky panel, not music on desktop two")
        type(d, "two")
        XCTAssertEqual(d.x.activations.count, 2, "no row for desktop two's window: nothing activated")
        let titles = try XCTUnwrap(d.ok("launch window --window-format '{t:4}'")["id"]?.stringValue)
        for c in "app" { d.x.send(.keyPress(key: String(c), text: String(c), modifiers: [])) }
        d.pump()
        XCTAssertEqual(d.listed(titles)?["matches"]?.intValue, 0, "only the titles' first 4 characters are rows")
    }

    func testCtrlTabShowsTheNextModeWithTheTypedTextKept() throws {
        let d = try DaemonHarness()
        d.controller.rooms.launcher.index.apps = [try entry("Editor", exec: "ed")]
        d.controller.rooms.launcher.index.programs = ["alpha", "beta"]
        let id = try XCTUnwrap(d.ok("launch drun --modes drun,run")["id"]?.stringValue)
        for c in "bet" { d.x.send(.keyPress(key: String(c), text: String(c), modifiers: [])) }
        d.pump()
        XCTAssertEqual(d.listed(id)?["matches"]?.intValue, 0)
        d.x.send(.keyPress(key: "Tab", text: "\t", modifiers: [.control]))
        d.pump()
        XCTAssertEqual(d.listed(id)?["text"]?.stringValue, "bet")
        XCTAssertEqual(d.listed(id)?["matches"]?.intValue, 1, "run's beta")
        d.x.send(.keyPress(key: "ISO_Left_Tab", text: "", modifiers: [.control, .shift]))
        d.x.send(.keyPress(key: "Tab", text: "\t", modifiers: [.control]))
        d.x.send(.keyPress(key: "Return", text: "", modifiers: []))
        d.pump()
        XCTAssertEqual(d.history(of: .named(id)), ["shown", "launch:beta", "dismissed:action"])
    }

    func testShiftDeleteClosesTheHighlightedWindowAndTakesItsRowAway() throws {
        var ids: [WindowID] = []
        let d = try DaemonHarness { x in
            for title in ["mail", "music"] { ids.append(x.addClient(Rect(x: 0, y: 0, width: 100, height: 100), cls: "App", title: title)) }
        }
        let id = try XCTUnwrap(d.ok("launch window")["id"]?.stringValue)
        d.x.send(.keyPress(key: "Delete", text: "", modifiers: [.shift]))
        d.pump()
        XCTAssertEqual(d.x.activations, ["close \(ids[0])"])
        XCTAssertEqual(d.listed(id)?["matches"]?.intValue, 1, "the closed window's row went at once")
        d.x.send(.keyPress(key: "Return", text: "", modifiers: []))
        d.pump()
        XCTAssertEqual(d.x.activations, ["close \(ids[0])", "activate \(ids[1])"])
    }
}

extension LauncherTests {
    /// rofi's combi `!bang`: `!r` keeps run's rows, matched against what follows the space;
    /// `!w` alone lists every window row; Enter on `!r` alone starts nothing.
    func testCombiBangKeepsTheRowsOfTheModesItNames() throws {
        let d = try DaemonHarness { x in
            _ = x.addClient(Rect(x: 0, y: 0, width: 100, height: 100), cls: "App", title: "beta mail")
        }
        d.controller.rooms.launcher.index.programs = ["alpha", "beta"]
        let id = try XCTUnwrap(d.ok("launch combi --combi-modes window,run")["id"]?.stringValue)
        func typed(_ text: String) {
            for c in text { d.x.send(.keyPress(key: String(c), text: String(c), modifiers: [])) }
            d.pump()
        }
        typed("beta")
        XCTAssertEqual(d.listed(id)?["matches"]?.intValue, 2, "the window and the program")
        for _ in 0..<4 { d.x.send(.keyPress(key: "BackSpace", text: "", modifiers: [])) }
        typed("!w")
        XCTAssertEqual(d.listed(id)?["matches"]?.intValue, 1, "window's one row")
        typed(" zz")
        XCTAssertEqual(d.listed(id)?["matches"]?.intValue, 0)
        for _ in 0..<5 { d.x.send(.keyPress(key: "BackSpace", text: "", modifiers: [])) }
        typed("!x")
        XCTAssertEqual(d.listed(id)?["matches"]?.intValue, 0, "no mode starts with x")
        d.x.send(.keyPress(key: "BackSpace", text: "", modifiers: []))
        typed("r bet")
        XCTAssertEqual(d.listed(id)?["matches"]?.intValue, 1, "run's beta only")
        type(d, "")
        XCTAssertEqual(d.history(of: .named(id)), ["shown", "launch:beta", "dismissed:action"])
        let alone = try XCTUnwrap(d.ok("launch combi --combi-modes window,run")["id"]?.stringValue)
        type(d, "!r")
        XCTAssertEqual(d.history(of: .named(alone)), ["shown", "picked:[1]", "dismissed:action"], "run's alpha highlighted, nothing launched")
    }
}

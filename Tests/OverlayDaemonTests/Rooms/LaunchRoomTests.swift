// LaunchRoomTests: the launcher room alone, on the fake window system with no Controller and
// no painter: the rows each mode makes, and what a choice or Shift+Delete asks for (a
// `launch` event, the WM activating or closing a window), as effects.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import OverlayRender
import XCTest

final class LaunchRoomTests: XCTestCase {
    /// Row icons of a fixed size: no painter measures them here.
    struct FixedIcons: RowIconSizing {
        func rowIconSide(_ spec: PickSpec, at place: PickPlace?) throws(RenderError) -> Int { 16 }
    }

    let x = FakeWindowSystem()
    let now = Instant(milliseconds: 0)

    func makeRoom(ours: @escaping (WindowID) -> Bool = { _ in false }) -> LaunchRoom {
        // No HOME: no history is read or written.
        LaunchRoom(environment: [:], icons: IconCache(loader: nil), iconSizes: FixedIcons(), windows: x, ours: ours)
    }

    func entry(_ name: String, exec: String) throws -> DesktopEntry {
        let text = "[Desktop Entry]\nType=Application\nName=\(name)\nExec=\(exec)\n"
        return try XCTUnwrap(DesktopEntry(DesktopKeyFile(text), id: name.lowercased() + ".desktop", path: "/a/" + name))
    }

    func labels(_ rows: PickRows) -> [String] { (0..<rows.count).map { rows.label($0) } }

    /// The open launcher `id` of `mode` with the menu it made.
    func open(_ room: LaunchRoom, _ id: OverlayID, _ mode: LaunchMode) -> LauncherMenu {
        let spec = LaunchSpec(mode: mode)
        let menu = room.pick(for: spec)
        room.opened(id, spec: spec, targets: menu.targets)
        return menu
    }

    func picked(_ id: OverlayID, rows: [Int], text: String = "", alternate: Bool = false) -> OverlayEvent {
        .picked(id: id.description, rows: rows, text: text, exit: 0, more: false, alternate: alternate)
    }

    func testADrunChoiceLaunchesItsApplication() throws {
        let room = makeRoom()
        room.index.apps = [try entry("Editor", exec: "ed --title %c %U"), try entry("Files", exec: "files")]
        let menu = open(room, "l", .drun)
        XCTAssertEqual(labels(menu.rows), ["Editor", "Files"])
        XCTAssertEqual(room.chosen(picked("l", rows: [0]), of: "l"), [.emit(.launch(id: "l", argv: ["ed", "--title", "Editor"], directory: nil), "l")])
        XCTAssertNil(room.chosen(picked("l", rows: [1]), of: "l"), "answered once: the launcher is no longer open")
    }

    func testTypedTextWithNoRowRunsAsACommandAndShiftEnterInTheTerminal() {
        let room = makeRoom()
        room.index.programs = ["alpha", "beta"]
        _ = open(room, "r", .run)
        XCTAssertEqual(room.chosen(picked("r", rows: [], text: "make -j2"), of: "r"),
                       [.emit(.launch(id: "r", argv: ["make", "-j2"], directory: nil), "r")])
        _ = open(room, "r", .run)
        guard case .emit(.launch(_, let argv, _), _)? = room.chosen(picked("r", rows: [1], alternate: true), of: "r")?.first else {
            return XCTFail("no launch")
        }
        XCTAssertEqual(argv.last, "beta", "Shift+Enter runs the program in a terminal")
        XCTAssertGreaterThan(argv.count, 1)
    }

    func testAWindowChoiceAsksTheWindowManagerToActivateItAndIsReportedAsPicked() {
        let w = x.addClient(Rect(x: 10, y: 10, width: 300, height: 200), cls: "XTerm", title: "shell")
        let room = makeRoom()
        let menu = open(room, "w", .window)
        XCTAssertEqual(menu.targets, [.window(w, screen: 0)])
        let event = picked("w", rows: [0])
        XCTAssertEqual(room.chosen(event, of: "w"), [.windowSystem(.activate(w, screen: 0)), .emit(event, "w")])
    }

    func testShiftDeleteOnAWindowClosesItAndLeavesItOutOfTheRowsMadeAgain() throws {
        let a = x.addClient(Rect(x: 10, y: 10, width: 300, height: 200), title: "a")
        let b = x.addClient(Rect(x: 40, y: 40, width: 300, height: 200), title: "b")
        let room = makeRoom()
        XCTAssertEqual(open(room, "w", .window).targets, [.window(a, screen: 0), .window(b, screen: 0)])
        XCTAssertEqual(room.delete(row: 0, of: "w"), [.windowSystem(.close(a, screen: 0))])
        XCTAssertEqual(x.activations, [], "the room only asks: the Controller sends it")
        let again = try XCTUnwrap(room.menu(of: "w", next: nil))
        XCTAssertEqual(again.menu.targets, [.window(b, screen: 0)], "left out until the launcher closes")
        _ = room.forget("w", now: now)
        XCTAssertEqual(open(room, "w2", .window).targets, [.window(a, screen: 0), .window(b, screen: 0)], "a new launcher lists it again")
    }

    func testTheWindowModesLeaveOutOurOwnWindows() {
        let mine = x.addClient(Rect(x: 0, y: 0, width: 100, height: 100), title: "overlay")
        let theirs = x.addClient(Rect(x: 0, y: 0, width: 100, height: 100), title: "editor")
        let room = makeRoom(ours: { $0 == mine })
        XCTAssertEqual(open(room, "w", .window).targets, [.window(theirs, screen: 0)])
    }

    func testTheNextModeIsTheModesListsNextAndOnlyForTheOpenLauncher() throws {
        let room = makeRoom()
        room.index.apps = [try entry("Editor", exec: "ed")]
        room.index.programs = ["alpha", "beta"]
        var spec = LaunchSpec(mode: .drun)
        spec.modes = [.drun, .run]
        room.opened("l", spec: spec, targets: room.pick(for: spec).targets)
        XCTAssertNil(room.menu(of: "other", next: true))
        let next = try XCTUnwrap(room.menu(of: "l", next: true))
        XCTAssertEqual(next.spec.mode, .run)
        XCTAssertEqual(labels(next.menu.rows), ["alpha", "beta"])
        XCTAssertEqual(next.menu.targets, [.program("alpha"), .program("beta")])
    }

    func testABangAloneInCombiStartsNothingAndTheEventGoesOutAsItIs() {
        let room = makeRoom()
        room.index.programs = ["alpha"]
        var spec = LaunchSpec(mode: .combi)
        spec.combiModes = [.run]
        room.opened("c", spec: spec, targets: room.pick(for: spec).targets)
        let event = picked("c", rows: [], text: "!r")
        XCTAssertEqual(room.chosen(event, of: "c"), [.emit(event, "c")])
    }

    func testAnotherOverlaysEventIsNotTheLaunchersToAnswer() {
        let room = makeRoom()
        room.index.programs = ["alpha"]
        _ = open(room, "r", .run)
        XCTAssertNil(room.chosen(picked("p", rows: [0]), of: "p"))
        XCTAssertNil(room.chosen(.clicked(id: "r"), of: "r"))
        XCTAssertEqual(room.delete(row: 5, of: "r"), [], "no such row")
    }
}

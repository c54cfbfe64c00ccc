// MenuTests: overlayctl menu chosen by keyboard (keys, submenus, type-ahead) and pointer,
// dismissed by Escape or a click outside, scrolling when long, and a clear error when
// another client holds the input.
import CX11
import Foundation
import OverlayProtocol
import XCTest

final class MenuTests: XCTestCase {
    let items = ["Copy\tcopy\tCtrl+C", "Paste\tpaste\tCtrl+V", "---", "More", "\tOne\tone", "\tTwo\ttwo", "~Disabled"]

    func start(_ s: DaemonSession, _ args: [String], stdin: String? = nil) throws -> (ChildProcess, TemporaryDirectory) {
        let dir = try TemporaryDirectory(prefix: "overlayd-menu")
        var stdinPath: String?
        if let stdin {
            stdinPath = dir.file("in")
            try Data(stdin.utf8).write(to: URL(fileURLWithPath: dir.file("in")))
        }
        let child = try ChildProcess(name: "overlayctl", command: [try Executables.buildProduct("overlayctl"), "menu"] + args,
                                     environment: ["OVERLAYD_RUNTIME_DIR": s.daemon.runtimeDir], stdin: stdinPath,
                                     stdout: .file(dir.file("out")), stderr: .file(dir.file("err")))
        return (child, dir)
    }

    /// Waits until the menu is open and holds the grab; returns its first level's rows.
    func openMenu(_ s: DaemonSession) throws -> [JSONValue] {
        let deadline = Deadline(seconds: 10)
        while true {
            let menu = try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["menu"]?.boolValue == true }
            if let m = menu, m["grabbed"]?.boolValue == true { return m["levels"]?.arrayValue?.first?["rows"]?.arrayValue ?? [] }
            guard !deadline.hasPassed else { throw HarnessError.timeout("the menu to open") }
            try s.sync()
        }
    }

    func out(_ dir: TemporaryDirectory) -> String { (try? String(contentsOfFile: dir.file("out"), encoding: .utf8)) ?? "" }

    func testKeyboardChoosesThroughASubmenuAndPrintsTheValue() throws {
        let s = try DaemonSession()
        let input = try XTestInput(s.x)
        let (menu, dir) = try start(s, [], stdin: items.joined(separator: "\n") + "\n")
        _ = try openMenu(s)
        for key in ["Down", "Down", "Down", "Right", "Down", "Return"] { try input.pressKey(key) }
        XCTAssertEqual(menu.waitForExit(timeout: 10)?.code, 0, menu.stderrText)
        XCTAssertEqual(out(dir), "two\n")
        try s.sync()
        XCTAssertTrue(try s.overlays().isEmpty)
    }

    /// Down moves the highlight: the server is told of the two rows drawn, not the whole panel
    /// (a compositor repaints what DAMAGE reports).
    func testAMoveOfTheHighlightDrawsOnlyItsTwoRows() throws {
        let s = try DaemonSession()
        let input = try XTestInput(s.x)
        let (menu, _) = try start(s, [], stdin: (1...12).map { "Item \($0)\titem\($0)" }.joined(separator: "\n") + "\n")
        let rows = try openMenu(s).compactMap { $0["rect"].flatMap(ShapeRectangle.init(json:)) }
        let open = try XCTUnwrap(s.ok(["list"])["overlays"]?.arrayValue?.first { $0["menu"]?.boolValue == true })
        let window = try XCTUnwrap(open["window"]?.stringValue.flatMap { Window($0.dropFirst(2), radix: 16) })
        let frame = try XCTUnwrap(open["levels"]?.arrayValue?.first?["frame"].flatMap(ShapeRectangle.init(json:)))
        let damage = try DamageRecorder(s.x, window: window)
        try input.pressKey("Down")
        try s.sync()
        let first = damage.take()
        try input.pressKey("Down")
        try s.sync()
        let moved = damage.take()
        XCTAssertFalse(first.isEmpty, "the first Down lit a row")
        XCTAssertFalse(moved.isEmpty, "the second moved it")
        let two = bounds([rows[0], rows[1]])
        for r in moved {
            XCTAssertTrue(two.contains(ShapeRectangle(x: r.x + frame.x, y: r.y + frame.y, width: r.width, height: r.height)),
                          "\(r) lies in the first two rows \(two)")
        }
        XCTAssertLessThanOrEqual(moved.map { $0.width * $0.height }.reduce(0, +), rows[0].area + rows[1].area)
        try input.pressKey("Escape")
        XCTAssertEqual(menu.waitForExit(timeout: 10)?.code, 1)
    }

    func testTypeAheadAndEscape() throws {
        let s = try DaemonSession()
        let input = try XTestInput(s.x)
        let (first, dir1) = try start(s, ["--"] + items)
        _ = try openMenu(s)
        try input.pressKey("p")
        try input.pressKey("Return")
        XCTAssertEqual(first.waitForExit(timeout: 10)?.code, 0, first.stderrText)
        XCTAssertEqual(out(dir1), "paste\n")
        let (second, dir2) = try start(s, ["--"] + items)
        _ = try openMenu(s)
        try input.pressKey("Escape")
        XCTAssertEqual(second.waitForExit(timeout: 10)?.code, 1, "dismissed: exit 1")
        XCTAssertEqual(out(dir2), "")
    }

    /// Regression: typing "berry" printed "banana" (type-ahead jumped to a prefix), and text
    /// that is no item could not be returned.
    func testTheInputLineFiltersAndReturnsTypedText() throws {
        let s = try DaemonSession()
        let input = try XTestInput(s.x)
        for (keys, expected) in [(["b", "e", "r", "r", "y", "Return"], "blueberry\n"), (["k", "i", "w", "i", "Return"], "kiwi\n")] {
            let (menu, dir) = try start(s, ["--", "banana", "blueberry\tblueberry", "cherry"])
            _ = try openMenu(s)
            for k in keys { try input.pressKey(k) }
            XCTAssertEqual(menu.waitForExit(timeout: 10)?.code, 0, menu.stderrText)
            XCTAssertEqual(out(dir), expected)
        }
    }

    func testPointerClicksARowAndAClickOutsideCloses() throws {
        let s = try DaemonSession()
        let input = try XTestInput(s.x)
        input.move(x: 300, y: 200)
        let (menu, dir) = try start(s, ["--"] + items)
        let rows = try openMenu(s)
        let paste = try XCTUnwrap(rows.first { $0["index"]?.intValue == 1 }?["rect"]?.arrayValue?.compactMap(\.intValue))
        XCTAssertGreaterThanOrEqual(paste[0], 300, "opens at the pointer")
        input.move(x: paste[0] + paste[2] / 2, y: paste[1] + paste[3] / 2)
        input.click(x: paste[0] + paste[2] / 2, y: paste[1] + paste[3] / 2)
        XCTAssertEqual(menu.waitForExit(timeout: 10)?.code, 0, menu.stderrText)
        XCTAssertEqual(out(dir), "paste\n")

        let (again, _) = try start(s, ["--"] + items)
        _ = try openMenu(s)
        input.click(x: 1200, y: 750)
        XCTAssertEqual(again.waitForExit(timeout: 10)?.code, 1)
    }

    func testLongMenusScrollAndStayOnTheMonitor() throws {
        let s = try DaemonSession()
        let input = try XTestInput(s.x)
        let (menu, dir) = try start(s, ["--"] + (1...200).map { "Item \($0)\titem\($0)" })
        let rows = try openMenu(s)
        XCTAssertLessThan(rows.count, 200, "only what fits is shown")
        let frame = try XCTUnwrap(try s.ok(["list"])["overlays"]?.arrayValue?.first?["levels"]?.arrayValue?.first?["frame"]?
            .arrayValue?.compactMap(\.intValue))
        XCTAssertLessThanOrEqual(frame[1] + frame[3], 800 + 40, "within the monitor (shadow aside)")
        try input.pressKey("End")
        try input.pressKey("Return")
        XCTAssertEqual(menu.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual(out(dir), "item200\n")
    }

    func testAKeyboardHeldByAnotherClientGivesAClearError() throws {
        let s = try DaemonSession()
        let holder = try s.x.createWindow(x: 0, y: 0, width: 100, height: 100, background: .red)
        XCTAssertEqual(XGrabKeyboard(s.x.handle, holder, True, GrabModeAsync, GrabModeAsync, UInt(CurrentTime)), GrabSuccess)
        s.x.sync()
        let events = try s.watcher()
        let (menu, dir) = try start(s, ["--"] + items)
        defer { withExtendedLifetime(dir) {} }
        XCTAssertEqual(menu.waitForExit(timeout: 10)?.code, 1)
        var seen: [String] = []
        while let e = try? events.nextEvent(timeoutMs: 100) { seen.append(e.serialized) }
        XCTAssertTrue(seen.contains { $0.contains("grab-failed") }, "\(seen)")
        XCTAssertTrue(menu.stderrText.contains("cannot take the pointer and keyboard"), menu.stderrText)
        XCTAssertTrue(try s.overlays().isEmpty)
        XUngrabKeyboard(s.x.handle, UInt(CurrentTime))
    }
}

final class MenuClientDeathTests: XCTestCase {
    /// SIGSTOP takes effect asynchronously: waits until /proc says the process is stopped.
    func waitUntilStopped(_ pid: Int32) throws {
        let deadline = Deadline(seconds: 10)
        while true {
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            // The state follows the command name's closing parenthesis.
            if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "T" { return }
            guard !deadline.hasPassed else { throw HarnessError.timeout("the daemon to stop") }
            sched_yield()
        }
    }

    /// Regression guard: a client killed while its menu is open must not leave the
    /// pointer and keyboard grabbed (the desktop would be stuck).
    func testAMenuWhoseClientDiesIsClosedAndItsGrabReleased() throws {
        let s = try DaemonSession()
        let dir = try TemporaryDirectory(prefix: "overlayd-menu-death")
        let menu = try ChildProcess(name: "overlayctl", command: [try Executables.buildProduct("overlayctl"), "menu", "--", "A", "B"],
                                    environment: ["OVERLAYD_RUNTIME_DIR": s.daemon.runtimeDir],
                                    stdout: .file(dir.file("out")), stderr: .file(dir.file("err")))
        let deadline = Deadline(seconds: 10)
        while try s.ok(["list"])["overlays"]?.arrayValue?.first?["grabbed"]?.boolValue != true {
            guard !deadline.hasPassed else { throw HarnessError.timeout("the menu") }
            try s.sync()
        }
        // The hang-up and a `sync` reach the daemon in one poll turn (it is stopped while
        // both arrive): the grab must be gone before `sync` is answered. Regression guard:
        // the loop answered requests first and closed dead clients last (failed under ASan).
        let waiter = try s.daemon.connect()
        _ = try waiter.request("ping") // accepted: its lines are read in the same turn as the hang-up
        kill(s.daemon.pid, SIGSTOP)
        try waitUntilStopped(s.daemon.pid)
        menu.signal(SIGKILL)
        _ = menu.waitForExit(timeout: 5)
        try waiter.sendRaw(Array("sync\nlist\n".utf8))
        kill(s.daemon.pid, SIGCONT)
        XCTAssertEqual(try JSONReader.parse(try waiter.readLine(timeoutMs: 10_000))["ok"]?.boolValue, true)
        let listed = try JSONReader.parse(try waiter.readLine(timeoutMs: 10_000))
        XCTAssertEqual(listed["overlays"]?.arrayValue?.count, 0, "the dead client's menu is closed: \(listed.serialized)")
        XCTAssertEqual(try s.x.probeKeyboardGrab(), "GrabSuccess", "the keyboard is free again (XGrabKeyboard's answer)")
        XCTAssertTrue(try s.overlays().isEmpty)
    }
}

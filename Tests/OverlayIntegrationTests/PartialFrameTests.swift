// PartialFrameTests: a key repaints and uploads only what it changed (the input line, the rows
// whose look changed), yet leaves the same pixels as frames sent whole (OVERLAYD_WHOLE_FRAMES=1)
// and as the socket upload (OVERLAYD_NO_SHM=1): shaped on a bare server, ARGB under picom.
import Foundation
import XCTest
import CX11
import OverlayProtocol

final class PartialFrameTests: XCTestCase {
    private let keys = ["2", "1", "Down", "Down", "Up", "Next", "Right", "BackSpace", "BackSpace", "End", "Home", "x", "BackSpace"]

    func testKeysLeaveTheSamePixelsAsWholeFramesShaped() throws {
        try compareRuns(compositor: false)
    }

    func testKeysLeaveTheSamePixelsAsWholeFramesUnderPicom() throws {
        try compareRuns(compositor: true)
    }

    /// Down moves the highlight: the server is told of two rows drawn, not the window (a
    /// compositor repaints what DAMAGE reports); a typed key adds the input line. Sent whole,
    /// the same key draws the whole window.
    func testAMoveOfTheHighlightDrawsOnlyItsTwoRows() throws {
        let s = try DaemonSession()
        let menu = try Menu(s, args: ["-l", "10", "-p", "Go:"])
        let damage = try DamageRecorder(s.x, window: menu.window)
        try menu.runner.input.pressKey("Down")
        try s.sync()
        let rows = try menu.rows()
        let moved = damage.take()
        XCTAssertFalse(moved.isEmpty, "the key drew something")
        let two = bounds([rows[0], rows[1]])
        for r in moved {
            XCTAssertTrue(two.contains(ShapeRectangle(x: r.x + menu.frame.x, y: r.y + menu.frame.y, width: r.width, height: r.height)),
                          "\(r) lies in the first two rows \(two)")
        }
        XCTAssertLessThanOrEqual(moved.map { $0.width * $0.height }.reduce(0, +), 2 * rows[0].area)
        // A typed character: the input line and the rows whose text changed, within the window.
        try menu.runner.input.pressKey("7")
        try s.sync()
        let typed = damage.take()
        XCTAssertTrue(typed.contains { $0.y < rows[0].y - menu.frame.y }, "the input line is drawn: \(typed)")
        try menu.close()

        let whole = try DaemonSession(environment: ["OVERLAYD_WHOLE_FRAMES": "1"])
        let wholeMenu = try Menu(whole, args: ["-l", "10", "-p", "Go:"])
        let all = try DamageRecorder(whole.x, window: wholeMenu.window)
        try wholeMenu.runner.input.pressKey("Down")
        try whole.sync()
        XCTAssertEqual(all.take().map { $0.width * $0.height }.reduce(0, +), wholeMenu.frame.area,
                       "sent whole, the key draws the whole window")
        try wholeMenu.close()
    }

    /// The bar: Right moves the highlight to the next row, drawn beside the one it left.
    func testTheBarsHighlightMoveDrawsOnlyItsTwoRows() throws {
        let s = try DaemonSession()
        let menu = try Menu(s, args: ["-p", "Go:"])
        let damage = try DamageRecorder(s.x, window: menu.window)
        let rows = try menu.rows()
        try menu.runner.input.pressKey("Right")
        try s.sync()
        let moved = damage.take()
        XCTAssertFalse(moved.isEmpty)
        let two = bounds([rows[0], rows[1]])
        for r in moved {
            XCTAssertTrue(two.contains(ShapeRectangle(x: r.x + menu.frame.x, y: r.y + menu.frame.y, width: r.width, height: r.height)),
                          "\(r) lies in the first two rows \(two)")
        }
        try menu.close()
    }

    /// A themed key changes rows' labels at the left and the scrollbar at the far right: the server
    /// is told of those (two uploads, each shown), not of the whole window between them.
    func testAThemedKeyShowsItsLabelsAndScrollbarNotTheWindowBetween() throws {
        let s = try DaemonSession()
        let menu = try Menu(s, args: ["-dmenu", "-theme", "Arc-Dark", "-p", "Go"], program: "rofi")
        let damage = try DamageRecorder(s.x, window: menu.window)
        try menu.runner.input.pressKey("1")
        try s.sync()
        let typed = damage.take()
        XCTAssertTrue(typed.contains { $0.x + $0.width > menu.frame.width * 9 / 10 }, "the scrollbar is drawn: \(typed)")
        XCTAssertTrue(typed.contains { $0.x < menu.frame.width / 4 }, "the labels are drawn: \(typed)")
        let drawn = typed.map { $0.width * $0.height }.reduce(0, +)
        XCTAssertLessThan(drawn, menu.frame.area / 3, "the labels and the scrollbar, not the window between: \(typed) in \(menu.frame)")
        try menu.close()
    }

    private func compareRuns(compositor: Bool) throws {
        let partial = try shots(environment: [:], compositor: compositor)
        let whole = try shots(environment: ["OVERLAYD_WHOLE_FRAMES": "1"], compositor: compositor)
        XCTAssertTrue(whole.log.contains("whole frames"), whole.log)
        let socket = try shots(environment: ["OVERLAYD_NO_SHM": "1"], compositor: compositor)
        for (name, other) in [("whole frames", whole.shots), ("the socket", socket.shots)] {
            XCTAssertEqual(partial.shots.count, other.count)
            for (i, (a, b)) in zip(partial.shots, other).enumerated() {
                XCTAssertEqual(a.width, b.width, "step \(i)")
                XCTAssertEqual(a.height, b.height, "step \(i)")
                let differing = zip(a.pixels, b.pixels).filter { $0 != $1 }.count
                XCTAssertEqual(differing, 0, "step \(i): \(differing) pixels differ from \(name)")
            }
        }
        // Something was drawn and it changed from key to key.
        XCTAssertGreaterThan(Set(partial.shots.map(\.pixels)).count, keys.count / 2)
    }

    /// dmenu -l 10 and the bar, each key in turn; the menu window's own contents after each.
    private func shots(environment: [String: String], compositor: Bool) throws -> (log: String, shots: [Screenshot]) {
        let s = try DaemonSession(environment: environment)
        let picom = compositor ? try s.startCompositor() : nil
        var shots: [Screenshot] = []
        for args in [["-l", "10", "-p", "Go:"], ["-p", "Go:"]] {
            let menu = try Menu(s, args: args)
            XCTAssertEqual(try s.x.attributes(of: menu.window).depth, compositor ? 32 : 24, "ARGB only under picom")
            shots.append(try menu.shot())
            for key in keys {
                try menu.runner.input.pressKey(key)
                try s.sync()
                shots.append(try menu.shot())
            }
            try menu.close()
        }
        try picom?.stop()
        return (s.daemon.stderrText, shots)
    }

    /// Ours linked as dmenu (or rofi) over 300 rows, open and holding the keyboard.
    private struct Menu {
        let session: DaemonSession
        let runner: PeerMenuRunner
        let child: ChildProcess
        let window: Window
        let frame: ShapeRectangle

        init(_ s: DaemonSession, args: [String], program: String = "dmenu") throws {
            session = s
            runner = try PeerMenuRunner(s)
            let rows = (0..<300).map { "row \($0) alpha beta" }.joined(separator: "\n") + "\n"
            let input = runner.dir.file("rows")
            try Data(rows.utf8).write(to: URL(fileURLWithPath: input))
            child = try ChildProcess(name: program, command: [runner.ours + "/" + program] + args, environment: runner.environment,
                                     stdin: input)
            let open = try runner.waitForPick()
            guard let w = open["window"]?.stringValue.flatMap({ Window($0.dropFirst(2), radix: 16) }),
                  let f = open["frame"].flatMap(ShapeRectangle.init(json:)) else { throw HarnessError.process("no window in \(open)") }
            window = w
            frame = f
        }

        /// The shown rows (root coordinates).
        func rows() throws -> [ShapeRectangle] {
            try runner.openPick()?["rows"]?.arrayValue?.compactMap(ShapeRectangle.init(json:)) ?? []
        }

        func shot() throws -> Screenshot {
            try session.x.screenshot(width: frame.width, height: frame.height, of: window)
        }

        func close() throws {
            try runner.input.pressKey("Escape")
            XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 1)
        }
    }
}

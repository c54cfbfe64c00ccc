// WindowManagerRestartTests: when the window manager goes, its frames go with it and the
// clients return to the root; when a new one starts, it frames them anew. An attached
// popover stays through both and tracks whichever top-level window holds its source.
import CX11
import XCTest

final class WindowManagerRestartTests: XCTestCase {
    /// Index of each window among root's children, bottom to top.
    func stackIndex(_ x: TestDisplay, _ w: Window) throws -> Int {
        try XCTUnwrap(try x.children(of: x.root).firstIndex(of: w), "0x\(String(w, radix: 16)) is not a child of root")
    }

    func testPopoverReTracksTheNewFramesWhenOpenboxRestarts() throws {
        let s = try DaemonSession()
        let first = try HelperProcess.openbox(on: s.x)
        let w = try s.x.createWindow(x: 100, y: 100, width: 300, height: 150, background: .red)
        try s.x.waitUntil("openbox framed the window") { try s.x.isReparented(w) }
        let oldFrame = try s.x.topLevelAncestor(of: w)
        let o = try s.show(["--id", "p", "--attach", String(w), "--frame", "--anchor", "top", "--gravity", "top", "--text", "tracked"])
        XCTAssertEqual(o.arrow?.y, try s.x.attributes(of: oldFrame).y)
        XCTAssertEqual(try stackIndex(s.x, o.window), try stackIndex(s.x, oldFrame) + 1)

        // The window manager goes: openbox unframes its clients as it exits.
        try first.stop()
        try s.x.waitUntil("the client is back on the root") { try !s.x.isReparented(w) }
        try s.sync()
        let bare = try XCTUnwrap(try s.overlay("p"), "the popover outlives its source's frame")
        let client = try s.x.attributes(of: w)
        XCTAssertEqual(bare.arrow?.y, client.y, "no frame: anchored to the client itself")
        XCTAssertEqual(try stackIndex(s.x, bare.window), try stackIndex(s.x, w) + 1)

        // A new window manager frames the window anew.
        let second = try HelperProcess.openbox(on: s.x)
        try s.x.waitUntil("the new openbox framed the window") { try s.x.isReparented(w) }
        let newFrame = try s.x.topLevelAncestor(of: w)
        XCTAssertNotEqual(newFrame, oldFrame)
        try s.x.waitUntil("openbox set the frame extents") {
            try s.x.attributes(of: newFrame).y < s.x.attributes(of: w).y
        }
        // openbox goes on placing and restacking the frame after it has framed the window;
        // each of its moves is an event the daemon must answer by restacking above the frame.
        try s.x.waitUntil("the popover directly above the new frame") {
            try s.sync()
            return try stackIndex(s.x, o.window) == stackIndex(s.x, newFrame) + 1
        }
        let reframed = try XCTUnwrap(try s.overlay("p"))
        XCTAssertEqual(reframed.arrow?.y, try s.x.attributes(of: newFrame).y)

        // And it follows moves made through the new window manager.
        let before = try s.x.attributes(of: newFrame)
        s.x.discardEvents()
        s.x.moveWindow(w, x: 600, y: 400)
        try s.x.waitUntil("openbox moved the frame") { try s.x.attributes(of: newFrame).x != before.x }
        try s.sync()
        let moved = try XCTUnwrap(try s.overlay("p"))
        let after = try s.x.attributes(of: newFrame)
        XCTAssertEqual(moved.arrow?.y, after.y)
        XCTAssertEqual(moved.frame.x - reframed.frame.x, after.x - before.x)
        try second.stop()
        XCTAssertFalse(s.daemon.stderrText.contains("X error"), "restacking never names a stale frame: \(s.daemon.stderrText)")
    }
}

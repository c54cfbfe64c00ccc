// WindowIconTests: `rofi -show window -show-icons` draws each window's _NET_WM_ICON in its
// row: of the sizes a window offers, the one rofi 1.7.3 would pick for the row's icon (the
// same size, else the closest bigger, else the closest smaller), its alpha premultiplied;
// none without -show-icons; a new icon set while the switcher is closed shows at the next opening.
import CX11
import Foundation
import XCTest

final class WindowIconTests: XCTestCase {
    /// Sets `_NET_WM_ICON` to one solid icon per (side, ARGB colour), in that order.
    func setIcon(_ x: TestDisplay, _ w: Window, _ icons: [(side: Int, argb: UInt)]) {
        var data: [Int] = []
        for i in icons { data += [i.side, i.side] + Array(repeating: Int(i.argb), count: i.side * i.side) }
        data.withUnsafeBytes { b in
            _ = XChangeProperty(x.handle, w, x.intern("_NET_WM_ICON"), XA_CARDINAL, 32, PropModeReplace,
                                b.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(data.count))
        }
        x.sync()
    }

    /// Opens ours with `args`, counts each colour's pixels in its window, then Escape.
    func counts(_ runner: PeerMenuRunner, _ args: [String], _ colours: [RGB]) throws -> [Int] {
        let child = try ChildProcess(name: "rofi", command: [runner.ours + "/rofi", "-show", "window"] + args,
                                     environment: runner.environment, stderr: .file(runner.dir.file("err-\(UUID().uuidString)")))
        let pick = try runner.waitForPick(child: child, "our window switcher: \(child.stderrText)")
        try runner.session.sync()
        let f = try XCTUnwrap(pick["frame"]?.arrayValue?.compactMap(\.intValue))
        let shot = try runner.session.x.screenshot(x: f[0], y: f[1], width: f[2], height: f[3])
        let found = colours.map { shot.count(of: $0, x: f[0], y: f[1], width: f[2], height: f[3], tolerance: 2) }
        try runner.input.pressKey("Escape")
        XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 0, "Escape: 0, as rofi 1.7.3 exits from -show")
        return found
    }

    func testTheRowShowsTheWindowsIconOfTheSizeRofiPicks() throws {
        let s = try DaemonSession()
        let wm = try HelperProcess.openbox(on: s.x)
        defer { try? wm.stop() }
        let runner = try PeerMenuRunner(s)
        let x = s.x
        let w = try x.createWindow(x: 50, y: 50, width: 200, height: 150, background: RGB(0x80, 0x80, 0x80), title: "zzicon")
        let red = RGB(0xff, 0, 0), blue = RGB(0, 0, 0xff), green = RGB(0, 0xff, 0)
        // Half of 0x00ff00 over half of its row's #eee8d5 (the window is listed second, and rofi's
        // default theme gives an alternate row that background): 0x80 of green added, as
        // premultiplied (taken as it is, the property's 0xff green would saturate the sum).
        let halfGreen = RGB(0x77, 0xf4, 0x6a)
        // The row's icon is 1em of rofi's mono 12, about 16 px: 8 is too small, 64 the closest bigger, 128 bigger still.
        setIcon(x, w, [(8, 0xFFFF_0000), (64, 0xFF00_00FF), (128, 0xFF00_FF00)])
        let shown = try counts(runner, ["-show-icons"], [red, blue, green])
        XCTAssertGreaterThan(shown[1], 100, "the 64-pixel icon, scaled down into the row")
        XCTAssertEqual(shown[0] + shown[2], 0, "neither the 8- nor the 128-pixel one")
        XCTAssertEqual(try counts(runner, [], [red, blue, green]), [0, 0, 0], "no icon without -show-icons")
        setIcon(x, w, [(16, 0xFF00_FF00)])
        XCTAssertGreaterThan(try counts(runner, ["-show-icons"], [green])[0], 50, "the new icon, read again after it changed")
        // Half-transparent green (not premultiplied in the property) blends with its row.
        setIcon(x, w, [(32, 0x8000_FF00)])
        let half = try counts(runner, ["-show-icons"], [green, halfGreen])
        XCTAssertEqual(half[0], 0, "alpha 0x80 is not drawn as opaque green")
        XCTAssertGreaterThan(half[1], 50, "half green over the row's colour")
    }
}

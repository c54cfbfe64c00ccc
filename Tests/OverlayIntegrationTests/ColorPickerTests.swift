// ColorPickerTests: `overlayctl pick-color` on Xvfb: a click on a swatch and the keys each
// print `#rrggbb` and exit 0; Escape exits 1 and prints nothing; a palette file and the
// remembered recent colours fill the grid; the swatches show their colours.
import CX11
import Foundation
import OverlayProtocol
import XCTest

final class ColorPickerTests: XCTestCase {
    func start(_ s: DaemonSession, _ args: [String], state: TemporaryDirectory) throws -> (ChildProcess, TemporaryDirectory) {
        let dir = try TemporaryDirectory(prefix: "overlayd-color")
        let child = try ChildProcess(name: "overlayctl", command: [try Executables.buildProduct("overlayctl"), "pick-color"] + args,
                                     environment: ["OVERLAYD_RUNTIME_DIR": s.daemon.runtimeDir, "XDG_STATE_HOME": state.path],
                                     stdout: .file(dir.file("out")), stderr: .file(dir.file("err")))
        return (child, dir)
    }

    /// Waits until the picker is open and holds the grab; returns what `list` says of it.
    func opened(_ s: DaemonSession) throws -> JSONValue {
        let deadline = Deadline(seconds: 10)
        while true {
            let picker = try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["colors"]?.boolValue == true }
            if let p = picker, p["grabbed"]?.boolValue == true { return p }
            guard !deadline.hasPassed else { throw HarnessError.timeout("the colour picker to open") }
            try s.sync()
        }
    }

    func out(_ dir: TemporaryDirectory) -> String { (try? String(contentsOfFile: dir.file("out"), encoding: .utf8)) ?? "" }

    func rect(_ v: JSONValue?) -> ShapeRectangle? {
        guard let r = v?.arrayValue?.compactMap(\.intValue), r.count == 4 else { return nil }
        return ShapeRectangle(x: r[0], y: r[1], width: r[2], height: r[3])
    }

    func swatches(_ picker: JSONValue) -> [(color: String, rect: ShapeRectangle)] {
        (picker["swatches"]?.arrayValue ?? []).compactMap { s in
            guard let c = s["color"]?.stringValue, let r = rect(s["rect"]) else { return nil }
            return (c, r)
        }
    }

    func testAClickPrintsTheSwatchAndItIsRememberedAsRecent() throws {
        let s = try DaemonSession()
        let state = try TemporaryDirectory(prefix: "overlayd-state")
        let input = try XTestInput(s.x)
        let palette = try TemporaryDirectory(prefix: "overlayd-palette")
        try Data("GIMP Palette\n# mine\n#c01c28 red\n 38 162 105\tgreen\n#1a5fb4 blue\n".utf8)
            .write(to: URL(fileURLWithPath: palette.file("p.gpl")))
        let anchor = try s.x.createWindow(x: 200, y: 150, width: 300, height: 200, background: RGB(0x40, 0x40, 0x40))
        let (picker, dir) = try start(s, ["--palette", palette.file("p.gpl"), "--attach", String(format: "0x%lx", anchor)], state: state)
        let open = try opened(s)
        let cells = swatches(open)
        XCTAssertEqual(cells.map(\.color), ["#c01c28", "#26a269", "#1a5fb4"], "the palette file's colours, GIMP's lines too")
        let frame = try XCTUnwrap(rect(open["frame"]))
        XCTAssertEqual(frame.x, 200, "under the window it is attached to")
        XCTAssertGreaterThanOrEqual(frame.y, 350)
        // The screen shows each swatch in its colour.
        let shot = try s.x.screenshot()
        for cell in cells {
            XCTAssertEqual(shot.pixel(x: cell.rect.x + cell.rect.width / 2, y: cell.rect.y + cell.rect.height / 2), RGB(hex: UInt32(cell.color.dropFirst(), radix: 16) ?? 0), cell.color)
        }
        let green = cells[1].rect
        input.click(x: green.x + green.width / 2, y: green.y + green.height / 2)
        XCTAssertEqual(picker.waitForExit(timeout: 10)?.code, 0, picker.stderrText)
        XCTAssertEqual(out(dir), "#26a269\n")
        try s.sync()
        XCTAssertTrue(try s.overlays().isEmpty, "the picker is gone")

        // Next time the colour is among the recent ones, first, highlighted by --default.
        let (again, dir2) = try start(s, ["--default", "#26a269"], state: state)
        let second = try opened(s)
        XCTAssertEqual(swatches(second).first?.color, "#26a269")
        XCTAssertEqual(second["selected"]?.stringValue, "#26a269")
        try input.pressKey("Escape")
        XCTAssertEqual(again.waitForExit(timeout: 10)?.code, 1, "dismissed: exit 1")
        XCTAssertEqual(out(dir2), "")
    }

    func testKeysMoveTheHighlightAndEnterPrintsIt() throws {
        let s = try DaemonSession()
        let state = try TemporaryDirectory(prefix: "overlayd-state")
        let input = try XTestInput(s.x)
        let (picker, dir) = try start(s, [], state: state)
        let open = try opened(s)
        XCTAssertEqual(swatches(open).count, 45, "the default palette")
        XCTAssertEqual(open["selected"]?.stringValue, "#99c1f1")
        for key in ["Right", "Right", "Down"] { try input.pressKey(key) }
        try s.sync()
        XCTAssertEqual(try opened(s)["selected"]?.stringValue, "#f8e45c")
        try input.pressKey("Return")
        XCTAssertEqual(picker.waitForExit(timeout: 10)?.code, 0, picker.stderrText)
        XCTAssertEqual(out(dir), "#f8e45c\n")
    }

    func testABadPaletteIsAUsageError() throws {
        let s = try DaemonSession()
        let r = try s.daemon.runCtl(["pick-color", "--palette", "/nonexistent/palette"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("--palette: cannot read /nonexistent/palette"), r.stderr)
        let bad = try s.daemon.runCtl(["pick-color", "--default", "blue"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--default: expected #rrggbb: blue"), bad.stderr)
    }
}

// PickScreenTests: what a pick menu looks like on screen: dmenu's bar across the top in the
// colours its flags give (or at the bottom with -b), rofi's row icons drawn while only the
// label is printed, and rows chosen with the pointer.
import CCairo
import Foundation
import OverlayProtocol
import XCTest

final class PickScreenTests: XCTestCase {
    func testDmenuColoursAndPlaces() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        for (args, top) in [(["-nb", "#102030", "-sb", "#c04080"], true), (["-b", "-nb", "#102030", "-sb", "#c04080"], false)] {
            let child = try ChildProcess(name: "dmenu", command: [runner.ours + "/dmenu"] + args + ["-p", "Go:"],
                                         environment: runner.environment, stdin: try runner.inputFile("alpha\nbeta\n"))
            let pick = try runner.waitForPick()
            let frame = try XCTUnwrap(pick["frame"]?.arrayValue?.compactMap(\.intValue))
            XCTAssertEqual(frame[2], 1280, "as wide as the monitor")
            XCTAssertEqual(top ? frame[1] : frame[1] + frame[3], top ? 0 : 800)
            let shot = try s.x.screenshot(x: 0, y: frame[1], width: 1280, height: frame[3])
            XCTAssertGreaterThan(shot.count(of: RGB(0x10, 0x20, 0x30), x: 0, y: frame[1], width: 1280, height: frame[3]), 1000, "-nb")
            XCTAssertGreaterThan(shot.count(of: RGB(0xc0, 0x40, 0x80), x: 0, y: frame[1], width: 1280, height: frame[3]), 100,
                                 "-sb: the prompt and the selected row")
            try runner.input.pressKey("Escape")
            XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 1)
        }
    }

    func testRofiRowIconsAreDrawnOnlyWithShowIconsAndOnlyTheLabelPrinted() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let icon = runner.dir.file("red.png")
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 32, 32), let cr = cairo_create(surface) else {
            throw HarnessError.io("cairo")
        }
        cairo_set_source_rgb(cr, 1, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        XCTAssertEqual(cairo_surface_write_to_png(surface, icon), CAIRO_STATUS_SUCCESS)
        cairo_surface_destroy(surface)
        // rofi loads and draws row icons only with -show-icons, and so must ours (not always).
        for (args, drawn) in [(["-show-icons"], true), ([], false)] {
            let outPath = runner.dir.file("rofi-out-\(drawn)")
            let child = try ChildProcess(name: "rofi", command: [runner.ours + "/rofi", "-dmenu", "-l", "3"] + args,
                                         environment: runner.environment, stdin: try runner.inputFile("Red\0icon\u{1f}\(icon)\nplain\n"),
                                         stdout: .file(outPath))
            let pick = try runner.waitForPick()
            try s.sync() // waits for the pictures asked for
            let frame = try XCTUnwrap(pick["frame"]?.arrayValue?.compactMap(\.intValue))
            let shot = try s.x.screenshot(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
            let red = shot.count(of: RGB(0xff, 0, 0), x: frame[0], y: frame[1], width: frame[2], height: frame[3])
            if drawn {
                XCTAssertGreaterThan(red, 50, "-show-icons: the icon is drawn")
            } else {
                XCTAssertEqual(red, 0, "no icon without -show-icons")
            }
            try runner.input.pressKey("Return")
            XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 0)
            XCTAssertEqual(try String(contentsOfFile: outPath, encoding: .utf8), "Red\n")
        }
    }

    /// rofi's me-accept-entry: a double click on a row chooses it (one click only highlights, as rofi's).
    func testADoubleClickOnARowChoosesItAndAClickOutsideCancels() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let outPath = runner.dir.file("click-out")
        let child = try ChildProcess(name: "rofi", command: [runner.ours + "/rofi", "-dmenu", "-l", "3", "-format", "i s"],
                                     environment: runner.environment, stdin: try runner.inputFile("alpha\nbeta\ngamma\n"),
                                     stdout: .file(outPath))
        let rows = try XCTUnwrap(try runner.waitForPick()["rows"]?.arrayValue?.map { $0.arrayValue?.compactMap(\.intValue) ?? [] })
        XCTAssertEqual(rows.count, 3)
        runner.input.doubleClick(x: rows[1][0] + rows[1][2] / 2, y: rows[1][1] + rows[1][3] / 2)
        XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual(try String(contentsOfFile: outPath, encoding: .utf8), "1 beta\n")
        let again = try ChildProcess(name: "rofi", command: [runner.ours + "/rofi", "-dmenu"], environment: runner.environment,
                                     stdin: try runner.inputFile("alpha\n"))
        _ = try runner.waitForPick()
        runner.input.click(x: 5, y: 795)
        XCTAssertEqual(again.waitForExit(timeout: 10)?.code, 1, "a click outside cancels")
    }
}

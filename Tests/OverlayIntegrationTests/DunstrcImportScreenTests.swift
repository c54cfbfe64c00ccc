// DunstrcImportScreenTests: a dunstrc run by the real dunst, then imported and run by
// overlayd, on one X server: the notification lands at the same edges in the same colours.
import CX11
import Foundation
import OverlayProtocol
import XCTest

final class DunstrcImportScreenTests: XCTestCase {
    /// Where a notification's window (dunst) or body (overlayd) is, and its colours.
    struct Seen {
        var left: Int, top: Int, right: Int, bottom: Int
        /// 1 px inside the top-left corner: the frame.
        var frame: RGB
        /// Inside the frame, in the padding: the background.
        var background: RGB
    }

    func look(_ x: TestDisplay, _ r: (x: Int, y: Int, width: Int, height: Int), frameWidth: Int) throws -> Seen {
        let shot = try x.screenshot()
        return Seen(left: r.x, top: r.y, right: r.x + r.width, bottom: r.y + r.height,
                    frame: shot.pixel(x: r.x + 1, y: r.y + 1),
                    background: shot.pixel(x: r.x + frameWidth + 1, y: r.y + r.height / 2))
    }

    /// Shows one notification with dunst reading `dunstrc`, then with overlayd reading its
    /// import; returns what each drew.
    func sideBySide(_ dunstrc: String, frameWidth: Int) throws -> (dunst: Seen, overlayd: Seen, toml: String) {
        let server = try XvfbServer()
        let x = try TestDisplay(server)
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-dunstrc")
        let dunstDir = try home.makeSubdirectory("dunst")
        try Data(dunstrc.utf8).write(to: URL(fileURLWithPath: dunstDir + "/dunstrc"))
        let notify = ["notify-send", "Hello", "A notification from the import test"]

        let dunst = try DunstProcess(bus: bus, display: server.display, configHome: home)
        let before = try x.viewableOverrideRedirectTopLevels(includeOffscreen: true)
        XCTAssertEqual(try bus.run(notify).0, 0)
        var window: Window = 0
        try x.waitUntil("dunst's notification window") {
            window = try x.viewableOverrideRedirectTopLevels().first { !before.contains($0) } ?? 0
            return window != 0
        }
        // dunst maps, then may move and resize, then paints: look (window geometry and pixels,
        // each a round trip) until the frame is drawn.
        let deadline = Deadline(seconds: 10)
        func dunstLooks() throws -> Seen {
            let a = try x.attributes(of: window)
            return try look(x, (a.x, a.y, a.width, a.height), frameWidth: frameWidth)
        }
        var theirs = try dunstLooks()
        while theirs.frame == RGB(0, 0, 0) {
            guard !deadline.hasPassed else { throw HarnessError.timeout("dunst to paint its notification: \(theirs)") }
            theirs = try dunstLooks()
        }
        try dunst.stop()

        let imported = try ImportedDunstrc(home: home, bus: bus, display: server.display)
        let toml = imported.toml
        let connection = try imported.daemon.connect()
        XCTAssertEqual(try bus.run(notify).0, 0)
        _ = try connection.request("sync")
        let list = try JSONReader.parse(try connection.request("list"))
        let shown = (list["overlays"]?.arrayValue ?? []).compactMap(OverlayInfo.init)
        let body = try XCTUnwrap(shown.first { $0.id == "n1" }?.body, "overlayd's notification: \(list.serialized)")
        let ours = try look(x, (body.x, body.y, body.width, body.height), frameWidth: frameWidth)
        withExtendedLifetime(imported) {}
        return (theirs, ours, toml)
    }

    /// dunst 1.9 places its window a pixel or two off its offset (52 for 50 below the top,
    /// 31 for 30 from the left): overlayd, at the offset exactly, must be that near.
    func assertNear(_ a: Int, _ b: Int, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertLessThanOrEqual(abs(a - b), 2, "\(what): overlayd \(a), dunst \(b)", file: file, line: line)
    }

    func testDebiansDunstrcLandsAndLooksAsWithDunst() throws {
        let (theirs, ours, toml) = try sideBySide(try String(contentsOfFile: "/etc/xdg/dunst/dunstrc", encoding: .utf8), frameWidth: 3)
        // origin top-right, offset 10x50: the same right and top edges.
        XCTAssertEqual(ours.right, 1280 - 10, toml)
        XCTAssertEqual(ours.top, 50)
        assertNear(ours.right, theirs.right, "right edge")
        assertNear(ours.top, theirs.top, "top edge")
        XCTAssertEqual(ours.frame, theirs.frame, "frame_color")
        XCTAssertEqual(ours.background, theirs.background, "urgency_normal background")
        XCTAssertEqual(theirs.background, RGB(0x28, 0x55, 0x77))
    }

    func testCustomisedDunstrcLandsAndLooksAsWithDunst() throws {
        let (theirs, ours, toml) = try sideBySide("""
            [global]
                origin = bottom-left
                offset = 30x20
                width = 360
                font = DejaVu Sans 10
                frame_width = 4
                frame_color = "#12a456"
                corner_radius = 0
            [urgency_normal]
                background = "#334455"
                foreground = "#eeeeee"
                timeout = 0
            """, frameWidth: 4)
        XCTAssertEqual(ours.left, 30, toml)
        XCTAssertEqual(ours.bottom, 800 - 20)
        assertNear(ours.left, theirs.left, "left edge")
        assertNear(ours.bottom, theirs.bottom, "bottom edge")
        XCTAssertEqual(ours.frame, theirs.frame)
        XCTAssertEqual(ours.frame, RGB(0x12, 0xa4, 0x56))
        XCTAssertEqual(ours.background, theirs.background)
        XCTAssertEqual(ours.background, RGB(0x33, 0x44, 0x55))
    }
}

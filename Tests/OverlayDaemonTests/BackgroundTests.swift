// BackgroundTests: `--background` backdrops and a container's `background` key against the
// fake window system: the backdrop's window and picture, taps on it, one per container.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class BackgroundTests: XCTestCase {
    func tap(_ d: DaemonHarness, backdropOf id: OverlayID) throws {
        let w = try XCTUnwrap(d.x.windowID(.backdrop(id)))
        d.x.send(.buttonPress(window: w, button: 1, root: Point(x: 5, y: 5)))
        d.pump()
    }

    func testAColourBackdropCoversTheMonitorBelowAndBlocksTaps() throws {
        let d = try DaemonHarness { $0.compositorRunning = true }
        d.ok("show --id a --background color:#ff000080 --text hello")
        let backdrop = try XCTUnwrap(d.x.windows[.backdrop("a")])
        XCTAssertEqual(backdrop.frame, Rect(x: 0, y: 0, width: 1920, height: 1080))
        XCTAssertEqual(backdrop.mode, .argb)
        let px = backdrop.rendered.image.bytes.prefix(4)
        XCTAssertEqual(Array(px), [0, 0, 0x80, 0x80], "premultiplied half red (B, G, R, A)")
        try tap(d, backdropOf: "a")
        XCTAssertNotNil(d.window("a"), "without --background-dismiss a tap only stops there")
    }

    func testBackgroundDismissTapsItAway() throws {
        let d = try DaemonHarness { $0.compositorRunning = true }
        d.ok("show --id a --background dim --background-dismiss --text hello")
        try tap(d, backdropOf: "a")
        XCTAssertEqual(d.history(of: "a"), ["shown", "dismissed:outside"])
        XCTAssertNil(d.x.windows[.backdrop("a")])
    }

    func testBadBackgroundsAreRefused() throws {
        let d = try DaemonHarness()
        XCTAssertEqual(d.request("show --background blur:0 --text x")["error"]?.stringValue,
                       "--background: expected dim, color:#rrggbbaa or blur[:RADIUS 1-100]: blur:0")
        XCTAssertEqual(d.request("show --background color:red --text x")["ok"]?.boolValue, false)
    }

    func testAContainersBackgroundIsDrawnOnceBehindItsOldestMember() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("overlayd-background-\(getpid())")
        let dir = home.appendingPathComponent("overlayd")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        try Data("[container.notifications]\nbackground = \"dim\"\nbackground-dismiss = true\n".utf8)
            .write(to: dir.appendingPathComponent("config.toml"))
        let d = try DaemonHarness(configure: { $0.compositorRunning = true }, environment: ["XDG_CONFIG_HOME": home.path])
        XCTAssertNoThrow(try d.controller.loadConfig())
        d.ok("show --id one --container notifications --text one")
        d.ok("show --id two --container notifications --text two")
        XCTAssertNotNil(d.x.windows[.backdrop("one")])
        XCTAssertNil(d.x.windows[.backdrop("two")], "one backdrop for the container")
        try tap(d, backdropOf: "one")
        XCTAssertEqual(d.history(of: "one"), ["shown", "dismissed:outside"])
        XCTAssertNotNil(d.x.windows[.backdrop("two")], "the next oldest carries it now")
        XCTAssertNotNil(d.window("two"))
    }

    func testTheBackdropFadesInAndOutOnItsOwn() throws {
        let d = try DaemonHarness { $0.compositorRunning = true }
        d.ok("show --id a --background dim --text hello")
        XCTAssertLessThan(try XCTUnwrap(d.x.windows[.backdrop("a")]).opacity, 0.1, "it starts hidden")
        XCTAssertEqual(d.window("a")?.opacity, 1, "the overlay itself has no transition")
        d.advance(75)
        let mid = try XCTUnwrap(d.x.windows[.backdrop("a")]).opacity
        XCTAssertGreaterThan(mid, 0.1)
        XCTAssertLessThan(mid, 1)
        d.advance(100)
        XCTAssertEqual(d.x.windows[.backdrop("a")]?.opacity, 1)
        d.ok("dismiss a")
        XCTAssertNil(d.x.windows[.backdrop("a")], "re-keyed as it leaves")
        let leaving = try XCTUnwrap(d.x.windows.values.first { if case .leaving = $0.key { return true } else { return false } })
        XCTAssertEqual(leaving.frame, Rect(x: 0, y: 0, width: 1920, height: 1080), "the backdrop fades out")
        d.advance(75)
        XCTAssertLessThan(try XCTUnwrap(d.x.windows[leaving.key]).opacity, 1)
        d.advance(100)
        XCTAssertNil(d.x.windows[leaving.key], "then goes")
        XCTAssertTrue(d.x.windows.isEmpty)
    }

    func testWithoutACompositorItAppearsAndGoesAtOnce() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --background dim --text hello")
        XCTAssertEqual(d.x.windows[.backdrop("a")]?.opacity, 1)
        d.ok("dismiss a")
        XCTAssertTrue(d.x.windows.isEmpty)
    }
}

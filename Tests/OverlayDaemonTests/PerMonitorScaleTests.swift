// PerMonitorScaleTests: `scale = "per-monitor"`: each overlay drawn at the DPI of the monitor
// it is on, laid out again in the same commit as the move that takes it to another, and every
// overlay laid out again when the monitors change.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class PerMonitorScaleTests: XCTestCase {
    /// 95 dpi (scale 1) on the left, 216 dpi (scale 2.25) on the right.
    static let plain = Monitor(name: "B", rect: Rect(x: 0, y: 0, width: 1280, height: 1080), primary: true,
                               millimetres: Size(width: 338, height: 286))
    static let dense = Monitor(name: "A", rect: Rect(x: 1280, y: 0, width: 1280, height: 1080),
                               millimetres: Size(width: 150, height: 127))

    /// A daemon on the two monitors; every body 300 px wide before the scale.
    func daemon(scale: String) throws -> DaemonHarness {
        try DaemonHarness.loaded(config: "scale = \(scale)\n[style.default]\nwidth = 300\n[container.side]\nmonitor = \"A\"\n") { x in
            x.screenSize = Size(width: 2560, height: 1080)
            x.monitorList = [Self.plain, Self.dense]
        }
    }

    func bodyWidth(_ d: DaemonHarness, _ id: String) -> Int? { d.listed(id)?["body"]?.rectValue?.width }

    /// The body widths of one popover attached to a window on each monitor.
    func widthsOnEachMonitor(_ d: DaemonHarness) -> (plain: Int?, dense: Int?) {
        let left = d.x.addClient(Rect(x: 200, y: 300, width: 300, height: 200))
        let right = d.x.addClient(Rect(x: 1500, y: 300, width: 300, height: 200))
        d.ok("show --id a --attach \(left) --text hello")
        d.ok("show --id b --attach \(right) --text hello")
        return (bodyWidth(d, "a"), bodyWidth(d, "b"))
    }

    func testAPopoverIsDrawnAtTheDPIOfTheMonitorItsSourceIsOn() throws {
        let widths = widthsOnEachMonitor(try daemon(scale: "\"per-monitor\""))
        XCTAssertEqual(widths.plain, 300)
        XCTAssertEqual(widths.dense, 675, "300 x 216/96")
    }

    func testAMoveToAnotherMonitorLaysThePopoverOutAgainInTheSameCommit() throws {
        let d = try daemon(scale: "\"per-monitor\"")
        let src = d.x.addClient(Rect(x: 200, y: 300, width: 300, height: 200))
        d.ok("show --id a --attach \(src) --text hello")
        let before = try XCTUnwrap(d.window("a"))
        d.x.move(src, to: Point(x: 1500, y: 300))
        d.pump()
        let after = try XCTUnwrap(d.window("a"))
        XCTAssertGreaterThanOrEqual(after.frame.minX, 1280, "on the dense monitor")
        XCTAssertEqual(bodyWidth(d, "a"), 675, "measured again at 2.25 in the commit of the move")
        XCTAssertGreaterThan(after.frame.width, 2 * before.frame.width)
        d.x.move(src, to: Point(x: 200, y: 300))
        d.pump()
        XCTAssertEqual(bodyWidth(d, "a"), 300, "and back")
        XCTAssertEqual(d.window("a")?.frame.size, before.frame.size)
    }

    func testAContainerMemberTakesItsContainersMonitorsDPI() throws {
        let d = try daemon(scale: "\"per-monitor\"")
        d.ok("show --id n --container side --text hello")
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(d.window("n")).frame.minX, 1280)
        XCTAssertEqual(bodyWidth(d, "n"), 675)
    }

    func testAMonitorChangeLaysEverythingOutAgain() throws {
        let d = try daemon(scale: "\"per-monitor\"")
        let src = d.x.addClient(Rect(x: 200, y: 300, width: 300, height: 200))
        d.ok("show --id a --attach \(src) --text hello")
        XCTAssertEqual(bodyWidth(d, "a"), 300)
        // The left monitor now says it is 216 dpi (`xrandr --setmonitor B 1280/150x1080/127…`).
        var denser = Self.plain
        denser.millimetres = Size(width: 150, height: 127)
        d.x.setMonitors([denser, Self.dense])
        d.pump()
        XCTAssertEqual(bodyWidth(d, "a"), 675)
    }

    func testAutoDrawsTheSameSizeOnEveryMonitor() throws {
        let widths = widthsOnEachMonitor(try daemon(scale: "\"auto\""))
        XCTAssertEqual(widths.plain, 300)
        XCTAssertEqual(widths.dense, 300)
    }

    func testDunstsScaleFollowsTheScreensMillimetresWhenXftIsUnset() throws {
        let d = try daemon(scale: "\"dunst\"")
        d.ok("show --id a --text hello")
        XCTAssertEqual(bodyWidth(d, "a"), 300)
        // `xrandr --dpi 192`: the screen's millimetres change and RandR says so.
        d.x.screenDPIValue = 192
        d.x.setMonitors([Self.plain, Self.dense])
        d.pump()
        XCTAssertEqual(bodyWidth(d, "a"), 600)
    }

    func testATooltipAndAnAlertTakeTheirMonitorsDPI() throws {
        let d = try daemon(scale: "\"per-monitor\"")
        let right = d.x.addClient(Rect(x: 1500, y: 300, width: 300, height: 200))
        d.ok("tooltip --id t --attach \(right) --text hint")
        XCTAssertEqual(bodyWidth(d, "t"), 675, "a tooltip on the dense monitor's window")
        d.ok("alert --id a --monitor A --text 'Sure?' --button yes:Yes")
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(d.window("a")).frame.minX, 1280)
        XCTAssertEqual(bodyWidth(d, "a"), 675, "an alert on the dense monitor")
        d.ok("alert --id b --monitor B --text 'Sure?' --button yes:Yes")
        XCTAssertEqual(bodyWidth(d, "b"), 300, "and on the plain one")
    }

    func testANotificationsPictureIsKeptForTheDensestMonitor() throws {
        let h = try NotificationHarness(config: "scale = \"per-monitor\"\n") { x in
            x.screenSize = Size(width: 2560, height: 1080)
            x.monitorList = [Self.plain, Self.dense]
        }
        defer { h.removeHome() }
        let side = 512
        let image = try XCTUnwrap(NotificationImage(width: side, height: side, rowstride: side * 3, hasAlpha: false, bitsPerSample: 8,
                                                    channels: 3, data: [UInt8](repeating: 200, count: side * side * 3)))
        let id = h.notify("Photo", hints: ["image-data": .image(image)])
        // Twice the 32 px icon at 2.25, so it is drawn sharp on the dense monitor, not stretched from 64.
        XCTAssertEqual(h.center.queue.entry(id)?.request.hints.image?.width, 144)
    }
}

// ContainerTests: overlays in a container line up with gaps that let clicks through,
// queue beyond max-visible with a "+N more" overlay, and follow the queue policies.
import CX11
import Foundation
import XCTest

final class ContainerTests: XCTestCase {
    func session(_ config: String) throws -> (DaemonSession, TemporaryDirectory) {
        let home = try TemporaryDirectory(prefix: "overlayd-containers")
        let dir = try home.makeSubdirectory("overlayd")
        try Data(config.utf8).write(to: URL(fileURLWithPath: dir + "/config.toml"))
        return (try DaemonSession(environment: ["XDG_CONFIG_HOME": home.path]), home)
    }

    func testColumnWithGapsQueueAndMoreCount() throws {
        let (s, home) = try session("""
            [container.notes]
            monitor = "primary"
            anchor = "top-right"
            layout = "vertical"
            spacing = 10
            insets = 0
            max-visible = 3
            queue = "multiple"
            """)
        _ = home
        let desk = try s.x.createWindow(x: 0, y: 0, width: 1280, height: 800, background: RGB(0x40, 0x40, 0x40))
        for i in 1...5 { try s.ok(["show", "--id", "n\(i)", "--container", "notes", "--text", "note \(i)"]) }
        try s.sync()
        let shown = try s.overlays().filter { $0.id.hasPrefix("n") }
        let visible = try shown.filter { try s.x.attributes(of: $0.window).isViewable }
        XCTAssertEqual(visible.map(\.id).sorted(), ["n1", "n2", "n3"])
        let column = visible.sorted { $0.body.y < $1.body.y }
        XCTAssertEqual(column.first?.id, "n3", "the newest is nearest the anchor")
        for o in column { XCTAssertEqual(o.body.x + o.body.width, 1280 - 16, "right edge of the work area, less padding") }
        XCTAssertEqual(column[0].body.y, 16)
        XCTAssertEqual(column[1].body.y, column[0].body.y + column[0].body.height + 10)
        let more = try XCTUnwrap(try s.overlay("+more:notes"))
        XCTAssertEqual(try s.x.attributes(of: more.window).isViewable, true)
        XCTAssertGreaterThan(more.body.y, column[2].body.y)

        // The gap between two bodies lets a click through to the window below.
        let input = try XTestInput(s.x)
        s.x.discardEvents()
        let gapY = column[0].body.y + column[0].body.height + 5
        input.click(x: column[0].body.x + 20, y: gapY)
        _ = try s.x.waitForButtonPress(window: desk)

        // Dismissing one shows the next waiting one; "+N more" counts down.
        try s.ok(["dismiss", "n3"])
        try s.sync()
        XCTAssertTrue(try s.x.attributes(of: try XCTUnwrap(try s.overlay("n4")).window).isViewable)
        XCTAssertTrue(try XCTUnwrap(try s.overlay("+more:notes")).window != 0)
        let list = try s.daemon.runCtl(["list"])
        XCTAssertTrue(list.stdout.contains("+more:notes"))
        try s.ok(["dismiss", "n4"])
        try s.sync()
        XCTAssertNil(try s.overlay("+more:notes"), "nothing waits any more")
    }

    func testAColumnLongerThanTheScreenLeavesWhatIsPastItUnmappedUntilThereIsRoom() throws {
        let (s, home) = try session("""
            [container.notes]
            monitor = "primary"
            spacing = 10
            max-visible = 0
            """)
        _ = home
        for i in 1...30 { try s.ok(["show", "--id", "n\(i)", "--container", "notes", "--text", "note \(i)"]) }
        try s.sync()
        let screenHeight = s.x.screenHeight
        let oldest = try XCTUnwrap(try s.overlay("n1"))
        XCTAssertGreaterThan(oldest.frame.y, screenHeight, "the oldest is pushed past the bottom edge")
        XCTAssertFalse(try s.x.attributes(of: oldest.window).isViewable)
        let newest = try XCTUnwrap(try s.overlay("n30"))
        XCTAssertTrue(try s.x.attributes(of: newest.window).isViewable)
        for i in 11...30 { try s.ok(["dismiss", "n\(i)"]) }
        try s.sync()
        let back = try XCTUnwrap(try s.overlay("n1"))
        XCTAssertLessThan(back.body.y + back.body.height, screenHeight)
        XCTAssertEqual(back.window, oldest.window)
        XCTAssertTrue(try s.x.attributes(of: back.window).isViewable, "mapped where it can be seen")
    }

    /// Regression: an update that made a shown overlay taller left the one below it in
    /// place, so the two overlapped.
    func testAShownOverlayThatGrowsPushesTheOthersDown() throws {
        let (s, home) = try session("""
            [container.notes]
            monitor = "primary"
            spacing = 10
            max-visible = 2
            """)
        _ = home
        for i in 1...3 { try s.ok(["show", "--id", "n\(i)", "--container", "notes", "--text", "note \(i)"]) }
        try s.sync()
        let before = try XCTUnwrap(try s.overlay("n1"))
        try s.ok(["update", "n2", "--text", "note 2\ntaller\nand taller"])
        try s.sync()
        let grown = try XCTUnwrap(try s.overlay("n2"))
        let below = try XCTUnwrap(try s.overlay("n1"))
        XCTAssertGreaterThan(below.body.y, before.body.y, "n1 moved down")
        XCTAssertEqual(below.body.y, grown.body.y + grown.body.height + 10)
        let more = try XCTUnwrap(try s.overlay("+more:notes"))
        XCTAssertEqual(more.body.y, below.body.y + below.body.height + 10, "\"+1 more\" follows")
    }

    func testOneByOneReplacesAndOneByOneWaitWaits() throws {
        let (s, home) = try session("""
            [container.osd]
            monitor = "primary"
            anchor = "bottom"
            queue = "one-by-one"

            [container.alerts]
            monitor = "primary"
            anchor = "center"
            queue = "one-by-one-wait"
            """)
        _ = home
        let events = try s.watcher()
        try s.ok(["show", "--id", "v1", "--container", "osd", "--text", "volume 10"])
        try s.ok(["show", "--id", "v2", "--container", "osd", "--text", "volume 20"])
        var seen: [String] = []
        for _ in 0..<3 { seen.append(try events.nextEvent().serialized) }
        XCTAssertTrue(seen.contains(#"{"event":"dismissed","id":"v1","reason":"replaced"}"#), "\(seen)")
        try s.ok(["show", "--id", "a1", "--container", "alerts", "--text", "first"])
        try s.ok(["show", "--id", "a2", "--container", "alerts", "--text", "second"])
        try s.sync()
        XCTAssertTrue(try s.x.attributes(of: try XCTUnwrap(try s.overlay("a1")).window).isViewable)
        XCTAssertNil(try s.overlay("a2"), "a2 waits in the queue: no window, no frame yet")
        let queued = try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["id"]?.stringValue == "a2" }
        XCTAssertEqual(queued?["queued"]?.boolValue, true)
        try s.ok(["dismiss", "a1"])
        try s.sync()
        XCTAssertTrue(try s.x.attributes(of: try XCTUnwrap(try s.overlay("a2")).window).isViewable)
    }

    func testContainerTimeoutsRunFromWhenShown() throws {
        let (s, home) = try session("""
            [container.t]
            monitor = "primary"
            max-visible = 1
            """)
        _ = home
        let events = try s.watcher()
        try s.ok(["show", "--id", "t1", "--container", "t", "--timeout", "200ms", "--text", "one"])
        try s.ok(["show", "--id", "t2", "--container", "t", "--timeout", "200ms", "--text", "two"])
        var order: [String] = []
        while order.count < 2 {
            let e = try events.nextEvent(timeoutMs: 5000)
            if e["event"]?.stringValue == "dismissed" { order.append(e["id"]?.stringValue ?? "") }
        }
        XCTAssertEqual(order, ["t1", "t2"], "t2's timeout started once t1 went")
    }
}

final class ModalStackScreenTests: XCTestCase {
    func testStackDimsWhatIsBelowAndPopsFromTheTop() throws {
        let s = try DaemonSession()
        let first = try s.show(["--id", "s1", "--stack", "wizard", "--text", "Step one of the setup"])
        let firstColour = try s.x.screenshot().pixel(x: first.body.x + first.body.width / 2, y: first.body.y + first.body.height - 4)
        _ = try s.show(["--id", "s2", "--stack", "wizard", "--text", "Step two", "--attach", "rect:900,600,10,10"])
        try s.sync()
        let dimmed = try s.x.screenshot().pixel(x: first.body.x + first.body.width / 2, y: first.body.y + first.body.height - 4)
        XCTAssertLessThan(dimmed.r, firstColour.r, "the one below is dimmed")
        XCTAssertEqual(try s.x.inputShape(of: first.window), [], "and takes no input")
        XCTAssertEqual(try s.request(["dismiss", "--top", "wizard"])["id"]?.stringValue, "s2")
        try s.sync()
        let back = try s.x.screenshot().pixel(x: first.body.x + first.body.width / 2, y: first.body.y + first.body.height - 4)
        XCTAssertEqual(back, firstColour, "the top again: undimmed")
        XCTAssertFalse(try s.x.inputShape(of: first.window).isEmpty)
        _ = try s.show(["--id", "s3", "--stack", "wizard", "--text", "Step three"])
        XCTAssertEqual(try s.request(["clear-stack", "wizard"])["dismissed"]?.intValue, 2)
        XCTAssertNil(try s.overlay("s1"))
        XCTAssertEqual(try s.request(["dismiss", "--top", "wizard"])["error"]?.stringValue, "stack is empty: wizard")
    }
}

// FollowTests: attaching to other clients' windows and following them from their events
// alone, hiding with them, regions, monitors and the stacking order.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class FollowTests: XCTestCase {
    func testAttachedPopoverSitsAtItsSourceAndAboveIt() throws {
        let d = try DaemonHarness()
        let src = d.x.addClient(Rect(x: 400, y: 300, width: 300, height: 200))
        d.ok("show --id a --attach \(src) --text hello")
        let w = try XCTUnwrap(d.window("a"))
        XCTAssertEqual(w.stacking, .above(src))
        XCTAssertEqual(d.listed("a")?["source"]?.stringValue, src.description)
        XCTAssertTrue(d.x.watched.contains(src), "the source is watched")
    }

    func testFollowsFiftyMovesFromTheEventsWithoutAskingTheServer() throws {
        let d = try DaemonHarness()
        let src = d.x.addClient(Rect(x: 400, y: 300, width: 300, height: 200))
        d.ok("show --id a --attach \(src) --text hello")
        d.x.move(src, to: Point(x: 401, y: 300))
        d.pump()
        let start = try XCTUnwrap(d.window("a")).frame
        let asked = d.x.roundTrips, restacks = d.x.restacks
        for i in 1...50 {
            d.x.move(src, to: Point(x: 401 + 3 * i, y: 300 + (i % 2)))
            d.pump()
            let f = try XCTUnwrap(d.window("a")).frame
            XCTAssertEqual(f.origin, Point(x: start.x + 3 * i, y: start.y + (i % 2)), "step \(i)")
        }
        XCTAssertEqual(d.x.roundTrips, asked, "geometry and state came from the events")
        XCTAssertEqual(d.x.restacks, restacks, "a move alone restacks nothing")
    }

    func testFollowsAClientInsideAWindowManagerFrame() throws {
        let d = try DaemonHarness()
        let src = d.x.addClient(Rect(x: 400, y: 300, width: 300, height: 200), framed: true)
        d.ok("show --id a --attach \(src) --text hello")
        let frame = try XCTUnwrap(d.x.clients[src]?.frame)
        XCTAssertEqual(d.window("a")?.stacking, .above(frame), "stacked above the frame, not the client")
        let before = try XCTUnwrap(d.window("a")).frame
        d.x.move(src, to: Point(x: 500, y: 350))
        d.pump()
        XCTAssertEqual(d.window("a")?.frame.origin, Point(x: before.x + 100, y: before.y + 50))
    }

    func testAClientMovedWithItsFrameButNoSyntheticEventStillFollows() throws {
        let d = try DaemonHarness()
        let src = d.x.addClient(Rect(x: 400, y: 300, width: 300, height: 200), framed: true)
        d.ok("show --id a --attach \(src) --text hello")
        let before = try XCTUnwrap(d.window("a")).frame
        let frame = try XCTUnwrap(d.x.clients[src]?.frame)
        // Only the frame's real event, as some window managers send.
        let client = try XCTUnwrap(d.x.clients[src]?.rect), framed = try XCTUnwrap(d.x.clients[frame]?.rect)
        d.x.clients[src]?.rect = client.offsetBy(Point(x: 40, y: 0))
        d.x.clients[frame]?.rect = framed.offsetBy(Point(x: 40, y: 0))
        let r = try XCTUnwrap(d.x.clients[frame]?.rect)
        d.x.send(.configure(WindowConfiguration(window: frame, rect: r, onRoot: true)))
        d.pump()
        XCTAssertEqual(d.window("a")?.frame.origin, Point(x: before.x + 40, y: before.y))
    }

    func testARestackOfAnotherWindowRestacksButDoesNotLayOutEveryOverlay() throws {
        let d = try DaemonHarness()
        let src = d.x.addClient(Rect(x: 400, y: 300, width: 300, height: 200))
        let other = d.x.addClient(Rect(x: 0, y: 0, width: 100, height: 100))
        d.ok("show --id a --attach \(src) --text hello")
        d.ok("show --id b --text free")
        let pushes = d.x.pushes, restacks = d.x.restacks
        d.x.raise(other)
        d.pump()
        XCTAssertEqual(d.x.restacks, restacks + 1, "our windows go back in place")
        XCTAssertEqual(d.x.pushes, pushes, "and no overlay was laid out or pushed again")
    }

    func testDestroyedSourceDismissesWithSourceGone() throws {
        let d = try DaemonHarness()
        let src = d.x.addClient(Rect(x: 400, y: 300, width: 300, height: 200))
        d.ok("show --id a --attach \(src) --text hello")
        d.x.destroy(src)
        d.pump()
        XCTAssertNil(d.window("a"))
        XCTAssertEqual(d.history(of: "a"), ["shown", "dismissed:source-gone"])
        XCTAssertFalse(d.x.watched.contains(src), "a window nobody follows is let go")
    }

    func testHiddenWhileItsSourceIsIconifiedAndBackAfter() throws {
        let d = try DaemonHarness()
        let src = d.x.addClient(Rect(x: 400, y: 300, width: 300, height: 200))
        d.ok("show --id a --attach \(src) --text hello")
        d.x.setState(src) { $0.iconic = true }
        d.pump()
        XCTAssertEqual(d.window("a")?.visible, false)
        d.x.setState(src) { $0.iconic = false }
        d.pump()
        XCTAssertEqual(d.window("a")?.visible, true)
    }

    func testHiddenOnAnotherDesktop() throws {
        let d = try DaemonHarness { $0.desktop = 0 }
        let src = d.x.addClient(Rect(x: 400, y: 300, width: 300, height: 200))
        d.x.clients[src]?.state.desktop = 0
        d.ok("show --id a --attach \(src) --text hello")
        XCTAssertEqual(d.window("a")?.visible, true)
        d.x.desktop = 1
        d.x.send(.propertyChanged(window: d.x.root, property: "_NET_CURRENT_DESKTOP"))
        d.pump()
        XCTAssertEqual(d.window("a")?.visible, false)
    }

    func testAttachErrorsSayWhatIsMissing() throws {
        let d = try DaemonHarness()
        XCTAssertEqual(d.request("show --attach active --text x")["error"]?.stringValue,
                       "--attach active: no active window (_NET_ACTIVE_WINDOW is unset)")
        XCTAssertEqual(d.request("show --attach 0x999 --text x")["error"]?.stringValue, "no such window: 0x999")
        XCTAssertEqual(d.request("show --attach class:Nope --text x")["error"]?.stringValue, "no window of class: Nope")
        XCTAssertTrue(d.x.windows.isEmpty)
    }

    func testAttachByClassAndTitle() throws {
        let d = try DaemonHarness()
        let editor = d.x.addClient(Rect(x: 100, y: 100, width: 300, height: 200), cls: "Editor", title: "notes.txt - Editor")
        d.ok("show --id a --attach class:editor --text x")
        d.ok("show --id b --attach 'title:*notes*' --text x")
        XCTAssertEqual(d.window("a")?.stacking, .above(editor))
        XCTAssertEqual(d.window("b")?.stacking, .above(editor))
    }

    func testANamedRegionMovesWithItsWindow() throws {
        let d = try DaemonHarness()
        let src = d.x.addClient(Rect(x: 400, y: 300, width: 300, height: 200))
        d.ok("region set field --window \(src) --rect 10,20,50,10")
        d.ok("show --id a --attach region:field --text x")
        let before = try XCTUnwrap(d.window("a")).frame
        d.x.move(src, to: Point(x: 450, y: 300))
        d.pump()
        XCTAssertEqual(d.window("a")?.frame.origin, Point(x: before.x + 50, y: before.y))
        d.ok("region unset field")
        XCTAssertEqual(d.history(of: "a"), ["shown", "dismissed:source-gone"])
    }

    func testAMonitorThatGoesTakesItsPopoversToOneThatRemains() throws {
        let d = try DaemonHarness { x in
            x.monitorList = [Monitor(name: "A", rect: Rect(x: 0, y: 0, width: 1000, height: 1080), primary: true),
                             Monitor(name: "B", rect: Rect(x: 1000, y: 0, width: 920, height: 1080))]
        }
        d.ok("show --id a --monitor B --text x")
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(d.window("a")).frame.x, 1000)
        d.x.setMonitors([Monitor(name: "A", rect: Rect(x: 0, y: 0, width: 1920, height: 1080), primary: true)])
        d.pump()
        let f = try XCTUnwrap(d.window("a")).frame
        XCTAssertTrue(Rect(x: 0, y: 0, width: 1920, height: 1080).contains(Point(x: f.midX, y: f.midY)))
    }
}

// ContainerTests: queues and columns of a config container, "+N more", and desktop
// notifications' overlays from show to timeout, against the fake window system.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class ContainerTests: XCTestCase {
    func notification(_ d: DaemonHarness, _ n: UInt32, _ text: String = "hello", timeoutMs: Int64? = nil) {
        var spec = OverlaySpec()
        spec.text = text
        spec.kind = .notification
        spec.container = "notifications"
        spec.timeoutMs = timeoutMs
        XCTAssertEqual(d.controller.show(notification: n, spec: spec, now: d.clock.now)["ok"]?.boolValue, true)
    }

    func testAContainerLinesUpItsMembersInAColumnNewestNearestTheAnchor() throws {
        let d = try DaemonHarness()
        for n: UInt32 in 1...3 { notification(d, n) }
        let bodies = try (1...3).map { n in try XCTUnwrap(d.listed("n\(n)")?["body"]?.rectValue) }
        XCTAssertEqual(Set(bodies.map(\.maxX)).count, 1, "one column, aligned at its end")
        XCTAssertLessThan(bodies[2].y, bodies[1].y, "the newest is nearest the top-right anchor")
        XCTAssertLessThan(bodies[1].y, bodies[0].y)
        XCTAssertEqual(bodies[0].intersection(bodies[1]).area, 0, "no overlap")
        XCTAssertEqual(bodies[1].intersection(bodies[2]).area, 0)
    }

    func testBeyondMaxVisibleTheyWaitAndPlusNMoreCountsThem() throws {
        let d = try DaemonHarness()
        for n: UInt32 in 1...7 { notification(d, n) }
        let shown = (1...7).filter { d.x.windows[.overlay(.notification(UInt32($0)))] != nil }
        XCTAssertEqual(shown.count, 5, "max-visible is 5")
        let more = try XCTUnwrap(d.x.windows[.overlay(.more(container: "notifications"))], "+N more is up")
        XCTAssertTrue(more.clickThrough)
        XCTAssertEqual(d.listed("n7")?["queued"]?.boolValue ?? d.listed("n6")?["queued"]?.boolValue, true)
        XCTAssertNotNil(d.listed("+more:notifications"))
    }

    func testUnderUrgencyFirstACriticalOneTakesTheLowOnesWindowWhichComesBackWhenAPlaceFrees() throws {
        let d = try DaemonHarness.loaded(config: "[container.notifications]\nmax-visible = 2\nurgency-first = true\n")
        for (id, urgency) in [("n", "normal"), ("l", "low"), ("c", "critical")] {
            d.ok("show --id \(id) --container notifications --urgency \(urgency) --timeout 5s --text \(id)")
        }
        XCTAssertNotNil(d.window("c"), "the critical one shows")
        XCTAssertNil(d.window("l"), "the low one waits again, its window gone")
        XCTAssertNotNil(d.window("n"))
        XCTAssertEqual(d.listed("l")?["queued"]?.boolValue, true)
        XCTAssertNotNil(d.x.windows[.overlay(.more(container: "notifications"))], "+1 more counts it")
        d.advance(6000)
        XCTAssertNil(d.window("n"), "the normal one timed out")
        XCTAssertNotNil(d.window("l"), "and the low one shows again in its place: it did not time out while it waited")
        d.advance(4000)
        XCTAssertNotNil(d.window("l"), "its timeout started anew as it showed again")
        d.advance(2000)
        XCTAssertNil(d.window("l"))
    }

    func testADismissalMovesTheQueueUpAndMoreGoesWhenNobodyWaits() throws {
        let d = try DaemonHarness()
        for n: UInt32 in 1...6 { notification(d, n) }
        XCTAssertNotNil(d.x.windows[.overlay(.more(container: "notifications"))])
        let waiting = try XCTUnwrap((1...6).map { OverlayID.notification(UInt32($0)) }.first { d.x.windows[.overlay($0)] == nil })
        d.ok("dismiss n1")
        XCTAssertNotNil(d.x.windows[.overlay(waiting)], "the one waiting shows")
        XCTAssertNil(d.x.windows[.overlay(.more(container: "notifications"))], "+N more goes")
    }

    func testTheContainerOwnsTheTimeoutsOnTheInjectedClock() throws {
        let d = try DaemonHarness()
        notification(d, 1, timeoutMs: 3000)
        d.advance(2999)
        XCTAssertNotNil(d.x.windows[.overlay(.notification(1))])
        d.advance(1)
        XCTAssertNil(d.x.windows[.overlay(.notification(1))])
        XCTAssertEqual(d.history(of: .notification(1)), ["shown", "dismissed:timeout"])
    }

    func testANotificationIsReplacedInPlaceByItsId() throws {
        let d = try DaemonHarness()
        notification(d, 4, "first")
        let before = try XCTUnwrap(d.x.windows[.overlay(.notification(4))])
        notification(d, 4, "second, with a longer body than the first one had")
        let after = try XCTUnwrap(d.x.windows[.overlay(.notification(4))])
        XCTAssertNotEqual(before.revision, after.revision)
        XCTAssertEqual(d.history(of: .notification(4)), ["shown", "updated"])
        XCTAssertEqual(d.x.windows.count, 1)
    }

    func testAClientCanDismissANotificationByItsListedId() throws {
        let d = try DaemonHarness()
        notification(d, 2)
        XCTAssertEqual(d.ok("dismiss n2")["id"]?.stringValue, "n2")
        XCTAssertEqual(d.history(of: .notification(2)), ["shown", "dismissed:request"])
    }

    func testPauseOnHoverStopsAContainerMembersTimeout() throws {
        let d = try DaemonHarness()
        var spec = OverlaySpec()
        spec.text = "hover me"
        spec.container = "notifications"
        spec.timeoutMs = 1000
        spec.pauseOnHover = true
        XCTAssertEqual(d.controller.show(notification: 1, spec: spec, now: d.clock.now)["ok"]?.boolValue, true)
        let w = try XCTUnwrap(d.x.windowID(.overlay(.notification(1))))
        d.advance(500)
        d.x.send(.enter(window: w))
        d.pump()
        d.advance(5000)
        XCTAssertNotNil(d.x.windows[.overlay(.notification(1))], "paused while the pointer is on it")
        d.x.send(.leave(window: w))
        d.pump()
        d.advance(499)
        XCTAssertNotNil(d.x.windows[.overlay(.notification(1))])
        d.advance(1)
        XCTAssertNil(d.x.windows[.overlay(.notification(1))], "the 500 ms left ran out")
    }

    func testTheColumnFollowsFocusToAnotherMonitorButAFreePopoverStays() throws {
        let d = try DaemonHarness { x in
            x.monitorList = [Monitor(name: "A", rect: Rect(x: 0, y: 0, width: 960, height: 1080), primary: true),
                             Monitor(name: "B", rect: Rect(x: 960, y: 0, width: 960, height: 1080))]
        }
        let left = d.x.addClient(Rect(x: 100, y: 100, width: 300, height: 200))
        let right = d.x.addClient(Rect(x: 1200, y: 100, width: 300, height: 200))
        d.x.active = left
        notification(d, 1)
        d.ok("show --id free --text 'stays put'")
        XCTAssertLessThan(try XCTUnwrap(d.x.windows[.overlay(.notification(1))]).frame.maxX, 961)
        let pushes = d.x.pushes
        d.x.active = right
        d.x.raise(right)
        d.pump()
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(d.x.windows[.overlay(.notification(1))]).frame.x, 960,
                                    "the notifications' column is on the focused monitor")
        XCTAssertEqual(d.x.pushes, pushes + 1, "and nothing else was pushed again")
    }

    func testANotificationHidesUnderAFullscreenWindowUnlessCritical() throws {
        let d = try DaemonHarness()
        let game = d.x.addClient(Rect(x: 0, y: 0, width: 1920, height: 1080))
        notification(d, 1)
        var critical = OverlaySpec()
        critical.text = "battery"
        critical.kind = .notification
        critical.urgency = .critical
        critical.container = "notifications"
        _ = d.controller.show(notification: 2, spec: critical, now: d.clock.now)
        XCTAssertEqual(d.x.windows[.overlay(.notification(1))]?.visible, true)
        d.x.setState(game) { $0.fullscreen = true }
        d.x.send(.propertyChanged(window: d.x.root, property: "_NET_CLIENT_LIST_STACKING"))
        d.pump()
        XCTAssertEqual(d.x.windows[.overlay(.notification(1))]?.visible, false)
        XCTAssertEqual(d.x.windows[.overlay(.notification(2))]?.visible, true, "critical shows anyway")
    }
}

// LifecycleTests: show, update, dismiss, timeouts on the injected clock, ids and `list`,
// against the fake window system.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class LifecycleTests: XCTestCase {
    func testShowPushesOneVisibleWindowAndRepliesWithItsId() throws {
        let d = try DaemonHarness()
        let reply = d.ok("show --text hello")
        XCTAssertEqual(reply["id"]?.stringValue, "p1")
        let w = try XCTUnwrap(d.window("p1"))
        XCTAssertTrue(w.visible)
        XCTAssertEqual(w.kind, .popover)
        XCTAssertGreaterThan(w.frame.width, 0)
        XCTAssertTrue(Rect(origin: .zero, size: d.x.screenSize).contains(Point(x: w.frame.midX, y: w.frame.midY)))
        XCTAssertEqual(d.history(of: "p1"), ["shown"])
        XCTAssertEqual(d.ok("show --text again")["id"]?.stringValue, "p2", "ids count up")
    }

    func testShowWithAnExistingIdUpdatesIt() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --text short")
        let before = try XCTUnwrap(d.window("a"))
        d.ok("show --id a --text 'a much longer text than before, so the body grows'")
        let after = try XCTUnwrap(d.window("a"))
        XCTAssertGreaterThan(after.frame.width, before.frame.width)
        XCTAssertNotEqual(after.revision, before.revision, "a new picture")
        XCTAssertEqual(d.history(of: "a"), ["shown", "updated"])
        XCTAssertEqual(d.x.windows.count, 1)
    }

    func testUpdateOfAnUnknownIdIsAnErrorAndChangesNothing() throws {
        let d = try DaemonHarness()
        let reply = d.request("update nope --text x")
        XCTAssertEqual(reply["ok"]?.boolValue, false)
        XCTAssertEqual(reply["error"]?.stringValue, "no such overlay: nope")
        XCTAssertTrue(d.x.windows.isEmpty)
    }

    func testDismissRemovesTheWindowAndSaysWhy() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --text hello")
        d.ok("dismiss a")
        XCTAssertNil(d.window("a"))
        XCTAssertEqual(d.history(of: "a"), ["shown", "dismissed:request"])
        XCTAssertEqual(d.request("dismiss a")["error"]?.stringValue, "no such overlay: a")
    }

    func testTimeoutDismissesOnTheInjectedClockNotBefore() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --text hello --timeout 2s")
        XCTAssertEqual(d.controller.nextDeadline, d.clock.now + 2000)
        d.advance(1999)
        XCTAssertNotNil(d.window("a"))
        d.advance(1)
        XCTAssertNil(d.window("a"))
        XCTAssertEqual(d.history(of: "a"), ["shown", "dismissed:timeout"])
        XCTAssertNil(d.controller.nextDeadline, "nothing due: the daemon sleeps")
    }

    func testAnUpdateWithATimeoutRestartsIt() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --text hello --timeout 1s")
        d.advance(800)
        d.ok("update a --timeout 1s")
        d.advance(800)
        XCTAssertNotNil(d.window("a"), "the timeout restarted at the update")
        d.advance(200)
        XCTAssertNil(d.window("a"))
    }

    func testDismissAllAndTheCounters() throws {
        let d = try DaemonHarness()
        for i in 1...3 { d.ok("show --id o\(i) --text \(i)") }
        XCTAssertEqual(d.ok("dismiss --all")["dismissed"]?.intValue, 3)
        XCTAssertTrue(d.x.windows.isEmpty)
        let stats = Dictionary(d.controller.stats, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(stats["shown"]?.intValue, 3)
        XCTAssertEqual(stats["dismissed"]?.intValue, 3)
        XCTAssertEqual(stats["live"]?.intValue, 0)
    }

    func testListShowsFrameBodyAndWindow() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --text hello")
        let entry = try XCTUnwrap(d.listed("a"))
        let w = try XCTUnwrap(d.window("a"))
        XCTAssertEqual(entry["frame"], .rect(w.frame))
        XCTAssertEqual(entry["visible"]?.boolValue, true)
        XCTAssertEqual(entry["window"]?.stringValue, d.x.windowID(.overlay("a"))?.description)
    }

    /// Regression: a client's `--id n3` was the same overlay as desktop notification 3.
    func testAClientsIdN3IsNotNotification3() throws {
        let d = try DaemonHarness()
        var spec = OverlaySpec()
        spec.text = "from an application"
        spec.kind = .notification
        XCTAssertEqual(d.controller.show(notification: 3, spec: spec, now: d.clock.now)["ok"]?.boolValue, true)
        d.ok("show --id n3 --text 'from a script'")
        XCTAssertNotNil(d.x.windows[.overlay(.notification(3))], "the notification is still up")
        XCTAssertNotNil(d.x.windows[.overlay(.named("n3"))], "and the script's overlay is another")
        XCTAssertEqual(d.history(of: .notification(3)), ["shown"], "the script's show did not update the notification")
        d.ok("dismiss n3")
        XCTAssertEqual(d.history(of: .named("n3")), ["shown", "dismissed:request"])
        XCTAssertEqual(d.history(of: .notification(3)), ["shown"], "dismissing the script's n3 closes no notification")
        d.ok("dismiss n3")
        XCTAssertEqual(d.history(of: .notification(3)), ["shown", "dismissed:request"],
                       "with no overlay of its own named n3, `dismiss n3` still reaches notification 3")
    }

    func testAPresetAddsItsOptionsAndAnUnknownOneIsRefused() throws {
        let d = try DaemonHarness()
        let reply = d.request("show --preset nope --text x")
        XCTAssertEqual(reply["ok"]?.boolValue, false)
        XCTAssertTrue(reply["error"]?.stringValue?.hasPrefix("no such preset: nope") ?? false)
        XCTAssertTrue(d.x.windows.isEmpty)
    }

    func testReplaceTakesTheOldOnesPlace() throws {
        let d = try DaemonHarness()
        d.ok("show --id old --text old")
        d.ok("replace old --id new --text new")
        XCTAssertNil(d.window("old"))
        XCTAssertNotNil(d.window("new"))
        XCTAssertEqual(d.history(of: "old"), ["shown", "dismissed:replaced"])
        XCTAssertNil(d.x.windows.keys.first { if case .leaving = $0 { true } else { false } }, "a replaced overlay plays no exit")
    }

    func testAClickThroughOverlayTakesNoInput() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --text x --click-through")
        XCTAssertEqual(d.window("a")?.clickThrough, true)
        d.ok("show --id b --text x")
        XCTAssertEqual(d.window("b")?.clickThrough, false)
    }
}

// CompositorHandoverRoomTests: the compositor handover alone, built from the fake window
// system's screens with no Controller: what a compositor's arrival and departure ask for
// (shadows cut at once, a probe until it redirects, each screen laid out again) as effects,
// and each screen's surface mode.
@testable import OverlayDaemon
import Logging
import OverlayCore
import XCTest

final class CompositorHandoverRoomTests: XCTestCase {
    let t0 = Instant(milliseconds: 1_000)
    let x = FakeWindowSystem()

    /// The room as the daemon builds it, from which screens have a compositor now.
    func makeRoom() -> CompositorHandover {
        CompositorHandover(running: (0..<x.screenCount).map(x.compositorRunning), logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
    }

    func testACompositorThatGoesHasItsShadowsCutAtOnceAndItsScreenLaidOutShaped() {
        x.compositorRunning = true
        let room = makeRoom()
        XCTAssertEqual(room.mode(on: 0), .argb)
        XCTAssertEqual(room.selectionChanged(screen: 0, running: false, now: t0),
                       [.windowSystem(.hideShadows(screen: 0)), .relayoutMany(.onScreen(0))])
        XCTAssertEqual(room.mode(on: 0), .shaped)
        XCTAssertNil(room.nextDeadline(after: t0))
    }

    func testANewCompositorIsProbedUntilItRedirectsThenItsScreenGoesARGB() {
        let room = makeRoom()
        XCTAssertEqual(room.selectionChanged(screen: 0, running: true, now: t0), [.windowSystem(.probeCompositor(screen: 0))])
        XCTAssertEqual(room.mode(on: 0), .shaped, "its selection alone: not blending yet")
        XCTAssertEqual(room.probed(0, redirected: false, now: t0), [])
        XCTAssertEqual(room.nextDeadline(after: t0), t0 + CompositorHandover.probeMs)
        XCTAssertEqual(room.tick(now: t0 + (CompositorHandover.probeMs - 1)), [])
        XCTAssertEqual(room.tick(now: t0 + CompositorHandover.probeMs), [.windowSystem(.probeCompositor(screen: 0))])
        XCTAssertEqual(room.probed(0, redirected: true, now: t0 + CompositorHandover.probeMs), [.relayoutMany(.onScreen(0))])
        XCTAssertEqual(room.mode(on: 0), .argb)
        XCTAssertNil(room.nextDeadline(after: t0 + CompositorHandover.probeMs), "no more probes")
    }

    func testACompositorThatNeverRedirectsIsTakenAsBlendingAfterItsPatience() {
        let room = makeRoom()
        _ = room.selectionChanged(screen: 0, running: true, now: t0)
        XCTAssertEqual(room.probed(0, redirected: false, now: t0 + (CompositorHandover.patienceMs - 1)), [])
        XCTAssertEqual(room.probed(0, redirected: false, now: t0 + CompositorHandover.patienceMs), [.relayoutMany(.onScreen(0))])
        XCTAssertEqual(room.modes, [.argb])
    }

    func testACompositorThatGoesBeforeItRedirectedChangesNothingOnScreen() {
        let room = makeRoom()
        _ = room.selectionChanged(screen: 0, running: true, now: t0)
        XCTAssertEqual(room.selectionChanged(screen: 0, running: false, now: t0 + 4), [], "its windows were shaped all along")
        XCTAssertNil(room.nextDeadline(after: t0 + 4), "nor is it probed any more")
        XCTAssertEqual(room.probed(0, redirected: true, now: t0 + 8), [], "a late answer changes nothing")
        XCTAssertEqual(room.mode(on: 0), .shaped)
    }

    func testEachScreenSwitchesAloneAndAnUnknownScreenIsShaped() {
        x.moreScreens = [FakeWindowSystem.Screen(size: Size(width: 1280, height: 1024),
                                                 monitors: [Monitor(name: "HDMI-1", rect: Rect(x: 0, y: 0, width: 1280, height: 1024), primary: true)],
                                                 compositorRunning: true)]
        let room = makeRoom()
        XCTAssertEqual(room.modes, [.shaped, .argb])
        XCTAssertEqual(room.selectionChanged(screen: 1, running: false, now: t0),
                       [.windowSystem(.hideShadows(screen: 1)), .relayoutMany(.onScreen(1))])
        XCTAssertEqual(room.selectionChanged(screen: 5, running: true, now: t0), [], "a screen the display does not have")
        XCTAssertEqual(room.mode(on: 5), .shaped)
        XCTAssertEqual(room.forget("a", now: t0), [])
    }
}

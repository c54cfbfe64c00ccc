// CompositorHandoverTests: overlays switch to ARGB windows only once a new compositor
// redirects them, and a compositor that goes has its ARGB windows cut to their bodies before
// anything is laid out again.
@testable import OverlayDaemon
import OverlayCore
import XCTest

final class CompositorHandoverTests: XCTestCase {
    func testANewCompositorGetsARGBWindowsOnlyOnceItRedirects() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --text shadow")
        XCTAssertEqual(d.window("a")?.mode, .shaped)
        d.x.compositorRunning = true
        d.x.redirectsAtOnce = false
        d.x.send(.compositorChanged(screen: 0, running: true))
        d.pump()
        XCTAssertEqual(d.window("a")?.mode, .shaped, "its selection alone: not yet redirected")
        d.ok("show --id b --text new")
        XCTAssertEqual(d.window("b")?.mode, .shaped, "one shown meanwhile is shaped too")
        d.advance(CompositorHandover.probeMs)
        XCTAssertEqual(d.window("a")?.mode, .shaped)
        d.x.redirectsAtOnce = true
        d.advance(CompositorHandover.probeMs)
        XCTAssertEqual(d.window("a")?.mode, .argb, "redirected: the next probe switches")
        XCTAssertEqual(d.window("b")?.mode, .argb)
    }

    func testACompositorThatNeverRedirectsGetsARGBWindowsAfterItsPatience() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --text shadow")
        d.x.compositorRunning = true
        d.x.redirectsAtOnce = false
        d.x.send(.compositorChanged(screen: 0, running: true))
        d.pump()
        d.advance(CompositorHandover.patienceMs - CompositorHandover.probeMs)
        XCTAssertEqual(d.window("a")?.mode, .shaped)
        d.advance(CompositorHandover.probeMs)
        XCTAssertEqual(d.window("a")?.mode, .argb)
    }

    func testACompositorThatGoesHasItsShadowsCutBeforeTheShapedWindowsArePushed() throws {
        let d = try DaemonHarness { $0.compositorRunning = true }
        d.ok("show --id a --text shadow")
        XCTAssertEqual(d.window("a")?.mode, .argb)
        let pushes = d.x.pushes
        d.x.compositorRunning = false
        d.x.send(.compositorChanged(screen: 0, running: false))
        d.pump()
        XCTAssertEqual(d.x.shadowsHidden, [0])
        XCTAssertEqual(d.window("a")?.mode, .shaped)
        XCTAssertEqual(d.x.pushes, pushes + 1, "replaced in one push")
        d.x.send(.compositorChanged(screen: 0, running: false))
        d.pump()
        XCTAssertEqual(d.x.shadowsHidden, [0], "no compositor, nothing more to cut")
    }
}

// TransitionTests: entrances, exits and replacements sampled on the injected clock.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class TransitionTests: XCTestCase {
    func testAFadeInStartsTransparentAndEndsOpaqueOnTheClock() throws {
        let d = try DaemonHarness { $0.compositorRunning = true }
        d.ok("show --id a --text hello --transition fade --duration 200ms")
        XCTAssertLessThan(try XCTUnwrap(d.window("a")).opacity, 0.1, "the first frame is the hidden state")
        let due = try XCTUnwrap(d.controller.nextDeadline, "a frame is due")
        XCTAssertLessThanOrEqual(due.milliseconds - d.clock.now.milliseconds, 17, "at 60 Hz")
        d.advance(100)
        let mid = try XCTUnwrap(d.window("a")).opacity
        XCTAssertGreaterThan(mid, 0.1)
        XCTAssertLessThan(mid, 1)
        d.advance(100)
        d.advance(16)
        XCTAssertEqual(try XCTUnwrap(d.window("a")).opacity, 1)
        XCTAssertNil(d.controller.nextDeadline, "done: no more frames")
    }

    func testWithoutACompositorAFadeIsDropped() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --text hello --transition fade")
        XCTAssertEqual(d.window("a")?.opacity, 1)
        XCTAssertNil(d.controller.nextDeadline)
    }

    func testAnExitPlaysUnderALeavingKeyWhileTheIdIsFreeAgain() throws {
        let d = try DaemonHarness { $0.compositorRunning = true }
        d.ok("show --id a --text hello --transition fade --duration 100ms")
        d.advance(200)
        d.ok("dismiss a")
        let leaving = try XCTUnwrap(d.x.windows.first { if case .leaving = $0.key { true } else { false } })
        XCTAssertTrue(leaving.value.clickThrough, "a leaving window takes no input")
        XCTAssertNil(d.window("a"))
        d.ok("show --id a --text 'back again'")
        XCTAssertNotNil(d.window("a"), "the id is free while the old window fades")
        d.advance(50)
        XCTAssertLessThan(try XCTUnwrap(d.x.windows[leaving.key]).opacity, 1)
        d.advance(60)
        XCTAssertNil(d.x.windows[leaving.key], "gone when its exit is over")
    }

    func testASlideMovesTheWindowInFromItsEdge() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --text hello --transition slide-top --duration 100ms")
        let first = try XCTUnwrap(d.window("a")).frame
        d.advance(120)
        let rest = try XCTUnwrap(d.window("a")).frame
        XCTAssertLessThan(first.y, rest.y, "it came down from the top")
    }
}

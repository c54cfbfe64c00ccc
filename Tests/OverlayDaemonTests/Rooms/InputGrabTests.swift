// InputGrabTests: the one grab, built alone: asking, retrying, giving up, letting go.
@testable import OverlayDaemon
import Logging
import OverlayCore
import XCTest

final class InputGrabTests: XCTestCase {
    let now = Instant(milliseconds: 5000)
    let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    func testOpeningAsksForTheGrabAndAnsweredYesHoldsIt() {
        let grab = InputGrab(logger: logger)
        let room = ColorRoom()
        XCTAssertEqual(grab.open("m", in: room), [.grab("m")])
        XCTAssertEqual(grab.nextDeadline(after: now), now + GrabRetry.intervalMs, "waiting: a retry is due")
        XCTAssertEqual(grab.tick(now: now), [.grab("m")])
        XCTAssertEqual(grab.grabbed("m", true), [])
        XCTAssertTrue(grab.isGrabbed("m"))
        XCTAssertNil(grab.nextDeadline(after: now), "held: nothing to retry")
        XCTAssertEqual(grab.tick(now: now + 100), [])
    }

    func testRefusedEveryTimeItGivesUpAfterItsAttempts() {
        let grab = InputGrab(logger: logger)
        _ = grab.open("m", in: ColorRoom())
        for _ in 1..<GrabRetry.attempts { XCTAssertEqual(grab.grabbed("m", false), []) }
        XCTAssertEqual(grab.grabbed("m", false), [.dismiss("m", .grabFailed)])
    }

    func testForgettingTheHolderLetsTheGrabGoOnlyWhenHeld() {
        let grab = InputGrab(logger: logger)
        _ = grab.open("a", in: ColorRoom())
        XCTAssertEqual(grab.forget("a", now: now), [], "never held: nothing to let go")
        _ = grab.open("b", in: ColorRoom())
        _ = grab.grabbed("b", true)
        XCTAssertEqual(grab.forget("other", now: now), [])
        XCTAssertEqual(grab.forget("b", now: now), [.ungrab])
        XCTAssertNil(grab.id)
        XCTAssertEqual(grab.grabbed("b", true), [], "an answer after it went changes nothing")
    }

    func testInputGoesToTheHolderWhileHeldOrOnItsOwnWindowBefore() {
        let grab = InputGrab(logger: logger)
        let room = ColorRoom()
        _ = grab.open("c", in: room)
        XCTAssertNil(grab.routes(.overlay("c")), "the picker is not open in its room")
        XCTAssertNil(grab.routes(nil))
        _ = grab.grabbed("c", true)
        XCTAssertEqual(grab.routes(nil)?.id, "c", "held: every press is its")
    }
}

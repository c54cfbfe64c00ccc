// ModalTests: named modal stacks dim all but their top; a modal overlay has a backdrop.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class ModalTests: XCTestCase {
    func testAStackDimsAllButItsTopAndDismissTopUndims() throws {
        let d = try DaemonHarness()
        d.ok("show --id a --stack s --text first")
        let before = try XCTUnwrap(d.window("a"))
        d.ok("show --id b --stack s --text second")
        let dimmed = try XCTUnwrap(d.window("a"))
        XCTAssertTrue(dimmed.clickThrough, "a dimmed overlay takes no input")
        XCTAssertNotEqual(dimmed.revision, before.revision, "and is painted again, dimmed")
        XCTAssertEqual(d.window("b")?.clickThrough, false)
        XCTAssertEqual(d.ok("dismiss --top s")["id"]?.stringValue, "b")
        XCTAssertEqual(d.window("a")?.clickThrough, false, "the new top takes input again")
    }

    func testClearStackDismissesFromTheTopDown() throws {
        let d = try DaemonHarness()
        for id in ["a", "b", "c"] { d.ok("show --id \(id) --stack s --text \(id)") }
        d.ok("show --id other --text free")
        XCTAssertEqual(d.ok("clear-stack s")["dismissed"]?.intValue, 3)
        let dismissals = d.events.compactMap { e -> String? in
            if case .dismissed(let id, _) = e.event { return id } else { return nil }
        }
        XCTAssertEqual(dismissals, ["c", "b", "a"])
        XCTAssertNotNil(d.window("other"))
        XCTAssertEqual(d.request("dismiss --top s")["error"]?.stringValue, "stack is empty: s")
    }

    func testAModalOverlayHasABackdropOverItsMonitorBelowIt() throws {
        let d = try DaemonHarness { $0.compositorRunning = true }
        d.ok("show --id m --modal --text 'Are you sure?'")
        let backdrop = try XCTUnwrap(d.x.windows[.backdrop("m")])
        XCTAssertEqual(backdrop.frame, Rect(x: 0, y: 0, width: 1920, height: 1080))
        XCTAssertEqual(backdrop.mode, .argb)
        let press = try XCTUnwrap(d.x.windowID(.backdrop("m")))
        d.x.send(.buttonPress(window: press, button: 1, root: Point(x: 5, y: 5)))
        d.pump()
        XCTAssertEqual(d.history(of: "m"), ["shown", "dismissed:outside"], "a click on the backdrop dismisses")
        XCTAssertNil(d.x.windows[.backdrop("m")])
    }

    func testWithoutACompositorTheBackdropOnlyCatchesInput() throws {
        let d = try DaemonHarness()
        d.ok("show --id m --modal --backdrop-dismiss no --text x")
        XCTAssertEqual(d.x.windows[.backdrop("m")]?.mode, .inputOnly)
        let press = try XCTUnwrap(d.x.windowID(.backdrop("m")))
        d.x.send(.buttonPress(window: press, button: 1, root: Point(x: 5, y: 5)))
        d.pump()
        XCTAssertNotNil(d.window("m"), "--backdrop-dismiss no keeps it")
    }
}

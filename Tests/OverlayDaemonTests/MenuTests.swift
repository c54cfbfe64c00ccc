// MenuTests: `overlayctl menu` driven by keys and the pointer: the choice comes back as an
// action event, submenus open as windows of their own, and the input grab is retried.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class MenuTests: XCTestCase {
    func key(_ d: DaemonHarness, _ name: String, _ text: String = "") {
        d.x.send(.keyPress(key: name, text: text, modifiers: []))
        d.pump()
    }

    func testKeysChooseAnItemAndTheMenuCloses() throws {
        let d = try DaemonHarness()
        d.ok("menu --id m Apple Banana Cherry")
        XCTAssertEqual(d.window("m")?.kind, .menu)
        XCTAssertNotNil(d.x.grabbed, "the pointer and keyboard are grabbed")
        key(d, "Down")
        key(d, "Down")
        key(d, "Return")
        XCTAssertEqual(d.history(of: "m"), ["shown", "action:Banana", "dismissed:action"])
        XCTAssertNil(d.window("m"))
        XCTAssertNil(d.x.grabbed, "and let go")
    }

    func testTypeAheadAndEscape() throws {
        let d = try DaemonHarness()
        d.ok("menu --id m Apple Banana Cherry")
        key(d, "c", "c")
        key(d, "Return")
        XCTAssertEqual(d.history(of: "m").dropFirst().first, "action:Cherry")
        d.ok("menu --id m2 Apple Banana")
        key(d, "Escape")
        XCTAssertEqual(d.history(of: "m2"), ["shown", "dismissed:escape"])
    }

    func testASubmenuOpensAsASecondWindowBesideItsRow() throws {
        let d = try DaemonHarness()
        d.request("menu --id m Apple More $'\\tOne' $'\\tTwo' Zucchini")
        key(d, "Down")
        key(d, "Down")
        key(d, "Right")
        let top = try XCTUnwrap(d.window("m")).frame
        let sub = try XCTUnwrap(d.x.windows[.menuLevel("m", level: 1)], "level 1 has its own window").frame
        XCTAssertGreaterThan(sub.midX, top.maxX, "beside its parent, to the right")
        key(d, "Left")
        XCTAssertNil(d.x.windows[.menuLevel("m", level: 1)], "closed again")
        key(d, "Right")
        key(d, "Return")
        XCTAssertEqual(d.history(of: "m").dropFirst().first, "action:One")
    }

    func testAClickOnARowChoosesItAndOutsideCloses() throws {
        let d = try DaemonHarness()
        d.ok("menu --id m Apple Banana")
        let rows = try XCTUnwrap(d.listed("m")?["levels"]?.arrayValue?.first?["rows"]?.arrayValue)
        let second = try XCTUnwrap(rows.first { $0["index"]?.intValue == 1 }?["rect"]?.rectValue)
        let w = try XCTUnwrap(d.x.windowID(.overlay("m")))
        d.x.send(.buttonPress(window: w, button: 1, root: Point(x: second.midX, y: second.midY)))
        d.x.send(.buttonRelease(window: w, button: 1, root: Point(x: second.midX, y: second.midY)))
        d.pump()
        XCTAssertEqual(d.history(of: "m"), ["shown", "action:Banana", "dismissed:action"])
        d.ok("menu --id m2 Apple Banana")
        let w2 = try XCTUnwrap(d.x.windowID(.overlay("m2")))
        d.x.send(.buttonPress(window: w2, button: 1, root: Point(x: 1900, y: 1000)))
        d.pump()
        XCTAssertEqual(d.history(of: "m2"), ["shown", "dismissed:outside"])
    }

    func testAGrabThatKeepsFailingGivesUpAfterItsRetries() throws {
        let d = try DaemonHarness { $0.grabSucceeds = false }
        d.ok("menu --id m Apple Banana")
        for _ in 0..<(GrabRetry.attempts - 2) {
            let due = try XCTUnwrap(d.controller.nextDeadline)
            d.advance(due.milliseconds - d.clock.now.milliseconds)
        }
        XCTAssertNotNil(d.window("m"), "still trying")
        let due = try XCTUnwrap(d.controller.nextDeadline)
        d.advance(due.milliseconds - d.clock.now.milliseconds)
        XCTAssertEqual(d.history(of: "m"), ["shown", "dismissed:grab-failed"])
    }

    func testAMenuWithoutItemsIsRefused() throws {
        let d = try DaemonHarness()
        XCTAssertEqual(d.request("menu --id m ''")["ok"]?.boolValue, false)
        XCTAssertNil(d.window("m"))
    }
}

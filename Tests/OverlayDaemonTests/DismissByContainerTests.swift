// DismissByContainerTests: `dismiss --container`, `--showing`, `--all --except` and
// `--top --container` against the fake window system: which windows remain, the events.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class DismissByContainerTests: XCTestCase {
    /// Seven in "notifications" (five shown, two waiting), one in "osd", one free popover.
    func scene() throws -> DaemonHarness {
        let d = try DaemonHarness()
        for n in 1...7 { d.ok("show --id c\(n) --container notifications --timeout 0s --text note\(n)") }
        d.ok("show --id o --container osd --timeout 0s --text volume")
        d.ok("show --id free --attach rect:100,100,10,10 --text free")
        return d
    }

    func shownIDs(_ d: DaemonHarness) -> Set<String> {
        Set(d.x.windows.keys.compactMap { key -> String? in
            guard case .overlay(.named(let name)) = key else { return nil }
            return name
        })
    }

    func testAContainerGoesWithItsQueuedOnesOthersStay() throws {
        let d = try scene()
        XCTAssertEqual(shownIDs(d), ["c1", "c2", "c3", "c4", "c5", "o", "free"])
        XCTAssertNotNil(d.window(.more(container: "notifications")))
        XCTAssertEqual(d.ok("dismiss --container notifications")["dismissed"]?.intValue, 7)
        d.advance(1000)
        XCTAssertEqual(shownIDs(d), ["o", "free"])
        XCTAssertNil(d.window(.more(container: "notifications")), "+N more goes with them")
        for n in 1...7 { XCTAssertEqual(d.history(of: .named("c\(n)")), ["shown", "dismissed:request"], "c\(n)") }
        XCTAssertNil(d.listed("c6"), "the queued ones are gone too")
    }

    func testShowingLeavesTheQueuedOnesToMoveUp() throws {
        let d = try scene()
        XCTAssertEqual(d.ok("dismiss --container notifications --showing")["dismissed"]?.intValue, 5)
        d.advance(1000)
        XCTAssertEqual(shownIDs(d), ["c6", "c7", "o", "free"], "the two that waited show")
        XCTAssertEqual(d.history(of: .named("c6")), ["shown"])
        XCTAssertEqual(d.history(of: .named("c1")), ["shown", "dismissed:request"])
    }

    func testSeveralContainersAtOnce() throws {
        let d = try scene()
        XCTAssertEqual(d.ok("dismiss --container notifications osd")["dismissed"]?.intValue, 8)
        d.advance(1000)
        XCTAssertEqual(shownIDs(d), ["free"])
        XCTAssertEqual(d.history(of: .named("o")), ["shown", "dismissed:request"])
    }

    func testAllExceptKeepsThoseContainers() throws {
        let d = try scene()
        XCTAssertEqual(d.ok("dismiss --all --except notifications")["dismissed"]?.intValue, 2)
        d.advance(1000)
        XCTAssertEqual(shownIDs(d), ["c1", "c2", "c3", "c4", "c5"])
        XCTAssertNotNil(d.window(.more(container: "notifications")), "its +N more stays")
        XCTAssertNotNil(d.listed("c7"), "and its queue")
        XCTAssertEqual(d.history(of: .named("free")), ["shown", "dismissed:request"])
        XCTAssertEqual(d.history(of: .named("o")), ["shown", "dismissed:request"])
    }

    func testTopOfAContainerIsItsMostRecentlyShown() throws {
        let d = try scene()
        XCTAssertEqual(d.ok("dismiss --top --container notifications")["id"]?.stringValue, "c5")
        d.advance(1000)
        XCTAssertEqual(shownIDs(d), ["c1", "c2", "c3", "c4", "c6", "o", "free"], "c6 moved up into the room")
        XCTAssertEqual(d.ok("dismiss --top --container notifications")["id"]?.stringValue, "c6")
        XCTAssertEqual(d.history(of: .named("c6")), ["shown", "dismissed:request"])
    }

    func testATopOfAModalStackStillWorks() throws {
        let d = try DaemonHarness()
        d.ok("show --id m1 --stack s --text one")
        d.ok("show --id m2 --stack s --text two")
        XCTAssertEqual(d.ok("dismiss --top s")["id"]?.stringValue, "m2")
    }

    func testUnknownOrEmptyContainersAreRefusedAndNothingGoes() throws {
        let d = try scene()
        XCTAssertEqual(d.request("dismiss --container nope")["error"]?.stringValue,
                       "no such container: nope (the config's are notifications, osd)")
        XCTAssertEqual(d.request("dismiss --all --except notificaitons")["ok"]?.boolValue, false, "a typo keeps everything")
        d.ok("dismiss --container osd")
        XCTAssertEqual(d.request("dismiss --top --container osd")["error"]?.stringValue, "container shows nothing: osd")
        XCTAssertEqual(shownIDs(d), ["c1", "c2", "c3", "c4", "c5", "free"])
    }
}

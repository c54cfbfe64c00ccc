// ModalStackTests: push, pop, clear and removal dim and revive the right overlays.
import OverlayCore
import XCTest

final class ModalStackTests: XCTestCase {
    func testPushDimsTheOldTop() {
        var s = ModalStack()
        XCTAssertEqual(s.push("a"), [])
        XCTAssertEqual(s.push("b"), [.dim("a")])
        XCTAssertEqual(s.push("c"), [.dim("b")])
        XCTAssertEqual(s.ids, ["a", "b", "c"])
        XCTAssertEqual(s.top, "c")
        XCTAssertEqual(s.dimmed, ["a", "b"])
        XCTAssertTrue(s.isDimmed("a"))
        XCTAssertFalse(s.isDimmed("c"))
        XCTAssertFalse(s.isDimmed("zzz"))
    }

    func testPopTopDismissesItAndRevivesTheOneBelow() {
        var s = ModalStack()
        _ = s.push("a"); _ = s.push("b")
        XCTAssertEqual(s.popTop(), [.dismiss("b"), .undim("a")])
        XCTAssertEqual(s.popTop(), [.dismiss("a")])
        XCTAssertEqual(s.popTop(), [])
        XCTAssertTrue(s.isEmpty)
    }

    func testClearDismissesFromTheTopDown() {
        var s = ModalStack()
        _ = s.push("a"); _ = s.push("b"); _ = s.push("c")
        XCTAssertEqual(s.clear(), [.dismiss("c"), .dismiss("b"), .dismiss("a")])
        XCTAssertTrue(s.isEmpty)
        XCTAssertEqual(s.clear(), [])
    }

    func testPushingAnOverlayAlreadyInTheStackMovesItOnTop() {
        var s = ModalStack()
        _ = s.push("a"); _ = s.push("b"); _ = s.push("c")
        XCTAssertEqual(s.push("a"), [.dim("c"), .undim("a")])
        XCTAssertEqual(s.ids, ["b", "c", "a"])
        XCTAssertEqual(s.push("a"), [])
    }

    func testRemovingTheTopRevivesTheOneBelowWithoutDismissingIt() {
        var s = ModalStack()
        _ = s.push("a"); _ = s.push("b"); _ = s.push("c")
        XCTAssertEqual(s.remove("b"), [], "a stays dimmed under c")
        XCTAssertEqual(s.remove("c"), [.undim("a")])
        XCTAssertEqual(s.remove("zzz"), [])
        XCTAssertEqual(s.ids, ["a"])
    }

    func testNamedStacksAreIndependent() {
        var stacks = ModalStacks()
        _ = stacks.push("a", onto: "wizard")
        _ = stacks.push("b", onto: "wizard")
        XCTAssertEqual(stacks.push("x", onto: "other"), [])
        XCTAssertEqual(stacks.dimmed, ["a"])
        XCTAssertEqual(stacks.popTop("other"), [.dismiss("x")])
        XCTAssertNil(stacks.stacks["other"], "an emptied stack is forgotten")
        XCTAssertEqual(stacks["wizard"].ids, ["a", "b"])
        XCTAssertEqual(stacks.clear("wizard"), [.dismiss("b"), .dismiss("a")])
        XCTAssertTrue(stacks.stacks.isEmpty)
        XCTAssertEqual(stacks.popTop("nothing"), [])
    }

    func testPushingOntoAnotherStackLeavesTheFirst() {
        var stacks = ModalStacks()
        _ = stacks.push("a", onto: "one")
        _ = stacks.push("b", onto: "one")
        XCTAssertEqual(stacks.push("b", onto: "two"), [.undim("a")])
        XCTAssertEqual(stacks.stackName(of: "b"), "two")
        XCTAssertEqual(stacks["one"].ids, ["a"])
        XCTAssertFalse(stacks.isDimmed("a"))
        XCTAssertEqual(stacks.remove("b"), [])
        XCTAssertNil(stacks.stackName(of: "b"))
    }
}

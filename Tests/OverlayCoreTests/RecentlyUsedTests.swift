// RecentlyUsedTests: the bounded store the launcher keeps its per-environment indexes in: a
// use moves a key to the front, a newcomer past the bound lets the least recently used go.
import OverlayCore
import XCTest

final class RecentlyUsedTests: XCTestCase {
    func testTheLeastRecentlyUsedGoesWhenANewcomerPassesTheBound() {
        var kept = RecentlyUsed<String, Int>(capacity: 3)
        XCTAssertNil(kept.insert(1, for: "a"))
        XCTAssertNil(kept.insert(2, for: "b"))
        XCTAssertNil(kept.insert(3, for: "c"))
        XCTAssertEqual(kept.use("a"), 1, "a is now the most recently used")
        let gone = kept.insert(4, for: "d")
        XCTAssertEqual(gone?.key, "b")
        XCTAssertEqual(gone?.value, 2)
        XCTAssertNil(kept.use("b"))
        XCTAssertEqual(kept.all, [3, 1, 4], "least recently used first")
        XCTAssertEqual(kept.count, 3)
    }

    func testReplacingAKeptKeyLetsNothingGoAndPeekingIsNoUse() {
        var kept = RecentlyUsed<String, Int>(capacity: 2)
        kept.insert(1, for: "a")
        kept.insert(2, for: "b")
        XCTAssertNil(kept.insert(10, for: "a"), "the same key again replaces its value")
        XCTAssertEqual(kept.all, [2, 10])
        XCTAssertEqual(kept.peek("b"), 2)
        XCTAssertEqual(kept.insert(3, for: "c")?.key, "b", "peek did not make b recent")
    }

    func testABoundBelowOneKeepsOne() {
        var kept = RecentlyUsed<Int, Int>(capacity: 0)
        kept.insert(1, for: 1)
        XCTAssertEqual(kept.insert(2, for: 2)?.key, 1)
        XCTAssertEqual(kept.all, [2])
    }
}

// SceneTests: ids, upserts, deadlines and expiry with an injected clock.
import OverlayCore
import XCTest

final class SceneTests: XCTestCase {
    func spec(text: String? = nil, timeout: Int64? = nil) -> OverlaySpec {
        var s = OverlaySpec()
        s.text = text
        s.timeoutMs = timeout
        return s
    }
    let t0 = Instant(milliseconds: 10_000)

    func testMakeIDCountsUpAndSkipsTakenIds() {
        var scene = Scene()
        XCTAssertEqual(scene.makeID(), "p1")
        scene.upsert(id: "p2", spec: spec(), now: t0)
        scene.upsert(id: "p3", spec: spec(), now: t0)
        XCTAssertEqual(scene.makeID(), "p4")
        XCTAssertEqual(scene.makeID(), "p5")
    }

    func testStackingOrderIsByZThenShowOrder() {
        var scene = Scene()
        scene.upsert(id: "a", spec: spec(), now: t0)
        XCTAssertEqual(scene.stackingOrder, ["a"])
        var high = spec()
        high.z = 5
        var low = spec()
        low.z = -1
        scene.upsert(id: "b", spec: high, now: t0)
        scene.upsert(id: "c", spec: spec(), now: t0)
        scene.upsert(id: "d", spec: low, now: t0)
        XCTAssertEqual(scene.stackingOrder, ["d", "a", "c", "b"])
    }

    func testMakeIDDoesNotReuseRemovedIds() {
        var scene = Scene()
        let a = scene.makeID()
        scene.upsert(id: a, spec: spec(), now: t0)
        scene.remove(a)
        XCTAssertNotEqual(scene.makeID(), a)
    }

    func testUpsertNewThenMerge() {
        var scene = Scene()
        XCTAssertTrue(scene.upsert(id: "a", spec: spec(text: "hello"), now: t0))
        var change = spec()
        change.title = "T"
        XCTAssertFalse(scene.upsert(id: "a", spec: change, now: t0))
        XCTAssertEqual(scene["a"]?.spec.text, "hello")
        XCTAssertEqual(scene["a"]?.spec.title, "T")
        XCTAssertEqual(scene.count, 1)
        XCTAssertNil(scene["b"])
    }

    func testOrderIsFirstShownAndSurvivesUpdates() {
        var scene = Scene()
        for id: OverlayID in ["c", "a", "b"] { scene.upsert(id: id, spec: spec(), now: t0) }
        scene.upsert(id: "a", spec: spec(text: "again"), now: t0)
        XCTAssertEqual(scene.order, ["c", "a", "b"])
        XCTAssertEqual(scene.remove("a")?.spec.text, "again")
        XCTAssertEqual(scene.order, ["c", "b"])
        XCTAssertNil(scene.remove("a"))
        XCTAssertEqual(scene.count, 2)
        XCTAssertEqual(Set(scene.overlays.keys), ["b", "c"])
    }

    func testDeadlineFromTimeout() {
        var scene = Scene()
        scene.upsert(id: "a", spec: spec(timeout: 3000), now: t0)
        scene.upsert(id: "none", spec: spec(), now: t0)
        scene.upsert(id: "zero", spec: spec(timeout: 0), now: t0)
        XCTAssertEqual(scene["a"]?.deadline, Instant(milliseconds: 13_000))
        XCTAssertNil(scene["none"]?.deadline)
        XCTAssertNil(scene["zero"]?.deadline, "0 means no timeout")
    }

    func testUpdateWithTimeoutRestartsIt() {
        var scene = Scene()
        scene.upsert(id: "a", spec: spec(timeout: 3000), now: t0)
        scene.upsert(id: "a", spec: spec(timeout: 3000), now: t0 + 2000)
        XCTAssertEqual(scene["a"]?.deadline, Instant(milliseconds: 15_000))
    }

    func testUpdateWithoutTimeoutKeepsDeadline() {
        var scene = Scene()
        scene.upsert(id: "a", spec: spec(timeout: 3000), now: t0)
        scene.upsert(id: "a", spec: spec(text: "x"), now: t0 + 2000)
        XCTAssertEqual(scene["a"]?.deadline, Instant(milliseconds: 13_000))
    }

    func testUpdateWithZeroTimeoutClearsDeadline() {
        var scene = Scene()
        scene.upsert(id: "a", spec: spec(timeout: 3000), now: t0)
        scene.upsert(id: "a", spec: spec(timeout: 0), now: t0 + 1)
        XCTAssertNil(scene["a"]?.deadline)
        XCTAssertNil(scene.nextDeadline)
        XCTAssertEqual(scene.expired(at: t0 + 1_000_000), [])
    }

    func testNextDeadlineIsEarliest() {
        var scene = Scene()
        XCTAssertNil(scene.nextDeadline)
        scene.upsert(id: "a", spec: spec(timeout: 5000), now: t0)
        scene.upsert(id: "b", spec: spec(timeout: 1000), now: t0)
        scene.upsert(id: "c", spec: spec(), now: t0)
        XCTAssertEqual(scene.nextDeadline, Instant(milliseconds: 11_000))
        scene.remove("b")
        XCTAssertEqual(scene.nextDeadline, Instant(milliseconds: 15_000))
    }

    func testExpiredAtDeadlineInclusiveInShowOrder() {
        var scene = Scene()
        scene.upsert(id: "late", spec: spec(timeout: 2000), now: t0)
        scene.upsert(id: "early", spec: spec(timeout: 1000), now: t0)
        scene.upsert(id: "never", spec: spec(), now: t0)
        XCTAssertEqual(scene.expired(at: t0 + 999), [])
        XCTAssertEqual(scene.expired(at: t0 + 1000), ["early"])
        XCTAssertEqual(scene.expired(at: t0 + 2000), ["late", "early"])
        XCTAssertEqual(scene.expired(at: t0 + 99_000), ["late", "early"])
    }

    func testDeadlinesFollowUpdatesPausesAndRemoval() {
        var scene = Scene()
        scene.upsert(id: "a", spec: spec(timeout: 1000), now: t0)
        scene.upsert(id: "b", spec: spec(timeout: 3000), now: t0)
        scene.upsert(id: "a", spec: spec(timeout: 0), now: t0) // an update that clears the timeout
        XCTAssertEqual(scene.nextDeadline, t0 + 3000)
        scene.pause("b", now: t0 + 1000)
        XCTAssertNil(scene.nextDeadline)
        XCTAssertEqual(scene.expired(at: t0 + 9000), [])
        scene.resume("b", now: t0 + 5000)
        XCTAssertEqual(scene.nextDeadline, t0 + 7000)
        scene.clearDeadline("b")
        XCTAssertNil(scene.nextDeadline)
        scene.upsert(id: "c", spec: spec(timeout: 10), now: t0)
        scene.remove("c")
        XCTAssertNil(scene.nextDeadline)
        XCTAssertEqual(scene.expired(at: t0 + 99_000), [])
    }

    func testInShowOrderSortsAFewIdsAndDropsUnknownOnes() {
        var scene = Scene()
        for id: OverlayID in ["c", "a", "b", "d"] { scene.upsert(id: id, spec: spec(), now: t0) }
        scene.remove("d")
        XCTAssertEqual(scene.inShowOrder(["b", "x", "c", "d", "a"]), ["c", "a", "b"])
        scene.upsert(id: "d", spec: spec(), now: t0) // shown again: now the newest
        XCTAssertEqual(scene.inShowOrder(Set(["d", "c"])), ["c", "d"])
    }

    func testValidIDs() {
        for id in ["p1", "a", "A.b_c-9", String(repeating: "x", count: 64), "-", "..."] {
            XCTAssertTrue(Scene.isValidID(id), id)
        }
        for id in ["", String(repeating: "x", count: 65), "a b", "é", "a/b", "a\n", "ｐ1", "a:b", "Ω", "١"] {
            XCTAssertFalse(Scene.isValidID(id), id)
        }
    }
}

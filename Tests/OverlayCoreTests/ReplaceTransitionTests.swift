// ReplaceTransitionTests: one popover turns into the next, frame by frame, ending exactly on the new one.
import OverlayCore
import XCTest

final class ReplaceTransitionTests: XCTestCase {
    let t0 = Instant(milliseconds: 7_000)
    func at(_ ms: Int64) -> Instant { t0 + ms }
    let old = Rect(x: 100, y: 100, width: 200, height: 80)
    let new = Rect(x: 100, y: 140, width: 320, height: 160)

    func testFrameAndCrossfadeMoveFromOldToNew() {
        let r = ReplaceTransition(from: old, to: new, timing: TransitionTiming(start: t0, durationMs: 300, easing: .linear))
        XCTAssertEqual(r.sample(at: at(-10)), ReplaceFrame(frame: old, crossfade: 0))
        XCTAssertEqual(r.sample(at: t0), ReplaceFrame(frame: old, crossfade: 0))
        let half = r.sample(at: at(150))
        XCTAssertEqual(half.frame, Rect(x: 100, y: 120, width: 260, height: 120))
        XCTAssertEqual(half.crossfade, 0.5, accuracy: 1e-12)
        XCTAssertEqual(r.sample(at: at(300)), ReplaceFrame(frame: new, crossfade: 1))
        XCTAssertEqual(r.sample(at: at(9_999)), ReplaceFrame(frame: new, crossfade: 1))
    }

    func testEveryFrameLiesBetweenOldAndNewAndTheLastIsExact() {
        let r = ReplaceTransition(from: old, to: new, timing: TransitionTiming(start: t0, durationMs: 250, easing: .easeInOut))
        var now = t0, last = r.sample(at: t0), frames = 0
        while let next = r.nextFrame(after: now, rate: 60) {
            now = next
            let s = r.sample(at: now)
            XCTAssertGreaterThanOrEqual(s.crossfade, last.crossfade)
            XCTAssertGreaterThanOrEqual(s.frame.width, last.frame.width)
            XCTAssertTrue(s.frame.minX == 100, "the left edge does not move")
            XCTAssertTrue((old.minY...new.minY).contains(s.frame.minY))
            last = s
            frames += 1
        }
        XCTAssertEqual(frames, 15)
        XCTAssertEqual(last, ReplaceFrame(frame: new, crossfade: 1))
        XCTAssertTrue(r.isFinished(at: now))
        XCTAssertNil(r.nextFrame(after: now, rate: 60))
    }

    func testInterpolationHelpers() {
        XCTAssertEqual(Point(x: 0, y: 10).interpolated(to: Point(x: 10, y: -10), progress: 0.25), Point(x: 3, y: 5))
        XCTAssertEqual(old.interpolated(to: new, progress: 0), old)
        XCTAssertEqual(old.interpolated(to: new, progress: 1), new)
        XCTAssertEqual(old.interpolated(to: new, progress: 1.5).maxY, 360, "an overshooting easing may pass the target")
    }
}

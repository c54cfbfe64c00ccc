// TransitionTests: show and dismiss transitions pass through intermediate values, end exactly
// on their target, and schedule frames at the display rate only while something moves.
import OverlayCore
import XCTest

final class TransitionTests: XCTestCase {
    let t0 = Instant(milliseconds: 50_000)
    func at(_ ms: Int64) -> Instant { t0 + ms }
    let frame = Rect(x: 1600, y: 12, width: 300, height: 100)
    let bounds = Rect(x: 0, y: 0, width: 1920, height: 1080)

    func make(_ effects: [TransitionEffect], _ direction: TransitionDirection = .show, duration: Int64 = 200,
              easing: Easing = .linear, origin: Point? = nil) -> Transition {
        Transition(TransitionSpec(effects: effects, durationMs: duration, easing: easing), direction: direction,
                   frame: frame, bounds: bounds, origin: origin, start: t0)
    }

    func testFadeShowPassesThroughAndEndsExactlyOpaque() {
        let t = make([.fade], easing: .easeOut)
        XCTAssertEqual(t.sample(at: at(-5)), TransitionFrame(opacity: 0, scale: 1, offset: .zero))
        XCTAssertEqual(t.sample(at: t0).opacity, 0)
        var last = 0.0
        for ms in stride(from: Int64(17), to: 200, by: 17) {
            let o = t.sample(at: at(ms)).opacity
            XCTAssertGreaterThan(o, last, "at \(ms) ms")
            XCTAssertLessThan(o, 1, "at \(ms) ms")
            last = o
        }
        XCTAssertEqual(t.sample(at: at(200)), .identity)
        XCTAssertEqual(t.sample(at: at(10_000)), .identity)
        XCTAssertFalse(t.isFinished(at: at(199)))
        XCTAssertTrue(t.isFinished(at: at(200)))
    }

    func testFadeDismissEndsExactlyTransparent() {
        let t = make([.fade], .dismiss, easing: .easeIn)
        XCTAssertEqual(t.sample(at: t0), .identity)
        let mid = t.sample(at: at(100)).opacity
        XCTAssertTrue(mid > 0 && mid < 1)
        XCTAssertEqual(t.sample(at: at(200)), TransitionFrame(opacity: 0, scale: 1, offset: .zero))
    }

    func testScaleAboutTheOrigin() {
        let t = make([.scale(from: 0.5)], origin: Point(x: 1600, y: 12))
        XCTAssertEqual(t.sample(at: at(100)).scale, 0.75, accuracy: 1e-12)
        XCTAssertEqual(t.displayedFrame(frame, at: t0), Rect(x: 1600, y: 12, width: 150, height: 50))
        XCTAssertEqual(t.displayedFrame(frame, at: at(100)), Rect(x: 1600, y: 12, width: 225, height: 75))
        XCTAssertEqual(t.displayedFrame(frame, at: at(200)), frame)
    }

    func testScaleFromNothingKeepsAOnePixelWindow() {
        let t = make([.scale(from: 0)])
        XCTAssertEqual(t.displayedFrame(frame, at: t0).size, Size(width: 1, height: 1))
    }

    func testSlideFromTheRightEdgeComesInFromOffScreen() {
        let t = make([.slide(.edge(.right))])
        XCTAssertEqual(t.sample(at: t0).offset, Point(x: 320, y: 0))
        XCTAssertEqual(t.displayedFrame(frame, at: t0).minX, 1920, "starts just outside the monitor")
        var last = 320
        for ms in stride(from: Int64(10), to: 200, by: 10) {
            let x = t.sample(at: at(ms)).offset.x
            XCTAssertLessThan(x, last, "at \(ms) ms")
            XCTAssertGreaterThan(x, 0, "at \(ms) ms")
            last = x
        }
        XCTAssertEqual(t.sample(at: at(200)).offset, .zero)
    }

    func testSlideEdges() {
        XCTAssertEqual(Transition.slideOffset(.edge(.top), frame: frame, bounds: bounds, origin: nil), Point(x: 0, y: -112))
        XCTAssertEqual(Transition.slideOffset(.edge(.bottom), frame: frame, bounds: bounds, origin: nil), Point(x: 0, y: 1068))
        XCTAssertEqual(Transition.slideOffset(.edge(.left), frame: frame, bounds: bounds, origin: nil), Point(x: -1900, y: 0))
        // No origin: from the nearest edge, the top here (12 px away, the right is 20).
        XCTAssertEqual(Transition.nearestEdge(of: frame, in: bounds), .top)
        XCTAssertEqual(Transition.slideOffset(.origin, frame: frame, bounds: bounds, origin: nil), Point(x: 0, y: -112))
    }

    func testSlideFromThePresentationOriginAndBackOnDismiss() {
        let origin = Point(x: 1000, y: 500)
        let show = make([.slide(.origin), .fade], origin: origin)
        XCTAssertEqual(show.sample(at: t0), TransitionFrame(opacity: 0, scale: 1, offset: Point(x: -750, y: 438)))
        let half = show.sample(at: at(100))
        XCTAssertEqual(half.offset, Point(x: -375, y: 219))
        XCTAssertEqual(half.opacity, 0.5, accuracy: 1e-12)
        XCTAssertEqual(show.sample(at: at(200)), .identity)
        let dismiss = make([.slide(.origin), .fade], .dismiss, origin: origin)
        XCTAssertEqual(dismiss.sample(at: at(250)), TransitionFrame(opacity: 0, scale: 1, offset: Point(x: -750, y: 438)))
    }

    func testNoEffectsOrNoDurationIsInstant() {
        for spec in [TransitionSpec.none, TransitionSpec(effects: [.fade], durationMs: 0)] {
            let t = Transition(spec, direction: .show, frame: frame, bounds: bounds, start: t0)
            XCTAssertTrue(t.isFinished(at: t0))
            XCTAssertEqual(t.sample(at: t0), .identity)
            XCTAssertNil(t.nextFrame(after: t0, rate: 60))
        }
    }

    func testFramesAtSixtyHertzEndExactlyAndThenStop() {
        let t = make([.fade, .scale(from: 0.8)], easing: .easeInOut)
        var now = t0, deadlines: [Int64] = []
        while let next = t.nextFrame(after: now, rate: 60) {
            XCTAssertGreaterThan(next, now, "a deadline is never in the past")
            deadlines.append(next.milliseconds - t0.milliseconds)
            now = next
        }
        XCTAssertEqual(deadlines, [17, 33, 50, 67, 83, 100, 117, 133, 150, 167, 183, 200])
        XCTAssertEqual(t.sample(at: now), .identity, "the last frame is the target")
        XCTAssertNil(t.nextFrame(after: now, rate: 60), "finished: no more wake-ups")
        XCTAssertNil(t.nextFrame(after: at(5000), rate: 60))
    }

    func testNextFrameFromBetweenGridPointsAndOtherRates() {
        let timing = TransitionTiming(start: t0, durationMs: 100, easing: .linear)
        XCTAssertEqual(timing.nextFrame(after: at(17), rate: 60), at(33))
        XCTAssertEqual(timing.nextFrame(after: at(20), rate: 60), at(33))
        XCTAssertEqual(timing.nextFrame(after: at(99), rate: 60), at(100), "clamped to the end")
        XCTAssertEqual(timing.nextFrame(after: at(-50), rate: 60), t0, "not started: wake at the start")
        XCTAssertEqual(timing.nextFrame(after: at(3), rate: 144), at(7))
        XCTAssertEqual(timing.nextFrame(after: t0, rate: 0), at(17), "no rate: 60 Hz")
        XCTAssertEqual(timing.nextFrame(after: t0, rate: .nan), at(17))
        XCTAssertEqual(timing.nextFrame(after: t0, rate: 10_000), at(1), "at most one frame per millisecond")
    }

    func testNextFrameOfSeveralIsTheEarliestAndNilWhenAllAreDone() {
        let a = TransitionTiming(start: t0, durationMs: 100, easing: .linear)
        let b = TransitionTiming(start: at(8), durationMs: 300, easing: .linear)
        XCTAssertEqual([a, b].nextFrame(after: at(20), rate: 60), at(25))
        XCTAssertEqual([a, b].nextFrame(after: at(100), rate: 60), at(108))
        XCTAssertNil([a, b].nextFrame(after: at(308), rate: 60))
        XCTAssertNil([TransitionTiming]().nextFrame(after: t0, rate: 60))
    }

    func testSpecParsingAndDegradingWithoutACompositor() {
        XCTAssertEqual(TransitionSpec(parsing: "fade,scale")?.effects, [.fade, .scale(from: 0)])
        XCTAssertEqual(TransitionSpec(parsing: "slide-top,scale:0.8")?.effects, [.slide(.edge(.top)), .scale(from: 0.8)])
        XCTAssertEqual(TransitionSpec(parsing: "slide")?.effects, [.slide(.origin)])
        XCTAssertEqual(TransitionSpec(parsing: "none"), TransitionSpec.none)
        for bad in ["", "fade,", "spin", "scale:2", "slide-north"] { XCTAssertNil(TransitionSpec(parsing: bad), bad) }
        for e in [TransitionEffect.fade, .scale(from: 0), .scale(from: 0.5), .slide(.origin), .slide(.edge(.left))] {
            XCTAssertEqual(TransitionEffect(parsing: e.text), e)
        }
        let both = TransitionSpec(effects: [.fade, .slide(.edge(.right))], durationMs: 250, easing: .easeIn)
        XCTAssertEqual(both.withoutCompositor, TransitionSpec(effects: [.slide(.edge(.right))], durationMs: 250, easing: .easeIn))
        XCTAssertEqual(TransitionSpec(effects: [.fade]).withoutCompositor, .none)
        XCTAssertFalse(TransitionSpec(effects: [.fade]).withoutCompositor.isAnimated)
    }
}

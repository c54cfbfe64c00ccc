// ReplaceTransition: one popover turning into the next (`replace OLD …`), frame and content.

/// One instant of a replacement: where the window is and how far the content has crossed over.
public struct ReplaceFrame: Hashable, Sendable {
    /// The window (or body) rectangle at this instant.
    public var frame: Rect
    /// 0 shows only the old content, 1 only the new; in between, the new one is painted over
    /// the old one at this opacity.
    public var crossfade: Double

    public init(frame: Rect, crossfade: Double) {
        self.frame = frame; self.crossfade = crossfade
    }
}

/// Animates the frame from the old popover's to the new one's and cross-fades their content,
/// the way Popovers moves between popovers. Each edge moves on its own, so a popover that grows
/// to the right keeps its left edge still. The sample at or after the end is exactly the new
/// frame with `crossfade` 1. Without a compositor the caller paints old content while
/// `crossfade < 0.5` and new after (no partial opacity), stepping the frame and shape.
public struct ReplaceTransition: Hashable, Sendable {
    public var from: Rect
    public var to: Rect
    public var timing: TransitionTiming

    public init(from: Rect, to: Rect, timing: TransitionTiming) {
        self.from = from; self.to = to; self.timing = timing
    }

    /// The frame and crossfade at `now`: `from` and 0 until the start, `to` and 1 from the end on.
    public func sample(at now: Instant) -> ReplaceFrame {
        if timing.isFinished(at: now) { return ReplaceFrame(frame: to, crossfade: 1) }
        let p = timing.progress(at: now)
        return ReplaceFrame(frame: from.interpolated(to: to, progress: p),
                            crossfade: min(max(p, 0), 1))
    }

    /// Whether the new popover stands alone at `now`.
    public func isFinished(at now: Instant) -> Bool { timing.isFinished(at: now) }

    /// The next frame deadline after `now` at `rate` Hz; nil once finished (see `TransitionTiming`).
    public func nextFrame(after now: Instant, rate: Double) -> Instant? {
        timing.nextFrame(after: now, rate: rate)
    }
}

extension Point {
    /// The point a fraction `progress` of the way to `other` (whole pixels; exactly `other` at 1).
    public func interpolated(to other: Point, progress: Double) -> Point {
        Point(x: lerp(x, other.x, progress), y: lerp(y, other.y, progress))
    }
}

extension Rect {
    /// The rectangle a fraction `progress` of the way to `other`, edge by edge (whole pixels;
    /// exactly `other` at 1). An overshooting easing may go past `other`; a size never goes below 0.
    public func interpolated(to other: Rect, progress: Double) -> Rect {
        let x0 = lerp(minX, other.minX, progress), y0 = lerp(minY, other.minY, progress)
        let x1 = lerp(maxX, other.maxX, progress), y1 = lerp(maxY, other.maxY, progress)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

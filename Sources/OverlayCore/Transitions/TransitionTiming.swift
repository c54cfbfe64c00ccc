// TransitionTiming: when a transition runs, how far along it is, and when its next frame is due.

/// A transition's clock: it starts at `start`, lasts `durationMs` and is shaped by `easing`.
/// Frames fall on a grid from `start` at the display rate, rounded to whole milliseconds, and
/// the last one falls exactly on `end`; after that there are none, so an idle daemon sleeps.
public struct TransitionTiming: Hashable, Sendable {
    public var start: Instant
    /// Milliseconds; 0 makes the transition instant (finished at `start`).
    public var durationMs: Int64
    public var easing: Easing

    public init(start: Instant, durationMs: Int64, easing: Easing) {
        self.start = start; self.durationMs = max(0, durationMs); self.easing = easing
    }

    /// The refresh rate used when the display reports none.
    public static let defaultRate = 60.0
    /// The highest rate honoured: one frame per millisecond, the clock's resolution.
    public static let maxRate = 1000.0

    public var end: Instant { start + durationMs }

    /// Whether the transition has reached its target at `now`.
    public func isFinished(at now: Instant) -> Bool { now >= end }

    /// The time fraction at `now`, 0…1 (1 for an instant transition).
    public func linearProgress(at now: Instant) -> Double {
        guard durationMs > 0 else { return 1 }
        let elapsed = min(max(now.milliseconds - start.milliseconds, 0), durationMs)
        return Double(elapsed) / Double(durationMs)
    }

    /// The eased progress at `now`: exactly 0 before the start and exactly 1 from the end on.
    public func progress(at now: Instant) -> Double {
        if now >= end { return 1 }
        return easing(linearProgress(at: now))
    }

    /// When the frame after `now` is due, at `rate` frames per second (e.g. a 60 Hz display gives
    /// 17, 33, 50, 67 … ms after the start): always later than `now`, never later than `end`.
    /// Nil once the transition is finished at `now`: nothing moves, no wake-up is needed.
    /// A rate that is not a positive number counts as `defaultRate`; one above `maxRate` as `maxRate`.
    public func nextFrame(after now: Instant, rate: Double) -> Instant? {
        guard now < end else { return nil }
        let hz = rate.isFinite && rate > 0 ? min(rate, Self.maxRate) : Self.defaultRate
        let period = 1000 / hz
        let elapsed = now.milliseconds - start.milliseconds
        if elapsed < 0 { return start }
        // The first grid point strictly after `elapsed`; rounding may put the estimate one off.
        var k = Int64((Double(elapsed) / period).rounded(.down))
        while Self.offset(k, period) <= elapsed { k += 1 }
        while k > 1, Self.offset(k - 1, period) > elapsed { k -= 1 }
        return min(start + Self.offset(k, period), end)
    }

    /// The `k`th frame's distance from the start, in whole milliseconds.
    private static func offset(_ k: Int64, _ period: Double) -> Int64 {
        Int64((Double(k) * period).rounded())
    }
}

extension Sequence where Element == TransitionTiming {
    /// The earliest frame any of these transitions needs after `now`; nil when all are finished.
    public func nextFrame(after now: Instant, rate: Double) -> Instant? {
        compactMap { $0.nextFrame(after: now, rate: rate) }.min()
    }
}

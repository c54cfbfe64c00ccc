// LogThrottle: keeps a flood of one kind of log line from flooding the log. In each window
// (a second by default) the first `burst` lines are written; the rest are only counted, and
// the count is written with the first line of a later window. Nothing is lost: the daemon's
// counters (`overlayctl stats`) count every refusal.

public struct LogThrottle: Sendable {
    public enum Decision: Equatable, Sendable {
        /// Write the line; first say how many were held back since the last one written.
        case write(heldBack: Int)
        /// Count it, write nothing.
        case holdBack
    }

    public let burst: Int
    public let windowMs: Int64
    private var windowStart: Instant?
    private var written = 0
    private var heldBack = 0

    public init(burst: Int = 10, windowMs: Int64 = 1000) {
        self.burst = max(1, burst)
        self.windowMs = max(1, windowMs)
    }

    /// What to do with a line due at `now`.
    public mutating func decide(now: Instant) -> Decision {
        if let start = windowStart, now.milliseconds - start.milliseconds < windowMs {
            guard written < burst else { heldBack += 1; return .holdBack }
        } else {
            windowStart = now
            written = 0
        }
        written += 1
        defer { heldBack = 0 }
        return .write(heldBack: heldBack)
    }
}

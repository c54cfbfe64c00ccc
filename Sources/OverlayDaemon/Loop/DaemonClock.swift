// DaemonClock: where the daemon's logic reads the time. The daemon passes the monotonic
// clock; tests pass one they move by hand, so timeouts and transitions run without sleeping.
import OverlayCore

struct DaemonClock {
    let now: @Sendable () -> Instant

    static let monotonic = DaemonClock(now: MonotonicClock.now)
}

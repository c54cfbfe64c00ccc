// MonotonicClock: the one place the daemon reads time; Core only ever receives it.
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore

enum MonotonicClock {
    static func now() -> Instant {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Instant(milliseconds: Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000)
    }

    /// Microseconds, for benchmarks and logs.
    static func microseconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000
    }
}

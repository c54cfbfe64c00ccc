// WallClock: the calendar time, read only where a time must outlive the daemon (the
// persisted history's arrival times); everything else runs on the monotonic clock.
#if canImport(Glibc)
import Glibc
#endif

enum WallClock {
    /// Milliseconds since the Unix epoch.
    static func milliseconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000
    }
}

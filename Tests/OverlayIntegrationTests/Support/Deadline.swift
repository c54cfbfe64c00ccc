// Deadline: a point on the monotonic clock, poll(2) on file descriptors until it passes, and the
// pauses between looks at what no descriptor announces.
#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A point in time on CLOCK_MONOTONIC. Every wait in the harness is a poll until a deadline,
/// never a sleep.
struct Deadline {
    private let endNanoseconds: UInt64

    init(seconds: TimeInterval) {
        endNanoseconds = Deadline.now() + UInt64(max(0, seconds) * 1_000_000_000)
    }

    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    var hasPassed: Bool { Deadline.now() >= endNanoseconds }

    /// Milliseconds left, rounded up, for poll(2); 0 once passed.
    var remainingMilliseconds: Int32 {
        let now = Deadline.now()
        guard now < endNanoseconds else { return 0 }
        return Int32(min(UInt64(Int32.max), (endNanoseconds - now + 999_999) / 1_000_000))
    }
}

/// Waits until one of `fds` is readable (or hung up) or the deadline passes.
/// Returns the index in `fds` of the first ready descriptor, nil on timeout.
func waitForReadable(_ fds: [Int32], until deadline: Deadline) throws -> Int? {
    var pfds = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    while true {
        let r = poll(&pfds, nfds_t(pfds.count), deadline.remainingMilliseconds)
        if r < 0 {
            if errno == EINTR { continue }
            throw HarnessError.io("poll: \(String(cString: strerror(errno)))")
        }
        if r == 0 { return nil }
        return pfds.firstIndex { $0.revents != 0 }
    }
}

/// How long to wait between two looks at something no event announces (the daemon's state, a
/// grab, a child's stdin): a millisecond at first, since most such waits end within a few, then
/// twice as long each time up to `ceiling`, so a wait of seconds asks some 125 times a second
/// instead of spinning on round trips and taking the CPU the programs it waits for need.
/// Each pause is a poll(2) that an event on the test's X connection ends early.
struct Backoff {
    private var next: TimeInterval
    let ceiling: TimeInterval

    init(first: TimeInterval = 0.001, ceiling: TimeInterval = 0.008) {
        next = first
        self.ceiling = ceiling
    }

    /// The next pause, in seconds.
    mutating func pause() -> TimeInterval {
        defer { next = min(next * 2, ceiling) }
        return next
    }
}

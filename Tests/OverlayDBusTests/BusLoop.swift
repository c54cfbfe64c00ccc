// BusLoop: the test's own poll loop over buses and helper processes, with a deadline and no sleeps.
#if canImport(Glibc)
import Glibc
#endif
import NotificationSignals
import OverlayDBus

/// Runs what the daemon's loop would run: poll the buses' descriptors (with their events and
/// timeouts) and the helpers' pipes, process, and stop when `done` holds or the deadline passes.
enum BusLoop {
    static func nowMicroseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000 + UInt64(ts.tv_nsec) / 1000
    }

    /// Returns whether `done` became true within `seconds`.
    @discardableResult
    static func run(
        buses: [NotificationBus], children: [TestChild] = [], observers: [SignalObserver] = [], seconds: Double = 10,
        until done: () -> Bool
    ) throws -> Bool {
        let deadline = nowMicroseconds() + UInt64(seconds * 1_000_000)
        while true {
            for bus in buses { try bus.process() }
            for child in children { child.service() }
            for observer in observers { observer.process() }
            if done() { return true }
            let now = nowMicroseconds()
            if now >= deadline { return false }
            var wake = deadline
            for bus in buses { if let t = bus.timeoutMicroseconds { wake = min(wake, t) } }
            let waitMs = wake <= now ? 0 : Int32(clamping: (wake - now + 999) / 1000)
            var fds = buses.map { pollfd(fd: $0.fileDescriptor, events: $0.events, revents: 0) }
            fds += observers.map { pollfd(fd: $0.fileDescriptor, events: $0.events, revents: 0) }
            for child in children {
                fds += child.pollDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            }
            if poll(&fds, nfds_t(fds.count), waitMs) < 0, errno != EINTR {
                throw TestFailure("poll: \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Runs until every child has exited.
    static func finish(_ children: [TestChild], buses: [NotificationBus], seconds: Double = 10) throws {
        let ok = try run(buses: buses, children: children, seconds: seconds) { children.allSatisfy(\.exited) }
        if !ok {
            let names = children.filter { !$0.exited }.map(\.name).joined(separator: ", ")
            throw TestFailure("still running after \(seconds) s: \(names)")
        }
    }
}

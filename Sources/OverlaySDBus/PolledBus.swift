// PolledBus: an sd-bus connection that the daemon's poll loop drives — its descriptor, the
// events to wait for, its own deadline, and one pass of reading, dispatching and writing.
// The notification service, the accessibility service and its bus locator each own one.
import CSDBusShim

/// A type that owns an `sd_bus` (and closes it in its deinit) and lets the poll loop drive it.
package protocol PolledBus: AnyObject {
    var bus: OpaquePointer { get }
}

extension PolledBus {
    /// The descriptor to poll.
    package var fileDescriptor: Int32 { sd_bus_get_fd(bus) }

    /// The `poll()` events to wait for (POLLIN, plus POLLOUT while output is queued).
    package var events: Int16 {
        let e = sd_bus_get_events(bus)
        return e < 0 ? 0 : Int16(truncatingIfNeeded: e)
    }

    /// When the bus must be processed even without input: an absolute CLOCK_MONOTONIC time in
    /// microseconds (0 or a past time: now); nil when there is no such deadline.
    package var timeoutMicroseconds: UInt64? {
        var usec: UInt64 = 0
        guard sd_bus_get_timeout(bus, &usec) >= 0, usec != UInt64.max else { return nil }
        return usec
    }

    /// Reads, dispatches and writes until nothing is left to do (handlers run in here).
    /// - Returns: nil, or the errno when the connection failed (it is then unusable).
    package func processPending() -> Int32? {
        while true {
            let r = sd_bus_process(bus, nil)
            if r < 0 { return -r }
            if r == 0 { return nil }
        }
    }
}

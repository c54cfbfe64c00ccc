// AccessibilityLink: the daemon's side of AT-SPI2: finds the accessibility bus, joins its
// connections to the poll loop, answers with the controller's overlays and runs their actions.
#if canImport(Glibc)
import Glibc
#endif
import Logging
import OverlayA11y
import OverlayCore
import OverlayProtocol

/// Owns the session-bus watch for `org.a11y.Bus` and the accessibility-bus service.
///
/// Cost: with no accessibility bus, two descriptors at most that never become ready; with a
/// bus but no screen reader, the tree is built only when a client asks for it; with one,
/// once per loop turn that may have changed the overlays (`loopWoke`, `endTurn`), and events
/// are what changed.
final class AccessibilityLink: AccessibilityBusDelegate {
    private let controller: Controller
    private let logger: Logger
    private var locator: AccessibilityBusLocator?
    private(set) var service: AccessibilityBus?
    private var address: String?
    /// Whether the overlays may have changed since the tree was last asked for (`loopWoke`).
    private var mayHaveChanged = true
    private var lastWindowEvents = 0

    /// Looks for the bus: `org.a11y.Bus` on the session bus, else root's `AT_SPI_BUS`.
    /// `NO_AT_BRIDGE=1` (GTK's switch) turns it off.
    init?(controller: Controller, logger: Logger, environment: [String: String], rootProperty: () -> String?) {
        if environment["NO_AT_BRIDGE"] == "1" { return nil }
        self.controller = controller
        self.logger = logger
        do {
            let locator = try AccessibilityBusLocator(sessionAddress: nil)
            locator.found = { [unowned self] in self.connect($0) }
            self.locator = locator
        } catch {
            logger.debug("accessibility: no session bus to ask for org.a11y.Bus: \(error)")
        }
        if let address = rootProperty() { connect(address) }
    }

    private func connect(_ address: String) {
        if service != nil && address == self.address { return }
        do {
            let s = try AccessibilityBus(address: address)
            s.delegate = self
            s.toolkitVersion = overlaydVersion
            service = s
            self.address = address
            logger.info("accessibility: serving AT-SPI2 on \(address)")
        } catch {
            logger.warning("accessibility off: \(error)")
        }
    }

    /// The descriptors to add to `poll()`.
    var pollDescriptors: [pollfd] {
        var fds: [pollfd] = []
        if let l = locator { fds.append(pollfd(fd: l.fileDescriptor, events: l.events, revents: 0)) }
        if let s = service { fds.append(pollfd(fd: s.fileDescriptor, events: s.events, revents: 0)) }
        return fds
    }

    /// The earliest sd-bus deadline (absolute CLOCK_MONOTONIC µs), if any.
    var deadlineMicroseconds: UInt64? {
        [locator?.timeoutMicroseconds, service?.timeoutMicroseconds].compactMap { $0 }.min()
    }

    /// Processes the connection `p` belongs to; false when it is not ours.
    func service(_ p: pollfd) -> Bool {
        if let l = locator, p.fd == l.fileDescriptor {
            processLocator()
            return true
        }
        if let s = service, p.fd == s.fileDescriptor {
            processService()
            return true
        }
        return false
    }

    /// Runs whatever sd-bus deadline has passed.
    func processDue(nowMicroseconds: Int64) {
        if let due = locator?.timeoutMicroseconds, Int64(clamping: due) <= nowMicroseconds { processLocator() }
        if let due = service?.timeoutMicroseconds, Int64(clamping: due) <= nowMicroseconds { processService() }
    }

    /// Before the loop blocks: when the turn may have changed the overlays, the tree is asked
    /// for again and listeners (if any) hear what changed.
    func endTurn(windowEvents: Int) {
        guard let s = service else { return }
        if mayHaveChanged || windowEvents != lastWindowEvents {
            lastWindowEvents = windowEvents
            mayHaveChanged = false
            s.invalidate()
        }
        s.refresh()
    }

    /// Whether the turn may have changed what the overlays show: something other than our own
    /// buses woke the loop, a deadline came (ages, timeouts, pending lines: `timeout` 0), an
    /// action ran, or window events were taken (`endTurn`'s count: round trips read some
    /// into Xlib's queue without the socket waking us). A turn that only answers a screen reader's questions keeps the tree:
    /// Orca asks one thing at a time, each a turn, and each rebuilt the tree (about 1,000 a
    /// second while it read).
    func loopWoke(by fds: [pollfd], ready: Int32, timeout: Int32, polledAt: Int64) {
        guard !mayHaveChanged else { return }
        let deadline = ready <= 0 || timeout == 0
            || (timeout > 0 && MonotonicClock.microseconds() - polledAt >= Int64(timeout) * 1000)
        let ours = Set([locator?.fileDescriptor, service?.fileDescriptor].compactMap { $0 })
        if deadline || fds.contains(where: { $0.revents != 0 && !ours.contains($0.fd) }) { mayHaveChanged = true }
    }

    /// A key pressed or released on a keyboard an overlay holds, before the overlay acts on
    /// it: screen readers hear it as they hear GTK's.
    func keyStroke(_ key: KeyStroke) {
        service?.notifyKey(key)
    }

    private func processLocator() {
        do { try locator?.process() } catch {
            logger.warning("accessibility: \(error); a new session bus is not watched")
            locator = nil
        }
    }

    private func processService() {
        do { try service?.process() } catch {
            logger.warning("accessibility: \(error); joining again when org.a11y.Bus is back")
            service = nil
            address = nil
        }
    }

    /// For `stats`: whether we are on the bus and embedded, listeners, trees built, events sent.
    var stats: [(String, JSONValue)] {
        guard let s = service else { return [("accessibility", .object([("bus", .bool(false))]))] }
        return [("accessibility", .object([
            ("bus", .bool(true)), ("embedded", .bool(s.isEmbedded)), ("listeners", .int(s.listenerCount)),
            ("trees", .int(s.treesBuilt)), ("events", .int(s.eventsSent)), ("reembedded", .int(s.registryRestarts)),
            ("keys", .int(s.keysSent)), ("keysConsumed", .int(s.keysConsumed)),
        ]))]
    }

    // MARK: AccessibilityBusDelegate

    func accessibleOverlays() -> [AccessibleOverlay] { controller.accessibleOverlays() }

    func perform(_ effect: AccessibleOverlay.Effect) -> Bool {
        mayHaveChanged = true
        return controller.performAccessibleAction(effect)
    }
}

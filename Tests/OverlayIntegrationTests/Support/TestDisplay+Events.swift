// TestDisplay+Events: waiting for X events with poll(2) on the connection and a deadline.
#if canImport(Glibc)
import Glibc
#endif
import CX11
import Foundation

extension TestDisplay {
    /// Moves every event Xlib has already queued into `backlog`; returns how many.
    @discardableResult
    func drainQueuedEvents() -> Int {
        var count = 0
        while XEventsQueued(handle, QueuedAlready) > 0 {
            var event = XEvent()
            XNextEvent(handle, &event)
            backlog.append(event)
            count += 1
        }
        if backlog.count > 20_000 { backlog.removeFirst(backlog.count - 20_000) }
        return count
    }

    /// Reads from the server until at least one new event is in `backlog` or the deadline
    /// passes. Returns false on timeout. `abortFD` (say, a child's exit pipe) becoming
    /// readable throws `abortReason`.
    func pumpEvents(until deadline: Deadline, abortFD: Int32? = nil, abortReason: @autoclosure () -> String = "") throws -> Bool {
        XFlush(handle)
        // A round trip earlier may have pulled events into Xlib's queue; then the fd is quiet.
        if drainQueuedEvents() > 0 { return true }
        let fds = [connectionFD] + (abortFD.map { [$0] } ?? [])
        while true {
            guard let ready = try waitForReadable(fds, until: deadline) else { return false }
            if ready == 1 { throw HarnessError.process(abortReason()) }
            // Reads the socket; a reply or error alone queues no event, so poll again then.
            if XEventsQueued(handle, QueuedAfterReading) > 0 {
                drainQueuedEvents()
                return true
            }
        }
    }

    /// Waits until the server sends this connection something (an event: a window mapped, a
    /// property changed) or `pause` seconds pass, whichever is first, but never past `deadline`.
    /// The events stay in Xlib's queue, unread: a test's own `XCheck…` calls, `DamageRecorder`
    /// and `waitForEvent` still find them. For waits that re-ask something between pauses (the
    /// daemon's `list`, the focus): an event wakes them at once, and a pause paces them when none
    /// comes instead of a spin on round trips.
    func awaitTraffic(atMost pause: TimeInterval, until deadline: Deadline) throws {
        XFlush(handle)
        let limit = Deadline(seconds: pause)
        guard try waitForReadable([connectionFD], until: deadline.remainingMilliseconds < limit.remainingMilliseconds ? deadline : limit) != nil
        else { return }
        // Moves what arrived into Xlib's queue, so the descriptor is quiet for the next pause.
        _ = XEventsQueued(handle, QueuedAfterReading)
    }

    /// Drops every event read so far (and any Xlib has queued), so that a later wait sees only
    /// what happens after this call.
    func discardEvents() {
        sync()
        drainQueuedEvents()
        backlog.removeAll()
    }

    /// Removes and returns the oldest event matching `matches`, waiting for it if needed.
    func waitForEvent(
        _ what: @autoclosure () -> String, timeout: TimeInterval = 5, where matches: (XEvent) -> Bool
    ) throws -> XEvent {
        let deadline = Deadline(seconds: timeout)
        var scanned = 0
        while true {
            // The backlog may have been trimmed meanwhile: rescan from the start then.
            if scanned > backlog.count { scanned = 0 }
            if let index = backlog[scanned...].firstIndex(where: matches) {
                return backlog.remove(at: index)
            }
            scanned = backlog.count
            guard try pumpEvents(until: deadline) else { throw HarnessError.timeout(what()) }
        }
    }

    /// The oldest event of `type` about `window`: reported to it, or (for structure events
    /// reported to its parent) with it as subject.
    func waitForEvent(window: Window, type: Int32, timeout: TimeInterval = 5, where extra: (XEvent) -> Bool = { _ in true }) throws -> XEvent {
        try waitForEvent("event type \(type) on window 0x\(String(window, radix: 16))", timeout: timeout) { event in
            event.type == type
                && (event.xany.window == window || Self.subject(of: event) == window)
                && extra(event)
        }
    }

    /// The window a structure event is about (which differs from `xany.window` when it was
    /// reported to the parent through SubstructureNotify).
    static func subject(of event: XEvent) -> Window {
        switch event.type {
        case MapNotify: return event.xmap.window
        case UnmapNotify: return event.xunmap.window
        case ConfigureNotify: return event.xconfigure.window
        case ReparentNotify: return event.xreparent.window
        case DestroyNotify: return event.xdestroywindow.window
        case CreateNotify: return event.xcreatewindow.window
        case GravityNotify: return event.xgravity.window
        case CirculateNotify: return event.xcirculate.window
        default: return event.xany.window
        }
    }

    func waitForMapNotify(window: Window, timeout: TimeInterval = 5) throws -> XMapEvent {
        let event = try waitForEvent(window: window, type: MapNotify, timeout: timeout)
        return event.xmap
    }

    /// A ConfigureNotify about `window`, optionally one that satisfies `extra` (e.g. the
    /// position the test just asked for).
    func waitForConfigureNotify(
        window: Window, timeout: TimeInterval = 5, where extra: @escaping (XConfigureEvent) -> Bool = { _ in true }
    ) throws -> XConfigureEvent {
        let event = try waitForEvent(window: window, type: ConfigureNotify, timeout: timeout) { extra($0.xconfigure) }
        return event.xconfigure
    }

    /// A ButtonPress delivered to `window` (which must select ButtonPressMask).
    func waitForButtonPress(window: Window, timeout: TimeInterval = 5) throws -> XButtonEvent {
        let event = try waitForEvent(window: window, type: ButtonPress, timeout: timeout)
        return event.xbutton
    }

    /// Re-evaluates `condition` after each batch of X events until it holds. For state that
    /// changes with an X event this test connection can see (root's SubstructureNotify, the
    /// windows it selected input on, selections it watches).
    func waitUntil(
        _ what: @autoclosure () -> String, timeout: TimeInterval = 5,
        abortFD: Int32? = nil, abortReason: @autoclosure () -> String = "",
        _ condition: () throws -> Bool
    ) throws {
        let deadline = Deadline(seconds: timeout)
        while try !condition() {
            guard try pumpEvents(until: deadline, abortFD: abortFD, abortReason: abortReason()) else {
                if try condition() { return }
                throw HarnessError.timeout(what())
            }
        }
    }

    /// Sets the events this connection selects on `window` (one of ours or another client's).
    /// It replaces this connection's earlier mask on that window, so pass the full set.
    func selectInput(window: Window, mask: Int) {
        XSelectInput(handle, window, mask)
        sync()
    }
}

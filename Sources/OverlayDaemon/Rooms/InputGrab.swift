// InputGrab: the one overlay that holds (or waits to hold) the pointer and keyboard — a menu,
// a pick menu or the colour picker — and its grab's retries. Opening another replaces it (the
// Controller dismisses the old one first), so no grab is ever left behind. Grabbing is an
// effect: the `KeyboardOwner` syncs, grabs and reports back with `grabbed(_:_:)`.
import Logging
import OverlayCore

final class InputGrab: Room {
    struct Holder {
        let id: OverlayID
        let room: GrabbingRoom
        var grabbed = false
        var attempts = 0
        /// It takes the input only once clicked (a progress dialog): no grab is tried until then.
        var deferred = false
    }

    private(set) var holder: Holder?
    private let logger: Logger

    init(logger: Logger) { self.logger = logger }

    /// The overlay that holds the input, or waits to.
    var id: OverlayID? { holder?.id }
    /// Whether the pointer and keyboard are held now.
    var isGrabbed: Bool { holder?.grabbed == true }
    func isGrabbed(_ id: OverlayID) -> Bool { holder?.id == id && holder?.grabbed == true }
    /// The room of the open grabbing overlay `id`.
    func room(of id: OverlayID) -> GrabbingRoom? { holder?.id == id ? holder?.room : nil }

    /// A grabbing overlay opened (laid out and announced): it asks for the input.
    func open(_ id: OverlayID, in room: GrabbingRoom) -> [Effect] {
        holder = Holder(id: id, room: room)
        return [.grab(id)]
    }

    /// An overlay that takes the input only when clicked: its own windows' presses and motion
    /// reach it meanwhile, and `clicked` grabs.
    func openDeferred(_ id: OverlayID, in room: GrabbingRoom) {
        holder = Holder(id: id, room: room, deferred: true)
    }

    /// A press on the holder's own window: one that waited for a click grabs now.
    func clicked(_ id: OverlayID) -> [Effect] {
        guard var h = holder, h.id == id, h.deferred else { return [] }
        h.deferred = false
        holder = h
        return [.grab(id)]
    }

    /// What the server answered to a grab for `id`: after `attempts` refusals the overlay goes.
    func grabbed(_ id: OverlayID, _ ok: Bool) -> [Effect] {
        guard var h = holder, h.id == id, !h.grabbed else { return [] }
        h.attempts += 1
        h.grabbed = ok
        holder = h
        guard !ok && h.attempts >= GrabRetry.attempts else { return [] }
        logger.warning("\(h.room.grabName) cannot grab the pointer and keyboard: \(id)")
        return [.dismiss(id, .grabFailed)]
    }

    /// Input for the holder: keys while it holds the keyboard, presses anywhere while it
    /// holds the pointer (or on its own windows before), motion over its windows.
    func routes(_ key: WindowKey?) -> (id: OverlayID, room: GrabbingRoom)? {
        guard let h = holder else { return nil }
        if h.grabbed { return (h.id, h.room) }
        guard let key, h.room.owns(key, of: h.id) else { return nil }
        return (h.id, h.room)
    }

    // MARK: Room

    func forget(_ id: OverlayID, now: Instant) -> [Effect] {
        guard let h = holder, h.id == id else { return [] }
        holder = nil
        return h.grabbed ? [.ungrab] : []
    }

    func tick(now: Instant) -> [Effect] {
        guard let h = holder, !h.grabbed, !h.deferred else { return [] }
        return [.grab(h.id)]
    }

    func nextDeadline(after now: Instant) -> Instant? {
        holder.map { $0.grabbed || $0.deferred ? nil : now + GrabRetry.intervalMs } ?? nil
    }
}

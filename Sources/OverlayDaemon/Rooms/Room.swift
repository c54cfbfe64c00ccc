// Room: what every room of the daemon answers, so the Controller loops over its rooms
// instead of naming each one: forgetting an overlay that went, time passing, and when it
// next has something to do. Each answer is a list of effects only `Controller.apply`
// carries out.
import OverlayCore

protocol Room: AnyObject {
    /// An overlay went (dismissed, timed out, replaced): the room drops what it kept for it.
    /// `now` is when it went (a timeout's own deadline, however late the tick).
    func forget(_ id: OverlayID, now: Instant) -> [Effect]
    /// Time passed: what was due by `now` happens.
    func tick(now: Instant) -> [Effect]
    /// The earliest time `tick` has something to do; nil when nothing is due.
    func nextDeadline(after now: Instant) -> Instant?
}

extension Room {
    func tick(now: Instant) -> [Effect] { [] }
    func nextDeadline(after now: Instant) -> Instant? { nil }
}

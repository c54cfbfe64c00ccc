// HoverTracker: when a tooltip shows: after the pointer has rested in its region for a
// delay, until it leaves. Pure: the daemon feeds pointer positions and the time.

public struct HoverTracker: Hashable, Sendable {
    public var delayMs: Int64
    /// When the pointer entered the region; nil while it is outside.
    public private(set) var enteredAt: Instant?
    /// Whether the tooltip is showing.
    public private(set) var revealed = false

    public init(delayMs: Int64) { self.delayMs = delayMs }

    /// The pointer is at `inside` relation to the region at `now`. Returns true when the
    /// tooltip's visibility changed.
    public mutating func pointer(inside: Bool, now: Instant) -> Bool {
        if !inside {
            let was = revealed
            enteredAt = nil
            revealed = false
            return was
        }
        if enteredAt == nil { enteredAt = now }
        return tick(now: now)
    }

    /// Reveals the tooltip once the delay has passed; true when it did just now.
    public mutating func tick(now: Instant) -> Bool {
        guard !revealed, let t = enteredAt, now.milliseconds - t.milliseconds >= delayMs else { return false }
        revealed = true
        return true
    }

    /// When the tooltip will show if the pointer stays; nil when nothing is pending.
    public var deadline: Instant? {
        guard !revealed, let t = enteredAt else { return nil }
        return t + delayMs
    }
}

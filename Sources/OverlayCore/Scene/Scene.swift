// Scene: the overlays that should exist, their ids, specs and deadlines. Pure state:
// the daemon asks it what expires at `now` and when to wake next. It is the one owner of
// every overlay's timeout, a container member's too (its timer starts when its queue shows it).

/// One overlay the daemon keeps.
public struct Overlay: Sendable {
    public var id: OverlayID
    public var spec: OverlaySpec
    /// When it times out; nil for none.
    public var deadline: Instant?
    /// While paused (pointer over it with `--pause-on-hover`): the time that was left.
    public var pausedRemaining: Int64?
    public init(id: OverlayID, spec: OverlaySpec, deadline: Instant?) {
        self.id = id; self.spec = spec; self.deadline = deadline
    }
}

public struct Scene: Sendable {
    public private(set) var overlays: [OverlayID: Overlay] = [:]
    /// Ids in the order they were first shown.
    public private(set) var order: [OverlayID] = []
    private var counter = 0
    /// The deadlines of the overlays that have one: what `nextDeadline` and `expired` look
    /// at, so their cost follows the overlays with a timeout, not all of them.
    private var deadlines: [OverlayID: Instant] = [:]
    /// Position in the show order, for sorting a few ids without scanning `order`.
    private var rank: [OverlayID: Int] = [:]
    private var nextRank = 0
    /// Some overlay asked for a `--z`: from then on new windows trigger a restack.
    public private(set) var zInUse = false

    public init() {}

    public var count: Int { order.count }
    public subscript(id: OverlayID) -> Overlay? { overlays[id] }

    /// A fresh id that is not in use: `p1`, `p2`, …
    public mutating func makeID() -> OverlayID {
        repeat { counter += 1 } while overlays[.named("p\(counter)")] != nil
        return .named("p\(counter)")
    }

    /// Shows a new overlay or merges `spec` into an existing one. The timeout restarts
    /// whenever the request sets one. Returns true when the overlay is new.
    @discardableResult
    public mutating func upsert(id: OverlayID, spec: OverlaySpec, now: Instant) -> Bool {
        if spec.z != nil { zInUse = true }
        if var o = overlays[id] {
            o.spec = o.spec.merged(with: spec)
            if let t = spec.timeoutMs { o.deadline = t > 0 ? now + t : nil }
            overlays[id] = o
            deadlines[id] = o.deadline
            return false
        }
        let t = spec.timeoutMs ?? 0
        let o = Overlay(id: id, spec: spec, deadline: t > 0 ? now + t : nil)
        overlays[id] = o
        deadlines[id] = o.deadline
        order.append(id)
        rank[id] = nextRank
        nextRank += 1
        return true
    }

    @discardableResult
    public mutating func remove(_ id: OverlayID) -> Overlay? {
        guard let o = overlays.removeValue(forKey: id) else { return nil }
        order.removeAll { $0 == id }
        deadlines[id] = nil
        rank[id] = nil
        // Emptied tables let their storage go: a dictionary keeps the capacity its busiest
        // moment needed (after 2,000 hostile calls, 0.46 MB here once every overlay went).
        if overlays.isEmpty { (overlays, order, deadlines, rank) = ([:], [], [:], [:]) }
        return o
    }

    /// Times an overlay out `ms` from `now` (0: never); paused, it keeps `ms` for its resume.
    /// A container member's timer starts here when its queue shows it.
    public mutating func setTimeout(_ id: OverlayID, ms: Int64, now: Instant) {
        guard var o = overlays[id] else { return }
        if o.pausedRemaining != nil {
            o.pausedRemaining = ms > 0 ? ms : nil
            o.deadline = nil
        } else {
            o.deadline = ms > 0 ? now + ms : nil
        }
        overlays[id] = o
        deadlines[id] = o.deadline
    }

    /// Drops an overlay's deadline (a container member waiting in its queue has none yet).
    public mutating func clearDeadline(_ id: OverlayID) {
        overlays[id]?.deadline = nil
        deadlines[id] = nil
    }

    /// Stops an overlay's timeout, keeping what is left of it.
    public mutating func pause(_ id: OverlayID, now: Instant) {
        guard var o = overlays[id], let d = o.deadline else { return }
        o.pausedRemaining = max(0, d.milliseconds - now.milliseconds)
        o.deadline = nil
        overlays[id] = o
        deadlines[id] = nil
    }

    /// Restarts a paused timeout with the time that was left.
    public mutating func resume(_ id: OverlayID, now: Instant) {
        guard var o = overlays[id], let left = o.pausedRemaining else { return }
        o.pausedRemaining = nil
        o.deadline = now + left
        overlays[id] = o
        deadlines[id] = o.deadline
    }

    /// The earliest deadline, or nil: with nothing due the daemon sleeps without a timeout.
    public var nextDeadline: Instant? { deadlines.values.min() }

    /// Ids whose deadline is at or before `now`, in show order.
    public func expired(at now: Instant) -> [OverlayID] {
        inShowOrder(deadlines.compactMap { $0.value <= now ? $0.key : nil })
    }

    /// The given ids that are in the scene, in the order they were first shown.
    public func inShowOrder(_ ids: some Sequence<OverlayID>) -> [OverlayID] {
        ids.compactMap { id in rank[id].map { (id, $0) } }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// Overlays bottom to top: by `--z`, then in the order they were shown.
    public var stackingOrder: [OverlayID] {
        guard zInUse else { return order }
        return order.enumerated().sorted { a, b in
            let za = overlays[a.element]?.spec.z ?? 0, zb = overlays[b.element]?.spec.z ?? 0
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }

    /// Validates a user-chosen id: 1–64 of `A-Z a-z 0-9 . _ -`.
    public static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 64 && id.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || "._-".unicodeScalars.contains($0)
        }
    }
}

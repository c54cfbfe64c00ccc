// ContainerQueue: which overlays of one container are shown and which wait, under its queue policy.

/// The overlays of one container: those shown (oldest first) and those waiting (first in,
/// first out), with the timers that move them. Pure: every call takes `now`, and the answer is
/// the list of `Change`s the daemon must apply, in order.
///
/// Rules, whatever the policy:
/// - An overlay's timeout starts when it is *shown*, not when it is queued (as in dunst): the
///   queue keeps the timeout given to `enqueue` (else the container's default; 0 means none)
///   and `timeout(of:)` tells it once `.show` came; the timer itself is the scene's, the one
///   owner of every overlay's deadline, which dismisses it and then `remove`s it here.
/// - After an overlay leaves (removed, timed out or replaced), nothing new is shown in the
///   container for `delayMs` — newcomers and waiting ones alike — so the leaving one's dismissal
///   transition can finish first. `nextDeadline` includes the end of that pause.
/// - Whenever `moreCount` changes, the last change is `.moreCount(n)`: the "+N more" overlay
///   shows `n` (none for 0).
///
/// The policies (`QueuePolicy`):
/// - `multiple`: up to `maxVisible` (0: no limit) shown at once, the rest wait.
/// - `oneByOne`: one shown; a newcomer dismisses it (`.replaced`) and takes its place. At most
///   one waits (during the delay): a newer one replaces a waiting one too.
/// - `oneByOneWait`: one shown; newcomers wait their turn.
///
/// With `urgencyFirst` (dunst's `sort`, as dunst 1.9's `queues.c` keeps its waiting queue
/// sorted by `notification_cmp`) the waiting wait most urgent first, then oldest first, so the
/// shown are the first of that order; and when every place is taken, a waiting one more urgent
/// than the least urgent shown (the newest of those) takes its place, which waits again
/// (`.hide`), as dunst swaps them.
///
/// Under all-monitors the queue is still one per container: the daemon draws each shown
/// overlay on every monitor.
public struct ContainerQueue: Hashable, Sendable {
    /// Why the queue dismissed an overlay (the caller maps it to its event reason).
    public enum Reason: String, Hashable, Sendable {
        /// A newcomer took its place (`oneByOne`).
        case replaced
    }

    /// One thing the daemon must do.
    public enum Change: Hashable, Sendable {
        /// Map the overlay: it moves from waiting (or new) to shown.
        case show(OverlayID)
        /// Dismiss the overlay and forget it: the queue no longer holds it.
        case dismiss(OverlayID, Reason)
        /// Unmap the overlay: it moves from shown back to waiting (its timer stops; it gets its
        /// timeout again when it shows).
        case hide(OverlayID)
        /// The "+N more" overlay now says `n`; 0 hides it.
        case moreCount(Int)
    }

    /// One shown overlay, the timeout it got, its urgency's rank and its place in arrival order.
    private struct Entry: Hashable, Sendable {
        var id: OverlayID
        var timeoutMs: Int64
        var rank = 1
        var arrival = 0
    }

    /// One waiting overlay and the timeout it will get once shown.
    private typealias Waiting = Entry

    public private(set) var policy: QueuePolicy
    /// The most shown at once under `multiple`; 0 for no limit.
    public private(set) var maxVisible: Int
    /// Milliseconds after an overlay leaves during which nothing new is shown.
    public private(set) var delayMs: Int64
    /// The timeout of an overlay enqueued without one; 0 for none.
    public private(set) var defaultTimeoutMs: Int64
    /// Whether the more urgent show first (dunst's `sort`).
    public private(set) var urgencyFirst: Bool
    /// How many were enqueued: each one's place in arrival order.
    private var arrivals = 0

    private var entries: [Entry] = []
    private var queue: [Waiting] = []
    /// Every id held, shown or waiting: membership without scanning a long queue.
    private var members = Set<OverlayID>()
    /// Nothing is shown before this instant (the delay after an overlay left).
    private var holdUntil: Instant?

    /// An empty queue with the container's policy, limit, delay and default timeout.
    public init(config: ContainerConfig) {
        policy = config.queue
        maxVisible = max(0, config.maxVisible)
        delayMs = max(0, config.delayMs)
        defaultTimeoutMs = max(0, config.timeoutMs)
        urgencyFirst = config.urgencyFirst
    }

    /// Shown overlays, oldest first (the order `ContainerArrangement` takes their sizes in).
    public var shown: [OverlayID] { entries.map(\.id) }
    /// Waiting overlays, next first.
    public var waiting: [OverlayID] { queue.map(\.id) }
    /// What the "+N more" overlay says: how many wait. Always 0 under `oneByOne`, where the one
    /// waiting is only sitting out the delay as its predecessor leaves, not queued behind it.
    public var moreCount: Int { policy == .oneByOne ? 0 : queue.count }
    /// Whether the queue holds `id`, shown or waiting.
    public func contains(_ id: OverlayID) -> Bool { members.contains(id) }
    /// Whether nothing is shown and nothing waits.
    public var isEmpty: Bool { members.isEmpty }
    /// The timeout a shown overlay got (0: none); nil when it is not shown.
    public func timeout(of id: OverlayID) -> Int64? {
        entries.first { $0.id == id }?.timeoutMs
    }

    /// How many may be shown at once.
    public var capacity: Int {
        switch policy {
        case .multiple: return maxVisible == 0 ? Int.max : maxVisible
        case .oneByOne, .oneByOneWait: return 1
        }
    }

    /// The earliest time `tick` has something to do: the end of the delay when an overlay
    /// waits for a free place. Nil when nothing is due: the daemon may sleep.
    public var nextDeadline: Instant? {
        guard let hold = holdUntil, !queue.isEmpty, entries.count < capacity else { return nil }
        return hold
    }

    /// Adds an overlay. `timeoutMs` is its own timeout (nil: the container's default; 0: none);
    /// `urgency` orders it under `urgencyFirst` (nil: normal); `inPlaceOf`, a member it takes
    /// the place of, shown or waiting (that one leaves the queue, and the caller dismisses it).
    /// An id the queue already holds is not added again; if `timeoutMs` is given it is the one
    /// it gets when shown (or, shown, the one `timeout(of:)` tells). Returns the changes.
    public mutating func enqueue(_ id: OverlayID, timeoutMs: Int64? = nil, urgency: Urgency? = nil, inPlaceOf old: OverlayID? = nil,
                                 now: Instant) -> [Change] {
        if members.contains(id) {
            if let i = entries.firstIndex(where: { $0.id == id }) {
                if let t = timeoutMs { entries[i].timeoutMs = max(0, t) }
            } else if let i = queue.firstIndex(where: { $0.id == id }), let t = timeoutMs {
                queue[i].timeoutMs = max(0, t)
            }
            return []
        }
        let before = moreCount
        var changes: [Change] = []
        arrivals += 1
        var item = Waiting(id: id, timeoutMs: max(0, timeoutMs ?? defaultTimeoutMs), rank: Self.rank(urgency), arrival: arrivals)
        if let old, policy != .oneByOne, members.remove(old) != nil {
            // Where the old one was, in its place in arrival order too.
            members.insert(id)
            if let i = entries.firstIndex(where: { $0.id == old }) {
                item.arrival = entries[i].arrival
                entries[i] = item
                return finish([.show(id)], moreBefore: before)
            }
            if let i = queue.firstIndex(where: { $0.id == old }) {
                item.arrival = queue[i].arrival
                queue[i] = item
            }
            return finish(promote(now: now), moreBefore: before)
        }
        if policy == .oneByOne {
            // The newest wins: whatever is shown or waiting makes way.
            for w in queue { changes.append(.dismiss(w.id, .replaced)) }
            queue.removeAll()
            for e in entries {
                changes.append(.dismiss(e.id, .replaced))
                hold(from: now)
            }
            entries.removeAll()
            members.removeAll()
        }
        wait(item)
        members.insert(id)
        changes += promote(now: now)
        return finish(changes, moreBefore: before)
    }

    /// Takes an overlay out (the user or a request dismissed it, or it timed out at `now`); the
    /// next waiting one may show. The returned changes never mention `id` itself: the caller is
    /// already dismissing it.
    public mutating func remove(_ id: OverlayID, now: Instant) -> [Change] {
        let before = moreCount
        guard members.remove(id) != nil else { return [] }
        if let i = queue.firstIndex(where: { $0.id == id }) {
            queue.remove(at: i)
            return finish([], moreBefore: before)
        }
        guard let i = entries.firstIndex(where: { $0.id == id }) else { return [] }
        entries.remove(at: i)
        hold(from: now)
        let changes = promote(now: now)
        return finish(changes, moreBefore: before)
    }

    /// Shows waiting ones whose turn came (the delay after one left has passed). Call it at
    /// `nextDeadline` (calling it early or twice is harmless).
    public mutating func tick(now: Instant) -> [Change] {
        let before = moreCount
        let changes = promote(now: now)
        return finish(changes, moreBefore: before)
    }

    /// Applies a reloaded container config. Shown overlays keep their timeouts; a smaller limit
    /// does not dismiss shown ones, it only holds newcomers back until enough have left; a
    /// larger one shows waiting overlays at once.
    public mutating func reconfigure(_ config: ContainerConfig, now: Instant) -> [Change] {
        let before = moreCount
        policy = config.queue
        maxVisible = max(0, config.maxVisible)
        delayMs = max(0, config.delayMs)
        defaultTimeoutMs = max(0, config.timeoutMs)
        urgencyFirst = config.urgencyFirst
        let changes = promote(now: now)
        return finish(changes, moreBefore: before)
    }

    // MARK: - Private

    private mutating func hold(from instant: Instant) {
        guard delayMs > 0 else { return }
        let until = instant + delayMs
        holdUntil = holdUntil.map { max($0, until) } ?? until
    }

    /// Shows waiting overlays while there is room and the delay has passed.
    private mutating func promote(now: Instant) -> [Change] {
        if let hold = holdUntil {
            if now < hold { return [] }
            holdUntil = nil
        }
        var changes: [Change] = []
        while entries.count < capacity, !queue.isEmpty {
            let w = queue.removeFirst()
            entries.append(w)
            changes.append(.show(w.id))
        }
        // dunst's swap: while the most urgent waiting one outranks the least urgent shown.
        while urgencyFirst, policy != .oneByOne, entries.count == capacity, let next = queue.first,
              let i = entries.indices.min(by: { Self.before(entries[$1], entries[$0]) }), entries[i].rank < next.rank {
            let out = entries.remove(at: i)
            queue.removeFirst()
            entries.append(next)
            wait(out)
            changes += [.hide(out.id), .show(next.id)]
        }
        return changes
    }

    /// dunst's `notification_cmp` under `sort`: the more urgent first, then the older.
    private static func before(_ a: Entry, _ b: Entry) -> Bool {
        a.rank != b.rank ? a.rank > b.rank : a.arrival < b.arrival
    }

    private static func rank(_ u: Urgency?) -> Int { u == .low ? 0 : u == .critical ? 2 : 1 }

    /// Puts `w` in the waiting queue: last, or under `urgencyFirst` in dunst's order.
    private mutating func wait(_ w: Waiting) {
        guard urgencyFirst, let i = queue.firstIndex(where: { Self.before(w, $0) }) else { return queue.append(w) }
        queue.insert(w, at: i)
    }

    /// Appends `.moreCount` when it changed. Compute `changes` into a local first: a call
    /// `finish(promote(…), …)` would read `self` before `promote` mutates it.
    private func finish(_ changes: [Change], moreBefore: Int) -> [Change] {
        moreCount == moreBefore ? changes : changes + [.moreCount(moreCount)]
    }
}

// DesktopNotificationQueue: the desktop notifications the daemon holds, as dunst's queues.c:
// the displayed ones, the waiting ones (held back by do-not-disturb), the history; the ids
// they get, stack tags, the pause level and why each one closed. Pure: the D-Bus service, the
// center's panel and the history file only call it. (Not `NotificationQueue`: Foundation has one.)

public struct DesktopNotificationQueue {
    /// dunst's `displayed`: on screen, or in their container's queue behind "+N more", by id.
    public private(set) var live: [UInt32: NotificationEntry] = [:]
    /// dunst's `waiting`: held back by the pause level, in arrival order.
    public private(set) var waiting: [NotificationEntry] = []
    /// Closed ones kept, newest last (at most the `historyLength` each change is given).
    public private(set) var history: [NotificationEntry] = []
    /// dunst's pause level: 0 shows everything; above 0 holds back all but critical ones.
    public private(set) var pauseLevel: UInt32 = 0
    private var lastID: UInt32 = 0
    /// Closes asked for before their overlay went (CloseNotification), and the reason they give.
    private var closing: [UInt32: NotificationCloseReason] = [:]
    /// Read in the open panel: it shows them marked until it closes.
    private var readWhileOpen = Set<UInt32>()
    /// The unread count watchers last heard.
    private var announcedUnread = 0

    public init() {}

    /// Where a notification goes when it arrives or comes back from the history.
    public enum Arrival: Equatable, Sendable {
        /// On the screen now (the caller shows it, then `display`s it).
        case show
        /// Held back by the pause level; `takenOff`: it replaced one on screen, whose overlay goes.
        case wait(takenOff: Bool)
    }

    /// What a change of pause level asks of the screen.
    public enum PauseChange {
        case nothing
        /// These shown ones now wait: their overlays go, with no signal and no history.
        case takeOff([UInt32])
        /// These waiting ones show again, in arrival order.
        case show([NotificationEntry])
    }

    public var paused: Bool { pauseLevel > 0 }

    /// Whether a notification of `urgency` waits now: while paused all but critical ones do.
    public func holds(_ urgency: Urgency) -> Bool { paused && urgency != .critical }

    // MARK: Ids

    /// The id a Notify gets. A `replaces_id` is kept whether or not that notification is
    /// still here (dunst and `dunstify -r`/`notify-send -r` scripts rely on it); a stack tag
    /// takes the id of the one it replaces; otherwise a fresh id that no notification uses.
    public mutating func assignID(replacing replacesID: UInt32, stackTag: String?) -> UInt32 {
        if replacesID != 0 {
            waiting.removeAll { $0.id == replacesID }
            return replacesID
        }
        if let tag = stackTag {
            if let same = live.values.first(where: { $0.stackTag == tag }) { return same.id }
            if let i = waiting.firstIndex(where: { $0.stackTag == tag }) { return waiting.remove(at: i).id }
        }
        return freshID()
    }

    /// The next id after the last one given, skipping ids in use (on screen, waiting, in the
    /// history): a `replaces_id` may have taken one ahead of the counter.
    public mutating func freshID() -> UInt32 {
        repeat {
            lastID = lastID == UInt32.max ? 1 : lastID + 1
        } while isCurrent(lastID) || history.contains { $0.id == lastID }
        return lastID
    }

    // MARK: Arriving and showing

    /// The shown or waiting one `entry` repeats, as dunst's `notification_is_duplicate`: the
    /// same application, summary, body, icon and urgency (shown ones first, as dunst looks).
    public func duplicate(of entry: NotificationEntry) -> NotificationEntry? {
        func same(_ old: NotificationEntry) -> Bool {
            let (a, b) = (old.request, entry.request)
            return old.id != entry.id && a.appName == b.appName && a.summary == b.summary && a.body == b.body
                && a.appIcon == b.appIcon && old.urgency == entry.urgency
        }
        return live.values.filter(same).min { $0.id < $1.id } ?? waiting.first(where: same)
    }

    /// A shown one closes without going to the history (a duplicate took its place, as dunst
    /// drops the one it stacks).
    public mutating func forgetOnClose(_ id: UInt32) { live[id]?.history = false }

    /// A notification arrived with its id from `assignID`: it shows, or waits while paused.
    public mutating func arrive(_ entry: NotificationEntry) -> Arrival {
        guard holds(entry.urgency) else { return .show }
        let takenOff = live.removeValue(forKey: entry.id) != nil
        waiting.append(entry)
        return .wait(takenOff: takenOff)
    }

    /// It is on the screen now (replacing one with its id).
    public mutating func display(_ entry: NotificationEntry) { live[entry.id] = entry }

    /// Its overlay could not be shown: it is gone, unremembered.
    public mutating func drop(_ id: UInt32) { live[id] = nil }

    // MARK: Closing

    /// A shown one is to close as `reason` whatever its overlay's dismissal says (CloseNotification).
    public mutating func closeRequested(_ id: UInt32, reason: NotificationCloseReason) { closing[id] = reason }

    /// A shown one's overlay went, as `reason`: it leaves the screen for the history (when it
    /// is kept). Returns it and the reason its NotificationClosed gives; nil when it was not
    /// shown (one taken off to wait, or never ours).
    public mutating func closed(_ id: UInt32, reason: NotificationCloseReason, historyLength: Int)
        -> (entry: NotificationEntry, reason: NotificationCloseReason)? {
        guard let entry = live.removeValue(forKey: id) else { return nil }
        // Emptied, its storage goes: it would keep the capacity of the busiest moment.
        if live.isEmpty { live = [:] }
        remember(entry, historyLength: historyLength)
        return (entry, closing.removeValue(forKey: id) ?? reason)
    }

    /// Takes a waiting one out (closed before it showed).
    public mutating func takeWaiting(_ id: UInt32) -> NotificationEntry? {
        guard let i = waiting.firstIndex(where: { $0.id == id }) else { return nil }
        return waiting.remove(at: i)
    }

    // MARK: History

    /// Keeps a closed notification, if it is one to keep, newest last; the oldest go past `historyLength`.
    public mutating func remember(_ entry: NotificationEntry, historyLength: Int) {
        guard entry.history else { return }
        history.removeAll { $0.id == entry.id }
        history.append(entry)
        if history.count > historyLength { history.removeFirst(history.count - historyLength) }
    }

    /// The history read back from a file, oldest first: the newest `historyLength` are kept.
    public mutating func restore(_ entries: [NotificationEntry], historyLength: Int) {
        history = Array(entries.suffix(historyLength))
    }

    /// Takes a closed notification out of the history to show again, until closed (timeout
    /// 0), with its id as dunst does unless another took it meanwhile. nil: the newest.
    public mutating func popHistory(id: UInt32?) -> (entry: NotificationEntry, arrival: Arrival)? {
        guard let i = id.map({ id in history.lastIndex { $0.id == id } }) ?? (history.isEmpty ? nil : history.count - 1)
        else { return nil }
        var again = history.remove(at: i)
        if isCurrent(again.id) { again.id = freshID() }
        again.timeoutMs = 0
        guard holds(again.urgency) else { return (again, .show) }
        waiting.append(again)
        return (again, .wait(takenOff: false))
    }

    /// Removes one from the history; false when it is not there.
    public mutating func removeFromHistory(_ id: UInt32) -> Bool {
        guard let i = history.firstIndex(where: { $0.id == id }) else { return false }
        history.remove(at: i)
        return true
    }

    /// Empties the history; returns how many it held.
    public mutating func clearHistory() -> Int {
        defer { history.removeAll() }
        return history.count
    }

    // MARK: Pause

    /// Pausing takes the shown notifications but critical ones off the screen to wait with the
    /// new ones; resuming shows them all again.
    public mutating func setPauseLevel(_ level: UInt32) -> PauseChange {
        let was = paused
        pauseLevel = level
        if !was && paused {
            let entries = live.values.sorted { $0.id < $1.id }.filter { $0.urgency != .critical }
            for e in entries { live[e.id] = nil }
            waiting += entries
            return .takeOff(entries.map(\.id))
        }
        guard was && !paused else { return .nothing }
        defer { waiting.removeAll() }
        return .show(waiting)
    }

    // MARK: Looking up

    /// On screen or waiting.
    public func isCurrent(_ id: UInt32) -> Bool { live[id] != nil || waiting.contains { $0.id == id } }

    /// The notification with `id`: shown, waiting, else the newest in the history.
    public func entry(_ id: UInt32) -> NotificationEntry? {
        live[id] ?? waiting.first { $0.id == id } ?? history.last { $0.id == id }
    }

    /// Shown ones in dunst's display order: most urgent first, then oldest first. "The last
    /// notification" of `dunstctl close` and the positions of `dunstctl action` count in it.
    public var displayOrder: [NotificationEntry] {
        func rank(_ u: Urgency) -> Int { Urgency.allCases.firstIndex(of: u) ?? 0 }
        return live.values.sorted { a, b in a.urgency != b.urgency ? rank(a.urgency) > rank(b.urgency) : a.id < b.id }
    }

    /// What the panel lists, newest first: shown and waiting ones (`live` true), then the history.
    public var newestFirst: [(entry: NotificationEntry, live: Bool)] {
        let current = (Array(live.values) + waiting).sorted { ($0.arrived, $0.id) > ($1.arrived, $1.id) }
        return current.map { ($0, true) } + history.reversed().map { ($0, false) }
    }

    // MARK: Unread

    /// Not yet on screen in the open panel: shown, waiting and in the history.
    public var unreadCount: Int {
        live.values.lazy.filter(\.unread).count + waiting.lazy.filter(\.unread).count + history.lazy.filter(\.unread).count
    }

    /// The unread count when it changed since the last call (watchers hear it); nil when not.
    public mutating func unreadChange() -> Int? {
        let n = unreadCount
        guard n != announcedUnread else { return nil }
        announcedUnread = n
        return n
    }

    /// The panel opened: what it reads from now on it shows marked until it closes.
    public mutating func beginReading() { readWhileOpen.removeAll() }

    /// Whether the panel marks it as new: unread, or read while the panel is open.
    public func showsUnread(_ entry: NotificationEntry) -> Bool { entry.unread || readWhileOpen.contains(entry.id) }

    /// These have been on screen in the open panel. Returns whether the history changed
    /// (a persisted one is written only then).
    public mutating func markRead(_ ids: [UInt32]) -> Bool {
        var historySeen = false
        for id in ids {
            if live[id]?.unread == true { live[id]?.unread = false }
            if let i = waiting.firstIndex(where: { $0.id == id }) { waiting[i].unread = false }
            if let i = history.lastIndex(where: { $0.id == id }), history[i].unread {
                history[i].unread = false
                historySeen = true
            }
            readWhileOpen.insert(id)
        }
        return historySeen
    }
}

// NotificationService+Control: what dunstctl (through `DunstControl`) and `overlayctl
// notifications` ask of the notifications: closing them, the history, the pause level.
import OverlayCore
import OverlayDBus
import OverlayProtocol

extension NotificationService {
    // MARK: Closing

    /// Closes every notification, shown or waiting (dunst closes both, as dismissed by the user,
    /// the shown ones first, in display order).
    @discardableResult
    func closeAll() -> Int {
        batch {
            let shown = queue.displayOrder.map(\.id), waiting = queue.waiting.map(\.id)
            // One layout for all (the queue would show each waiting one before it goes).
            host.dismiss(notifications: shown, now: host.clock.now())
            waiting.forEach(close)
            return shown.count + waiting.count
        }
    }

    // MARK: History

    /// Keeps a closed notification, if it is one to keep.
    func remember(_ entry: NotificationEntry) {
        guard entry.history else { return }
        queue.remember(entry, historyLength: historyLength)
        historyChanged()
    }

    /// Shows a closed notification again, with its id (as dunst does) unless another took it
    /// meanwhile, until dismissed. nil: the newest. Returns the id it has now.
    @discardableResult
    func popHistory(id: UInt32?) -> UInt32? {
        guard let (again, arrival) = queue.popHistory(id: id) else { return nil }
        historyChanged()
        if arrival == .show { show(again) }
        return again.id
    }

    /// Forgets `id` from the history; false when it was not there.
    func removeFromHistory(_ id: UInt32) -> Bool {
        guard queue.removeFromHistory(id) else { return false }
        historyChanged()
        refreshPanel()
        return true
    }

    /// Forgets the history; how many were forgotten.
    func clearHistory() -> UInt32 {
        let n = UInt32(queue.clearHistory())
        historyChanged()
        refreshPanel()
        return n
    }

    /// dunst's view of a notification, as the config stands.
    var dunstRecord: DunstRecord {
        DunstRecord(linkSchemes: host.config.notifications.linkSchemes,
                    defaultTimeoutMs: host.config.containers["notifications"]?.timeoutMs ?? 0)
    }

    // MARK: Pause

    /// Pausing takes the shown notifications off the screen to wait with the new ones
    /// (critical ones stay and still come through); resuming shows them all again.
    func setPauseLevel(_ level: UInt32) {
        switch queue.setPauseLevel(level) {
        case .takeOff(let ids): hide(ids)
        case .show(let waiting): host.withOneCommit { waiting.forEach { show($0) } }
        case .nothing: break
        }
        // dunstctl's calls come here outside a batch: the switch in the center follows.
        publish()
    }

    /// Displayed: on screen; waiting: held back by the pause, or queued in a container
    /// behind its "+N more" (dunst's notification_limit).
    var counts: DunstCounts {
        let queued = queue.live.keys.filter { host.isQueued(.notification($0)) }.count
        return DunstCounts(displayed: UInt32(queue.live.count - queued), waiting: UInt32(queue.waiting.count + queued),
                           history: UInt32(queue.history.count))
    }
}

// NotificationService+Control: what dunstctl (org.dunstproject.cmd0) and `overlayctl
// notifications` ask of the notifications: close, history, pause level, actions, rules.
import OverlayCore
import OverlayDBus
import OverlayProtocol

extension NotificationService: DunstControlDelegate {
    // MARK: Closing

    func dunstCloseLast() {
        guard let first = queue.displayOrder.first else { return }
        dismiss(first.id)
    }

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

    func dunstCloseAll() { closeAll() }

    // MARK: History

    /// Keeps a closed notification, if it is one to keep.
    func remember(_ entry: NotificationEntry) {
        guard entry.history else { return }
        queue.remember(entry, historyLength: historyLength)
        historyChanged()
    }

    func dunstHistory() -> [BusRecord] { queue.history.reversed().map(dunstRecord.history) }

    /// Shows a closed notification again, with its id (as dunst does) unless another took it
    /// meanwhile, until dismissed. nil: the newest. Returns the id it has now.
    @discardableResult
    func popHistory(id: UInt32?) -> UInt32? {
        guard let (again, arrival) = queue.popHistory(id: id) else { return nil }
        historyChanged()
        if arrival == .show { show(again) }
        return again.id
    }

    func dunstPopHistory(id: UInt32?) { popHistory(id: id) }

    func dunstRemoveFromHistory(id: UInt32) -> Bool {
        guard queue.removeFromHistory(id) else { return false }
        historyChanged()
        refreshPanel()
        return true
    }

    func dunstClearHistory() -> UInt32 {
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

    var dunstPauseLevel: UInt32 { queue.pauseLevel }

    /// Pausing takes the shown notifications off the screen to wait with the new ones
    /// (critical ones stay and still come through); resuming shows them all again.
    func dunstSetPauseLevel(_ level: UInt32) {
        switch queue.setPauseLevel(level) {
        case .takeOff(let ids): hide(ids)
        case .show(let waiting): host.withOneCommit { waiting.forEach(show) }
        case .nothing: break
        }
        // dunstctl's calls come here outside a batch: the switch in the center follows.
        publish()
    }

    /// Displayed: on screen; waiting: held back by the pause, or queued in a container
    /// behind its "+N more" (dunst's notification_limit).
    var dunstCounts: DunstCounts {
        let queued = queue.live.keys.filter { host.isQueued(.notification($0)) }.count
        return DunstCounts(displayed: UInt32(queue.live.count - queued), waiting: UInt32(queue.waiting.count + queued),
                           history: UInt32(queue.history.count))
    }

    // MARK: Actions

    /// dunst's "do action" (`NotificationService.doAction`) on the notification at `position`.
    func dunstAction(position: UInt32) throws(DunstControlError) {
        let shown = queue.displayOrder
        guard Int(position) < shown.count else {
            // Position 0 with nothing shown is no error (a key bound to `dunstctl action`).
            if position == 0 { return }
            throw .invalidArgs("Couldn't activate action for notification in position \(position), \(shown.count) notifications currently open")
        }
        doAction(shown[Int(position)])
    }

    // MARK: Rules

    func dunstEnableRule(name: String, state: Int32) throws(DunstControlError) {
        try rules.set(name, state: state, in: host.config.rules)
    }

    func dunstRules() -> [BusRecord] { rules.busRecords(host.config.rules) }

    // MARK: Reload

    func dunstReload(configs: [String]) throws(DunstControlError) -> [String] {
        guard configs.isEmpty else {
            throw .failed("overlayd reads overlayd.toml, not a dunstrc: convert it with overlayd --import-dunstrc")
        }
        let reply = host.reloadConfig()
        guard reply["ok"]?.boolValue == true else { throw .failed(reply["error"]?.stringValue ?? "reload failed") }
        return reply["config"]?.stringValue.map { [$0] } ?? []
    }

}

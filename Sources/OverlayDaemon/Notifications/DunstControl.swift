// DunstControl: dunst's control interface (org.dunstproject.cmd0, what dunstctl calls), each call
// routed to its owner: the notifications to the service (what it does for overlayctl's
// `notifications` verbs too, so the two interfaces cannot drift apart), the rules to
// `NotificationRules`, a reload to the Controller (its `NotificationHost`).
import OverlayCore
import OverlayDBus

final class DunstControl: DunstControlDelegate {
    private unowned let service: NotificationService
    private let rules: NotificationRules
    private unowned let host: any NotificationHost

    init(service: NotificationService, rules: NotificationRules, host: any NotificationHost) {
        self.service = service
        self.rules = rules
        self.host = host
    }

    func dunstContextMenu() throws(DunstControlError) { try service.menus.openContextMenu(service.contextMenuLines) }

    /// dunst's "do action" (`NotificationService.doAction`) on the notification at `position`.
    func dunstAction(position: UInt32) throws(DunstControlError) {
        let shown = service.queue.displayOrder
        guard Int(position) < shown.count else {
            // Position 0 with nothing shown is no error (a key bound to `dunstctl action`).
            if position == 0 { return }
            throw .invalidArgs("Couldn't activate action for notification in position \(position), \(shown.count) notifications currently open")
        }
        service.doAction(shown[Int(position)])
    }

    func dunstClearHistory() -> UInt32 { service.clearHistory() }
    func dunstCloseAll() { service.closeAll() }

    func dunstCloseLast() {
        guard let first = service.queue.displayOrder.first else { return }
        service.dismiss(first.id)
    }

    func dunstHistory() -> [BusRecord] { service.queue.history.reversed().map(service.dunstRecord.history) }
    func dunstPopHistory(id: UInt32?) { service.popHistory(id: id) }
    func dunstRemoveFromHistory(id: UInt32) -> Bool { service.removeFromHistory(id) }

    func dunstEnableRule(name: String, state: Int32) throws(DunstControlError) {
        try rules.set(name, state: state)
    }

    func dunstRules() -> [BusRecord] { rules.busRecords() }

    func dunstReload(configs: [String]) throws(DunstControlError) -> [String] {
        guard configs.isEmpty else {
            throw .failed("overlayd reads overlayd.toml, not a dunstrc: convert it with overlayd --import-dunstrc")
        }
        let reply = host.reloadConfig()
        guard reply["ok"]?.boolValue == true else { throw .failed(reply["error"]?.stringValue ?? "reload failed") }
        return reply["config"]?.stringValue.map { [$0] } ?? []
    }

    var dunstPauseLevel: UInt32 { service.queue.pauseLevel }
    func dunstSetPauseLevel(_ level: UInt32) { service.setPauseLevel(level) }
    var dunstCounts: DunstCounts { service.counts }
}

// NotificationHost: what the notification service needs of the Controller, and nothing more:
// the config lookups, showing and dismissing notifications' overlays, the center's panel, the
// context menu and reply prompt, and where its events and the panel's commands come from.
import OverlayCore
import OverlayProtocol

protocol NotificationHost: AnyObject {
    var clock: DaemonClock { get }
    var config: Config { get }
    var ruleRegex: RegexMatching { get }
    /// The largest scale a notification may be drawn at (under `per-monitor`, the densest monitor's).
    var scaleFactor: Double { get }
    func containerConfig(_ name: String) -> ContainerConfig
    func containerScreen(_ spec: OverlaySpec, _ name: String) -> Int
    /// Whether a container holds it back behind its "+N more".
    func isQueued(_ id: OverlayID) -> Bool

    func show(notification n: UInt32, spec requested: OverlaySpec, now: Instant) -> JSONValue
    func dismiss(notification n: UInt32, now: Instant)
    func dismiss(notifications ns: [UInt32], now: Instant)
    func withOneCommit(_ body: () -> Void)
    func openMenu(id: OverlayID, spec: OverlaySpec, items lines: [String], now: Instant) -> JSONValue
    func openPick(id: OverlayID, spec: PickSpec, rows: PickRows, now: Instant) -> JSONValue
    func reloadConfig() -> JSONValue

    var isCenterOpen: Bool { get }
    func openCenter(entries: [CenterEntry], paused: Bool, now: Instant) -> JSONValue
    func closeCenter()
    func centerChanged(entries: [CenterEntry], paused: Bool, now: Instant)
    /// Shows an entry's whole body in the open panel; false when there is nothing more to show.
    func expandInCenter(_ entry: UInt32) -> Bool
    /// Says `text` in the open panel's notice line.
    func sayInCenter(_ text: String)
    /// Tells watchers the unread count (`unread` events).
    func announceUnread(_ count: Int)

    /// The persisted history is written by `write` when a write is due (`HistorySaver`).
    func persistHistory(with write: @escaping () -> Void)
    /// The history changed: a write becomes due.
    func historyChanged()
    /// Where the notifications' overlays' events go.
    var onNotificationEvent: (NotificationEvent) -> Void { get set }
    /// Where what the user asks in the center's panel goes.
    var onCenterCommand: (CenterCommand) -> Void { get set }
}

extension Controller: NotificationHost {
    func expandInCenter(_ entry: UInt32) -> Bool {
        guard let shown = rooms.center.expand(entry) else { return false }
        apply(shown)
        return true
    }

    func sayInCenter(_ text: String) { apply(rooms.center.say(text)) }

    func announceUnread(_ count: Int) { onEvent(.unread(count: count), CenterRoom.id) }

    func persistHistory(with write: @escaping () -> Void) { rooms.history.write = write }

    func historyChanged() { rooms.history.changed(now: clock.now()) }
}

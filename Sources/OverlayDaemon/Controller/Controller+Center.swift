// Controller+Center: opening and closing the notification center's panel on the pointer's
// monitor, replacing any open menu or pick, with the input grabbed; the NotificationService
// hands it the entries and tells it when they change.
import OverlayCore
import OverlayProtocol

extension Controller {
    var isCenterOpen: Bool { rooms.center.isOpen }

    func openCenter(entries: [CenterEntry], paused: Bool, now: Instant) -> JSONValue {
        open(CenterRoom.id, in: rooms.center, .init(entries: entries, paused: paused, settings: config.notifications), now: now)
    }

    func closeCenter() {
        guard scene[CenterRoom.id] != nil else { return }
        dismiss(CenterRoom.id, reason: .request)
        commit()
    }

    /// The notifications changed: an open center lists them again.
    func centerChanged(entries: [CenterEntry], paused: Bool, now: Instant) {
        guard rooms.center.isOpen else { return }
        apply(rooms.center.update(entries: entries, paused: paused, now: now))
        commit()
    }
}

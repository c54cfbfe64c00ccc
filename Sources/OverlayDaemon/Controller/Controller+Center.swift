// Controller+Center: opening and closing the notification center's panel on the pointer's
// monitor, replacing any open menu or pick, with the input grabbed; the NotificationService
// hands it the entries and tells it when they change.
import OverlayCore
import OverlayProtocol

extension Controller {
    var isCenterOpen: Bool { rooms.center.isOpen }

    func openCenter(entries: [CenterEntry], paused: Bool, now: Instant) -> JSONValue {
        let n = config.notifications
        let placement = CenterRoom.Placement(edge: n.centerEdge, width: n.centerWidth, closesOutside: n.centerClosesOutside)
        return openGrabbing(CenterRoom.id, in: rooms.center, at: OverlaySpec(), what: "notifications center", now: now,
                            extra: [("entries", .int(entries.count))], enters: true) { at in
            do throws(Refusal) { try self.rooms.center.open(entries: entries, paused: paused, anchor: at.rect, placement: placement, now: now) } catch {
                return .failure(error)
            }
            return .success(CenterRoom.spec(edge: n.centerEdge, slideMs: n.centerSlideMs))
        }
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

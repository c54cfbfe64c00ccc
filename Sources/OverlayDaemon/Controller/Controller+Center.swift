// Controller+Center: opening and closing the notification center's panel on the pointer's
// monitor, replacing any open menu or pick, with the input grabbed; the NotificationCenter
// hands it the entries and tells it when they change.
import OverlayCore
import OverlayProtocol

extension Controller {
    var isCenterOpen: Bool { rooms.center.isOpen }

    func openCenter(entries: [CenterEntry], paused: Bool, now: Instant) -> JSONValue {
        let n = config.notifications
        let placement = CenterRoom.Placement(edge: n.centerEdge, width: n.centerWidth, closesOutside: n.centerClosesOutside)
        return openGrabbing(CenterRoom.id, in: rooms.center, at: OverlaySpec(), what: "notifications center", now: now,
                            extra: [("entries", .int(entries.count))], prepare: { at in
            if let error = self.rooms.center.open(entries: entries, paused: paused, anchor: at.rect, placement: placement, now: now) {
                return .failure(error)
            }
            return .success(CenterRoom.spec(edge: n.centerEdge, slideMs: n.centerSlideMs))
        }, laidOut: { screen in self.slideIn(CenterRoom.id, on: screen, edge: n.centerEdge, ms: n.centerSlideMs, now: now) })
    }

    /// The panel slides in from its edge of the monitor (`center-slide`), as containers' transitions do (and out, as its exit).
    private func slideIn(_ id: OverlayID, on screen: Int, edge: CenterEdge, ms: Int, now: Instant) {
        guard let t = CenterRoom.slide(edge: edge, ms: ms), let w = rooms.center.windows(id, mode: mode(on: screen)).first else { return }
        let layout = PopoverLayout(frame: w.frame, body: Rect(origin: .zero, size: w.frame.size), arrow: nil,
                                   anchor: .topLeft, gravity: .bottomRight)
        rooms.animations.startEntrance(id, t, layout: layout, bounds: rooms.sources.desktop(screen).monitorRect(for: w.frame), now: now)
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

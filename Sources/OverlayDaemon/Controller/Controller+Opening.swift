// Controller+Opening: opening a grabbing overlay (a menu here; picks, the colour picker, the
// launcher and the notification center in their own files): the open one replaced, the spot
// found, the room readied, then laid out, announced and given the input (`InputGrab`).
import OverlayCore
import OverlayProtocol
import OverlayRender

extension Controller {
    /// `overlayctl menu`: a menu at the pointer, or attached like a popover.
    func openMenu(id: OverlayID, spec: OverlaySpec, items lines: [String], now: Instant) -> JSONValue {
        let items: [MenuItem]
        switch MenuRoom.parse(lines) {
        case .success(let parsed): items = parsed
        case .failure(let message): return Reply.error(message)
        }
        return openGrabbing(id, in: rooms.menus, at: spec, what: "menu", now: now) { at in
            self.rooms.popovers.add(id, content: PopoverContent(title: nil, text: ""))
            self.rooms.menus.open(id, items: items, anchor: at.rect)
            return .success(MenuRoom.placed(spec, centred: at.centred))
        }
    }

    /// Opens a menu, picker or panel where `location`'s `--attach`, `--screen`, `--monitor` and
    /// `--frame` say (else at the pointer), replacing the open one: `prepare` readies `room` at
    /// the spot found and answers the overlay's spec, or why it cannot open. With `enters`, its
    /// spec's transition plays as it opens (the notification center slides in from its edge).
    func openGrabbing(_ id: OverlayID, in room: GrabbingRoom, at location: OverlaySpec, what: String, now: Instant,
                      extra: [(String, JSONValue)] = [], enters: Bool = false,
                      prepare: (OpeningAnchor) -> Outcome<OverlaySpec>) -> JSONValue {
        replaceOpenMenus()
        if scene[id] != nil { dismiss(id, reason: .replaced) }
        if let error = screenError(location) { return Reply.error(error) }
        let at: OpeningAnchor
        switch rooms.sources.openingAnchor(location.attach, screen: location.screen, monitor: location.monitor,
                                           frame: location.frame == true, what: what) {
        case .success(let found): at = found
        case .failure(let message): return Reply.error(message)
        }
        let spec: OverlaySpec
        switch prepare(at) {
        case .success(let s): spec = s
        case .failure(let message): return Reply.error(message)
        }
        return openGrabbing(id, in: room, spec: spec, anchor: at.rect, screen: at.screen, now: now, extra: extra, enters: enters)
    }

    /// Opens what `room` has just made ready under `id`: in the scene as `spec` (a menu's
    /// kind, no timeout, no dismiss gestures unless given), at `anchor` on `screen` with nothing
    /// to follow, then laid out, announced and given the input.
    func openGrabbing(_ id: OverlayID, in room: GrabbingRoom, spec: OverlaySpec = .grabbing(), anchor: Rect, screen: Int,
                      now: Instant, extra: [(String, JSONValue)] = [], enters: Bool = false) -> JSONValue {
        scene.upsert(id: id, spec: spec, now: now)
        // Nothing to follow: the attachment only says which screen it opens on.
        rooms.sources.attach(id, to: nil, anchoring: .fixed(anchor), screen: screen)
        if let error = relayout(id) {
            dismiss(id, reason: .request, announce: false)
            return Reply.error(error)
        }
        // Before its window is first pushed (an entrance starts from the first frame).
        if enters { startEntrance(id, now: now) }
        emit(.shown(id: id.description), for: id)
        commit()
        apply(rooms.grab.open(id, in: room))
        return Reply.ok([("id", .string(id.description))] + extra)
    }
}

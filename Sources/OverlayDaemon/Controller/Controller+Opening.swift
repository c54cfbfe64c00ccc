// Controller+Opening: opening a grabbing overlay (a menu, a pick menu, the colour picker; the
// launcher and the notification center in their own files): the open one replaced (one at a
// time: its client hears `dismissed`, reason `replaced`, and exits 1, so none is left stuck),
// the spot found, the room readied, then laid out, announced and given the input (`InputGrab`).
import OverlayCore
import OverlayProtocol
import OverlayRender

extension Controller {
    /// `overlayctl menu`: a menu at the pointer, or attached like a popover.
    func openMenu(id: OverlayID, spec: OverlaySpec, items lines: [String], now: Instant) -> JSONValue {
        let items: [MenuItem]
        switch MenuRoom.parse(lines) {
        case .success(let parsed): items = parsed
        case .failure(let refusal): return Reply.error(refusal.message)
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
                      extra: [(String, JSONValue)] = [], enters: Bool = false, grabsWhenClicked: Bool = false,
                      prepare: (OpeningAnchor) -> Result<OverlaySpec, Refusal>) -> JSONValue {
        replaceOpenMenus()
        if scene[id] != nil { dismiss(id, reason: .replaced) }
        do throws(Refusal) { try rooms.sources.checkScreen(location) } catch { return Reply.error(error.message) }
        let at: OpeningAnchor
        switch rooms.sources.openingAnchor(location.attach, screen: location.screen, monitor: location.monitor,
                                           frame: location.frame == true, what: what) {
        case .success(let found): at = found
        case .failure(let refusal): return Reply.error(refusal.message)
        }
        let spec: OverlaySpec
        switch prepare(at) {
        case .success(let s): spec = s
        case .failure(let refusal): return Reply.error(refusal.message)
        }
        return openGrabbing(id, in: room, spec: spec, anchor: at.rect, screen: at.screen, now: now, extra: extra, enters: enters,
                            grabsWhenClicked: grabsWhenClicked)
    }

    /// Opens what `room` has just made ready under `id`: in the scene as `spec` (a menu's
    /// kind, no timeout, no dismiss gestures unless given), at `anchor` on `screen` with nothing
    /// to follow, then laid out, announced and given the input (`grabsWhenClicked`: only once clicked).
    func openGrabbing(_ id: OverlayID, in room: GrabbingRoom, spec: OverlaySpec = .grabbing(), anchor: Rect, screen: Int,
                      now: Instant, extra: [(String, JSONValue)] = [], enters: Bool = false, grabsWhenClicked: Bool = false) -> JSONValue {
        scene.upsert(id: id, spec: spec, now: now)
        // Nothing to follow: the attachment only says which screen it opens on.
        apply(rooms.sources.attach(id, to: nil, anchoring: .fixed(anchor), screen: screen))
        do throws(Refusal) { try relayout(id) } catch {
            dismiss(id, reason: .request, announce: false)
            return Reply.error(error.message)
        }
        // Before its window is first pushed (an entrance starts from the first frame).
        if enters { startEntrance(id, now: now) }
        emit(.shown(id: id.description), for: id)
        commit()
        if grabsWhenClicked { rooms.grab.openDeferred(id, in: room) } else { apply(rooms.grab.open(id, in: room)) }
        return Reply.ok([("id", .string(id.description))] + extra)
    }

    /// A pick menu (dmenu, rofi -dmenu; its rows have arrived), over the window `-w` names or on
    /// the pointer's monitor; `--reuse` fills a script mode's held menu again.
    func openPick(id: OverlayID, spec: PickSpec, rows: PickRows, now: Instant) -> JSONValue {
        if spec.reuse != nil, let reply = rooms.picks.refill(id, spec: spec, rows: rows) {
            pending.dirty.insert(id)
            return reply
        }
        replaceOpenMenus()
        let area: Rect, screen: Int
        switch rooms.sources.pickArea(spec) {
        case .success(let found): (area, screen) = found
        case .failure(let refusal): return Reply.error(refusal.message)
        }
        do throws(Refusal) { try rooms.picks.open(id, spec: spec, rows: rows, area: area, dpi: display.fontDPI(on: screen), now: now) } catch {
            return Reply.error(error.message)
        }
        return openGrabbing(id, in: rooms.picks, anchor: area, screen: screen, now: now, extra: [("rows", .int(rows.count))])
    }

    /// Dismisses the open pick, colour picker and menus (reason `replaced`): a new one takes their place.
    func replaceOpenMenus() {
        for id in scene.order where rooms.grabbingRoom(of: id) != nil { dismiss(id, reason: .replaced) }
    }

    /// The colour picker (`pick-color`): below its `--attach` source, else at the pointer.
    func openColorChooser(id: OverlayID, spec: ColorChooserSpec, now: Instant) -> JSONValue {
        var location = OverlaySpec()
        location.attach = spec.attach
        return openGrabbing(id, in: rooms.colors, at: location, what: "pick-color", now: now) { at in
            let desktop = self.rooms.sources.desktop(at.screen)
            let area = desktop.monitors.best(for: at.rect)?.rect ?? desktop.rect
            do throws(Refusal) {
                try self.rooms.colors.open(id, spec: spec, anchor: at.rect, area: area)
            } catch {
                return .failure(error)
            }
            return .success(.grabbing())
        }
    }
}

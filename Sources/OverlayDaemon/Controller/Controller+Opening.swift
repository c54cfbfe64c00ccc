// Controller+Opening: opening a grabbing overlay (a menu, a pick menu, a launcher's pick, the
// colour picker, a dialog, the notification center): the open one replaced (one at a time: its
// client hears `dismissed`, reason `replaced`, and exits 1, so none is left stuck), the spot
// found, the room readied, then laid out, announced and given the input (`InputGrab`).
import OverlayCore
import OverlayProtocol
import OverlayRender

extension Controller {
    /// `overlayctl menu` (and a notification's context menu): a menu at the pointer, or attached like a popover.
    func openMenu(id: OverlayID, spec: OverlaySpec, items lines: [String], now: Instant) -> JSONValue {
        switch MenuRoom.parse(lines) {
        case .success(let items):
            let reply = open(id, in: rooms.menus, MenuRoom.Opening(spec: spec, items: items), now: now)
            // A menu counts as shown for the pointer's questions (`OverlayLookup.isShown`).
            if reply["ok"]?.boolValue == true { rooms.popovers.add(id, content: PopoverContent(title: nil, text: "")) }
            return reply
        case .failure(let refusal): return Reply.error(refusal.message)
        }
    }

    /// Opens `opening` in `room` where its `--attach`, `--screen`, `--monitor` and `--frame` say
    /// (else at the pointer), replacing the open one; the room readies itself at the spot found.
    func open<R: OpeningRoom>(_ id: OverlayID, in room: R, _ opening: R.Opening, now: Instant) -> JSONValue {
        replaceOpenMenus()
        if scene[id] != nil { dismiss(id, reason: .replaced) }
        let location = room.location(of: opening)
        do throws(Refusal) {
            try rooms.sources.checkScreen(location)
            let at = try rooms.sources.openingAnchor(location.attach, screen: location.screen, monitor: location.monitor,
                                                     frame: location.frame == true, what: room.requestName).get()
            let spec = try room.prepare(id, opening, at: at, now: now)
            return openGrabbing(id, in: room, spec: spec, anchor: at.rect, screen: at.screen, now: now, extra: room.replyFields(opening),
                                enters: room.entersAsItOpens, grabsWhenClicked: room.grabsWhenClicked(opening))
        } catch {
            return Reply.error(error.message)
        }
    }

    /// Opens what `room` has just made ready under `id`: in the scene as `spec` (a menu's
    /// kind, no timeout, no dismiss gestures unless given), at `anchor` on `screen` with nothing
    /// to follow, then laid out, announced and given the input (`grabsWhenClicked`: only once clicked).
    /// With `enters`, its spec's transition plays as it opens.
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
        do throws(Refusal) {
            let (area, screen, monitorID, attached) = try rooms.sources.pickArea(spec).get()
            try rooms.picks.open(id, spec: spec, rows: rows, area: area, monitorID: monitorID, dpi: display.fontDPI(on: screen),
                                 attached: attached, now: now)
            return openGrabbing(id, in: rooms.picks, anchor: area, screen: screen, now: now, extra: [("rows", .int(rows.count))])
        } catch {
            return Reply.error(error.message)
        }
    }

    /// A launcher (`launch MODE`, rofi -show): a pick of the rows the LaunchRoom makes (drun, run, window, combi),
    /// its window rows' icons fetched for where it opens (`Rooms.pickPlace`); what the pick asks of
    /// them later goes between the rooms (`Rooms+Launcher`).
    func openLauncher(id: OverlayID, spec: LaunchSpec, now: Instant) -> JSONValue {
        let m = rooms.launcher.pick(for: spec, at: rooms.pickPlace(spec.menu, settings: settings))
        rooms.launcher.opened(id, spec: spec, targets: m.targets)
        let reply = openPick(id: id, spec: m.pick, rows: m.rows, now: now)
        if reply["ok"]?.boolValue != true { _ = rooms.launcher.forget(id, now: now) }
        return reply
    }

    /// A new index from the Daemon's indexer thread: an open launcher waiting for it shows it.
    func takeLaunchIndex(_ index: LaunchIndex) { apply(rooms.takeLaunchIndex(index, settings: settings)) }

    /// Dismisses the open pick, colour picker and menus (reason `replaced`): a new one takes their place.
    func replaceOpenMenus() {
        for id in scene.order where rooms.grabbingRoom(of: id) != nil { dismiss(id, reason: .replaced) }
    }
}

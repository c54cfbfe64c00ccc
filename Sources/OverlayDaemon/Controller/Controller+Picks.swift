// Controller+Picks: opening a pick menu (its rows have arrived) and the one-menu-at-a-time
// rule: a new pick or menu replaces the open one, whose client hears `dismissed` (reason
// `replaced`) and exits 1, before the new one takes the rooms.grab. So none is ever left stuck.
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore
import OverlayProtocol

extension Controller {
    func openPick(id: OverlayID, spec: PickSpec, rows: PickRows, now: Instant) -> JSONValue {
        if spec.reuse != nil, let reply = rooms.picks.refill(id, spec: spec, rows: rows) {
            pending.dirty.insert(id)
            return reply
        }
        replaceOpenMenus()
        // On the pointer's screen (where the user is), or over the embedding window (dmenu -w):
        // at its top (or bottom with -b) and as wide as it, as dmenu places itself inside it.
        var screen = display.pointerLocation()?.screen ?? display.defaultScreen
        var area: Rect
        if let embed = spec.embedWindow, case let raw = strtol(embed, nil, 0), raw > 0 {
            let w = WindowID(UInt(raw))
            guard let r = display.geometry(of: w) else {
                return Reply.error("could not get embedding window attributes: \(w)")
            }
            area = r
            screen = display.screen(of: w) ?? screen
        } else {
            area = PickRoom.monitor(for: spec, on: rooms.sources.desktop(screen))
        }
        if let error = rooms.picks.open(id, spec: spec, rows: rows, area: area, dpi: display.fontDPI(on: screen)) { return Reply.error(error) }
        return openGrabbing(id, in: rooms.picks, anchor: area, screen: screen, now: now, extra: [("rows", .int(rows.count))])
    }

    /// Dismisses the open pick, colour picker and menus (reason `replaced`): a new one takes their place.
    func replaceOpenMenus() {
        for id in scene.order where rooms.grabbingRoom(of: id) != nil { dismiss(id, reason: .replaced) }
    }
}

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
            area = pickMonitor(spec, on: rooms.sources.desktop(screen))
        }
        if let error = rooms.picks.open(id, spec: spec, rows: rows, area: area) { return Reply.error(error) }
        var o = OverlaySpec()
        o.kind = .menu
        o.timeoutMs = 0
        o.dismiss = []
        scene.upsert(id: id, spec: o, now: now)
        // Nothing to follow: the attachment only says which screen it opens on.
        rooms.sources.attach(id, to: nil, anchoring: .fixed(area), screen: screen)
        return finishOpening(id, in: rooms.picks, extra: [("rows", .int(rows.count))])
    }

    /// Dismisses the open pick, colour picker and menus (reason `replaced`): a new one takes their place.
    func replaceOpenMenus() {
        if let p = rooms.picks.open { dismiss(p.id, reason: .replaced) }
        if let c = rooms.colors.open { dismiss(c.id, reason: .replaced) }
        for id in scene.order where rooms.menus.holds(id) { dismiss(id, reason: .replaced) }
    }

    /// dmenu's choice on `desktop`'s screen: `-m N`, else the monitor of the focused window,
    /// else the pointer's. Like dmenu, an `-m` past the last monitor falls back to the focused
    /// window's monitor and then to the first, never to the pointer's.
    private func pickMonitor(_ spec: PickSpec, on desktop: ScreenDesktop) -> Rect {
        let monitors = desktop.monitors
        if let n = spec.monitor, monitors.indices.contains(n) { return monitors[n].rect }
        let fallback: [MonitorChoice] = spec.monitor == nil ? [.focused, .pointer, .primary] : [.focused, .named("0")]
        for choice in fallback {
            if let i = desktop.monitorIndex(choice), monitors.indices.contains(i) { return monitors[i].rect }
        }
        return desktop.rect
    }
}

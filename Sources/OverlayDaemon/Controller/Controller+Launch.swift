// Controller+Launch: opening a launcher (`launch MODE`, rofi -show): its rows come from the
// LaunchRoom's warm index (drun, run), the WM's client list (window, windowcd) or several of
// them (combi), and it opens as a rofi pick menu, so keys, matching, painting and the grab
// are PickRoom's. Ctrl+Tab shows the next of `-modi`'s modes in the same window.
import OverlayCore
import OverlayProtocol

extension Controller {
    /// A finished scan of the applications and PATH (the Daemon's indexer thread) replaces the launcher's index.
    func takeLaunchIndex(_ index: LaunchIndex) { rooms.launcher.index = index }

    func openLauncher(id: OverlayID, spec: LaunchSpec, now: Instant) -> JSONValue {
        let m = menu(spec)
        rooms.launcher.opened(id, spec: spec, targets: m.targets)
        let reply = openPick(id: id, spec: m.pick, rows: m.rows, now: now)
        if reply["ok"]?.boolValue != true { _ = rooms.launcher.forget(id, now: now) }
        return reply
    }

    /// The open launcher shows its next (or previous) mode, the typed text kept (rofi's kb-mode-next).
    func switchLauncher(_ id: OverlayID, next: Bool) {
        guard let open = rooms.launcher.open, open.id == id else { return }
        showLauncher(open.spec.switched(next: next), in: id)
    }

    /// The open launcher's rows made again (a row was deleted).
    func reloadLauncher(_ id: OverlayID) {
        guard let open = rooms.launcher.open, open.id == id else { return }
        showLauncher(open.spec, in: id)
    }

    private func showLauncher(_ spec: LaunchSpec, in id: OverlayID) {
        let m = menu(spec)
        if let error = rooms.picks.reopen(id, spec: m.pick, rows: m.rows) {
            logger.error("\(error)")
            return
        }
        rooms.launcher.opened(id, spec: spec, targets: m.targets)
        pending.dirty.insert(id)
    }

    private func menu(_ spec: LaunchSpec) -> LauncherMenu {
        rooms.launcher.menu(spec, windows: display, ours: presenter.owns)
    }
}

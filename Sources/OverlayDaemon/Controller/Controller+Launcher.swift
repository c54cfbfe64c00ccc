// Controller+Launcher: a launcher (`launch MODE`, rofi -show) is a rofi pick menu whose rows the
// LaunchRoom makes from its warm index (drun, run), the WM's client list (window, windowcd) or
// several of them (combi); the PickRoom shows them. Ctrl+Tab shows the next of `-modi`'s modes
// in the same window, and Shift+Delete makes the rows again: the pick says so with a
// `RoomMessage`, and the rows go from the one room to the other here.
import OverlayCore
import OverlayProtocol

extension Controller {
    /// A scan of PATH, or of PATH and the applications (the Daemon's indexer thread), replaces the
    /// launcher's index; an open launcher waiting for the applications shows them.
    func takeLaunchIndex(_ index: LaunchIndex) {
        if let id = rooms.launcher.take(index) { showLauncherRows(id, next: nil) }
    }

    func openLauncher(id: OverlayID, spec: LaunchSpec, now: Instant) -> JSONValue {
        let m = rooms.launcher.pick(for: spec, at: pickPlace(spec.menu))
        rooms.launcher.opened(id, spec: spec, targets: m.targets)
        let reply = openPick(id: id, spec: m.pick, rows: m.rows, now: now)
        if reply["ok"]?.boolValue != true { _ = rooms.launcher.forget(id, now: now) }
        return reply
    }

    /// The open launcher `id` shows its next or previous mode in its pick (the typed text is
    /// kept), or mode-switcher `button`'s mode, or with neither its rows made again (a row was deleted).
    func showLauncherRows(_ id: OverlayID, next: Bool?, button: Int? = nil) {
        let place = rooms.launcher.open.flatMap { pickPlace($0.spec.menu, replacing: id) }
        guard let (spec, m) = rooms.launcher.menu(of: id, next: next, button: button, at: place) else { return }
        do throws(Refusal) { try rooms.picks.reopen(id, spec: m.pick, rows: m.rows) } catch {
            logger.error("\(error)")
            return
        }
        rooms.launcher.opened(id, spec: spec, targets: m.targets)
        apply([.relayout(id)])
    }

    /// Where a launcher's pick opens and its scale there: what its window rows' icons are fetched for.
    private func pickPlace(_ spec: PickSpec, replacing id: OverlayID? = nil) -> PickPlace? {
        rooms.pickPlace(spec, replacing: id, scale: settings.scale(on:), perMonitor: settings.scalesPerMonitor, screenDPI: settings.screenDPI)
    }
}

// Controller+Launch: opening a launcher (`launch MODE`, rofi -show): the LaunchRoom makes its
// rows from its warm index (drun, run), the WM's client list (window, windowcd) or several of
// them (combi), and it opens as a rofi pick menu, so keys, matching, painting and the grab
// are PickRoom's. Ctrl+Tab shows the next of `-modi`'s modes in the same window (`LaunchRoom.show`).
import OverlayCore
import OverlayProtocol

extension Controller {
    /// A finished scan of the applications and PATH (the Daemon's indexer thread) replaces the launcher's index.
    func takeLaunchIndex(_ index: LaunchIndex) { rooms.launcher.index = index }

    func openLauncher(id: OverlayID, spec: LaunchSpec, now: Instant) -> JSONValue {
        let m = rooms.launcher.pick(for: spec)
        rooms.launcher.opened(id, spec: spec, targets: m.targets)
        let reply = openPick(id: id, spec: m.pick, rows: m.rows, now: now)
        if reply["ok"]?.boolValue != true { _ = rooms.launcher.forget(id, now: now) }
        return reply
    }
}

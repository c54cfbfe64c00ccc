// Rooms+Launcher: a launcher's rows go from the room that makes them (LaunchRoom: drun, run,
// window, combi) to the one that shows them (PickRoom), and the pick's messages about them come
// back: Ctrl+Tab's next mode, a mode-switcher button, Shift+Delete on a row (`RoomMessage`).
import OverlayCore

extension Rooms {
    /// Hands a message from one room to the room that owns what it is about; `settings` give the
    /// scale and DPI a launcher's rows are made for where its pick is.
    func deliver(_ message: RoomMessage, settings: Settings) -> [Effect] {
        switch message {
        case .nextMode(let id, let forward):
            return showLauncherRows(id, next: forward, settings: settings)
        case .showMode(let id, let button):
            return showLauncherRows(id, next: nil, button: button, settings: settings)
        case .deleteRow(let id, let row):
            let deleted = launcher.delete(row: row, of: id)
            return deleted + showLauncherRows(id, next: nil, settings: settings)
        }
    }

    /// A scan of PATH, or of PATH and the applications, replaces the launcher's index; an open
    /// launcher waiting for the applications shows them.
    func takeLaunchIndex(_ index: LaunchIndex, settings: Settings) -> [Effect] {
        launcher.take(index).map { showLauncherRows($0, next: nil, settings: settings) } ?? []
    }

    /// The open launcher `id` shows its next or previous mode in its pick (the typed text is
    /// kept), or mode-switcher `button`'s mode, or with neither its rows made again (a row was deleted);
    /// its window rows' icons are fetched for the pick's place (`pickPlace`).
    private func showLauncherRows(_ id: OverlayID, next: Bool?, button: Int? = nil, settings: Settings) -> [Effect] {
        guard let (spec, m) = launcher.menu(of: id, next: next, button: button,
                                            at: launcher.open.flatMap { pickPlace($0.spec.menu, replacing: id, settings: settings) }) else { return [] }
        do throws(Refusal) { try picks.reopen(id, spec: m.pick, rows: m.rows) } catch {
            logger.error("\(error)")
            return []
        }
        launcher.opened(id, spec: spec, targets: m.targets)
        return [.relayout(id)]
    }
}

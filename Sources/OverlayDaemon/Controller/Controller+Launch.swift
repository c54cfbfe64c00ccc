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
        let (rows, targets) = menu(spec)
        rooms.launcher.opened(id, spec: spec, targets: targets)
        let reply = openPick(id: id, spec: spec.menu, rows: rows, now: now)
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
        let (rows, targets) = menu(spec)
        if let error = rooms.picks.reopen(id, spec: spec.menu, rows: rows) {
            logger.error("\(error)")
            return
        }
        rooms.launcher.opened(id, spec: spec, targets: targets)
        pending.dirty.insert(id)
    }

    /// A mode's menu: drun's and run's as the LaunchRoom keeps them, the others made now
    /// (the windows change all the time).
    private func menu(_ spec: LaunchSpec) -> (PickRows, [LaunchTarget]) {
        if spec.mode == .drun || spec.mode == .run { return rooms.launcher.cachedMenu(spec) }
        let (rows, targets) = launcherRows(spec)
        return (PickRows(launcher: rows), targets)
    }

    /// A mode's rows; combi's are its modes' in turn, each shown after its mode's name
    /// (rofi's -combi-display-format `{mode} {text}`).
    private func launcherRows(_ spec: LaunchSpec) -> ([LauncherRow], [LaunchTarget]) {
        switch spec.mode {
        case .drun, .run: return rooms.launcher.menu(spec)
        case .window, .windowcd: return windowRows(spec)
        case .combi:
            var rows: [LauncherRow] = [], targets: [LaunchTarget] = []
            for m in spec.combiModes where m != .combi {
                var part = spec
                part.mode = m
                let (r, t) = launcherRows(part)
                rows += r.map { row in
                    var shown = row
                    shown.display = m.rawValue + " " + (row.display ?? row.label)
                    return shown
                }
                targets += t
            }
            return (rows, targets)
        }
    }

    /// The pointer's screen's clients (`_NET_CLIENT_LIST`), as -window-format shows them
    /// (rofi's default `{w}    {c}   {t}`: desktop name, class, title); windowcd keeps the
    /// current desktop's (and sticky ones). Our own windows are left out.
    private func windowRows(_ spec: LaunchSpec) -> ([LauncherRow], [LaunchTarget]) {
        let screen = display.pointerLocation()?.screen ?? display.defaultScreen
        let names = display.desktopNames(on: screen)
        let current = display.currentDesktop(on: screen)
        var rows: [LauncherRow] = []
        var targets: [LaunchTarget] = []
        for w in display.clientList(on: screen) where !presenter.owns(w) && !rooms.launcher.closed.contains(w) {
            let desktop = display.desktop(of: w)
            if spec.mode == .windowcd, let d = desktop, d != 0xFFFF_FFFF, d != current { continue }
            let desk = desktop.map { $0 == 0xFFFF_FFFF ? "" : names.indices.contains($0) ? names[$0] : String($0) } ?? ""
            let cls = display.windowClass(of: w)
            let fields: [Character: String] = ["w": desk, "c": cls?.cls ?? "", "n": cls?.instance ?? "", "t": display.title(of: w) ?? ""]
            rows.append(LauncherRow(label: WindowFormat.render(spec.windowFormat, fields)))
            targets.append(.window(w, screen: screen))
        }
        return (rows, targets)
    }
}

// LaunchRoom+Menus: a launcher mode's rows: drun's and run's from the warm index (kept made),
// window's and windowcd's from the window manager's client list (read through the window
// system each time: windows change all the time), combi's from its modes in turn.
import OverlayCore

extension LaunchRoom {
    /// A mode's menu: drun's and run's as the room keeps them, the others made now
    /// (the windows change all the time).
    func menu(_ spec: LaunchSpec, windows display: WindowSystem, ours: (WindowID) -> Bool) -> (PickRows, [LaunchTarget]) {
        if spec.mode == .drun || spec.mode == .run { return cachedMenu(spec) }
        let (rows, targets) = launcherRows(spec, display, ours)
        return (PickRows(launcher: rows), targets)
    }

    /// A mode's rows; combi's are its modes' in turn, each shown after its mode's name
    /// (rofi's -combi-display-format `{mode} {text}`).
    private func launcherRows(_ spec: LaunchSpec, _ display: WindowSystem, _ ours: (WindowID) -> Bool) -> ([LauncherRow], [LaunchTarget]) {
        switch spec.mode {
        case .drun, .run: return menu(spec)
        case .window, .windowcd: return windowRows(spec, display, ours)
        case .combi:
            var rows: [LauncherRow] = [], targets: [LaunchTarget] = []
            for m in spec.combiModes where m != .combi {
                var part = spec
                part.mode = m
                let (r, t) = launcherRows(part, display, ours)
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
    private func windowRows(_ spec: LaunchSpec, _ display: WindowSystem, _ ours: (WindowID) -> Bool) -> ([LauncherRow], [LaunchTarget]) {
        let screen = display.pointerLocation()?.screen ?? display.defaultScreen
        let names = display.desktopNames(on: screen)
        let current = display.currentDesktop(on: screen)
        var rows: [LauncherRow] = []
        var targets: [LaunchTarget] = []
        for w in display.clientList(on: screen) where !ours(w) && !closed.contains(w) {
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

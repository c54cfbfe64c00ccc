// LaunchRoom+Menus: a launcher mode's rows: drun's and run's from the warm index (kept made),
// window's and windowcd's from the window manager's client list (read through the window
// system each time: windows change all the time), combi's from its modes in turn.
import OverlayCore
import OverlayRender

/// A launcher mode's menu: the pick it opens (combi's with its modes' rows, for `!bang`),
/// its rows and what each row stands for.
struct LauncherMenu {
    var pick: PickSpec
    var rows: PickRows
    var targets: [LaunchTarget]
}

extension LaunchRoom {
    /// A mode's menu: drun's and run's rows as the room keeps them, the others made now
    /// (the windows change all the time), their icons for a pick opening at `place`, asked only by
    /// a mode whose rows show windows' icons (finding it may ask the X server where the pointer is).
    func pick(for spec: LaunchSpec, at place: @autoclosure () -> PickPlace? = nil) -> LauncherMenu {
        if spec.mode == .drun || spec.mode == .run {
            let (rows, targets) = cachedMenu(spec)
            return LauncherMenu(pick: spec.menu, rows: rows, targets: targets)
        }
        let (rows, targets, groups) = launcherRows(spec, at: place)
        var pick = spec.menu
        pick.modeGroups = groups
        return LauncherMenu(pick: pick, rows: PickRows(launcher: rows), targets: targets)
    }

    /// A mode's rows; combi's are its modes' in turn, each shown after its mode's name
    /// (rofi's -combi-display-format `{mode} {text}`), with the rows each mode gave.
    private func launcherRows(_ spec: LaunchSpec, at place: () -> PickPlace?) -> ([LauncherRow], [LaunchTarget], [PickModeGroup]) {
        switch spec.mode {
        case .drun, .run:
            let (rows, targets) = menu(spec)
            return (rows, targets, [])
        case .window, .windowcd:
            let (rows, targets) = windowRows(spec, at: place)
            return (rows, targets, [])
        case .combi:
            var rows: [LauncherRow] = [], targets: [LaunchTarget] = [], groups: [PickModeGroup] = []
            for m in spec.combiModes where m != .combi {
                var part = spec
                part.mode = m
                let (r, t, _) = launcherRows(part, at: place)
                groups.append(PickModeGroup(name: m.rawValue, rows: rows.count..<rows.count + r.count))
                rows += r.map { row in
                    var shown = row
                    shown.display = m.rawValue + " " + (row.display ?? row.label)
                    return shown
                }
                targets += t
            }
            return (rows, targets, groups)
        }
    }

    /// The pointer's screen's clients (`_NET_CLIENT_LIST`), as -window-format shows them
    /// (rofi's default `{w}    {c}   {t}`: desktop name, class, title); windowcd keeps the
    /// current desktop's (and sticky ones). Our own windows are left out.
    private func windowRows(_ spec: LaunchSpec, at place: () -> PickPlace?) -> ([LauncherRow], [LaunchTarget]) {
        let display = windows
        let screen = display.pointerScreen
        let names = display.desktopNames(on: screen)
        let current = display.currentDesktop(on: screen)
        var rows: [LauncherRow] = []
        var targets: [LaunchTarget] = []
        let side = spec.showIcons ? (try? iconSizes.rowIconSide(spec.menu, at: place())) : nil
        for w in display.clientList(on: screen) where !ours(w) && !closed.contains(w) {
            let facts = display.clientFacts(of: w)
            if spec.mode == .windowcd, let d = facts.desktop, d != 0xFFFF_FFFF, d != current { continue }
            let desk = facts.desktop.map { $0 == 0xFFFF_FFFF ? "" : names.indices.contains($0) ? names[$0] : String($0) } ?? ""
            let cls = facts.windowClass
            let fields: [Character: String] = ["w": desk, "c": cls?.name ?? "", "n": cls?.instance ?? "", "t": facts.title ?? ""]
            var row = LauncherRow(label: WindowFormat.render(spec.windowFormat, fields))
            // -show-icons: the window's _NET_WM_ICON, handed to the painter's cache under its id.
            if let side, let icon = display.clientIcon(of: w, side: side) {
                let name = "_NET_WM_ICON of \(w)"
                icons.store(icon, as: name, side: side)
                row.icon = name
            }
            rows.append(row)
            targets.append(.window(w, screen: screen))
        }
        return (rows, targets)
    }
}

extension LaunchRoom {
    /// The open launcher's next or previous mode (rofi's kb-mode-next), or the mode of the
    /// mode-switcher `button` clicked, or with neither its own mode's menu made again (a row was
    /// deleted); nil when `id` is not the open launcher, or the button's mode is not ours.
    /// The pick shows it in the same window; then `opened` records it.
    func menu(of id: OverlayID, next: Bool?, button: Int? = nil, at place: @autoclosure () -> PickPlace? = nil) -> (spec: LaunchSpec, menu: LauncherMenu)? {
        guard let open, open.id == id else { return nil }
        var spec = next.map { open.spec.switched(next: $0) } ?? open.spec
        if let button {
            guard let s = open.spec.switched(toButton: button) else { return nil }
            spec = s
        }
        return (spec, pick(for: spec, at: place()))
    }
}

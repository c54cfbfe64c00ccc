// Controller+Launch: opening a launcher (`launch MODE`, rofi -show): its rows come from the
// LaunchRoom's warm index (drun, run) or the WM's client list (window, windowcd), and it
// opens as a rofi pick menu, so keys, matching, painting and the grab are PickRoom's.
import OverlayCore
import OverlayProtocol

extension Controller {
    func openLauncher(id: OverlayID, spec: LaunchSpec, now: Instant) -> JSONValue {
        let (rows, targets) = spec.mode == .window || spec.mode == .windowcd ? windowRows(spec) : launcher.menu(spec)
        launcher.opened(id, spec: spec, targets: targets)
        let reply = openPick(id: id, spec: spec.menu, rows: PickRows(launcher: rows), now: now)
        if reply["ok"]?.boolValue != true { _ = launcher.forget(id, now: now) }
        return reply
    }

    /// The pointer's screen's clients (`_NET_CLIENT_LIST`), as rofi's default -window-format
    /// `{w}    {c}   {t}` shows them: desktop name, class, title; windowcd keeps the current
    /// desktop's (and sticky ones). Our own windows are left out.
    private func windowRows(_ spec: LaunchSpec) -> ([LauncherRow], [LaunchTarget]) {
        let screen = display.pointerLocation()?.screen ?? display.defaultScreen
        let names = display.desktopNames(on: screen)
        let current = display.currentDesktop(on: screen)
        var rows: [LauncherRow] = []
        var targets: [LaunchTarget] = []
        for w in display.clientList(on: screen) where !presenter.owns(w) {
            let desktop = display.desktop(of: w)
            if spec.mode == .windowcd, let d = desktop, d != 0xFFFF_FFFF, d != current { continue }
            let desk = desktop.map { $0 == 0xFFFF_FFFF ? "" : names.indices.contains($0) ? names[$0] : String($0) } ?? ""
            let cls = display.windowClass(of: w)?.cls ?? ""
            let title = display.title(of: w) ?? ""
            rows.append(LauncherRow(label: "\(desk)    \(cls)   \(title)"))
            targets.append(.window(w, screen: screen))
        }
        return (rows, targets)
    }
}

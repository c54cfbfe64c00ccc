// SourceTracker+Opening: where a menu or colour picker opens: under its source, at the
// pointer, or centred on a monitor of a screen the pointer is not on; and where a pick menu
// opens, on the monitor dmenu would choose, or rofi's pick where rofi's -m says (RofiMonitor).
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore

extension SourceTracker {
    /// Where a menu or colour picker opens: under its source (attached), else at the pointer,
    /// like xmenu (the top-left corner under the cursor, on its screen). Asked for on a screen
    /// the pointer is not on, there is no cursor to open under: it opens `centred` on the work
    /// area of that screen's `--monitor`, by default its primary monitor (else its first), where
    /// the desktop centres its own dialogs (GTK's `WIN_POS_CENTER` uses the work area too).
    func openingAnchor(_ target: AttachTarget?, screen: Int?, monitor: MonitorChoice? = nil, frame: Bool, what: String)
        -> Result<OpeningAnchor, Refusal> {
        if let target, target != .root {
            var a: Attachment
            switch resolve(target) {
            case .success((let w, let anchoring)): a = Attachment(source: w, anchoring: anchoring)
            case .failure(let refusal): return .failure(refusal)
            }
            a.screen = a.source.flatMap { display.screen(of: $0) } ?? screen ?? display.defaultScreen
            guard let r = sourceRect(a, frame: frame) else { return .failure("\(what): the window is gone") }
            return .success(OpeningAnchor(rect: r, screen: a.screen, centred: false, monitor: desktop(a.screen).monitorRect(for: r)))
        }
        let p = display.pointerLocation()
        if let screen, screen != p?.screen {
            let area = desktop(screen).workArea(of: monitor)
            let r = Rect(x: area.midX, y: area.midY, width: 1, height: 1)
            return .success(OpeningAnchor(rect: r, screen: screen, centred: true, monitor: desktop(screen).monitorRect(for: r)))
        }
        let at = p?.point ?? .zero, r = Rect(x: at.x, y: at.y, width: 1, height: 1), onto = p?.screen ?? display.defaultScreen
        return .success(OpeningAnchor(rect: r, screen: onto, centred: false, monitor: desktop(onto).monitorRect(for: r)))
    }

    /// Where a pick menu opens: over the window dmenu's `-w` names (at its top, or bottom
    /// with -b, as wide as it, as dmenu places itself inside it), else on the pointer's
    /// screen (where the user is), on the monitor dmenu's `-m`, focus or pointer picks, or for a rofi
    /// pick in the area rofi's `-m` names (`RofiMonitor`, -5 unless told); with the number rofi gives
    /// that monitor (0 over a window, as rofi's).
    func pickArea(_ spec: PickSpec) -> Result<(area: Rect, screen: Int, monitorID: Int, attached: Rect?), Refusal> {
        // zenity's --attach: the window's monitor, the menu under it; a window that is not there
        // leaves the menu where it would open without one, as zenity's dialog does.
        if let target = spec.attach, case .success((let w?, _)) = resolve(target), let r = display.geometry(of: w) {
            let on = display.screen(of: w) ?? display.pointerScreen
            let d = desktop(on), area = d.monitorRect(for: r)
            return .success((area, on, d.rofiMonitorID(of: area), r))
        }
        let screen = display.pointerScreen
        guard let embed = spec.embedWindow, case let raw = strtol(embed, nil, 0), raw > 0 else {
            // rofi's picks (-dmenu, -show, its script and ssh modes) open where rofi's -m says, -5 unless told.
            if let choice = spec.rofiMonitor ?? (spec.flavor == .rofi && spec.monitor == nil ? .pointerMonitor : nil) {
                let (area, id) = choice.area(rofiMonitorFacts(choice, on: screen))
                return .success((area, screen, id, nil))
            }
            let d = desktop(screen), area = d.pickMonitor(for: spec)
            return .success((area, screen, d.rofiMonitorID(of: area), nil))
        }
        let w = WindowID(UInt(raw))
        guard let r = display.geometry(of: w) else { return .failure("could not get embedding window attributes: \(w)") }
        return .success((r, display.screen(of: w) ?? screen, 0, nil))
    }
}

extension SourceTracker {
    /// What resolving rofi's `choice` on `screen` asks of the display: only the facts it reads (each
    /// a round trip), and none for the pointer's monitor when one monitor covers the screen.
    func rofiMonitorFacts(_ choice: RofiMonitor, on screen: Int) -> RofiMonitorFacts {
        let d = desktop(screen)
        var f = RofiMonitorFacts(monitors: d.monitors, screen: d.rect)
        switch choice {
        case .named, .id: return f
        case .window(let w):
            f.window = display.geometry(of: WindowID(w))
            return f
        case .pointerMonitor where d.monitors.count == 1 && d.monitors[0].rect.contains(d.rect):
            return f
        case .currentDesktop: f.viewport = display.desktopViewport(on: screen)
        case .focusedWindow, .focusedMonitor:
            // rofi's parent origin: the frame a window manager put the window in, or the root's.
            if let w = display.activeWindow(), let r = display.geometry(of: w) {
                let top = display.topLevel(of: w)
                let parent = top == nil || top == w ? Point(x: 0, y: 0) : top.flatMap { display.geometry(of: $0)?.origin }
                f.focused = parent.map { (r, $0) }
            }
        case .atPointer, .pointerMonitor: break
        }
        // The pointer's own choices, and where the others fall back to when the display had no answer.
        if f.viewport == nil && f.focused == nil {
            f.pointer = display.pointerLocation().flatMap { $0.screen == screen ? $0.point : nil }
        }
        return f
    }
}

extension ScreenDesktop {
    /// dmenu's choice on this screen: `-m N` (rofi's N counted from the last), else the monitor of the focused window,
    /// else the pointer's. Like dmenu, an `-m` past the last monitor falls back to the focused
    /// window's monitor and then to the first, never to the pointer's.
    func pickMonitor(for spec: PickSpec) -> Rect {
        let monitors = self.monitors
        // rofi numbers the monitors from the last one RandR lists (rofiMonitorID), dmenu from the first.
        if let n = spec.monitor, case let i = spec.flavor == .rofi ? monitors.count - 1 - n : n, monitors.indices.contains(i) {
            return monitors[i].rect
        }
        // One monitor: every choice below names it (and asking which costs two round trips).
        if monitors.count == 1 { return monitors[0].rect }
        let fallback: [MonitorChoice] = spec.monitor == nil ? [.focused, .pointer, .primary] : [.focused, .named("0")]
        for choice in fallback {
            if let i = monitorIndex(choice), monitors.indices.contains(i) { return monitors[i].rect }
        }
        return rect
    }

    /// The number rofi 1.7.3 gives the monitor showing `area` (0 when none does): x11_build_monitor_layout
    /// prepends each RandR monitor to its list before numbering it, so the last one RandR lists is 0.
    func rofiMonitorID(of area: Rect) -> Int {
        monitors.firstIndex { $0.rect == area }.map { monitors.count - 1 - $0 } ?? 0
    }
}

// ScreenDesktop: what the source-tracking room knows of one X screen: its RandR monitors,
// their work areas, its current desktop and its fullscreen windows. Every screen of the
// display has one; coordinates are that screen's root coordinates.
import OverlayCore

final class ScreenDesktop: DesktopView {
    let number: Int
    private let display: WindowQueries
    private(set) var monitors: [Monitor]
    /// Per-monitor work areas (monitor less panels); emptied when panels or monitors change.
    private var workAreas: [Rect] = []
    private(set) var currentDesktop: Int?
    /// Rectangles of fullscreen windows, read when a notification needs them (nil: read
    /// again at the next use), and what layouts last saw.
    private var fullscreenCache: [Rect]?
    private var fullscreenSeen: [Rect]?

    init(_ number: Int, display: WindowQueries) {
        self.number = number
        self.display = display
        monitors = display.monitors(on: number)
        currentDesktop = display.currentDesktop(on: number)
    }

    /// The whole screen.
    var rect: Rect { Rect(origin: .zero, size: display.screenSize(of: number)) }

    /// Panels, monitors or the stacking changed: what depends on them is read again when used.
    func forgetWorkAreas() { workAreas = [] }
    func forgetFullscreen() { fullscreenCache = nil }
    func monitorsChanged() {
        monitors = display.monitors(on: number)
        workAreas = []
    }
    func desktopChanged() {
        currentDesktop = display.currentDesktop(on: number)
    }

    /// Work areas by monitor, computed again after panels or monitors changed.
    func currentWorkAreas() -> [Rect] {
        if workAreas.count != monitors.count {
            workAreas = WorkArea.compute(screen: display.screenSize(of: number), monitors: monitors,
                                         struts: display.struts(on: number), netWorkArea: display.netWorkArea(on: number))
        }
        return workAreas
    }

    /// The monitor that constrains a popover and its work area: `--monitor` when given,
    /// else the one holding most of the anchor rectangle.
    func constraintMonitor(for anchorRect: Rect, spec: OverlaySpec) -> (monitor: Rect, workArea: Rect) {
        let areas = currentWorkAreas()
        guard let i = constraintIndex(for: anchorRect, spec: spec) else { return (rect, rect) }
        return (monitors[i].rect, i < areas.count ? areas[i] : monitors[i].rect)
    }

    /// The monitor `constraintMonitor` picks (nil: none, the whole screen): the one a popover
    /// is drawn on, whose DPI a per-monitor scale reads.
    func monitor(for anchorRect: Rect, spec: OverlaySpec) -> Monitor? {
        constraintIndex(for: anchorRect, spec: spec).map { monitors[$0] }
    }

    private func constraintIndex(for anchorRect: Rect, spec: OverlaySpec) -> Int? {
        var index = monitors.best(for: anchorRect).flatMap { monitors.firstIndex(of: $0) }
        if let choice = spec.monitor ?? (spec.attach ?? .root == .root ? .primary : nil), let i = monitorIndex(choice) {
            index = i
        }
        guard let i = index, i < monitors.count else { return nil }
        return i
    }

    /// Each monitor's name and work area, for lining up containers.
    func monitorAreas() -> [(monitor: String, area: Rect)] {
        let areas = currentWorkAreas()
        return monitors.indices.map { i in (monitors[i].name, i < areas.count ? areas[i] : monitors[i].rect) }
    }

    /// The work area holding `p`, if any (where a dropped picture-in-picture snaps).
    func workArea(containing p: Point) -> Rect? { currentWorkAreas().first { $0.contains(p) } }

    /// The monitor holding most of `r`, else the screen.
    func monitorRect(for r: Rect) -> Rect { monitors.best(for: r)?.rect ?? rect }

    /// The work area of `--monitor` (by default the primary monitor, else the first), else
    /// the screen: where a menu asked for on a screen the pointer is not on opens, centred.
    func workArea(of choice: MonitorChoice?) -> Rect {
        let areas = currentWorkAreas()
        guard let i = monitorIndex(choice ?? .primary) ?? monitorIndex(.primary), i < monitors.count else { return rect }
        return i < areas.count ? areas[i] : monitors[i].rect
    }

    /// The work area of the monitor holding most of `r`; nil when `r` is on none.
    func workArea(holding r: Rect) -> Rect? {
        guard let m = monitors.best(for: r), let i = monitors.firstIndex(of: m) else { return nil }
        let areas = currentWorkAreas()
        return i < areas.count ? areas[i] : m.rect
    }

    /// The primary monitor's rectangle (an unattached popover's source), else the screen.
    var primaryRect: Rect { monitors.primaryOrFirst?.rect ?? rect }

    /// `--monitor primary|pointer|focused|N|NAME` on this screen (a number that is not a
    /// monitor's name is an index). The pointer or the active window on another screen is
    /// on none of its monitors.
    func monitorIndex(_ choice: MonitorChoice) -> Int? {
        switch choice {
        case .primary:
            return monitors.firstIndex { $0.primary } ?? (monitors.isEmpty ? nil : 0)
        case .pointer:
            guard let p = display.pointerLocation(), p.screen == number else { return nil }
            return monitors.firstIndex { $0.rect.contains(p.point) }
        case .focused:
            guard let w = display.activeWindow(), display.screen(of: w) == number, let r = display.geometry(of: w),
                  let m = monitors.best(for: r) else { return nil }
            return monitors.firstIndex(of: m)
        case .named(let name):
            if let i = monitors.firstIndex(where: { $0.name == name }) { return i }
            if let n = Int(name), monitors.indices.contains(n) { return n }
            return nil
        }
    }

    var primaryIndex: Int { monitors.firstIndex { $0.primary } ?? 0 }

    /// Whether a fullscreen window covers most of `monitor`.
    func fullscreenCovers(_ monitor: Rect) -> Bool {
        if fullscreenCache == nil { fullscreenCache = display.fullscreenRects(on: number) }
        fullscreenSeen = fullscreenCache
        return fullscreenCache?.contains { $0.intersection(monitor).area * 2 > monitor.area } ?? false
    }

    /// Whether the fullscreen windows changed since layouts last used them (read again now);
    /// false when no layout used them.
    func fullscreenChanged() -> Bool {
        fullscreenCache = nil
        guard let seen = fullscreenSeen else { return false }
        let now = display.fullscreenRects(on: number)
        fullscreenCache = now
        guard now != seen else { return false }
        fullscreenSeen = now
        return true
    }
}

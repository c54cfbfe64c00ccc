// Rooms+Placement: what a popover's layout reads from the rooms that own it: the rectangle it
// points at (SourceTracker, or the pointer for a tooltip that follows it), whether it is hidden
// now, the region a tooltip waits in, what a grabbing overlay's layout is constrained by, and
// which overlays a change of the desktop lays out again.
import OverlayConfig
import OverlayCore

extension Rooms {
    /// Everything a popover's layout reads, or nil when its source is gone: its style is the
    /// one `settings` give on the monitor it is drawn on (its source's, or its container's).
    func placement(_ id: OverlayID, spec original: OverlaySpec, settings: Settings, mode: SurfaceMode) -> PopoverPlacement? {
        var spec = original
        let container = containers.container(of: id)
        let containerConfig = container.map(settings.container) ?? ContainerConfig()
        let attachment = sources.attachment(id)
        guard let anchorRect = anchorRect(for: id, attachment, spec: spec) else { return nil }
        let desktop = sources.desktop(screen(of: id))
        let (monitor, workArea) = desktop.constraintMonitor(for: anchorRect, spec: spec)
        let drawnOn = container.map { containers.homeMonitor(of: $0, config: containerConfig, on: desktop) }
            ?? desktop.monitor(for: anchorRect, spec: spec)
        // Following the pointer, the region only decides when it shows, not where.
        if spec.followPointer == true, pointer.pointer(for: id) != nil { spec.sourceRegion = nil }
        return PopoverPlacement(
            spec: spec, hasSource: attachment.source != nil, unattached: attachment.anchoring == .monitor, anchorRect: anchorRect, desktop: desktop, workArea: workArea,
            hidden: isHidden(id, attachment, spec: spec, monitor: monitor, on: desktop), style: settings.style(for: original, on: drawnOn), monitor: drawnOn,
            mode: mode, dimmed: modals.isDimmed(id), focusRing: pointer.focusRing(of: id), containerConfig: containerConfig)
    }

    /// What a menu, pick or panel's layout is constrained by on the screen it opens on, the
    /// scale `settings` give the monitor it opens on (`Settings.grabScale`), that monitor and the
    /// screen's DPI from its millimetres (what a themed pick's `-dpi 1` and `-dpi 0` read).
    func grabLayout(_ id: OverlayID, spec: OverlaySpec, settings: Settings, mode: SurfaceMode) -> GrabLayout {
        let desktop = sources.desktop(screen(of: id))
        // A menu at the pointer (or centred on a monitor) stays on the monitor it opens on,
        // not the primary one an unattached popover defaults to.
        let onItsMonitor = spec.monitor == nil && (spec.attach ?? .root) == .root
        let monitor = grabMonitor(id, spec: spec, on: desktop)
        let drawn = settings.grabScale(spec, on: monitor)
        return GrabLayout(spec: spec, style: drawn.style, scale: drawn.scale, monitorDPI: drawn.monitorDPI, monitor: monitor,
                          screenDPI: settings.screenDPI, composited: mode == .argb, workArea: { r in
            onItsMonitor ? desktop.workArea(holding: r) ?? desktop.constraintMonitor(for: r, spec: spec).workArea
                : desktop.constraintMonitor(for: r, spec: spec).workArea
        })
    }

    /// Where a pick of `spec` opens (the open pick `id`'s place, when it shows other rows) and
    /// what it is drawn at there, as its layout's `GrabLayout` will say under `settings`; nil when it cannot open.
    func pickPlace(_ spec: PickSpec, replacing id: OverlayID? = nil, settings: Settings) -> PickPlace? {
        let place: (area: Rect, screen: Int, monitorID: Int)
        if let id, let open = picks.open, open.id == id {
            place = (open.area, screen(of: id), open.monitorID)
        } else if case .success(let opening) = sources.pickArea(spec) {
            place = (opening.area, opening.screen, opening.monitorID)
        } else {
            return nil
        }
        let monitor = sources.desktop(place.screen).monitors.best(for: place.area)
        let perMonitor = settings.scalesPerMonitor
        let factor = perMonitor ? settings.scale(on: monitor) : 1
        let dpi = RofiDPI.resolved(option: spec.dpi, monitor: monitor, screenDPI: settings.screenDPI, perMonitorDPI: perMonitor ? 96 * factor : nil)
        return PickPlace(area: place.area, monitorID: place.monitorID, themeDPI: dpi, scale: factor)
    }

    /// The monitor a menu, pick or panel opened on: `--monitor` when given, else the one holding
    /// most of the rectangle it opened at (the pointer, its source, the pick's monitor).
    private func grabMonitor(_ id: OverlayID, spec: OverlaySpec, on desktop: ScreenDesktop) -> Monitor? {
        if let choice = spec.monitor, let i = desktop.monitorIndex(choice), i < desktop.monitors.count { return desktop.monitors[i] }
        return sources.sourceRect(sources.attachment(id), frame: false).flatMap { desktop.monitors.best(for: $0) }
    }

    /// The height every monitor's work area has room for, less `padding` at both ends: text is
    /// cut to it when the monitor is not known yet (a container member measured for its column).
    func smallestWorkAreaHeight(padding: Int) -> Int {
        max(40, sources.smallestWorkAreaHeight - 2 * padding)
    }

    /// The rectangle the popover points at, in root coordinates; nil when its source is gone.
    func anchorRect(for id: OverlayID, _ a: Attachment, spec: OverlaySpec) -> Rect? {
        // A tooltip that follows the pointer points at the cursor (about 12x18 px).
        if spec.followPointer == true, let p = pointer.pointer(for: id) { return Rect(x: p.x, y: p.y, width: 12, height: 18) }
        return sources.sourceRect(a, frame: spec.frame == true)
    }

    /// The region a tooltip waits in, in root coordinates: its source narrowed by `--region`.
    func hoverRegion(_ id: OverlayID, spec: OverlaySpec) -> Rect? {
        guard let source = sources.sourceRect(sources.attachment(id), frame: spec.frame == true) else { return nil }
        return spec.sourceRegion.map { $0.offsetBy(source.origin) } ?? source
    }

    /// Whether the overlay should be hidden now. While hidden its timeout keeps running:
    /// a "Saved" hint is stale by the time its window comes back.
    func isHidden(_ id: OverlayID, _ a: Attachment, spec: OverlaySpec, monitor: Rect, on desktop: ScreenDesktop) -> Bool {
        if pointer.isWaiting(id) { return true }
        if let src = a.source, !sources.isShown(src, screen: a.screen) { return true }
        // A notification does not cover a fullscreen window on its monitor unless critical.
        if spec.kind == .notification, spec.urgency != .critical, desktop.fullscreenCovers(monitor) { return true }
        return false
    }

    /// The overlays of `order` a change of the desktop lays out again (`spec` reads the scene,
    /// `container` a container's settings).
    func overlays(in scope: LayoutScope, of order: [OverlayID], spec: (OverlayID) -> OverlaySpec?,
                  container: (String) -> ContainerConfig) -> [OverlayID] {
        switch scope {
        case .all:
            return order
        case .underFullscreen:
            return order.filter {
                guard let s = spec($0) else { return false }
                return s.kind == .notification && s.urgency != .critical
            }
        case .onFocusedMonitor:
            return order.filter { isOnFocusedMonitor($0, spec: spec($0), container: container) }
        case .onScreen(let n):
            return order.filter { screen(of: $0) == n }
        }
    }

    /// Whether an overlay is placed on the focused monitor: `--monitor focused`, or a member
    /// (or the "+N more") of a container on the focused monitor.
    private func isOnFocusedMonitor(_ id: OverlayID, spec: OverlaySpec?, container: (String) -> ContainerConfig) -> Bool {
        if spec?.monitor == .focused { return true }
        guard let name = containers.container(of: id) else { return false }
        return container(name).monitor == .focused && !container(name).allMonitors
    }
}

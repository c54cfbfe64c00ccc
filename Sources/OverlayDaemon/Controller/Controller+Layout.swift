// Controller+Layout: placing and rendering one overlay, and the windows the presenter is
// given for it (its own, its modal backdrop, its copies on other monitors).
import OverlayCore
import OverlayRender

extension Controller {
    /// Recomputes an overlay's layout and repaints it when anything visible changed.
    /// Returns an error message when it cannot be drawn.
    func relayout(_ id: OverlayID) -> String? {
        if let room = grabbingRoom(of: id) { return layoutGrabbing(id, in: room) }
        guard rooms.popovers[id] != nil, var o = scene[id] else { return nil }
        let attachment = rooms.sources.attachment(id)
        guard let anchorRect = anchorRect(for: id, attachment, spec: o.spec) else {
            dismiss(id, reason: .sourceGone)
            return nil
        }
        let screen = screen(of: id)
        let desktop = rooms.sources.desktop(screen)
        let (monitor, workArea) = desktop.constraintMonitor(for: anchorRect, spec: o.spec)
        // Following the pointer, the region only decides when it shows, not where.
        if o.spec.followPointer == true, rooms.pointer.pointer(for: id) != nil { o.spec.sourceRegion = nil }
        let container = rooms.containers.container(of: id)
        let placement = PopoverPlacement(
            spec: o.spec, attachment: attachment, anchorRect: anchorRect, desktop: desktop, workArea: workArea,
            hidden: isHidden(id, attachment, spec: o.spec, monitor: monitor, on: desktop), style: settings.style(for: o.spec),
            mode: mode(on: screen), dimmed: rooms.modals.isDimmed(id), focusRing: rooms.pointer.focusRing(of: id),
            containerConfig: container.map(settings.container) ?? ContainerConfig())
        switch rooms.popovers.layout(id, placement, column: container == nil ? nil : rooms.containers, measure: measuredSize) {
        case .failure(let message):
            return message
        case .success(let effects):
            apply(effects)
            if let l = rooms.popovers[id], let layout = l.layout, let rendered = l.rendered, effects.contains(.push(.overlay(id))) {
                rooms.animations.laidOut(id, layout: layout, rendered: rendered, now: clock.now())
            }
            return nil
        }
    }

    /// Another container member's body size, measured again when its content changed
    /// (nil when it is gone).
    private func measuredSize(_ member: OverlayID) throws(RenderError) -> Size? {
        guard let o = scene[member] else { return nil }
        let s = settings.style(for: o.spec)
        return try rooms.popovers.measuredSize(member, spec: o.spec, style: s, maxHeight: smallestWorkAreaHeight(padding: s.screenPadding))
    }

    /// The room of an open menu, pick or colour picker.
    func grabbingRoom(of id: OverlayID) -> GrabbingRoom? { rooms.grabbing.first { $0.holds(id) } }

    private func layoutGrabbing(_ id: OverlayID, in room: GrabbingRoom) -> String? {
        guard let spec = scene[id]?.spec else { return nil }
        let desktop = rooms.sources.desktop(screen(of: id))
        // A menu at the pointer (or centred on a monitor) stays on the monitor it opens on,
        // not the primary one an unattached popover defaults to.
        let onItsMonitor = spec.monitor == nil && (spec.attach ?? .root) == .root
        let context = GrabLayout(spec: spec, style: settings.style(for: spec), composited: mode(on: desktop.number) == .argb,
                                 workArea: { r in
                                     onItsMonitor ? desktop.workArea(holding: r) ?? desktop.constraintMonitor(for: r, spec: spec).workArea
                                         : desktop.constraintMonitor(for: r, spec: spec).workArea
                                 })
        switch room.layout(id, context) {
        case .success(let effects):
            apply(effects)
            return nil
        case .failure(let message):
            return message
        }
    }

    /// The height every monitor's work area has room for, less `padding` at both ends: text is
    /// cut to it when the monitor is not known yet (a container member measured for its column).
    func smallestWorkAreaHeight(padding: Int) -> Int {
        max(40, rooms.sources.smallestWorkAreaHeight - 2 * padding)
    }

    /// The rectangle the popover points at, in root coordinates; nil when its source is gone.
    func anchorRect(for id: OverlayID, _ a: Attachment, spec: OverlaySpec) -> Rect? {
        // A tooltip that follows the pointer points at the cursor (about 12x18 px).
        if spec.followPointer == true, let p = rooms.pointer.pointer(for: id) { return Rect(x: p.x, y: p.y, width: 12, height: 18) }
        return rooms.sources.sourceRect(a, frame: spec.frame == true)
    }

    /// The region a tooltip waits in, in root coordinates: its source narrowed by `--region`.
    func hoverRegion(_ id: OverlayID) -> Rect? {
        guard let spec = scene[id]?.spec, let source = rooms.sources.sourceRect(rooms.sources.attachment(id), frame: spec.frame == true) else {
            return nil
        }
        return spec.sourceRegion.map { $0.offsetBy(source.origin) } ?? source
    }

    /// Feeds the pointer to every tooltip (or just `only`). A tooltip on another screen than
    /// the pointer's has it outside its region.
    func pointerMoved(to p: (screen: Int, point: Point), now: Instant, only: OverlayID? = nil) {
        apply(rooms.pointer.pointerMoved(to: p.point, now: now, only: only, lookup: self, region: { id in
            self.screen(of: id) == p.screen ? self.hoverRegion(id) : Rect(x: 0, y: 0, width: 0, height: 0)
        }))
    }

    /// Whether the overlay should be hidden now. While hidden its timeout keeps running:
    /// a "Saved" hint is stale by the time its window comes back.
    func isHidden(_ id: OverlayID, _ a: Attachment, spec: OverlaySpec, monitor: Rect, on desktop: ScreenDesktop) -> Bool {
        if rooms.pointer.isWaiting(id) { return true }
        if let src = a.source, !rooms.sources.isShown(src, screen: a.screen) { return true }
        // A notification does not cover a fullscreen window on its monitor unless critical.
        if spec.kind == .notification, spec.urgency != .critical, desktop.fullscreenCovers(monitor) { return true }
        return false
    }

    // MARK: windows

    /// An overlay's window, and its modal backdrop (listed first, so it stacks below).
    func desiredWindows(_ id: OverlayID) -> [DesiredWindow] {
        let screen = screen(of: id)
        if let room = grabbingRoom(of: id) {
            return room.windows(id, mode: mode(on: screen)).map { var d = $0; d.screen = screen; return d }
        }
        guard let popover = desiredWindow(id) else { return [] }
        guard let background = background(of: id), let monitor = rooms.sources.desktop(screen).monitors.best(for: popover.frame)?.rect else {
            return [popover]
        }
        // Without a compositor the backdrop shows a darkened copy of the screen (the default
        // screen's capture: on another X screen it stays an input-only window).
        var backdrop = rooms.modals.backdropWindow(for: id, background: background, popover: popover, monitor: monitor, capture: {
            screen == self.display.defaultScreen ? self.display.captureScreen(screen) : nil
        })
        backdrop.screen = screen
        return [backdrop, popover]
    }

    /// The backdrop behind an overlay: a modal's dim, else its `--background` (a container's
    /// behind its oldest shown member only, so members do not darken each other).
    func background(of id: OverlayID) -> OverlayBackground? {
        guard let spec = scene[id]?.spec else { return nil }
        if spec.modal == true { return .dim }
        guard let background = spec.background else { return nil }
        if let name = spec.container, rooms.containers.members(of: name).shown.first != id { return nil }
        return background
    }

    func desiredWindow(_ id: OverlayID) -> DesiredWindow? {
        guard let o = scene[id] else { return nil }
        if let room = grabbingRoom(of: id) { return room.exitWindow(id, mode: mode(on: screen(of: id))) }
        let a = rooms.sources.attachment(id)
        let stacking: Stacking
        if o.spec.aboveAll == true { stacking = .top }
        else if let frame = a.frameWindow ?? a.source { stacking = .above(frame) }
        else { stacking = .top }
        return rooms.popovers.window(id, spec: o.spec, screen: screen(of: id), offset: rooms.pointer.offset(of: id), stacking: stacking,
                               clickThrough: (o.spec.clickThrough ?? false) || rooms.modals.isDimmed(id))
    }

    /// An overlay's windows as they should be at `now`: its own (and backdrop) through any
    /// running transition, and its copies following.
    func animatedWindows(_ id: OverlayID, now: Instant) -> [DesiredWindow] {
        desiredWindows(id).flatMap { d -> [DesiredWindow] in
            let shown = rooms.animations.animated(d, now: now)
            return d.key == .overlay(id) ? [shown] + rooms.containers.copyWindows(of: shown, id: id) : [shown]
        }
    }

    /// An overlay's windows at rest, copies included (for restacking).
    func allWindows(_ id: OverlayID) -> [DesiredWindow] {
        desiredWindows(id).flatMap { d in d.key == .overlay(id) ? [d] + rooms.containers.copyWindows(of: d, id: id) : [d] }
    }
}

extension Controller: OverlayLookup {
    var showOrder: [OverlayID] { scene.order }
    func spec(of id: OverlayID) -> OverlaySpec? { scene[id]?.spec }
    func isShown(_ id: OverlayID) -> Bool { rooms.popovers[id]?.hidden == false }
    func placement(of id: OverlayID) -> (layout: PopoverLayout, rendered: RenderedOverlay?)? {
        guard let l = rooms.popovers[id], let layout = l.layout else { return nil }
        return (layout, l.rendered)
    }
    func copyOffsets(of id: OverlayID) -> [Point] { rooms.containers.copyOffsets(of: id) }
    func style(of id: OverlayID) -> Style { settings.style(for: scene[id]?.spec ?? OverlaySpec()) }
}

// Controller+Layout: placing and rendering one overlay, and what the Presenter is given.
import OverlayCore
import OverlayRender
import OverlayX11

extension Controller {
    /// Recomputes an overlay's layout and repaints it when anything visible changed.
    /// Returns an error message when it cannot be drawn.
    func relayout(_ id: OverlayID) -> String? {
        if menus[id] != nil { return layoutMenu(id) }
        guard var l = live[id], var o = scene[id] else { return nil }
        guard let anchorRect = anchorRect(for: l, spec: o.spec) else {
            dismiss(id, reason: .sourceGone)
            return nil
        }
        let (monitor, workArea) = constraintMonitor(for: anchorRect, spec: o.spec)
        // Following the pointer, the region only decides when it shows, not where.
        if o.spec.followPointer == true, l.pointer != nil { o.spec.sourceRegion = nil }
        l.hidden = isHidden(l, spec: o.spec, monitor: monitor)
        let style = self.style(for: o.spec)
        let padding = o.spec.padding ?? style.screenPadding
        let area = workArea.inset(by: Insets(all: padding))
        let maxWidth = min(o.spec.maxWidth ?? style.maxWidth, max(40, area.width))
        do {
            if l.contentChanged {
                let before = l.bodySize
                l.bodySize = try painter.measure(l.content, style: style, maxWidth: maxWidth)
                // A shown container member of another size moves the others ("+N more" too).
                if let name = l.container, !l.queued, l.bodySize != before { relayoutContainer(name, except: id) }
            }
            var body = l.bodySize
            body.width = min(body.width, max(1, area.width))
            var layout = place(o.spec, l, style: style, anchorRect: anchorRect, workArea: workArea, padding: padding,
                               body: body)
            if let name = l.container {
                // Waiting in its container's queue: no window until the queue shows it.
                if l.queued { live[id] = l; return nil }
                guard let (slot, copies) = try containerLayout(id, name, style: style, ownSize: l.bodySize) else {
                    live[id] = l
                    return nil
                }
                layout = slot
                retireCopies(of: id, from: l.copies, keeping: copies)
                l.copies = copies
                // A long column runs past the screen: what is wholly off it stays unmapped, so
                // moving the column down costs the X server only the windows one can see.
                if layout.frame.intersection(Rect(origin: .zero, size: display.screenSize)).area == 0 { l.hidden = true }
            }
            let effective = presenter.effectiveMode(mode)
            if layout.picture != l.layout?.picture || l.contentChanged || l.renderedMode != effective || l.rendered == nil {
                var content = l.content
                content.dimmed = l.dimmed
                l.rendered = try painter.paint(content, style: style, layout: layout, maxWidth: maxWidth,
                                               composited: effective == .argb)
                l.renderedMode = effective
                l.revision += 1
            }
            l.layout = layout
            l.contentChanged = false
        } catch {
            return "cannot draw overlay \(id): \(error)"
        }
        live[id] = l
        pushSet.insert(.overlay(id))
        if let from = settling.removeValue(forKey: id), let layout = l.layout, let rendered = l.rendered {
            let timing = TransitionTiming(start: clock.now(), durationMs: 180, easing: .easeOut)
            let still = Transition(.none, direction: .show, frame: layout.frame, bounds: layout.frame, start: timing.start)
            animations[.overlay(id)] = Animation(transition: still, leaving: nil,
                                       replace: (ReplaceTransition(from: from, to: layout.frame, timing: timing), rendered))
        }
        return nil
    }

    /// The popover's layout: picture-in-picture when `--position` is given, else the
    /// xdg_positioner engine against the monitor's work area.
    func place(_ spec: OverlaySpec, _ l: LiveOverlay, style: Style, anchorRect: Rect, workArea: Rect, padding: Int,
               body: Size) -> PopoverLayout {
        if let positions = spec.positions, !positions.isEmpty {
            let container = spec.within == .window && l.source != nil ? anchorRect : workArea
            let placed = RelativePlacement.place(size: body, in: container, padding: padding, preferences: positions)
            let bodyRect = placed?.frame ?? RelativePlacement.frame(at: positions[0], size: body, in: container, padding: padding)
            let frame = bodyRect.inset(by: style.shadowMargins.negated)
            return PopoverLayout(frame: frame, body: bodyRect.offsetBy(Point(x: -frame.x, y: -frame.y)), arrow: nil,
                                 anchor: placed?.position ?? positions[0], gravity: .center)
        }
        let unattached = l.anchoring == .monitor
        let connected = spec.connector == .curve
        var metrics = PopoverMetrics(style)
        var offset = spec.offset ?? .zero
        if connected {
            // The line replaces the arrow; without an offset the body keeps a gap for it.
            metrics.arrowWidth = 0
            metrics.arrowHeight = 0
            let g = spec.effectiveGravity
            if spec.offset == nil { offset = Point(x: g.dx * Controller.connectorGap, y: g.dy * Controller.connectorGap) }
        }
        let input = PositionerInput(
            sourceFrame: unattached ? workArea : anchorRect, sourceRegion: spec.sourceRegion,
            sourceInset: spec.sourceInset ?? .zero, bodySize: body, metrics: metrics,
            anchor: spec.effectiveAnchor, gravity: spec.effectiveGravity, offset: offset,
            adjustments: spec.adjust ?? .default, workArea: workArea, screenPadding: padding)
        let result = Positioner.place(input)
        guard connected else { return result.layout }
        // The line ends on the source's anchor point (after any flip), not the offset one.
        return result.layout.connected(to: result.anchor.point(in: result.anchorRect), margin: PopoverPainter.connectorMargin)
    }

    /// Pixels between a connected popover and its anchor point when no --offset is given.
    static let connectorGap = 40

    /// The monitor that constrains a popover and its work area: `--monitor` when given,
    /// else the one holding most of the anchor rectangle.
    func constraintMonitor(for anchorRect: Rect, spec: OverlaySpec) -> (Rect, Rect) {
        if workAreas.count != monitors.count {
            workAreas = WorkArea.compute(screen: display.screenSize, monitors: monitors, struts: display.struts(),
                                         netWorkArea: display.netWorkArea())
        }
        let screen = Rect(origin: .zero, size: display.screenSize)
        var index = monitors.best(for: anchorRect).flatMap { monitors.firstIndex(of: $0) }
        if let choice = spec.monitor ?? (spec.attach ?? .root == .root ? .primary : nil), let i = monitorIndex(choice) {
            index = i
        }
        guard let i = index, i < monitors.count else { return (screen, screen) }
        return (monitors[i].rect, i < workAreas.count ? workAreas[i] : monitors[i].rect)
    }

    /// `--monitor primary|pointer|focused|N|NAME` (a number that is not a monitor's name is an index).
    func monitorIndex(_ choice: MonitorChoice) -> Int? {
        switch choice {
        case .primary:
            return monitors.firstIndex { $0.primary } ?? (monitors.isEmpty ? nil : 0)
        case .pointer:
            guard let p = display.pointerPosition() else { return nil }
            return monitors.firstIndex { $0.rect.contains(p) }
        case .focused:
            guard let w = display.activeWindow(), let r = display.geometry(of: w), let m = monitors.best(for: r) else { return nil }
            return monitors.firstIndex(of: m)
        case .named(let name):
            if let i = monitors.firstIndex(where: { $0.name == name }) { return i }
            if let n = Int(name), monitors.indices.contains(n) { return n }
            return nil
        }
    }

    /// An overlay's window, and its modal backdrop (listed first, so it stacks below).
    func desiredWindows(_ id: OverlayID) -> [DesiredWindow] {
        if menus[id] != nil { return menuWindows(id) }
        guard let popover = desiredWindow(id) else { return [] }
        guard scene[id]?.spec.modal == true, let backdrop = backdropWindow(for: id, popover: popover) else { return [popover] }
        return [backdrop, popover]
    }

    func desiredWindow(_ id: OverlayID) -> DesiredWindow? {
        guard let l = live[id], let o = scene[id], let layout = l.layout.map({ moved($0, by: l.dragOffset) }),
              let rendered = l.rendered, let m = l.renderedMode else { return nil }
        let stacking: Stacking
        if o.spec.aboveAll == true { stacking = .top }
        else if let frame = l.frameWindow ?? l.source { stacking = .above(frame) }
        else { stacking = .top }
        return DesiredWindow(key: .overlay(id), frame: layout.frame, kind: o.spec.kind ?? .popover, mode: m,
                             clickThrough: (o.spec.clickThrough ?? false) || l.dimmed, rendered: rendered, revision: l.revision,
                             visible: !l.hidden, stacking: stacking)
    }

    /// The rectangle the popover points at, in root coordinates; nil when its source is gone.
    func anchorRect(for l: LiveOverlay, spec: OverlaySpec) -> Rect? {
        // A tooltip that follows the pointer points at the cursor (about 12x18 px).
        if spec.followPointer == true, let p = l.pointer { return Rect(x: p.x, y: p.y, width: 12, height: 18) }
        return sourceRect(for: l, spec: spec)
    }

    /// The source's rectangle (window, frame, region, fixed rectangle or monitor).
    func sourceRect(for l: LiveOverlay, spec: OverlaySpec) -> Rect? {
        switch l.anchoring {
        case .monitor:
            return monitors.primaryOrFirst?.rect ?? Rect(origin: .zero, size: display.screenSize)
        case .fixed(let r):
            return r
        case .window:
            guard let src = l.source, let r = display.geometry(of: src) else { return nil }
            return spec.frame == true ? r.inset(by: display.frameExtents(of: src).negated) : r
        case .region(let name):
            guard let region = regions[name], let r = display.geometry(of: region.window) else { return nil }
            return region.rect.offsetBy(r.origin)
        }
    }

    /// Whether the overlay should be hidden now. While hidden its timeout keeps running:
    /// a "Saved" hint is stale by the time its window comes back.
    func isHidden(_ l: LiveOverlay, spec: OverlaySpec, monitor: Rect) -> Bool {
        if let h = l.hover, !h.revealed { return true }
        if let src = l.source, !display.sourceState(of: src).isShown(onDesktop: currentDesktop) { return true }
        // A notification does not cover a fullscreen window on its monitor unless critical.
        if spec.kind == .notification, spec.urgency != .critical {
            if fullscreenCache == nil { fullscreenCache = display.fullscreenRects() }
            let covered = fullscreenCache?.contains { $0.intersection(monitor).area * 2 > monitor.area } ?? false
            if covered { return true }
        }
        return false
    }

    /// A layout shifted by a drag.
    func moved(_ layout: PopoverLayout, by offset: Point) -> PopoverLayout {
        var r = layout
        r.frame = layout.frame.offsetBy(offset)
        return r
    }
}

extension Controller {
    /// Overlays bottom to top: by `--z`, then in the order they were shown.
    func stackingOrder() -> [OverlayID] {
        guard zInUse else { return scene.order }
        return scene.order.enumerated().sorted { a, b in
            let za = scene[a.element]?.spec.z ?? 0, zb = scene[b.element]?.spec.z ?? 0
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }
}

// Controller+Layout: placing and rendering one overlay, and what the Presenter is given.
import OverlayCore
import OverlayRender
import OverlayX11

extension Controller {
    /// Recomputes an overlay's layout and repaints it when anything visible changed.
    /// Returns an error message when it cannot be drawn.
    func relayout(_ id: String) -> String? {
        guard var l = live[id], let o = scene[id] else { return nil }
        guard let anchorRect = anchorRect(for: l, spec: o.spec) else {
            dismiss(id, reason: .sourceGone)
            return nil
        }
        let monitor = monitors.best(for: anchorRect)?.rect ?? Rect(origin: .zero, size: display.screenSize)
        l.hidden = isHidden(l, spec: o.spec, monitor: monitor)
        let area = monitor.inset(by: Insets(all: style.screenPadding))
        let maxWidth = min(o.spec.maxWidth ?? style.maxWidth, max(40, area.width))
        do {
            if l.contentChanged {
                l.bodySize = try painter.measure(l.content, style: style, maxWidth: maxWidth)
            }
            var body = l.bodySize
            body.width = min(body.width, area.width)
            let layout = Placer.place(PlacementRequest(
                anchorRect: anchorRect, anchor: o.spec.effectiveAnchor, gravity: o.spec.effectiveGravity,
                offset: o.spec.offset ?? .zero, bodySize: body, style: style, area: area))
            let effective = presenter.effectiveMode(mode)
            if layout != l.layout || l.contentChanged || l.renderedMode != effective || l.rendered == nil {
                l.rendered = try painter.paint(l.content, style: style, layout: layout, maxWidth: maxWidth,
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
        needsPush = true
        return nil
    }

    func desiredWindow(_ id: String) -> DesiredWindow? {
        guard let l = live[id], let o = scene[id], let layout = l.layout, let rendered = l.rendered,
              let m = l.renderedMode else { return nil }
        let stacking: Stacking
        if o.spec.aboveAll == true { stacking = .top }
        else if let frame = l.frameWindow ?? l.source { stacking = .above(frame) }
        else { stacking = .top }
        return DesiredWindow(id: id, frame: layout.frame, kind: o.spec.kind ?? .popover, mode: m,
                             clickThrough: o.spec.clickThrough ?? false, rendered: rendered, revision: l.revision,
                             visible: !l.hidden, stacking: stacking)
    }

    /// The rectangle the popover points at, in root coordinates; nil when its source is gone.
    func anchorRect(for l: LiveOverlay, spec: OverlaySpec) -> Rect? {
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
        if let src = l.source, !display.sourceState(of: src).isShown(onDesktop: currentDesktop) { return true }
        // A notification does not cover a fullscreen window on its monitor unless critical.
        if spec.kind == .notification, spec.urgency != .critical {
            if fullscreenCache == nil { fullscreenCache = display.fullscreenRects() }
            let covered = fullscreenCache?.contains { $0.intersection(monitor).area * 2 > monitor.area } ?? false
            if covered { return true }
        }
        return false
    }
}

// Controller+Layout: placing and rendering one overlay, and what the Presenter is given.
import OverlayCore
import OverlayRender
import OverlayX11

extension Controller {
    /// Recomputes an overlay's layout and repaints it when anything visible changed.
    /// Returns an error message when it cannot be drawn.
    func relayout(_ id: String) -> String? {
        guard var l = live[id], let o = scene[id] else { return nil }
        let anchorRect: Rect
        if let src = l.source {
            guard let r = display.geometry(of: src) else {
                dismiss(id, reason: .sourceGone)
                return nil
            }
            anchorRect = r
        } else {
            anchorRect = monitors.primaryOrFirst?.rect ?? Rect(origin: .zero, size: display.screenSize)
        }
        let monitor = monitors.best(for: anchorRect)?.rect ?? Rect(origin: .zero, size: display.screenSize)
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
        return DesiredWindow(id: id, frame: layout.frame, kind: o.spec.kind ?? .popover, mode: m,
                             clickThrough: o.spec.clickThrough ?? false, rendered: rendered, revision: l.revision)
    }
}

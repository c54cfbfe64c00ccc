// Controller+Interaction: what the user does to overlays: clicks, taps outside, Escape,
// hovering (pause), dragging (snap, rubber band, drag to dismiss) and modal backdrops.
import OverlayCore
import OverlayProtocol
import OverlayRender
import OverlayX11

extension Controller {
    /// Which overlay a window of ours belongs to, and whether it is its backdrop.
    func owner(of w: WindowID) -> (id: OverlayID, backdrop: Bool)? {
        switch presenter.key(for: w) {
        case .overlay(let id)?: return (id, false)
        case .backdrop(let id)?: return (id, true)
        case .copy(let id, _)?: return (id, false)
        case .menuLevel(let id, _)?: return (id, false)
        case .leaving?, nil: return nil
        }
    }

    func modes(_ id: OverlayID) -> DismissModes { scene[id]?.spec.dismiss ?? .standard }

    /// A body of ours under `p`, topmost first.
    func overlayBody(at p: Point) -> OverlayID? {
        scene.order.reversed().first { id in
            guard let l = live[id], !l.hidden, let layout = l.layout else { return false }
            return ([moved(layout, by: l.dragOffset).bodyOnRoot] + copyBodies(id)).contains { $0.contains(p) }
        }
    }

    func pressed(_ w: WindowID, button: Int, at p: Point) {
        guard let (id, backdrop) = owner(of: w), let o = scene[id], var l = live[id] else { return }
        if backdrop {
            if o.spec.backdropDismiss != false { dismiss(id, reason: .outside) }
            return
        }
        if let layout = l.layout, let key = l.rendered?.button(at: p - moved(layout, by: l.dragOffset).frame.origin) {
            press(key, of: id)
            return
        }
        if o.spec.draggable == true || !modes(id).isDisjoint(with: [.dragDown, .dragUp]) {
            let origin = (l.layout?.frame.origin ?? .zero) + l.dragOffset
            l.drag = DragState(pointerStart: p, frameStart: origin)
            live[id] = l
            return
        }
        emit(.clicked(id: id.description), for: id)
        if modes(id).contains(.click) { dismiss(id, reason: .click) }
    }

    func dragged(_ w: WindowID, to p: Point) {
        guard let (id, backdrop) = owner(of: w), !backdrop, let o = scene[id], var l = live[id], var drag = l.drag,
              let layout = l.layout else { return }
        if !drag.moved, !DragState.isDrag(from: drag.pointerStart, to: p) { return }
        drag.moved = true
        var dx = p.x - drag.pointerStart.x, dy = p.y - drag.pointerStart.y
        if o.spec.draggable != true { dx = 0 } // drag-to-dismiss moves only vertically
        let monitor = monitors.best(for: layout.bodyOnRoot)?.rect ?? Rect(origin: .zero, size: display.screenSize)
        let target = Point(x: drag.frameStart.x + dx, y: drag.frameStart.y + dy)
        let body = layout.body
        // Beyond the monitor's edges it follows at half speed: a rubber band.
        let x = DragState.rubberBand(target.x, lower: monitor.minX - body.minX, upper: monitor.maxX - body.maxX)
        let y = DragState.rubberBand(target.y, lower: monitor.minY - body.minY, upper: monitor.maxY - body.maxY)
        l.dragOffset = Point(x: x - layout.frame.x, y: y - layout.frame.y)
        l.drag = drag
        live[id] = l
        pushSet.insert(.overlay(id))
    }

    func released(_ w: WindowID, at p: Point, now: Instant) {
        guard let (id, backdrop) = owner(of: w), !backdrop, let o = scene[id], var l = live[id], let drag = l.drag,
              let layout = l.layout else { return }
        l.drag = nil
        live[id] = l
        guard drag.moved else {
            emit(.clicked(id: id.description), for: id)
            if modes(id).contains(.click) { dismiss(id, reason: .click) }
            return
        }
        let monitor = monitors.best(for: layout.bodyOnRoot)?.rect ?? Rect(origin: .zero, size: display.screenSize)
        let dy = p.y - drag.pointerStart.y
        let threshold = Int(Double(monitor.height) * Controller.dragDismissFraction)
        if (modes(id).contains(.dragDown) && dy > threshold) || (modes(id).contains(.dragUp) && -dy > threshold) {
            dismiss(id, reason: .drag)
            return
        }
        if let positions = o.spec.positions, !positions.isEmpty {
            // Picture in picture: snap to the anchor nearest to where it was dropped.
            let center = moved(layout, by: l.dragOffset).bodyOnRoot
            let container = workAreas.first { $0.contains(Point(x: center.midX, y: center.midY)) } ?? monitor
            let padding = o.spec.padding ?? style(for: o.spec).screenPadding
            if let nearest = RelativePlacement.nearest(to: Point(x: center.midX, y: center.midY), size: center.size,
                                                       in: container, padding: padding, positions: positions) {
                var s = OverlaySpec()
                s.positions = [nearest] + positions.filter { $0 != nearest }
                scene.upsert(id: id, spec: s, now: now)
                // It settles into the corner from where it was dropped.
                settling[id] = moved(layout, by: l.dragOffset).frame
                live[id]?.dragOffset = .zero
                dirty.insert(id)
            }
        } else if o.spec.draggable != true {
            live[id]?.dragOffset = .zero // drag-to-dismiss not far enough: back into place
            pushSet.insert(.overlay(id))
        }
    }

    /// The fraction of the monitor's height a drag must cover to dismiss.
    static let dragDismissFraction = 0.25

    /// A click anywhere: overlays with tap-outside go unless it landed on them, on an
    /// excluded area, or (without --outside-includes-popovers) on another overlay.
    func tapped(at p: Point) {
        let onBody = overlayBody(at: p)
        for id in scene.order where modes(id).contains(.tapOutside) {
            guard let o = scene[id], let l = live[id], !l.hidden, let layout = l.layout else { continue }
            if ([moved(layout, by: l.dragOffset).bodyOnRoot] + copyBodies(id)).contains(where: { $0.contains(p) }) { continue }
            if let other = onBody, other != id, o.spec.outsideIncludesPopovers != true { continue }
            if isExcluded(p, o.spec.exclude ?? []) { continue }
            dismiss(id, reason: .outside)
        }
    }

    func isExcluded(_ p: Point, _ areas: [ExcludeArea]) -> Bool {
        areas.contains { area in
            switch area {
            case .rect(let r): return r.contains(p)
            case .window(let raw):
                let w = WindowID(UInt(raw))
                guard let r = display.geometry(of: display.topLevel(of: w) ?? w) else { return false }
                return r.contains(p)
            case .region(let name):
                guard let region = regions[name], let r = display.geometry(of: region.window) else { return false }
                return region.rect.offsetBy(r.origin).contains(p)
            }
        }
    }

    /// A button was pressed: watchers (and applications, for notifications) hear which.
    /// The overlay goes unless it keeps its place on an action (a resident notification).
    func press(_ key: String, of id: OverlayID) {
        emit(.action(id: id.description, key: key), for: id)
        if scene[id]?.spec.keepOnAction != true { dismiss(id, reason: .action) }
    }

    /// Escape dismisses the most recent overlay that allows it; Enter presses the default
    /// button of the most recent overlay that has one.
    func keyPressed(_ key: String) {
        if key == "Return" || key == "KP_Enter" {
            // Only alerts (and modal popovers) answer Enter: nothing is grabbed, so Enter typed
            // in another program must not press a notification's button.
            if let id = scene.order.last(where: {
                   guard let s = scene[$0]?.spec, s.defaultAction != nil, live[$0]?.hidden == false else { return false }
                   return s.modal == true || s.kind == .utility
               }),
               let action = scene[id]?.spec.defaultAction {
                press(action, of: id)
            }
            return
        }
        guard key == "Escape" else { return }
        if let id = scene.order.last(where: { modes($0).contains(.escape) && live[$0]?.hidden == false }) {
            dismiss(id, reason: .escape)
        }
    }

    func hovered(_ w: WindowID, inside: Bool, now: Instant) {
        guard let (id, backdrop) = owner(of: w), !backdrop, scene[id]?.spec.pauseOnHover == true else { return }
        if let name = live[id]?.container, containers[name] != nil {
            if inside { containers[name]?.pause(id, now: now) } else { containers[name]?.resume(id, now: now) }
        } else if inside {
            scene.pause(id, now: now)
        } else {
            scene.resume(id, now: now)
        }
    }

    /// The dim backdrop of a modal overlay: its monitor, 30 % black with a compositor;
    /// without one an invisible input-only window (it still blocks the desktop).
    func backdropWindow(for id: OverlayID, popover: DesiredWindow) -> DesiredWindow? {
        guard let monitor = monitors.best(for: popover.frame)?.rect else { return nil }
        let mode: SurfaceMode = popover.mode == .argb ? .argb : .inputOnly
        let size = mode == .argb ? monitor.size : Size(width: 1, height: 1)
        let image: PixelImage
        if let cached = backdropCache[size] {
            image = cached
        } else {
            // Premultiplied ARGB: 30 % black is alpha 77 with zero colour.
            let pixels = [UInt32](repeating: 77 << 24, count: size.width * size.height)
            image = PixelImage(width: size.width, height: size.height, stride: size.width * 4,
                               bytes: pixels.withUnsafeBytes { Array($0) })
            backdropCache = [size: image]
        }
        let rendered = RenderedOverlay(image: image, shape: [Rect(origin: .zero, size: monitor.size)])
        return DesiredWindow(key: .backdrop(id), frame: monitor, kind: .utility, mode: mode,
                             clickThrough: false, rendered: rendered, revision: 0, visible: popover.visible,
                             stacking: popover.stacking)
    }
}

extension Controller {
    /// Carries out a modal stack's changes: dim or undim (a repaint), or dismiss.
    func apply(_ changes: [ModalChange]) {
        for change in changes {
            switch change {
            case .dim(let id), .undim(let id):
                guard live[id] != nil else { continue }
                live[id]?.dimmed = { if case .dim = change { return true } else { return false } }()
                live[id]?.contentChanged = true
                dirty.insert(id)
            case .dismiss(let id):
                dismiss(id, reason: .request)
            }
        }
    }
}

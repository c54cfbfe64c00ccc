// Controller+Layout: laying out one overlay (a popover through PopoverRoom with what
// Rooms+Placement gathers, a menu, pick or panel through its grabbing room), and the windows
// the presenter is given for it (WindowAssembly).
import OverlayCore
import OverlayRender

extension Controller {
    /// Recomputes an overlay's layout and repaints it when anything visible changed, or says
    /// why it cannot be drawn.
    func relayout(_ id: OverlayID) throws(Refusal) {
        if let room = rooms.grabbingRoom(of: id) { return try layoutGrabbing(id, in: room) }
        guard rooms.popovers[id] != nil, let spec = scene[id]?.spec else { return }
        let container = rooms.containers.container(of: id)
        guard let placement = rooms.placement(id, spec: spec, style: { self.settings.style(for: spec, on: $0) }, mode: mode(on: screen(of: id)),
                                              containerConfig: container.map(settings.container) ?? ContainerConfig()) else {
            dismiss(id, reason: .sourceGone)
            return
        }
        var moved: [Effect] = []
        var slot: ColumnSlot?
        if let name = container { (slot, moved) = try columnSlot(id, in: name, placement).get() }
        switch rooms.popovers.layout(id, placement, column: slot) {
        case .failure(let refusal):
            throw refusal
        case .success(let effects):
            apply(moved + effects)
            if let l = rooms.popovers[id], let layout = l.layout, let rendered = l.rendered, effects.contains(.push(.overlay(id))) {
                rooms.animations.laidOut(id, layout: layout, rendered: rendered, now: clock.now())
            }
        }
    }

    /// A container member's place: measured first (a shown member of another size moves the
    /// others, "+N more" too: `moved`), then its slot in its column.
    private func columnSlot(_ id: OverlayID, in name: String, _ placement: PopoverPlacement)
        -> Result<(slot: ColumnSlot, moved: [Effect]), Refusal> {
        let resized: Bool
        switch rooms.popovers.measure(id, placement) {
        case .failure(let message): return .failure(message)
        case .success(let r): resized = r
        }
        if rooms.containers.isQueued(id) { return .success((.queued, [])) }
        let moved = resized ? rooms.containers.sizeChanged(name, except: id) : []
        do {
            guard let (layout, retired) = try rooms.containers.layout(id, name, config: placement.containerConfig, style: placement.style,
                                                                      ownSize: rooms.popovers[id]?.bodySize ?? .zero,
                                                                      desktop: placement.desktop, urgency: { self.scene[$0]?.spec.urgency },
                                                                      measure: { m throws(RenderError) in try self.measuredSize(m, on: placement.monitor) }) else {
                return .success((.unplaced, moved))
            }
            return .success((.placed(layout, retired: retired), moved))
        } catch {
            return .failure("cannot draw overlay \(id): \(error)")
        }
    }

    /// Another container member's body size on the column's `monitor`, measured again when its
    /// content or scale changed (nil when it is gone).
    private func measuredSize(_ member: OverlayID, on monitor: Monitor?) throws(RenderError) -> Size? {
        guard let o = scene[member] else { return nil }
        let s = settings.style(for: o.spec, on: monitor)
        return try rooms.popovers.measuredSize(member, spec: o.spec, style: s, maxHeight: rooms.smallestWorkAreaHeight(padding: s.screenPadding))
    }

    private func layoutGrabbing(_ id: OverlayID, in room: GrabbingRoom) throws(Refusal) {
        guard let spec = scene[id]?.spec else { return }
        let context = rooms.grabLayout(id, spec: spec, style: settings.style(for: spec, scaled: false), scale: settings.scale(on:),
                                       perMonitor: settings.scalesPerMonitor, screenDPI: settings.screenDPI, mode: mode(on: screen(of: id)))
        apply(try room.layout(id, context).get())
    }

    /// Feeds the pointer to every tooltip (or just `only`). A tooltip on another screen than
    /// the pointer's has it outside its region.
    func pointerMoved(to p: (screen: Int, point: Point), now: Instant, only: OverlayID? = nil) {
        apply(rooms.pointer.pointerMoved(to: p.point, now: now, only: only, lookup: self, region: { id in
            guard self.screen(of: id) == p.screen else { return Rect(x: 0, y: 0, width: 0, height: 0) }
            return self.scene[id].flatMap { self.rooms.hoverRegion(id, spec: $0.spec) }
        }))
    }

    /// The windows each overlay is made of, from the rooms that own each part.
    var assembly: WindowAssembly {
        WindowAssembly(scene: scene, rooms: rooms, mode: mode(on:), defaultScreen: display.defaultScreen, capture: display.captureScreen)
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
    func desktop(of id: OverlayID) -> ScreenDesktop { rooms.sources.desktop(screen(of: id)) }
    func windowRect(_ w: WindowID) -> Rect? { rooms.sources.windowRect(w) }
    func regionRect(_ name: String) -> Rect? { rooms.sources.regionRect(name) }
}

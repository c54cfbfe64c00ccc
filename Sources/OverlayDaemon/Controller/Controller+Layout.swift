// Controller+Layout: laying out one overlay (a popover through PopoverRoom with what
// Rooms+Placement gathers and a container member's slot from Rooms+Column, a menu, pick or
// panel through its grabbing room), and the windows the presenter is given for it (WindowAssembly).
import OverlayCore
import OverlayRender

extension Controller {
    /// Recomputes an overlay's layout and repaints it when anything visible changed, or says
    /// why it cannot be drawn.
    func relayout(_ id: OverlayID) throws(Refusal) {
        if let room = rooms.grabbingRoom(of: id) { return try layoutGrabbing(id, in: room) }
        guard rooms.popovers[id] != nil, let spec = scene[id]?.spec else { return }
        guard let placement = rooms.placement(id, spec: spec, settings: settings, mode: mode(on: screen(of: id))) else {
            dismiss(id, reason: .sourceGone)
            return
        }
        var moved: [Effect] = []
        var slot: ColumnSlot?
        if let name = rooms.containers.container(of: id) {
            (slot, moved) = try rooms.columnSlot(id, in: name, placement, settings: settings, spec: { self.scene[$0]?.spec }).get()
        }
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

    private func layoutGrabbing(_ id: OverlayID, in room: GrabbingRoom) throws(Refusal) {
        guard let spec = scene[id]?.spec else { return }
        apply(try room.layout(id, rooms.grabLayout(id, spec: spec, settings: settings, mode: mode(on: screen(of: id)))).get())
    }

    /// Feeds the pointer to every tooltip (or just `only`; Rooms+Input).
    func pointerMoved(to p: (screen: Int, point: Point), now: Instant, only: OverlayID? = nil) {
        apply(rooms.pointerMoved(to: p, now: now, only: only, lookup: self))
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
    func copyBodies(of id: OverlayID, own: Rect) -> [Rect] { rooms.containers.copyBodies(of: id, own: own) }
    func style(of id: OverlayID) -> Style { settings.style(for: scene[id]?.spec ?? OverlaySpec()) }
    func desktop(of id: OverlayID) -> any DesktopView { rooms.sources.desktop(screen(of: id)) }
    func windowRect(_ w: WindowID) -> Rect? { rooms.sources.windowRect(w) }
    func regionRect(_ name: String) -> Rect? { rooms.sources.regionRect(name) }
}

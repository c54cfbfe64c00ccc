// WindowAssembly: the windows one overlay is made of, each part from the room that owns it:
// its own window (PopoverRoom, or the grabbing room that holds it), its backdrop (ModalRoom),
// its copies on other monitors (ContainerRoom), and each through its running transition
// (AnimationRoom). The Controller hands the result to the WindowPresenter.
import OverlayCore
import OverlayRender

struct WindowAssembly {
    let scene: Scene
    let rooms: Rooms
    /// The surface mode windows on a screen get.
    let mode: (Int) -> SurfaceMode
    /// The default screen, whose capture a backdrop without a compositor shows darkened.
    let defaultScreen: Int
    let capture: (Int) -> PixelImage?

    /// An overlay's window, and its backdrop (listed first, so it stacks below).
    func windows(_ id: OverlayID) -> [DesiredWindow] {
        let screen = rooms.screen(of: id)
        if let room = rooms.grabbingRoom(of: id) {
            return room.windows(id, mode: mode(screen)).map { var d = $0; d.screen = screen; return d }
        }
        guard let popover = window(id) else { return [] }
        guard let background = background(of: id), let monitor = rooms.sources.desktop(screen).monitors.best(for: popover.frame)?.rect else {
            return [popover]
        }
        // Without a compositor the backdrop shows a darkened copy of the screen (the default
        // screen's capture: on another X screen it stays an input-only window).
        var backdrop = rooms.modals.backdropWindow(for: id, background: background, popover: popover, monitor: monitor, capture: {
            screen == defaultScreen ? capture(screen) : nil
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

    /// A popover's own window, above what it follows.
    func window(_ id: OverlayID) -> DesiredWindow? {
        guard let o = scene[id] else { return nil }
        let a = rooms.sources.attachment(id)
        let stacking: Stacking
        if o.spec.aboveAll == true { stacking = .top }
        else if let frame = a.frameWindow ?? a.source { stacking = .above(frame) }
        else { stacking = .top }
        return rooms.popovers.window(id, spec: o.spec, screen: rooms.screen(of: id), offset: rooms.pointer.offset(of: id),
                                     stacking: stacking, clickThrough: (o.spec.clickThrough ?? false) || rooms.modals.isDimmed(id))
    }

    /// Where an overlay rests, for its entrance: a popover's layout, else its grabbing room's
    /// window (the notification center slides in from its edge).
    func restingLayout(_ id: OverlayID) -> PopoverLayout? {
        if let layout = rooms.popovers[id]?.layout { return layout }
        guard let w = rooms.grabbingRoom(of: id)?.windows(id, mode: mode(rooms.screen(of: id))).first else { return nil }
        return PopoverLayout(frame: w.frame, body: Rect(origin: .zero, size: w.frame.size), arrow: nil, anchor: .topLeft, gravity: .bottomRight)
    }

    /// An overlay's windows as they should be at `now`: its own (and backdrop) through any
    /// running transition, and its copies following.
    func animated(_ id: OverlayID, now: Instant) -> [DesiredWindow] {
        windows(id).flatMap { d -> [DesiredWindow] in
            let shown = rooms.animations.animated(d, now: now)
            return d.key == .overlay(id) ? [shown] + copies(id, following: shown) : [shown]
        }
    }

    /// The windows that leave with a dismissed overlay and may play an exit: its own, its
    /// copies, and a `--background` backdrop under a compositor (a modal's dim goes at once).
    func leaving(_ id: OverlayID) -> [DesiredWindow] {
        if let room = rooms.grabbingRoom(of: id) {
            let screen = rooms.screen(of: id)
            return room.exitWindow(id, mode: mode(screen)).map { var d = $0; d.screen = screen; return [d] } ?? []
        }
        guard let own = window(id) else { return [] }
        let fades = scene[id]?.spec.modal != true && mode(rooms.screen(of: id)) == .argb && background(of: id) != nil
        let backdrop = fades ? windows(id).filter { $0.key == .backdrop(id) } : []
        return [own] + copies(id, following: own) + backdrop
    }

    /// An overlay's windows at rest, copies included (for restacking).
    func atRest(_ id: OverlayID) -> [DesiredWindow] {
        windows(id).flatMap { d in d.key == .overlay(id) ? [d] + copies(id, following: d) : [d] }
    }

    /// An all-monitors member's copies on the other monitors, following its own window as it is
    /// `shown` (each at its monitor's scale: ContainerRoom places them, PopoverRoom paints them).
    private func copies(_ id: OverlayID, following shown: DesiredWindow) -> [DesiredWindow] {
        rooms.containers.copyWindows(following: shown, id: id, picture: { rooms.popovers.scaledPicture(id, scale: $0) })
    }
}

extension Rooms {
    /// The room of an open menu, pick, colour picker or the notification center.
    func grabbingRoom(of id: OverlayID) -> GrabbingRoom? { grabbing.first { $0.holds(id) } }

    /// The screen an overlay is on: its column's in its container, else its attachment's.
    func screen(of id: OverlayID) -> Int {
        containers.screen(ofMember: id) ?? sources.attachment(id).screen
    }
}

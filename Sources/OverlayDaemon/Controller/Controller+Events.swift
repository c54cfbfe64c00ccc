// Controller+Events: X events, routed to the room that owns what they are about. They only
// mark overlays dirty (or restacking due); the next commit does one layout per overlay
// however many events arrived.
import OverlayCore
import OverlayProtocol

extension Controller {
    /// Reads every event the window system has (or can read now) and handles it.
    func drainEvents() {
        while display.pending() > 0 { handle(display.nextEvent()) }
    }

    func handle(_ event: WindowEvent) {
        switch event {
        case .mapped(let w), .unmapped(let w), .reparented(let w):
            if presenter.owns(w) { return } // our own windows
            apply(rooms.sources.handle(event, inShowOrder: scene.inShowOrder))
        case .configure(let c):
            if presenter.owns(c.window) { return }
            apply(rooms.sources.handle(event, inShowOrder: scene.inShowOrder))
        case .destroyed(let w):
            if presenter.owns(w) { presenter.destroyed(w); return }
            apply(rooms.sources.handle(event, inShowOrder: scene.inShowOrder))
        case .propertyChanged:
            apply(rooms.sources.handle(event, inShowOrder: scene.inShowOrder))
        case .screenChanged:
            apply(rooms.sources.handle(event, inShowOrder: scene.inShowOrder))
            screenDidChange()
        case .buttonPress(let w, _, _, _), .buttonRelease(let w, _, _), .motion(let w, _), .enter(let w), .leave(let w):
            apply(rooms.input(event, on: presenter.key(for: w), now: clock.now(), lookup: self))
        case .keyPress, .rawButtonPress, .rawKeyPress:
            apply(rooms.input(event, on: nil, now: clock.now(), lookup: self))
        case .rawButtonRelease:
            break
        case .rawMotion(let screen, let p):
            pointerMoved(to: (screen, p), now: clock.now())
        case .selectionArrived(let window, let text):
            // For the open menu's window only: an answer meant for another window changes nothing.
            guard let id = rooms.grab.id, let room = rooms.grab.room(of: id), presenter.window(for: .overlay(id)) == window else { return }
            apply(room.pasted(id, text))
        case .xsettingsChanged:
            desktopSettingsDidChange()
        case .compositorChanged(let screen, let running):
            // Each screen has its own compositor (or none): only its overlays switch.
            apply(rooms.compositor.selectionChanged(screen: screen, running: running, now: clock.now()))
        case .ignored:
            break
        }
    }

    /// Pictures that finished loading off the event loop (`IconCache`): what shows one of
    /// `names` (paths or icon names just loaded) is painted again.
    func picturesArrived(_ names: Set<String>) {
        apply(rooms.popovers.showing(anyOf: names).map(Effect.repaint)
              + rooms.grabbing.flatMap { $0.showing(anyOf: names) }.map(Effect.relayout))
    }
}

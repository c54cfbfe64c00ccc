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
        case .propertyChanged, .screenChanged:
            apply(rooms.sources.handle(event, inShowOrder: scene.inShowOrder))
        case .buttonPress(let w, let button, let p):
            let key = presenter.key(for: w)
            // A menu, pick or picker holding the input takes every press (or one on its window).
            if let (id, room) = rooms.grab.routes(key) {
                if button <= 3 { apply(room.pointer(id, at: p, press: true)) }
                if button == 4 || button == 5 { apply(room.wheel(id, up: button == 4)) }
                return
            }
            // A copy on another monitor acts as the overlay's own window would at that spot.
            guard let (id, backdrop) = owner(of: key) else { return }
            apply(rooms.pointer.pressed(id, backdrop: backdrop, button: button, at: p - rooms.containers.copyOffset(of: key), now: clock.now(), lookup: self))
        case .buttonRelease(let w, let button, let p):
            let key = presenter.key(for: w)
            guard let (id, backdrop) = owner(of: key), !backdrop else { return }
            apply(rooms.pointer.released(id, button: button, at: p - rooms.containers.copyOffset(of: key), now: clock.now(), lookup: self, sources: rooms.sources))
        case .motion(let w, let p):
            let key = presenter.key(for: w)
            if let id = rooms.grab.id, let room = rooms.grab.room(of: id), let key, room.owns(key, of: id) {
                apply(room.pointer(id, at: p, press: false))
                return
            }
            guard let (id, backdrop) = owner(of: key), !backdrop else { return }
            apply(rooms.pointer.dragged(id, to: p - rooms.containers.copyOffset(of: key), lookup: self, sources: rooms.sources))
        case .keyPress(let key, let text, let modifiers):
            guard let id = rooms.grab.id, let room = rooms.grab.room(of: id) else { return }
            apply(room.key(id, key, text: text, modifiers: modifiers, now: clock.now()))
        case .enter(let w), .leave(let w):
            guard let (id, backdrop) = owner(of: presenter.key(for: w)), !backdrop else { return }
            var inside = false
            if case .enter = event { inside = true }
            apply(rooms.pointer.hovered(id, inside: inside, lookup: self))
        case .rawButtonPress(_, let screen, let p):
            apply(rooms.pointer.tapped(at: p, screen: screen, lookup: self, sources: rooms.sources))
        case .rawButtonRelease:
            break
        case .rawMotion(let screen, let p):
            pointerMoved(to: (screen, p), now: clock.now())
        case .rawKeyPress(let key):
            // Raw keys arrive even while a menu, pick or colour picker holds the keyboard: its
            // Tab, arrows, Enter and space are its own, not an alert's.
            if ButtonKey(keysym: key) != nil, rooms.grab.isGrabbed { return }
            apply(rooms.pointer.keyPressed(key, lookup: self))
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

    /// Which overlay a window of ours belongs to, and whether it is its backdrop.
    func owner(of key: WindowKey?) -> (id: OverlayID, backdrop: Bool)? {
        switch key {
        case .overlay(let id)?, .copy(let id, _)?: return scene[id] != nil ? (id, false) : nil
        case .backdrop(let id)?: return scene[id] != nil ? (id, true) : nil
        case .menuLevel?, .leaving?, nil: return nil
        }
    }
}

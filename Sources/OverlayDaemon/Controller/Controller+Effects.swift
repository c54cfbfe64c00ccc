// Controller+Effects: carrying out the rooms' effects, the one place that routes them: to the
// scene and the next commit, to the window system (`WindowRequest`, whose answers go back to
// the room that asked; grabs through the `KeyboardOwner`), and to the room a `RoomMessage` is
// for (`Rooms.deliver`).
import OverlayCore
import OverlayProtocol

extension Controller {
    /// Carries out what the rooms asked for, in order.
    func apply(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case .dismiss(let id, let reason): dismiss(id, reason: reason)
            case .relayout(let id): pending.dirty.insert(id)
            case .relayoutMany(let scope):
                pending.dirty.formUnion(rooms.overlays(in: scope, of: scene.order, spec: { self.scene[$0]?.spec }, container: settings.container))
            case .repaint(let id):
                guard rooms.popovers.invalidate(id) else { continue }
                pending.dirty.insert(id)
            case .push(let key): pending.push.insert(key)
            case .remove(let key):
                pending.push.remove(key)
                pending.removed.insert(key)
            case .restack: pending.restack = true
            case .emit(let event, let id):
                // A launcher's answer becomes what it starts or activates.
                if let asked = rooms.launcher.chosen(event, of: id) { apply(asked) } else { emit(event, for: id) }
            case .moreCount(let name, let count): updateMore(name, count: count)
            case .pause(let id, let paused):
                if paused { scene.pause(id, now: clock.now()) } else { scene.resume(id, now: clock.now()) }
            case .setTimeout(let id, let ms):
                scene.setTimeout(id, ms: ms, now: clock.now())
            case .snap(let id, let positions, let dropped):
                var s = OverlaySpec()
                s.positions = positions
                scene.upsert(id: id, spec: s, now: clock.now())
                rooms.animations.settle(id, from: dropped)
                pending.dirty.insert(id)
            case .windowSystem(let request): carryOut(request)
            case .toRoom(let message): apply(rooms.deliver(message, settings: settings))
            case .center(let command): onCenterCommand(command)
            }
        }
    }

    /// Sends what a room asked of the window system; an answer goes back to the room that asked.
    private func carryOut(_ request: WindowRequest) {
        switch request {
        case .grab, .ungrab, .grabKeyboard, .ungrabKeyboard:
            apply(rooms.keys.carryOut(request, on: display) { self.presenter.window(for: .overlay($0)) ?? .none })
        case .requestSelection(let clipboard, let id):
            if let window = presenter.window(for: .overlay(id)) { display.requestSelection(clipboard: clipboard, for: window) }
        case .watch(let w): display.watchClient(w)
        case .unwatch(let w): display.unwatch(w)
        case .activate(let w, let screen): display.activate(w, on: screen)
        case .close(let w, let screen): display.close(w, on: screen)
        case .hideShadows(let screen): presenter.hideShadows(on: screen)
        case .probeCompositor(let screen):
            apply(rooms.compositor.probed(screen, redirected: presenter.compositorRedirects(on: screen), now: clock.now()))
        }
    }
}

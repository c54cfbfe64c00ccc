// Controller+Accessibility: the shown overlays as screen readers see them (Rooms+Accessibility),
// and their actions, which do what the click that does them on screen does.
import OverlayCore
import OverlayProtocol
import OverlayRender

extension Controller {
    /// Every shown overlay in show order (Rooms+Accessibility).
    func accessibleOverlays() -> [AccessibleOverlay] {
        rooms.accessible(scene.order, focus: config.accessibility, now: clock.now(), lookup: self)
    }

    /// Does what the click that the action stands for does; false when its overlay went.
    func performAccessibleAction(_ effect: AccessibleOverlay.Effect) -> Bool {
        switch effect {
        case .dismiss(let id):
            guard scene[id] != nil else { return false }
            dismiss(id, reason: .request)
        case .press(let id, let key):
            guard scene[id] != nil else { return false }
            apply(rooms.pointer.press(key, of: id, self))
        case .choose(let id, let path):
            guard rooms.menus.holds(id) else { return false }
            apply(rooms.menus.click(path, menu: id))
        case .pick(let id, let row):
            guard rooms.picks.holds(id) else { return false }
            apply(rooms.picks.click(row: row))
        case .center(let command):
            guard rooms.center.isOpen else { return false }
            apply([.center(command)])
        }
        commit()
        return true
    }
}

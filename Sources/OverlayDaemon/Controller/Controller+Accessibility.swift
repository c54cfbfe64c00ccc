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
    func performAccessibleAction(_ action: AccessibleOverlay.Effect) -> Bool {
        guard let effects = rooms.perform(action, lookup: self) else { return false }
        apply(effects)
        commit()
        return true
    }
}

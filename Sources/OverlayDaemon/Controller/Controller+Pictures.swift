// Controller+Pictures: pictures that finished loading off the event loop (`IconCache`) are
// painted into the overlays and menus that asked for them.
import OverlayCore
import OverlayRender

extension Controller {
    /// Repaints what shows one of `names` (paths or icon names just loaded).
    func picturesArrived(_ names: Set<String>) {
        apply(rooms.popovers.showing(anyOf: names).map(Effect.repaint)
              + rooms.grabbing.flatMap { $0.showing(anyOf: names) }.map(Effect.relayout))
    }
}

// Controller+Pictures: pictures that finished loading off the event loop (`IconCache`) are
// painted into the overlays and menus that asked for them.
import OverlayCore
import OverlayRender

extension Controller {
    /// Repaints what shows one of `names` (paths or icon names just loaded).
    func picturesArrived(_ names: Set<String>) {
        let waiting = live.compactMap { id, l in l.content.icon?.loadName.map(names.contains) == true ? id : nil }
        apply(waiting.map(Effect.repaint) + menus.showing(anyOf: names).map(Effect.relayout)
              + picks.showing(anyOf: names).map(Effect.relayout))
    }
}

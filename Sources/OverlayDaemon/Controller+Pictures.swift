// Controller+Pictures: pictures that finished loading off the event loop (`IconCache`) are
// painted into the overlays and menus that asked for them.
import OverlayCore
import OverlayRender

extension Controller {
    /// Repaints what shows one of `names` (paths or icon names just loaded).
    func picturesArrived(_ names: Set<String>) {
        for (id, var l) in live {
            guard let name = l.content.icon?.loadName, names.contains(name) else { continue }
            l.contentChanged = true
            live[id] = l
            dirty.insert(id)
        }
        for (id, m) in menus where m.navigator.levels.contains(where: { level in
            level.items.contains { $0.icon.map(names.contains) ?? false }
        }) {
            dirty.insert(id)
        }
    }
}

// Controller+Hover: tooltips: shown once the pointer rests in their region, hidden when it
// leaves, optionally following it.
import OverlayCore
import OverlayX11

extension Controller {
    /// The region a tooltip waits in, in root coordinates: its source narrowed by `--region`.
    func hoverRegion(_ l: LiveOverlay, spec: OverlaySpec) -> Rect? {
        guard let source = sourceRect(for: l, spec: spec) else { return nil }
        return spec.sourceRegion.map { $0.offsetBy(source.origin) } ?? source
    }

    /// Feeds the pointer to every tooltip (or just `only`).
    func pointerMoved(to p: Point, now: Instant, only: OverlayID? = nil) {
        for id in only.map({ [$0] }) ?? Array(tooltipIDs) {
            guard var l = live[id], l.hover != nil, let spec = scene[id]?.spec,
                  let region = hoverRegion(l, spec: spec) else { continue }
            let changed = l.hover?.pointer(inside: region.contains(p), now: now) ?? false
            let follows = spec.followPointer == true && l.hover?.revealed == true && l.pointer != p
            if spec.followPointer == true { l.pointer = p }
            live[id] = l
            if changed || follows { dirty.insert(id) }
        }
    }
}

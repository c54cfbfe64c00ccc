// CenterHitTest: what a click at a point of the center's body hits, from the same geometry
// the painter draws with (`CenterMetrics`), looking only at the rows on screen.

extension CenterModel {
    /// The part at `p` (body coordinates) of a body `width` pixels wide.
    public func hit(_ p: Point, width: Int) -> CenterHit {
        let m = metrics
        if m.clearAllButton(width: width).contains(p) { return .clearAll }
        if m.doNotDisturbSwitch(width: width).contains(p) { return .doNotDisturb }
        guard p.y >= m.headerHeight else { return .nothing }
        for (r, y) in visibleRows {
            let row = Rect(x: 0, y: m.headerHeight + y, width: width, height: height(ofRow: r))
            guard row.contains(p) else { continue }
            switch rows[r] {
            case .group(let app, _, _): return .group(app)
            case .entry(let i):
                let e = entries[i]
                if m.closeButton(in: row).contains(p) { return .close(e.id) }
                if clamped.contains(e.id) || expanded.contains(e.id), m.expander(in: row).contains(p) { return .expander(e.id) }
                for (frame, action) in zip(m.actionButtons(in: row, count: e.actions.count), e.actions) where frame.contains(p) {
                    return .action(e.id, key: action.key)
                }
                return .entry(row: r)
            }
        }
        return .nothing
    }

    /// What a click on `hit` does.
    public mutating func click(_ hit: CenterHit) -> Outcome {
        notice = nil
        switch hit {
        case .expander(let id): return setExpanded(id, !expanded.contains(id))
        case .clearAll: return .command(.clearAll)
        case .doNotDisturb: return .command(.setPaused(!paused))
        case .group(let app): return toggle(app, collapse: !collapsed.contains(app))
        case .entry(let r): return activate(row: r)
        case .close(let id): return .command(.remove(id))
        case .action(let id, let key): return .command(.action(id, key: key))
        case .nothing: return .none
        }
    }
}

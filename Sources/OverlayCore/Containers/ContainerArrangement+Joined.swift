// ContainerArrangement+Joined: a vertical column drawn as one panel, as dunst draws its
// notifications in one window when gap_size = 0.

extension ContainerArrangement {
    /// The column of `column(…)` with no spacing, each overlay the widest one's width and its
    /// height changed by its `PanelJoin`: the frame only at the column's top and bottom, a
    /// separator between two.
    static func joinedColumn(_ sizes: [Size], more: Size?, config: ContainerConfig, border: Int,
                             area: Rect) -> ContainerArrangement {
        let count = sizes.count + (more == nil ? 0 : 1)
        guard count > 0 else { return ContainerArrangement(frames: [], more: nil) }
        let width = (sizes + (more.map { [$0] } ?? [])).map(\.width).max() ?? 0
        // Along the column from the anchor: in the config's order (the newest first by
        // default), then "+N more"; on screen from the top, that order reversed for a bottom anchor.
        let fromBottom = config.anchor.dy > 0
        let flow = config.order.flow(count: sizes.count, anchor: config.anchor)
        var slotOf = [Int](repeating: 0, count: sizes.count)
        for (slot, index) in flow.enumerated() { slotOf[index] = slot }
        func join(_ slot: Int) -> PanelJoin {
            let top = fromBottom ? count - 1 - slot : slot
            return PanelJoin(above: top > 0, below: top < count - 1, separatorHeight: max(0, config.separatorHeight),
                             separatorColor: config.separatorColor)
        }
        var joins: [PanelJoin] = []
        var items: [Size] = []
        for (index, size) in sizes.enumerated() {
            joins.append(join(slotOf[index]))
            items.append(Size(width: width, height: joins[index].height(size.height, border: border)))
        }
        let moreJoin = more.map { _ in join(count - 1) }
        let moreItem = more.flatMap { m in moreJoin.map { Size(width: width, height: $0.height(m.height, border: border)) } }
        var placed = column(items, more: moreItem, anchor: config.anchor, alignment: config.alignment, spacing: 0, area: area,
                            order: config.order)
        placed.joins = joins
        placed.moreJoin = moreJoin
        return placed
    }
}

// MonitorArrangement: a container laid out on each monitor it shows on (all-monitors).

/// A container's arrangement on one monitor.
public struct MonitorArrangement: Hashable, Sendable {
    /// The monitor's RandR name.
    public var monitor: String
    public var arrangement: ContainerArrangement

    public init(monitor: String, arrangement: ContainerArrangement) {
        self.monitor = monitor; self.arrangement = arrangement
    }
}

/// What a container's column holds on one monitor: its overlays' sizes (oldest first), the
/// "+N more" overlay's, and the frame width drawn around a joined column. Under one scale for
/// the whole display every monitor's are the same; under a per-monitor scale each monitor's are
/// measured at its own DPI.
public struct ColumnItems: Hashable, Sendable {
    public var sizes: [Size]
    public var more: Size?
    public var border: Int

    public init(sizes: [Size], more: Size? = nil, border: Int = 0) {
        self.sizes = sizes; self.more = more; self.border = border
    }
}

extension ContainerArrangement {
    /// Where a container's overlays go on each monitor it shows on. `areas` are the monitors'
    /// work areas (less any padding), in monitor order; `home` indexes the monitor of the
    /// container's own windows. Without `allMonitors` that monitor alone; with it, one
    /// arrangement per monitor, the home one first and then the others in order, each at the
    /// container's anchor within its own work area. The queue stays one per container: the
    /// same overlays, of the same sizes, appear on every monitor. `border`: as `arrange(…in:border:)`.
    public static func arrange(_ sizes: [Size], more: Size? = nil, config: ContainerConfig,
                               on areas: [(monitor: String, area: Rect)], home: Int, border: Int = 0) -> [MonitorArrangement] {
        let items = ColumnItems(sizes: sizes, more: more, border: border)
        return arrange(config: config, on: areas, home: home) { _ in items }
    }

    /// As `arrange(_:more:config:on:home:border:)`, with what the column holds on each monitor
    /// given by its index in `areas` (the same overlays, in the same order, measured at each
    /// monitor's scale), asked once per monitor shown on.
    public static func arrange(config: ContainerConfig, on areas: [(monitor: String, area: Rect)], home: Int,
                               items: (Int) -> ColumnItems) -> [MonitorArrangement] {
        guard areas.indices.contains(home) else { return [] }
        let order = config.allMonitors ? [home] + areas.indices.filter { $0 != home } : [home]
        return order.map { i in
            let held = items(i)
            return MonitorArrangement(monitor: areas[i].monitor,
                                      arrangement: arrange(held.sizes, more: held.more, config: config, in: areas[i].area,
                                                           border: held.border))
        }
    }
}

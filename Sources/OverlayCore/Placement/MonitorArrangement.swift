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

extension ContainerArrangement {
    /// Where a container's overlays go on each monitor it shows on. `areas` are the monitors'
    /// work areas (less any padding), in monitor order; `home` indexes the monitor of the
    /// container's own windows. Without `allMonitors` that monitor alone; with it, one
    /// arrangement per monitor, the home one first and then the others in order, each at the
    /// container's anchor within its own work area. The queue stays one per container: the
    /// same overlays, of the same sizes, appear on every monitor. `border`: as `arrange(…in:border:)`.
    public static func arrange(_ sizes: [Size], more: Size? = nil, config: ContainerConfig,
                               on areas: [(monitor: String, area: Rect)], home: Int, border: Int = 0) -> [MonitorArrangement] {
        guard areas.indices.contains(home) else { return [] }
        let order = config.allMonitors ? [home] + areas.indices.filter { $0 != home } : [home]
        return order.map { i in
            MonitorArrangement(monitor: areas[i].monitor,
                               arrangement: arrange(sizes, more: more, config: config, in: areas[i].area, border: border))
        }
    }
}

// Rooms+Column: a container member's place in its column: its body measured by the PopoverRoom,
// then its slot from the ContainerRoom, which measures the other members again (at the style the
// settings give on the column's monitor) when their content or scale changed. Under a per-monitor
// scale an all-monitors column is measured again at each other DPI its monitors have.
import OverlayCore
import OverlayRender

extension Rooms {
    /// A container member's place: measured first (a shown member of another size moves the
    /// others, "+N more" too: `moved`), then its slot in its column. `spec` reads the scene.
    func columnSlot(_ id: OverlayID, in name: String, _ placement: PopoverPlacement, settings: Settings,
                    spec: (OverlayID) -> OverlaySpec?) -> Result<(slot: ColumnSlot, moved: [Effect]), Refusal> {
        let resized: Bool
        switch popovers.measure(id, placement) {
        case .failure(let message): return .failure(message)
        case .success(let r): resized = r
        }
        if containers.isQueued(id) { return .success((.queued, [])) }
        let moved = resized ? containers.sizeChanged(name, except: id) : []
        do {
            let scales = columnScales(placement, settings: settings)
            guard let (layout, retired, scaled) = try containers.layout(
                id, name, config: placement.containerConfig, style: placement.style, scales: scales,
                ownSize: popovers[id]?.bodySize ?? .zero, desktop: placement.desktop, urgency: { spec($0)?.urgency },
                measure: { m, scale throws(RenderError) in
                    guard let scale else { return try measuredSize(m, spec: spec(m), on: placement.monitor, settings: settings) }
                    return try scaledSize(m, spec: spec(m), scale: scale, settings: settings)
                }) else {
                return .success((.unplaced, moved))
            }
            return .success((.placed(layout, retired: retired, scaled: scaled), moved))
        } catch {
            return .failure("cannot draw overlay \(id): \(error)")
        }
    }

    /// The scale of each monitor a column shows on: under a per-monitor scale and all-monitors,
    /// each monitor's own; else the home monitor's everywhere (every copy is the same picture).
    private func columnScales(_ placement: PopoverPlacement, settings: Settings) -> ColumnScales {
        let home = settings.scale(on: placement.monitor)
        let spec = placement.spec
        var scales = ColumnScales(home: home, style: { settings.style(for: spec, scale: $0) })
        guard settings.scalesPerMonitor, placement.containerConfig.allMonitors else { return scales }
        for m in placement.desktop.monitors { scales.monitors[m.name] = settings.scale(on: m) }
        return scales
    }

    /// A container member's body size at `scale` (a monitor of another DPI than the column's
    /// home), kept per scale until its content changes (nil when it is gone).
    private func scaledSize(_ member: OverlayID, spec: OverlaySpec?, scale: Double, settings: Settings) throws(RenderError) -> Size? {
        guard let spec else { return nil }
        let s = settings.style(for: spec, scale: scale)
        return try popovers.scaledSize(member, spec: spec, style: s, scale: scale,
                                       maxHeight: smallestWorkAreaHeight(padding: s.screenPadding))
    }

    /// Another container member's body size on the column's `monitor`, measured again when its
    /// content or scale changed (nil when it is gone).
    private func measuredSize(_ member: OverlayID, spec: OverlaySpec?, on monitor: Monitor?, settings: Settings) throws(RenderError) -> Size? {
        guard let spec else { return nil }
        let s = settings.style(for: spec, on: monitor)
        return try popovers.measuredSize(member, spec: spec, style: s, maxHeight: smallestWorkAreaHeight(padding: s.screenPadding))
    }
}

// Rooms+Column: a container member's place in its column: its body measured by the PopoverRoom,
// then its slot from the ContainerRoom, which measures the other members again (at the style the
// settings give on the column's monitor) when their content or scale changed.
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
            guard let (layout, retired) = try containers.layout(id, name, config: placement.containerConfig, style: placement.style,
                                                                ownSize: popovers[id]?.bodySize ?? .zero, desktop: placement.desktop,
                                                                urgency: { spec($0)?.urgency },
                                                                measure: { m throws(RenderError) in
                                                                    try measuredSize(m, spec: spec(m), on: placement.monitor, settings: settings)
                                                                }) else {
                return .success((.unplaced, moved))
            }
            return .success((.placed(layout, retired: retired), moved))
        } catch {
            return .failure("cannot draw overlay \(id): \(error)")
        }
    }

    /// Another container member's body size on the column's `monitor`, measured again when its
    /// content or scale changed (nil when it is gone).
    private func measuredSize(_ member: OverlayID, spec: OverlaySpec?, on monitor: Monitor?, settings: Settings) throws(RenderError) -> Size? {
        guard let spec else { return nil }
        let s = settings.style(for: spec, on: monitor)
        return try popovers.measuredSize(member, spec: spec, style: s, maxHeight: smallestWorkAreaHeight(padding: s.screenPadding))
    }
}

// WorkArea: each monitor's rectangle less the room panels reserve (EWMH struts).

/// The space one panel reserves, from `_NET_WM_STRUT_PARTIAL` (EWMH): widths measured from
/// the edges of the whole X screen (not of a monitor), each with the inclusive range along
/// that edge it covers.
public struct Strut: Hashable, Sendable {
    public var left: Int, right: Int, top: Int, bottom: Int
    public var leftStartY: Int, leftEndY: Int
    public var rightStartY: Int, rightEndY: Int
    public var topStartX: Int, topEndX: Int
    public var bottomStartX: Int, bottomEndX: Int

    public init(left: Int = 0, right: Int = 0, top: Int = 0, bottom: Int = 0,
                leftStartY: Int = 0, leftEndY: Int = 0, rightStartY: Int = 0, rightEndY: Int = 0,
                topStartX: Int = 0, topEndX: Int = 0, bottomStartX: Int = 0, bottomEndX: Int = 0) {
        self.left = left; self.right = right; self.top = top; self.bottom = bottom
        self.leftStartY = leftStartY; self.leftEndY = leftEndY
        self.rightStartY = rightStartY; self.rightEndY = rightEndY
        self.topStartX = topStartX; self.topEndX = topEndX
        self.bottomStartX = bottomStartX; self.bottomEndX = bottomEndX
    }

    /// The 12 cardinals of `_NET_WM_STRUT_PARTIAL`, in the property's order: left, right, top,
    /// bottom, left_start_y, left_end_y, right_start_y, right_end_y, top_start_x, top_end_x,
    /// bottom_start_x, bottom_end_x. Nil for fewer than 12 values.
    public init?(partial v: [Int]) {
        guard v.count >= 12 else { return nil }
        self.init(left: v[0], right: v[1], top: v[2], bottom: v[3],
                  leftStartY: v[4], leftEndY: v[5], rightStartY: v[6], rightEndY: v[7],
                  topStartX: v[8], topEndX: v[9], bottomStartX: v[10], bottomEndX: v[11])
    }

    /// The 4 cardinals of the older `_NET_WM_STRUT` (left, right, top, bottom): EWMH reads them
    /// as a partial strut spanning the whole screen edge. Nil for fewer than 4 values.
    public init?(legacy v: [Int], screen: Size) {
        guard v.count >= 4 else { return nil }
        let lastX = max(0, screen.width - 1), lastY = max(0, screen.height - 1)
        self.init(left: v[0], right: v[1], top: v[2], bottom: v[3],
                  leftStartY: 0, leftEndY: lastY, rightStartY: 0, rightEndY: lastY,
                  topStartX: 0, topEndX: lastX, bottomStartX: 0, bottomEndX: lastX)
    }

    /// The reserved bands in root coordinates, each with the side it is taken from.
    func bands(screen: Size) -> [(Edge, Rect)] {
        var out: [(Edge, Rect)] = []
        if left > 0 {
            out.append((.left, Rect(x: 0, y: leftStartY, width: left, height: leftEndY - leftStartY + 1)))
        }
        if right > 0 {
            out.append((.right, Rect(x: screen.width - right, y: rightStartY,
                                     width: right, height: rightEndY - rightStartY + 1)))
        }
        if top > 0 {
            out.append((.top, Rect(x: topStartX, y: 0, width: topEndX - topStartX + 1, height: top)))
        }
        if bottom > 0 {
            out.append((.bottom, Rect(x: bottomStartX, y: screen.height - bottom,
                                      width: bottomEndX - bottomStartX + 1, height: bottom)))
        }
        return out
    }
}

/// Per-monitor work areas.
public enum WorkArea {
    /// One work area per monitor, in the monitors' order: the monitor less every strut band
    /// that overlaps it. A band is cut from the side it is anchored to. A band that covers a
    /// monitor across its whole width (or height) leaves that monitor alone: EWMH measures
    /// struts from the screen's edges, so a panel on an inner monitor edge can only reserve
    /// across the monitors in between, and those are not covered by the panel.
    public static func compute(screen: Size, monitors: [Monitor], struts: [Strut]) -> [Rect] {
        let bands = struts.flatMap { $0.bands(screen: screen) }
        return monitors.map { monitor in
            let m = monitor.rect
            var x0 = m.minX, y0 = m.minY, x1 = m.maxX, y1 = m.maxY
            for (edge, band) in bands where !band.intersection(m).isEmpty {
                switch edge {
                case .left where band.maxX < m.maxX: x0 = max(x0, band.maxX)
                case .right where band.minX > m.minX: x1 = min(x1, band.minX)
                case .top where band.maxY < m.maxY: y0 = max(y0, band.maxY)
                case .bottom where band.minY > m.minY: y1 = min(y1, band.minY)
                default: break
                }
            }
            return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        }
    }

    /// As `compute(screen:monitors:struts:)`, but when no panel publishes a strut, falls back to
    /// `_NET_WORKAREA` (one rectangle for the whole screen, per EWMH): each monitor is clipped
    /// to it, and keeps its full rectangle if the two do not overlap.
    public static func compute(screen: Size, monitors: [Monitor], struts: [Strut], netWorkArea: Rect?) -> [Rect] {
        guard struts.isEmpty, let wa = netWorkArea else {
            return compute(screen: screen, monitors: monitors, struts: struts)
        }
        return monitors.map { m in
            let clipped = m.rect.intersection(wa)
            return clipped.isEmpty ? m.rect : clipped
        }
    }

    /// The constraint area for a popover attached to `anchorRect`: the work area of the monitor
    /// holding the largest part of it (`[Monitor].best(for:)`), less `padding` on every side.
    /// `workAreas` is parallel to `monitors`; a missing entry means the whole monitor.
    /// Nil only when there are no monitors.
    public static func constraintArea(for anchorRect: Rect, monitors: [Monitor], workAreas: [Rect],
                                      padding: Int = PositionerInput.defaultScreenPadding) -> Rect? {
        guard let monitor = monitors.best(for: anchorRect),
              let index = monitors.firstIndex(of: monitor) else { return nil }
        let work = index < workAreas.count ? workAreas[index] : monitor.rect
        return PositionerInput.padded(work, by: padding)
    }
}

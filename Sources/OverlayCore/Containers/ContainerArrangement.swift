// ContainerArrangement: the frames of a container's shown overlays on one monitor.

/// Where each shown overlay of a container goes, and the "+N more" overlay.
///
/// The container hangs from `config.anchor` of the work area less `config.insets`; overlays
/// are `config.spacing` apart, so the gaps between their windows let clicks through.
/// - `vertical`: a column. The newest sits nearest the anchor's edge (on top for a top anchor,
///   at the bottom for a bottom anchor; on top when the anchor is vertically centred, where the
///   column is centred as a whole). The column is as wide as its widest overlay and hugs the
///   anchor's side; `alignment` lines narrower ones up in it (start = left, end = right).
/// - `horizontal`: the same turned a quarter: a row, the newest nearest the anchor's side
///   (leftmost when centred), as tall as its tallest overlay; start = top, end = bottom.
/// - `stack`: every overlay in the same box at the anchor, as large as the largest; each hugs
///   the anchor's top or bottom (centred for a centred anchor) and is lined up across by
///   `alignment`. The caller stacks newer windows above older ones, so the newest is seen.
///
/// The "+N more" overlay comes after the farthest overlay (for a stack: below the box, above it
/// for a bottom anchor), `spacing` away, lined up like the others.
///
/// A `joined` vertical column is one panel (dunst's window with gap_size = 0): every overlay as
/// wide as the widest, none apart, each one's `PanelJoin` saying where it meets the others;
/// a frame `border` wide is drawn once around them all, and a separator between two.
///
/// Frames are not clipped: too many overlays run past the work area (`maxVisible` is what
/// limits them). The sizes may be bodies or whole windows; the frames are of what was given.
/// Under `allMonitors`, `arrange(_:more:config:on:home:)` (MonitorArrangement) does this
/// once per monitor: one window per overlay and monitor.
public struct ContainerArrangement: Hashable, Sendable {
    /// The overlays' frames, in the order their sizes were given (oldest first).
    public var frames: [Rect]
    /// The "+N more" overlay's frame, when its size was given.
    public var more: Rect?
    /// In a joined column, where each overlay meets the others (in the order of `frames`);
    /// empty otherwise.
    public var joins: [PanelJoin] = []
    /// Where "+N more" meets them, in a joined column.
    public var moreJoin: PanelJoin?

    public init(frames: [Rect], more: Rect?) {
        self.frames = frames; self.more = more
    }

    /// Lays out overlays of `sizes` (oldest first, as `ContainerQueue.shown`) and, when `more`
    /// is given, the "+N more" overlay of that size, inside `workArea` (root coordinates).
    /// `border` is the overlays' frame width, drawn once around a joined column.
    public static func arrange(_ sizes: [Size], more: Size? = nil, config: ContainerConfig,
                               in workArea: Rect, border: Int = 0) -> ContainerArrangement {
        let area = workArea.inset(by: config.insets)
        let spacing = max(0, config.spacing)
        switch config.layout {
        case .vertical where config.joined:
            return joinedColumn(sizes, more: more, config: config, border: border, area: area)
        case .vertical:
            return column(sizes, more: more, anchor: config.anchor, alignment: config.alignment,
                          spacing: spacing, area: area, order: config.order)
        case .horizontal:
            // A row is a column with x and y swapped.
            let c = column(sizes.map(\.transposed), more: more?.transposed, anchor: config.anchor.transposed,
                           alignment: config.alignment, spacing: spacing, area: area.transposed)
            return ContainerArrangement(frames: c.frames.map(\.transposed), more: c.more?.transposed)
        case .stack:
            return stack(sizes, more: more, anchor: config.anchor, alignment: config.alignment,
                         spacing: spacing, area: area)
        }
    }

    /// Where a box of `length` starts on an axis from `lo` to `hi`, for an anchor direction
    /// (-1 start, 0 centre, +1 end).
    static func start(_ direction: Int, _ lo: Int, _ hi: Int, _ length: Int) -> Int {
        direction < 0 ? lo : direction > 0 ? hi - length : lo + floorDiv(hi - lo - length, 2)
    }

    /// Where an item of `length` starts inside a band of `bandLength` from `bandStart`.
    static func align(_ alignment: ContainerAlignment, _ bandStart: Int, _ bandLength: Int, _ length: Int) -> Int {
        switch alignment {
        case .start: return bandStart
        case .end: return bandStart + bandLength - length
        case .center: return bandStart + floorDiv(bandLength - length, 2)
        }
    }

    static func column(_ sizes: [Size], more: Size?, anchor: Position, alignment: ContainerAlignment,
                       spacing: Int, area: Rect, order: ContainerOrder = .newestNearAnchor) -> ContainerArrangement {
        // Along the column from the anchor: in `order` (the newest first by default), then "+N more".
        let flow = order.flow(count: sizes.count, anchor: anchor)
        var items = flow.map { sizes[$0] }
        if let more { items.append(more) }
        guard !items.isEmpty else { return ContainerArrangement(frames: [], more: nil) }
        let width = items.map(\.width).max() ?? 0
        let total = items.map(\.height).reduce(0, +) + spacing * (items.count - 1)
        let columnX = start(anchor.dx, area.minX, area.maxX, width)
        var placed: [Rect] = []
        if anchor.dy > 0 {
            var bottom = area.maxY
            for s in items {
                placed.append(Rect(x: align(alignment, columnX, width, s.width), y: bottom - s.height,
                                   width: s.width, height: s.height))
                bottom -= s.height + spacing
            }
        } else {
            var top = anchor.dy < 0 ? area.minY : start(0, area.minY, area.maxY, total)
            for s in items {
                placed.append(Rect(x: align(alignment, columnX, width, s.width), y: top,
                                   width: s.width, height: s.height))
                top += s.height + spacing
            }
        }
        var frames = [Rect](repeating: .zero, count: sizes.count)
        for (slot, index) in flow.enumerated() { frames[index] = placed[slot] }
        return ContainerArrangement(frames: frames, more: more == nil ? nil : placed.last)
    }

    private static func stack(_ sizes: [Size], more: Size?, anchor: Position, alignment: ContainerAlignment,
                              spacing: Int, area: Rect) -> ContainerArrangement {
        let all = sizes + (more.map { [$0] } ?? [])
        guard !all.isEmpty else { return ContainerArrangement(frames: [], more: nil) }
        let width = all.map(\.width).max() ?? 0
        let height = sizes.map(\.height).max() ?? 0
        let moreHeight = more.map { $0.height + (sizes.isEmpty ? 0 : spacing) } ?? 0
        // The box holds the stack and, away from the anchor, "+N more".
        let boxX = start(anchor.dx, area.minX, area.maxX, width)
        let boxY = start(anchor.dy, area.minY, area.maxY, height + moreHeight)
        let stackY = anchor.dy > 0 ? boxY + moreHeight : boxY
        let frames = sizes.map { s in
            let y = anchor.dy > 0 ? stackY + height - s.height
                : anchor.dy < 0 ? stackY : stackY + floorDiv(height - s.height, 2)
            return Rect(x: align(alignment, boxX, width, s.width), y: y, width: s.width, height: s.height)
        }
        let moreFrame = more.map { m in
            Rect(x: align(alignment, boxX, width, m.width),
                 y: anchor.dy > 0 ? boxY : boxY + moreHeight + height - m.height,
                 width: m.width, height: m.height)
        }
        return ContainerArrangement(frames: frames, more: moreFrame)
    }
}

extension Size {
    /// Width and height swapped.
    var transposed: Size { Size(width: height, height: width) }
}

extension Rect {
    /// Mirrored over the diagonal: x and y, width and height swapped.
    var transposed: Rect { Rect(x: y, y: x, width: height, height: width) }
}

extension Position {
    /// Mirrored over the diagonal: `topRight` becomes `bottomLeft`, `top` becomes `left`.
    var transposed: Position { Position(dx: dy, dy: dx) }
}

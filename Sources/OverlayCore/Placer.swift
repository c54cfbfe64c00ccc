// Placer: puts a popover next to its anchor point, flipping and sliding to stay on its
// monitor. A first cut of the xdg_positioner model (xdg-shell: anchor, gravity, offset,
// constraint adjustment flip → slide); the full engine replaces it.

public struct PlacementRequest: Sendable {
    /// The source frame in root coordinates (a whole monitor for unattached popovers).
    public var anchorRect: Rect
    public var anchor: Position
    public var gravity: Position
    public var offset: Point
    /// Size of the body (content plus padding), without arrow and shadow.
    public var bodySize: Size
    public var style: Style
    /// Where the body and arrow must stay: the monitor less screen padding.
    public var area: Rect
    public init(anchorRect: Rect, anchor: Position, gravity: Position, offset: Point,
                bodySize: Size, style: Style, area: Rect) {
        self.anchorRect = anchorRect; self.anchor = anchor; self.gravity = gravity
        self.offset = offset; self.bodySize = bodySize; self.style = style; self.area = area
    }
}

public enum Placer {
    public static func place(_ r: PlacementRequest) -> PopoverLayout {
        var anchor = r.anchor, gravity = r.gravity
        var body = candidate(r, anchor: anchor, gravity: gravity)
        // Flip (xdg_positioner constraint_adjustment.flip_y / flip_x): kept only if it fits.
        if gravity.dy != 0, !fitsY(body, r) {
            let fa = anchor.flippedY, fg = gravity.flippedY
            let flipped = candidate(r, anchor: fa, gravity: fg)
            if fitsY(flipped, r) { body = flipped; anchor = fa; gravity = fg }
        }
        if gravity.dy == 0, gravity.dx != 0, !fitsX(body, r) {
            let fa = anchor.flippedX, fg = gravity.flippedX
            let flipped = candidate(r, anchor: fa, gravity: fg)
            if fitsX(flipped, r) { body = flipped; anchor = fa; gravity = fg }
        }
        let unslid = body
        // Slide (constraint_adjustment.slide_x / slide_y). When the body is larger than
        // the area, its top-left edge stays visible.
        body.origin.x = clamp(body.origin.x, r.area.minX, r.area.maxX - body.width)
        body.origin.y = clamp(body.origin.y, r.area.minY, r.area.maxY - body.height)

        let tipRoot = anchor.point(in: r.anchorRect) + r.offset
        let arrow = arrowFor(r, gravity: gravity, body: body, unslid: unslid, tip: tipRoot)
        var content = body
        if let a = arrow { content = content.union(Rect(origin: a.tip, size: Size(width: 1, height: 1))) }
        let frame = content.inset(by: r.style.shadowMargins.negated)
        let local = Point(x: -frame.x, y: -frame.y)
        return PopoverLayout(
            frame: frame, body: body.offsetBy(local),
            arrow: arrow.map { Arrow(side: $0.side, tip: $0.tip + local, base: $0.base, height: $0.height) },
            anchor: anchor, gravity: gravity)
    }

    /// The body rectangle for one anchor/gravity pair, before sliding.
    static func candidate(_ r: PlacementRequest, anchor: Position, gravity: Position) -> Rect {
        let a = anchor.point(in: r.anchorRect) + r.offset
        let w = r.bodySize.width, h = r.bodySize.height
        let ah = gravity == .center ? 0 : r.style.arrowHeight
        // How far the arrow sits from the body's corner when the popover extends sideways.
        let inset = r.style.cornerRadius + r.style.arrowWidth / 2 + 4
        var x: Int, y: Int
        if gravity.dy != 0 {
            y = gravity.dy > 0 ? a.y + ah : a.y - ah - h
            switch gravity.dx {
            case 1: x = a.x - inset
            case -1: x = a.x + inset - w
            default: x = a.x - w / 2
            }
        } else if gravity.dx != 0 {
            x = gravity.dx > 0 ? a.x + ah : a.x - ah - w
            y = a.y - h / 2
        } else {
            x = a.x - w / 2
            y = a.y - h / 2
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    static func fitsY(_ body: Rect, _ r: PlacementRequest) -> Bool {
        body.minY >= r.area.minY && body.maxY <= r.area.maxY
    }
    static func fitsX(_ body: Rect, _ r: PlacementRequest) -> Bool {
        body.minX >= r.area.minX && body.maxX <= r.area.maxX
    }

    /// The arrow, in root coordinates; nil when the body no longer touches the anchor point
    /// (it slid along the main axis) or the point lies beyond the body's straight edge.
    static func arrowFor(_ r: PlacementRequest, gravity: Position, body: Rect, unslid: Rect,
                         tip: Point) -> Arrow? {
        let s = r.style
        guard gravity != .center, s.arrowHeight > 0, s.arrowWidth > 0 else { return nil }
        let half = s.arrowWidth / 2
        let margin = s.cornerRadius + half
        if gravity.dy != 0 {
            guard body.minY == unslid.minY else { return nil }
            guard tip.x >= body.minX + margin, tip.x <= body.maxX - margin else { return nil }
            return Arrow(side: gravity.dy > 0 ? .top : .bottom, tip: tip, base: s.arrowWidth, height: s.arrowHeight)
        }
        guard body.minX == unslid.minX else { return nil }
        guard tip.y >= body.minY + margin, tip.y <= body.maxY - margin else { return nil }
        return Arrow(side: gravity.dx > 0 ? .left : .right, tip: tip, base: s.arrowWidth, height: s.arrowHeight)
    }

    static func clamp(_ v: Int, _ lo: Int, _ hi: Int) -> Int {
        hi < lo ? lo : min(max(v, lo), hi)
    }
}

// Connector: the curved line from a popover's body to the point it is about (a tutorial's
// pointer), in place of an arrow.

/// The kind of line `--connector` draws.
public enum ConnectorStyle: String, CaseIterable, Hashable, Sendable {
    /// No line: the arrow, if any, points at the source.
    case none
    /// A cubic Bézier from the middle of the body's nearest edge to the anchor point, ending in a dot.
    case curve
}

/// A cubic Bézier from the middle of one edge of a body to a target point. It leaves the
/// body at a right angle to that edge and arrives at the target along the same axis, so a
/// target off to the side gives an S-shaped curve.
public struct Connector: Hashable, Sendable {
    /// On the body's edge.
    public var start: Point
    public var control1: Point
    public var control2: Point
    /// The target: the anchor point on the source.
    public var end: Point
    /// The edge of the body the line leaves from.
    public var side: Edge

    public init(start: Point, control1: Point, control2: Point, end: Point, side: Edge) {
        self.start = start; self.control1 = control1; self.control2 = control2; self.end = end; self.side = side
    }

    /// The connector from `body` to `target` (both in the same coordinates), leaving from the
    /// edge the target lies furthest beyond. Nil when the target is inside the body.
    public static func curve(from body: Rect, to target: Point) -> Connector? {
        let beyond: [(Edge, Int)] = [(.bottom, target.y - body.maxY), (.top, body.minY - target.y),
                                     (.right, target.x - body.maxX), (.left, body.minX - target.x)]
        guard let (side, distance) = beyond.max(by: { $0.1 < $1.1 }), distance > 0 else { return nil }
        let start: Point
        switch side {
        case .bottom: start = Point(x: body.midX, y: body.maxY)
        case .top: start = Point(x: body.midX, y: body.minY)
        case .right: start = Point(x: body.maxX, y: body.midY)
        case .left: start = Point(x: body.minX, y: body.midY)
        }
        let vertical = side == .top || side == .bottom
        // Half-way along the main axis: both handles meet there, so the curve turns once.
        let c1 = vertical ? Point(x: start.x, y: (start.y + target.y) / 2) : Point(x: (start.x + target.x) / 2, y: start.y)
        let c2 = vertical ? Point(x: target.x, y: (start.y + target.y) / 2) : Point(x: (start.x + target.x) / 2, y: target.y)
        return Connector(start: start, control1: c1, control2: c2, end: target, side: side)
    }

    /// The point at `t` (0 at `start`, 1 at `end`).
    public func point(at t: Double) -> (x: Double, y: Double) {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        let ps = [start, control1, control2, end]
        let w = [a, b, c, d]
        return (zip(ps, w).map { Double($0.x) * $1 }.reduce(0, +), zip(ps, w).map { Double($0.y) * $1 }.reduce(0, +))
    }

    /// A rectangle holding the whole curve (its control polygon's box), grown by `margin`.
    public func bounds(margin: Int) -> Rect {
        let ps = [start, control1, control2, end]
        let x0 = ps.map(\.x).min() ?? 0, x1 = ps.map(\.x).max() ?? 0
        let y0 = ps.map(\.y).min() ?? 0, y1 = ps.map(\.y).max() ?? 0
        return Rect(x: x0 - margin, y: y0 - margin, width: x1 - x0 + 2 * margin, height: y1 - y0 + 2 * margin)
    }

    /// The same connector moved by `d`.
    public func offsetBy(_ d: Point) -> Connector {
        Connector(start: start + d, control1: control1 + d, control2: control2 + d, end: end + d, side: side)
    }
}

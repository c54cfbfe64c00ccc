// Monitor: one output's rectangle in root coordinates, and how a rectangle picks one.

public struct Monitor: Hashable, Sendable {
    public var name: String
    public var rect: Rect
    public var primary: Bool
    public init(name: String, rect: Rect, primary: Bool = false) {
        self.name = name; self.rect = rect; self.primary = primary
    }
}

extension Array where Element == Monitor {
    /// The monitor holding the largest part of `rect`; else the one nearest its centre;
    /// else the primary one. Nil only for an empty list.
    public func best(for rect: Rect) -> Monitor? {
        guard !isEmpty else { return nil }
        let probe = rect.isEmpty ? Rect(x: rect.x, y: rect.y, width: 1, height: 1) : rect
        let scored = map { ($0, $0.rect.intersection(probe).area) }
        if let top = scored.max(by: { $0.1 < $1.1 }), top.1 > 0 { return top.0 }
        let c = Point(x: probe.midX, y: probe.midY)
        func distance(_ m: Monitor) -> Int {
            let dx = Swift.max(m.rect.minX - c.x, 0, c.x - m.rect.maxX)
            let dy = Swift.max(m.rect.minY - c.y, 0, c.y - m.rect.maxY)
            return dx * dx + dy * dy
        }
        return self.min(by: { distance($0) < distance($1) })
    }

    public var primaryOrFirst: Monitor? { first(where: { $0.primary }) ?? first }
}

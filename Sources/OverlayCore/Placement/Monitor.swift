// Monitor: one output's rectangle in root coordinates, its size in millimetres, and how a
// rectangle picks one.

public struct Monitor: Hashable, Sendable {
    public var name: String
    public var rect: Rect
    public var primary: Bool
    /// Its physical size as RandR reports it (`xrandr --setmonitor NAME W/MMxH/MM…`); zero
    /// when unknown.
    public var millimetres: Size
    public init(name: String, rect: Rect, primary: Bool = false, millimetres: Size = .zero) {
        self.name = name; self.rect = rect; self.primary = primary; self.millimetres = millimetres
    }

    /// Its DPI as dunst 1.9 counts it for `per_monitor_dpi`: the height in pixels over the
    /// height in millimetres, cut to a whole number (dunst keeps it in an int). Nil when the
    /// millimetres are unknown.
    public var dpi: Int? {
        guard millimetres.height > 0, rect.height > 0 else { return nil }
        return Int(Double(rect.height) * 25.4 / Double(millimetres.height))
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

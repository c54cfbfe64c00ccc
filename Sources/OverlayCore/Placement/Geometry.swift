// Geometry: points, sizes, rectangles and insets in X pixel coordinates (y grows down).

/// A point in pixels.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "\(x),\(y)" }
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
}

/// A size in pixels; never negative once built through `init`.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = max(0, width); self.height = max(0, height) }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(width)x\(height)" }
}

/// An axis-aligned rectangle: origin is the top-left pixel.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Int { origin.x }
    public var y: Int { origin.y }
    public var width: Int { size.width }
    public var height: Int { size.height }
    public var minX: Int { origin.x }
    public var minY: Int { origin.y }
    public var maxX: Int { origin.x + size.width }
    public var maxY: Int { origin.y + size.height }
    public var midX: Int { origin.x + size.width / 2 }
    public var midY: Int { origin.y + size.height / 2 }
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }
    public var area: Int { size.width * size.height }
    public var description: String { "\(x),\(y) \(width)x\(height)" }

    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }
    public func contains(_ r: Rect) -> Bool {
        r.minX >= minX && r.maxX <= maxX && r.minY >= minY && r.maxY <= maxY
    }
    public func intersection(_ r: Rect) -> Rect {
        let x0 = max(minX, r.minX), y0 = max(minY, r.minY)
        let x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    public func union(_ r: Rect) -> Rect {
        if isEmpty { return r }
        if r.isEmpty { return self }
        let x0 = min(minX, r.minX), y0 = min(minY, r.minY)
        return Rect(x: x0, y: y0, width: max(maxX, r.maxX) - x0, height: max(maxY, r.maxY) - y0)
    }
    /// Shrinks by `insets` (negative insets grow the rectangle).
    public func inset(by insets: Insets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
    public func offsetBy(_ d: Point) -> Rect { Rect(origin: origin + d, size: size) }
}

/// Distances from each edge.
public struct Insets: Hashable, Sendable {
    public var top: Int, left: Int, bottom: Int, right: Int
    public init(top: Int, left: Int, bottom: Int, right: Int) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init(all v: Int) { self.init(top: v, left: v, bottom: v, right: v) }
    public static let zero = Insets(all: 0)
    public var negated: Insets { Insets(top: -top, left: -left, bottom: -bottom, right: -right) }
}

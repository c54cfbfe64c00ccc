// Position: the nine points of a rectangle, used both as anchor and as gravity.

/// One of nine points on a rectangle (as an anchor), or one of nine directions
/// (as a gravity: the direction in which a popover extends from its anchor point).
/// Follows `xdg_positioner.anchor` / `xdg_positioner.gravity` (xdg-shell).
public enum Position: String, CaseIterable, Sendable {
    case center
    case top, bottom, left, right
    case topLeft = "top-left", topRight = "top-right"
    case bottomLeft = "bottom-left", bottomRight = "bottom-right"

    /// -1 for left, 0 for center, +1 for right.
    public var dx: Int {
        switch self {
        case .left, .topLeft, .bottomLeft: return -1
        case .right, .topRight, .bottomRight: return 1
        default: return 0
        }
    }
    /// -1 for top, 0 for middle, +1 for bottom.
    public var dy: Int {
        switch self {
        case .top, .topLeft, .topRight: return -1
        case .bottom, .bottomLeft, .bottomRight: return 1
        default: return 0
        }
    }

    public init(dx: Int, dy: Int) {
        switch (dx.signum(), dy.signum()) {
        case (-1, -1): self = .topLeft
        case (0, -1): self = .top
        case (1, -1): self = .topRight
        case (-1, 0): self = .left
        case (1, 0): self = .right
        case (-1, 1): self = .bottomLeft
        case (0, 1): self = .bottom
        case (1, 1): self = .bottomRight
        default: self = .center
        }
    }

    /// Accepts the canonical names and a few spellings users type (`topleft`, `top_left`, `n`, `se`).
    public init?(parsing text: String) {
        let t = text.lowercased().replacingDashes()
        if let p = Position(rawValue: t) { self = p; return }
        let aliases: [String: Position] = [
            "topleft": .topLeft, "topright": .topRight, "bottomleft": .bottomLeft,
            "bottomright": .bottomRight, "middle": .center, "centre": .center,
            "n": .top, "s": .bottom, "w": .left, "e": .right,
            "nw": .topLeft, "ne": .topRight, "sw": .bottomLeft, "se": .bottomRight, "c": .center,
        ]
        guard let p = aliases[t] else { return nil }
        self = p
    }

    /// The point of `rect` this position names.
    public func point(in rect: Rect) -> Point {
        let x = dx < 0 ? rect.minX : (dx > 0 ? rect.maxX : rect.minX + rect.width / 2)
        let y = dy < 0 ? rect.minY : (dy > 0 ? rect.maxY : rect.minY + rect.height / 2)
        return Point(x: x, y: y)
    }

    public var flippedX: Position { Position(dx: -dx, dy: dy) }
    public var flippedY: Position { Position(dx: dx, dy: -dy) }
}

extension String {
    fileprivate func replacingDashes() -> String {
        String(self.map { $0 == "_" ? "-" : $0 })
    }
}

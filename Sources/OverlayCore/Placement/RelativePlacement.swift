// RelativePlacement: picture-in-picture placement at one of nine spots inside a monitor or a window.

/// A body placed at one of the nine positions inside a container (a monitor's work area or a
/// window's frame), `padding` in from its edges. Unlike `Positioner` there is no source to
/// point at: the position names the container's corner, edge middle or centre the body
/// hugs. Dragging moves the body between these spots (`nearest(to:…)`).
public struct RelativePlacement: Hashable, Sendable {
    /// The position the body took.
    public var position: Position
    /// The body, in the container's coordinates (root coordinates for a root-relative container).
    public var frame: Rect
    /// Whether the frame lies inside the padded container and clear of the avoided rectangles.
    public var fits: Bool

    public init(position: Position, frame: Rect, fits: Bool) {
        self.position = position; self.frame = frame; self.fits = fits
    }

    /// The body's frame at `position`: flush with the padded container's left, right or top,
    /// bottom edge as the position says, centred on an axis where it says neither. A body
    /// larger than the padded container still hugs the named edge and overhangs the other.
    public static func frame(at position: Position, size: Size, in container: Rect, padding: Int) -> Rect {
        let area = PositionerInput.padded(container, by: padding)
        func start(_ dir: Int, _ lo: Int, _ hi: Int, _ length: Int) -> Int {
            dir < 0 ? lo : dir > 0 ? hi - length : lo + floorDiv(hi - lo - length, 2)
        }
        return Rect(x: start(position.dx, area.minX, area.maxX, size.width),
                    y: start(position.dy, area.minY, area.maxY, size.height),
                    width: size.width, height: size.height)
    }

    /// The frame at each of `positions`, in their order (for drawing drop targets while dragging).
    public static func frames(size: Size, in container: Rect, padding: Int,
                              positions: [Position] = Position.allCases) -> [(position: Position, frame: Rect)] {
        positions.map { ($0, frame(at: $0, size: size, in: container, padding: padding)) }
    }

    /// The first of `preferences` (e.g. `[.topRight, .bottomRight]`) whose frame fits inside the
    /// padded container without overlapping any of `avoiding` (other pictures, notifications).
    /// When none fits, the first preference with `fits == false`. Nil only for no preferences.
    public static func place(size: Size, in container: Rect, padding: Int, preferences: [Position],
                             avoiding: [Rect] = []) -> RelativePlacement? {
        let area = PositionerInput.padded(container, by: padding)
        for p in preferences {
            let f = frame(at: p, size: size, in: container, padding: padding)
            if area.contains(f), avoiding.allSatisfy({ f.intersection($0).isEmpty }) {
                return RelativePlacement(position: p, frame: f, fits: true)
            }
        }
        guard let first = preferences.first else { return nil }
        return RelativePlacement(position: first, frame: frame(at: first, size: size, in: container, padding: padding),
                                 fits: false)
    }

    /// Where a drag that leaves the body's centre at `point` snaps to: the position among
    /// `positions` whose frame's centre is nearest (the first on a tie). Nil for no positions.
    public static func nearest(to point: Point, size: Size, in container: Rect, padding: Int,
                               positions: [Position] = Position.allCases) -> Position? {
        func distance(_ r: Rect) -> Int {
            let dx = r.midX - point.x, dy = r.midY - point.y
            return dx * dx + dy * dy
        }
        return frames(size: size, in: container, padding: padding, positions: positions)
            .min(by: { distance($0.frame) < distance($1.frame) })?.position
    }
}

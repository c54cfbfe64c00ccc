// PositionerResult: where the positioning engine put body, arrow and window, and what it changed.

/// Where a show/hide transition (scale, fade-and-grow) starts from.
public enum PresentationOrigin: Hashable, Sendable {
    /// The arrow's tip when there is an arrow, else the (final) anchor point.
    case anchorPoint
    /// A fixed point in root coordinates.
    case point(Point)
    /// The middle of the body's top or bottom edge.
    case top, bottom
    /// The middle of the body's leading or trailing edge (left and right, unless right-to-left).
    case leading, trailing
    /// The body's centre.
    case center

    /// Parses `anchor`, `top`, `bottom`, `leading`, `trailing`, `center` or `x,y`.
    public init?(parsing text: String) {
        switch text.lowercased() {
        case "anchor", "anchor-point", "anchorpoint": self = .anchorPoint
        case "top": self = .top
        case "bottom": self = .bottom
        case "leading": self = .leading
        case "trailing": self = .trailing
        case "center", "centre": self = .center
        default:
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]) else { return nil }
            self = .point(Point(x: x, y: y))
        }
    }
}

/// The outcome of `Positioner.place(_:)`. All rectangles and points in root coordinates.
public struct PositionerResult: Hashable, Sendable {
    /// The body; its size is the requested one unless a resize adjustment shrank it.
    public var body: Rect
    /// The arrow, or nil when none is drawn: no gravity (centre), no arrow in the metrics,
    /// the main axis had to slide (the tip cannot move off the anchor point, so the body slides
    /// without it), a resize cut the body's edge nearest the anchor point, the body is too short
    /// to keep the arrow clear of its corners, or the tip, clamped clear of them, would leave
    /// the anchor rectangle.
    public var arrow: Arrow?
    /// The window: body and arrow, grown by the shadow margins.
    public var frame: Rect
    /// Anchor and gravity after any flip, so the arrow points at the source.
    public var anchor: Position
    public var gravity: Position
    /// The anchor point after offset and flips (where the arrow's tip is on the main axis).
    public var anchorPoint: Point
    /// The anchor rectangle the popover was placed against.
    public var anchorRect: Rect
    /// The area body and arrow had to stay in.
    public var constraintArea: Rect
    /// The adjustments that changed something: a kept flip, a slide, a resize.
    public var applied: ConstraintAdjustment

    public init(body: Rect, arrow: Arrow?, frame: Rect, anchor: Position, gravity: Position,
                anchorPoint: Point, anchorRect: Rect, constraintArea: Rect, applied: ConstraintAdjustment) {
        self.body = body; self.arrow = arrow; self.frame = frame; self.anchor = anchor
        self.gravity = gravity; self.anchorPoint = anchorPoint; self.anchorRect = anchorRect
        self.constraintArea = constraintArea; self.applied = applied
    }

    /// The body's size after any resize adjustment.
    public var bodySize: Size { body.size }
    /// Body plus arrow: what the fit test covers.
    public var content: Rect { arrow.map { body.union($0.box) } ?? body }
    /// Whether body and arrow lie wholly inside the constraint area.
    public var fits: Bool { constraintArea.contains(content) }

    /// The root-coordinate point a presentation transition grows from.
    public func origin(_ origin: PresentationOrigin, rightToLeft: Bool = false) -> Point {
        switch origin {
        case .anchorPoint: return arrow?.tip ?? anchorPoint
        case .point(let p): return p
        case .top: return Point(x: body.midX, y: body.minY)
        case .bottom: return Point(x: body.midX, y: body.maxY)
        case .leading: return Point(x: rightToLeft ? body.maxX : body.minX, y: body.midY)
        case .trailing: return Point(x: rightToLeft ? body.minX : body.maxX, y: body.midY)
        case .center: return Point(x: body.midX, y: body.midY)
        }
    }

    /// The same placement as the `PopoverLayout` the renderer and the X pusher take: frame
    /// in root coordinates, body and arrow tip in window coordinates.
    public var layout: PopoverLayout {
        let local = Point(x: -frame.x, y: -frame.y)
        return PopoverLayout(
            frame: frame, body: body.offsetBy(local),
            arrow: arrow.map { Arrow(side: $0.side, tip: $0.tip + local, base: $0.base, height: $0.height, lean: $0.lean) },
            anchor: anchor, gravity: gravity)
    }
}

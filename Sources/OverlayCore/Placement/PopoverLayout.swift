// PopoverLayout: where a popover's window, body and arrow are, as computed by the placer.

/// A side of a rectangle.
public enum Edge: String, Sendable {
    case top, bottom, left, right
}

/// The arrow drawn on one side of the body, its tip on the source's anchor point.
public struct Arrow: Hashable, Sendable {
    /// The side of the body the arrow sits on.
    public var side: Edge
    /// The tip: in window coordinates in a `PopoverLayout`, in root coordinates in a
    /// `PositionerResult`.
    public var tip: Point
    /// Width of the arrow's base along the body edge.
    public var base: Int
    /// Distance from the body edge to the tip.
    public var height: Int
    /// How far along the edge the base's centre is from the tip: 0 for a straight arrow; not 0
    /// when the point is too near the body's corner (at a screen edge) and the arrow leans.
    public var lean: Int
    public init(side: Edge, tip: Point, base: Int, height: Int, lean: Int = 0) {
        self.side = side; self.tip = tip; self.base = base; self.height = height; self.lean = lean
    }

    /// The arrow's bounding box: `base` along the edge, centred `lean` from the tip, `height`
    /// deep, with the tip (in the coordinates of `tip`).
    public var box: Rect {
        let straight: Rect
        switch side {
        case .top: straight = Rect(x: tip.x + lean - base / 2, y: tip.y, width: base, height: height)
        case .bottom: straight = Rect(x: tip.x + lean - base / 2, y: tip.y - height, width: base, height: height)
        case .left: straight = Rect(x: tip.x, y: tip.y + lean - base / 2, width: height, height: base)
        case .right: straight = Rect(x: tip.x - height, y: tip.y + lean - base / 2, width: height, height: base)
        }
        guard lean != 0 else { return straight }
        // A leaning arrow's tip lies beside its base: the box spans both.
        switch side {
        case .top, .bottom: return straight.union(Rect(x: tip.x, y: straight.y, width: 1, height: straight.height))
        case .left, .right: return straight.union(Rect(x: straight.x, y: tip.y, width: straight.width, height: 1))
        }
    }
}

/// The result of placement: all a renderer and the X pusher need.
public struct PopoverLayout: Hashable, Sendable {
    /// The window, in root coordinates (includes the shadow margins).
    public var frame: Rect
    /// The body, in window coordinates.
    public var body: Rect
    public var arrow: Arrow?
    /// Anchor and gravity after any flip, so the arrow points at the source.
    public var anchor: Position
    public var gravity: Position
    /// A line from the body to the anchor point (`--connector`), in window coordinates.
    public var connector: Connector?
    /// A member of a joined container column: where it meets the others.
    public var join: PanelJoin?
    public init(frame: Rect, body: Rect, arrow: Arrow?, anchor: Position, gravity: Position, connector: Connector? = nil) {
        self.frame = frame; self.body = body; self.arrow = arrow; self.anchor = anchor; self.gravity = gravity
        self.connector = connector
    }
    /// The arrow tip in root coordinates.
    public var arrowTipOnRoot: Point? { arrow.map { $0.tip + frame.origin } }
    /// The body in root coordinates.
    public var bodyOnRoot: Rect { body.offsetBy(frame.origin) }
    /// What the picture depends on: the layout with the window's position left out. Two
    /// layouts with equal pictures differ only in where the window is (a move, no repaint).
    public var picture: PopoverLayout {
        var l = self
        l.frame.origin = .zero
        return l
    }
}

extension PopoverLayout {
    /// The layout with a connector from the body to `target` (root coordinates) instead of an
    /// arrow: the window grows to hold the line and its end dot (`margin` around the curve).
    /// Unchanged when the target lies inside the body.
    public func connected(to target: Point, margin: Int) -> PopoverLayout {
        guard let line = Connector.curve(from: bodyOnRoot, to: target) else { return self }
        let grown = frame.union(line.bounds(margin: margin))
        let shift = Point(x: frame.x - grown.x, y: frame.y - grown.y)
        return PopoverLayout(frame: grown, body: body.offsetBy(shift), arrow: nil, anchor: anchor, gravity: gravity,
                             connector: line.offsetBy(Point(x: -grown.x, y: -grown.y)))
    }
}

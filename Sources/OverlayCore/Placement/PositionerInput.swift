// PositionerInput: everything the positioning engine reads, after the xdg_positioner model.

/// The facts about a popover's chrome that placement needs: how big the arrow is, how round
/// the corners are (the arrow keeps clear of them) and how much room the shadow takes.
public struct PopoverMetrics: Hashable, Sendable {
    /// Width of the arrow's base along the body edge; 0 for no arrow.
    public var arrowWidth: Int
    /// Distance from the body edge to the arrow's tip; 0 for no arrow.
    public var arrowHeight: Int
    /// Radius of the body's corners.
    public var cornerRadius: Int
    /// Room the window reserves around body and arrow for the shadow. Left out of the fit
    /// test: only body and arrow must lie inside the constraint area.
    public var shadowMargins: Insets

    public init(arrowWidth: Int = 0, arrowHeight: Int = 0, cornerRadius: Int = 0, shadowMargins: Insets = .zero) {
        self.arrowWidth = arrowWidth; self.arrowHeight = arrowHeight
        self.cornerRadius = cornerRadius; self.shadowMargins = shadowMargins
    }

    /// The metrics of a style.
    public init(_ style: Style) {
        self.init(arrowWidth: style.arrowWidth, arrowHeight: style.arrowHeight,
                  cornerRadius: style.cornerRadius, shadowMargins: style.shadowMargins)
    }

    /// Whether an arrow can be drawn at all.
    public var hasArrow: Bool { arrowWidth > 0 && arrowHeight > 0 }

    /// How far along the body edge the arrow's tip must stay from a corner, so that the
    /// arrow's base stays clear of the rounded corner.
    public var arrowCornerClearance: Int { max(0, cornerRadius) + arrowWidth / 2 }

    /// Where the anchor point sits along the body's cross axis when the gravity extends the
    /// popover sideways as well (e.g. `bottomRight`): this far in from the body's corner, so
    /// the arrow sits near that corner.
    public var arrowCornerInset: Int { max(0, cornerRadius) + arrowWidth / 2 + 4 }
}

/// One request to the positioning engine, following Wayland's `xdg_positioner` (xdg-shell):
/// an anchor rectangle, an anchor point on it, a gravity, an offset, per-axis constraint
/// adjustments and a constraint area. All rectangles are in root coordinates.
public struct PositionerInput: Hashable, Sendable {
    /// The source frame (a window, a tray icon, a whole monitor for unattached popovers).
    public var sourceFrame: Rect
    /// Narrows the anchor rectangle to part of the source, relative to `sourceFrame`'s
    /// origin (xdg_positioner.set_anchor_rect is likewise relative to the parent's window
    /// geometry). Applied before `sourceInset`; not clipped to the frame. Nil: the whole frame.
    public var sourceRegion: Rect?
    /// Shrinks the anchor rectangle (negative values grow it), after `sourceRegion`. An axis
    /// shrunk past nothing collapses to its middle.
    public var sourceInset: Insets
    /// The popover's body: content plus padding, without arrow and shadow
    /// (xdg_positioner.set_size).
    public var bodySize: Size
    /// Arrow, corner and shadow facts.
    public var metrics: PopoverMetrics
    /// The point of the anchor rectangle the popover is placed against (xdg_positioner.set_anchor).
    public var anchor: Position
    /// The direction the popover extends from the anchor point (xdg_positioner.set_gravity).
    public var gravity: Position
    /// Added to the anchor point (xdg_positioner.set_offset): "the calculated surface position
    /// will be (x + ox, y + oy). The offset position of the surface is the one used for
    /// constraint testing."
    public var offset: Point
    /// What may be done when the popover does not fit (xdg_positioner.set_constraint_adjustment).
    public var adjustments: ConstraintAdjustment
    /// The work area of the chosen monitor (see `WorkArea`).
    public var workArea: Rect
    /// Gap kept between the popover and the work area's edges.
    public var screenPadding: Int
    /// Whether an arrow whose point lies near the work area's edge may have its tip, and the
    /// body as far as needed, in the padding (never outside the work area) rather than be
    /// slid away: true for a real source (a window, an x/y hint); false for an unattached
    /// popover, whose "point" is only the monitor's edge.
    public var arrowMayEnterPadding = true

    /// The default screen-edge padding, in pixels.
    public static let defaultScreenPadding = 16

    public init(sourceFrame: Rect, sourceRegion: Rect? = nil, sourceInset: Insets = .zero,
                bodySize: Size, metrics: PopoverMetrics = PopoverMetrics(),
                anchor: Position = .bottom, gravity: Position = .bottom, offset: Point = .zero,
                adjustments: ConstraintAdjustment = .default, workArea: Rect,
                screenPadding: Int = PositionerInput.defaultScreenPadding) {
        self.sourceFrame = sourceFrame; self.sourceRegion = sourceRegion; self.sourceInset = sourceInset
        self.bodySize = bodySize; self.metrics = metrics; self.anchor = anchor; self.gravity = gravity
        self.offset = offset; self.adjustments = adjustments; self.workArea = workArea
        self.screenPadding = screenPadding
    }

    /// The anchor rectangle: `sourceFrame`, narrowed to `sourceRegion`, then inset by `sourceInset`.
    public var anchorRect: Rect {
        let base = sourceRegion.map { $0.offsetBy(sourceFrame.origin) } ?? sourceFrame
        let (x0, x1) = Self.collapse(base.minX + sourceInset.left, base.maxX - sourceInset.right)
        let (y0, y1) = Self.collapse(base.minY + sourceInset.top, base.maxY - sourceInset.bottom)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The area body and arrow must stay in: the work area less the screen padding.
    public var constraintArea: Rect { Self.padded(workArea, by: screenPadding) }

    /// Where an arrow's tip (and a body keeping its arrow) may go: the work area, or the
    /// constraint area when `arrowMayEnterPadding` is false.
    public var arrowArea: Rect { arrowMayEnterPadding ? workArea : constraintArea }

    /// `rect` less `padding` on every side; an axis padded past nothing collapses to its middle.
    static func padded(_ rect: Rect, by padding: Int) -> Rect {
        let (x0, x1) = collapse(rect.minX + padding, rect.maxX - padding)
        let (y0, y1) = collapse(rect.minY + padding, rect.maxY - padding)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// An interval whose ends crossed becomes the empty interval at their midpoint.
    static func collapse(_ lo: Int, _ hi: Int) -> (Int, Int) {
        if hi >= lo { return (lo, hi) }
        let mid = floorDiv(lo + hi, 2)
        return (mid, mid)
    }
}

/// Division rounding towards minus infinity, so halves of negative spans mirror cleanly.
func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}

// Transition: one running show or dismiss animation, sampled at any instant.

/// What an overlay looks like at one instant of a transition, relative to its final frame.
public struct TransitionFrame: Hashable, Sendable {
    /// 0 (invisible) … 1 (opaque).
    public var opacity: Double
    /// A fraction of the final size; 1 is the final size.
    public var scale: Double
    /// Added to the final frame's origin.
    public var offset: Point

    public init(opacity: Double, scale: Double, offset: Point) {
        self.opacity = opacity; self.scale = scale; self.offset = offset
    }

    /// The overlay as it finally stands: opaque, full size, in place.
    public static let identity = TransitionFrame(opacity: 1, scale: 1, offset: .zero)

    /// The rectangle `frame` covers at this instant: scaled about `anchor`, then moved by
    /// `offset`. Sizes round to whole pixels and never drop below 1, so a window stays valid.
    public func applied(to frame: Rect, anchor: Point) -> Rect {
        if scale == 1 { return frame.offsetBy(offset) }
        let s = max(0, scale)
        func scaled(_ v: Int, about a: Int) -> Int { a + Int((Double(v - a) * s).rounded()) }
        let x0 = scaled(frame.minX, about: anchor.x), y0 = scaled(frame.minY, about: anchor.y)
        let x1 = scaled(frame.maxX, about: anchor.x), y1 = scaled(frame.maxY, about: anchor.y)
        return Rect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0)).offsetBy(offset)
    }
}

/// Whether a transition brings an overlay in or takes it away.
public enum TransitionDirection: Hashable, Sendable {
    /// From the effects' start state to `TransitionFrame.identity`.
    case show
    /// From `TransitionFrame.identity` to the effects' start state; the caller unmaps the
    /// overlay once it is finished.
    case dismiss
}

/// A show or dismiss transition of one overlay, resolved against its final frame: sample it at
/// each frame deadline. The sample at or after the end is exactly the target (`identity` for
/// show; the effects' start state for dismiss), whatever the easing.
public struct Transition: Hashable, Sendable {
    public var direction: TransitionDirection
    public var timing: TransitionTiming
    /// The overlay's state away from its final place: what a show starts from and a dismiss
    /// ends at.
    public var hidden: TransitionFrame
    /// The point scaling is about: the presentation origin, else the frame's centre.
    public var scaleAnchor: Point

    /// Resolves `spec` for an overlay whose final frame is `frame`, starting at `start`.
    /// `bounds` is what a slide from an edge starts outside of (the monitor or its work area);
    /// `origin` is the presentation origin from the positioning engine (the anchor point on the
    /// source), used by `slide` and as the scale anchor.
    public init(_ spec: TransitionSpec, direction: TransitionDirection, frame: Rect, bounds: Rect,
                origin: Point? = nil, start: Instant) {
        self.direction = direction
        timing = TransitionTiming(start: start, durationMs: spec.isAnimated ? spec.durationMs : 0,
                                  easing: spec.easing)
        scaleAnchor = origin ?? Point(x: frame.midX, y: frame.midY)
        var hidden = TransitionFrame.identity
        for effect in spec.effects {
            switch effect {
            case .fade: hidden.opacity = 0
            case .scale(let from): hidden.scale *= min(max(from, 0), 1)
            case .slide(let source):
                hidden.offset = hidden.offset + Self.slideOffset(source, frame: frame, bounds: bounds, origin: origin)
            }
        }
        self.hidden = hidden
    }

    /// Where a slide starts, as an offset from the final frame. From an edge: just outside that
    /// edge of `bounds`, keeping the other coordinate. From the origin: the frame's centre on it.
    public static func slideOffset(_ source: SlideSource, frame: Rect, bounds: Rect, origin: Point?) -> Point {
        switch source {
        case .edge(let edge):
            switch edge {
            case .top: return Point(x: 0, y: bounds.minY - frame.maxY)
            case .bottom: return Point(x: 0, y: bounds.maxY - frame.minY)
            case .left: return Point(x: bounds.minX - frame.maxX, y: 0)
            case .right: return Point(x: bounds.maxX - frame.minX, y: 0)
            }
        case .origin:
            if let origin { return origin - Point(x: frame.midX, y: frame.midY) }
            return slideOffset(.edge(nearestEdge(of: frame, in: bounds)), frame: frame, bounds: bounds, origin: nil)
        }
    }

    /// The edge of `bounds` closest to `frame` (top, bottom, left, right on a tie).
    public static func nearestEdge(of frame: Rect, in bounds: Rect) -> Edge {
        let distances: [(Edge, Int)] = [(.top, frame.minY - bounds.minY), (.bottom, bounds.maxY - frame.maxY),
                                        (.left, frame.minX - bounds.minX), (.right, bounds.maxX - frame.maxX)]
        return distances.min { $0.1 < $1.1 }?.0 ?? .top
    }

    /// The state the transition ends at.
    public var target: TransitionFrame { direction == .show ? .identity : hidden }
    /// The state the transition starts from.
    public var initial: TransitionFrame { direction == .show ? hidden : .identity }

    /// The overlay's state at `now`: `initial` until the start, exactly `target` from the end on.
    public func sample(at now: Instant) -> TransitionFrame {
        if timing.isFinished(at: now) { return target }
        let p = timing.progress(at: now)
        let a = initial, b = target
        return TransitionFrame(opacity: min(max(lerp(a.opacity, b.opacity, p), 0), 1),
                               scale: max(lerp(a.scale, b.scale, p), 0),
                               offset: Point(x: lerp(a.offset.x, b.offset.x, p), y: lerp(a.offset.y, b.offset.y, p)))
    }

    /// The rectangle the overlay whose final frame is `frame` covers at `now`.
    public func displayedFrame(_ frame: Rect, at now: Instant) -> Rect {
        sample(at: now).applied(to: frame, anchor: scaleAnchor)
    }

    /// Whether the target is reached at `now`.
    public func isFinished(at now: Instant) -> Bool { timing.isFinished(at: now) }

    /// The next frame deadline after `now` at `rate` Hz; nil once finished (see `TransitionTiming`).
    public func nextFrame(after now: Instant, rate: Double) -> Instant? {
        timing.nextFrame(after: now, rate: rate)
    }
}

/// `a` at 0, `b` at 1, in between (or beyond, for an overshooting easing) at `p`.
func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double {
    p == 1 ? b : a + (b - a) * p
}

/// Whole-pixel `lerp`, rounded to the nearest pixel.
func lerp(_ a: Int, _ b: Int, _ p: Double) -> Int {
    p == 1 ? b : a + Int((Double(b - a) * p).rounded())
}

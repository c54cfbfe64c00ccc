// TransitionSpec: what a show or dismiss transition does (fade, scale, slide), how long, how eased.

/// Where a slide comes from.
public enum SlideSource: Hashable, Sendable {
    /// From just outside this edge of the bounds the caller gives (the monitor's work area).
    case edge(Edge)
    /// From the presentation origin the caller gives (the positioner's anchor point on the
    /// source): the overlay's centre starts there. Without an origin, from the nearest edge.
    case origin
}

/// One visual effect of a transition; a transition may combine several (`fade,scale`).
public enum TransitionEffect: Hashable, Sendable {
    /// Opacity from 0 to 1. Needs a compositor.
    case fade
    /// Size from `from` (0…1, a fraction of the final size) to 1, about the presentation
    /// origin when given, else the frame's centre.
    case scale(from: Double)
    /// Position from the slide source to the final frame.
    case slide(SlideSource)

    /// The scale `scale` starts from when not given, as SwiftUI's `.scale`.
    public static let defaultScale = 0.0

    /// `fade`, `scale`, `scale:F` (F in 0…1), `slide` (from the origin), or `slide-top`,
    /// `slide-bottom`, `slide-left`, `slide-right`; nil for anything else.
    public init?(parsing text: String) {
        switch text {
        case "fade": self = .fade
        case "scale": self = .scale(from: Self.defaultScale)
        case "slide": self = .slide(.origin)
        default:
            if text.hasPrefix("slide-"), let edge = Edge(rawValue: String(text.dropFirst("slide-".count))) {
                self = .slide(.edge(edge))
            } else if text.hasPrefix("scale:"), let f = Double(String(text.dropFirst("scale:".count))),
                      (0...1).contains(f) {
                self = .scale(from: f)
            } else {
                return nil
            }
        }
    }

    /// The text `init(parsing:)` reads back.
    public var text: String {
        switch self {
        case .fade: return "fade"
        case .scale(let f): return f == Self.defaultScale ? "scale" : "scale:\(f)"
        case .slide(.origin): return "slide"
        case .slide(.edge(let e)): return "slide-\(e.rawValue)"
        }
    }
}

/// How an overlay appears or goes away: its effects, duration and easing. No effects, or a
/// duration of 0, is an instant change.
public struct TransitionSpec: Hashable, Sendable {
    public var effects: [TransitionEffect]
    /// Milliseconds.
    public var durationMs: Int64
    public var easing: Easing

    public init(effects: [TransitionEffect], durationMs: Int64 = TransitionSpec.defaultDurationMs,
                easing: Easing = .easeOut) {
        self.effects = effects; self.durationMs = max(0, durationMs); self.easing = easing
    }

    /// The duration when none is given.
    public static let defaultDurationMs: Int64 = 200
    /// No transition: the overlay appears and goes at once.
    public static let none = TransitionSpec(effects: [], durationMs: 0, easing: .linear)

    /// Whether anything moves: some effect and some duration.
    public var isAnimated: Bool { !effects.isEmpty && durationMs > 0 }

    /// `none`, or effects joined by commas (`fade,scale`, `slide-top`); nil when a word is unknown.
    /// Duration and easing keep their defaults: they are separate options.
    public init?(parsing text: String) {
        if text == "none" { self = .none; return }
        var effects: [TransitionEffect] = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let e = TransitionEffect(parsing: String(word)) else { return nil }
            effects.append(e)
        }
        self.init(effects: effects)
    }

    /// What is left without a compositor: opacity cannot change there, so `fade` goes, while
    /// `scale` and `slide` step the window's frame and shape (no half-transparent pixels, so no
    /// black flashes). With nothing left the change is instant.
    public var withoutCompositor: TransitionSpec {
        let kept = effects.filter { $0 != .fade }
        return kept.isEmpty ? .none : TransitionSpec(effects: kept, durationMs: durationMs, easing: easing)
    }
}

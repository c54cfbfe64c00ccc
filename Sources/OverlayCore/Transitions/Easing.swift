// Easing: how a transition's progress speeds up and slows down (CSS timing functions).

/// A timing curve from time fraction to progress fraction. The named curves are the CSS
/// cubic Béziers (`ease-in` is `cubic-bezier(0.42, 0, 1, 1)` …). Every curve gives exactly 0
/// at 0 and exactly 1 at 1; the named ones are monotonic in between. A custom Bézier whose y
/// control values leave 0…1 overshoots (a "back" easing), which is allowed.
public enum Easing: Hashable, Sendable {
    case linear
    /// `cubic-bezier(0.25, 0.1, 0.25, 1)`, the CSS default.
    case ease
    /// `cubic-bezier(0.42, 0, 1, 1)`: starts slow.
    case easeIn
    /// `cubic-bezier(0, 0, 0.58, 1)`: ends slow; the usual curve for showing.
    case easeOut
    /// `cubic-bezier(0.42, 0, 0.58, 1)`.
    case easeInOut
    /// A CSS `cubic-bezier(x1, y1, x2, y2)`; x1 and x2 are clamped to 0…1.
    case cubicBezier(Double, Double, Double, Double)

    /// Every named curve, for tests and help texts.
    public static let named: [Easing] = [.linear, .ease, .easeIn, .easeOut, .easeInOut]

    /// `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out` or `cubic-bezier(x1,y1,x2,y2)`
    /// (spaces allowed, x values within 0…1); nil for anything else.
    public init?(parsing text: String) {
        switch text {
        case "linear": self = .linear
        case "ease": self = .ease
        case "ease-in": self = .easeIn
        case "ease-out": self = .easeOut
        case "ease-in-out": self = .easeInOut
        default:
            let prefix = "cubic-bezier(", t = text.filter { $0 != " " }
            guard t.hasPrefix(prefix), t.hasSuffix(")") else { return nil }
            let values = t.dropFirst(prefix.count).dropLast().split(separator: ",", omittingEmptySubsequences: false)
                .compactMap { Double(String($0)) }
            guard values.count == 4, values.allSatisfy(\.isFinite),
                  (0...1).contains(values[0]), (0...1).contains(values[2]) else { return nil }
            self = .cubicBezier(values[0], values[1], values[2], values[3])
        }
    }

    /// The text `init(parsing:)` reads back.
    public var text: String {
        switch self {
        case .linear: return "linear"
        case .ease: return "ease"
        case .easeIn: return "ease-in"
        case .easeOut: return "ease-out"
        case .easeInOut: return "ease-in-out"
        case .cubicBezier(let a, let b, let c, let d): return "cubic-bezier(\(a),\(b),\(c),\(d))"
        }
    }

    /// The Bézier control points (x1, y1, x2, y2); nil for `linear`.
    public var controlPoints: (Double, Double, Double, Double)? {
        switch self {
        case .linear: return nil
        case .ease: return (0.25, 0.1, 0.25, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInOut: return (0.42, 0, 0.58, 1)
        case .cubicBezier(let a, let b, let c, let d): return (min(max(a, 0), 1), b, min(max(c, 0), 1), d)
        }
    }

    /// The progress at time fraction `t` (clamped to 0…1): exactly 0 at 0, exactly 1 at 1.
    public func callAsFunction(_ t: Double) -> Double {
        guard t.isFinite, t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        guard let (x1, y1, x2, y2) = controlPoints else { return t }
        // x(s) is monotonic for x1, x2 in 0…1, so bisection finds the one s with x(s) = t;
        // 48 halvings reach the limits of a Double without Newton's occasional overshoot.
        var lo = 0.0, hi = 1.0
        for _ in 0..<48 {
            let mid = (lo + hi) / 2
            if Self.bezier(mid, x1, x2) < t { lo = mid } else { hi = mid }
        }
        return Self.bezier((lo + hi) / 2, y1, y2)
    }

    /// One coordinate of a cubic Bézier from 0 to 1 with inner control values `p1`, `p2`.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
}

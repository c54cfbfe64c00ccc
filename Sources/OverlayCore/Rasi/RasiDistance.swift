// RasiDistance: a rasi length (px, em, ch, %, mm, calc() arithmetic) and how rofi 1.7.3 turns it into pixels.

/// The unit of one number in a distance.
public enum RasiUnit: String, Hashable, Sendable {
    case px, mm, em, ch, percent = "%"
}

/// Solid or dashed, for a border drawn with this width.
public enum RasiLineStyle: Hashable, Sendable {
    case solid, dash
}

/// The operators of `calc()` and parenthesised arithmetic, as rofi's parser groups them:
/// `* / %` bind tightest, then `+ -`, then `min max round floor ceil`.
public enum RasiOperator: String, Hashable, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", modulo = "%"
    case min, max, round, floor, ceil
}

/// One term of a distance: a number with its unit, a group in parentheses, or two terms and an operator.
public indirect enum RasiLength: Hashable, Sendable {
    case value(Double, RasiUnit)
    case group(RasiLength)
    case operation(RasiOperator, RasiLength, RasiLength)
}

/// What turns em, ch, % and mm into pixels: the font's line height and character width,
/// the monitor's size (percentages are of its width across and its height down) and the DPI.
public struct RasiMetrics: Hashable, Sendable {
    public var lineHeight: Double
    public var characterWidth: Double
    public var monitorWidth: Int
    public var monitorHeight: Int
    public var dpi: Double

    public init(lineHeight: Double, characterWidth: Double, monitorWidth: Int, monitorHeight: Int, dpi: Double = 96) {
        self.lineHeight = lineHeight; self.characterWidth = characterWidth
        self.monitorWidth = monitorWidth; self.monitorHeight = monitorHeight; self.dpi = dpi
    }
}

/// Which way a distance is measured; a percentage takes the monitor's width or height from it.
public enum RasiOrientation: String, Hashable, Sendable {
    case vertical, horizontal
}

/// A length with the line style a border drawn with it takes.
public struct RasiDistance: Hashable, Sendable {
    public var length: RasiLength
    public var style: RasiLineStyle

    public init(_ length: RasiLength, style: RasiLineStyle = .solid) {
        self.length = length; self.style = style
    }

    /// A plain number of pixels.
    public static func px(_ value: Int) -> RasiDistance { RasiDistance(.value(Double(value), .px)) }

    /// Whole pixels as rofi's `distance_get_pixel` counts them: each term is cut to an integer
    /// before the arithmetic, and a division or modulo by zero gives the left side or 0 as rofi's does.
    public func pixels(_ orientation: RasiOrientation, in metrics: RasiMetrics) -> Int {
        Self.pixels(length, orientation, metrics)
    }

    private static func pixels(_ length: RasiLength, _ orientation: RasiOrientation, _ m: RasiMetrics) -> Int {
        switch length {
        case let .value(number, unit):
            let value: Double
            switch unit {
            case .px: value = number
            case .em: value = number * m.lineHeight
            case .ch: value = number * m.characterWidth
            case .mm: value = number * m.dpi / 25.4
            case .percent:
                value = number * Double(orientation == .vertical ? m.monitorHeight : m.monitorWidth) / 100
            }
            return truncated(value)
        case let .group(inner):
            return pixels(inner, orientation, m)
        case let .operation(op, left, right):
            let a = pixels(left, orientation, m), b = pixels(right, orientation, m)
            switch op {
            case .add: return a &+ b
            case .subtract: return a &- b
            case .multiply: return a &* b
            case .divide: return b != 0 ? a / b : a
            case .modulo: return b != 0 ? a % b : 0
            case .min: return Swift.min(a, b)
            case .max: return Swift.max(a, b)
            case .round: return b != 0 ? truncated((Double(a) / Double(b)).rounded() * Double(b)) : a
            case .floor: return b != 0 ? truncated((Double(a) / Double(b)).rounded(.down) * Double(b)) : a
            case .ceil: return b != 0 ? truncated((Double(a) / Double(b)).rounded(.up) * Double(b)) : a
            }
        }
    }
}

/// rofi assigns a double to an int (truncation toward zero); a NaN or huge value is clamped instead of trapping.
private func truncated(_ value: Double) -> Int {
    if value.isNaN { return 0 }
    if value >= Double(Int32.max) { return Int(Int32.max) }
    if value <= Double(Int32.min) { return Int(Int32.min) }
    return Int(value)
}

// RasiParser+Colors: rasi's colour forms as rofi 1.7.3's grammar reads them — hex and names (from the
// lexer), rgb(a), hsl(a), hwb, cmyk with commas or blanks and `/ alpha` — and its range errors.

extension RasiParser {
    /// A colour when the next token starts one; nil leaves the token.
    mutating func parseColorIfPresent(_ mode: RasiScanMode) throws -> Color? {
        let start = peek(mode)
        switch start.kind {
        case let .color(c):
            take(mode); return c
        case .word(.transparent):
            take(mode); return Color(red: 0, green: 0, blue: 0, alpha: 0)
        case var .colorName(c):
            take(mode)
            if peek(mode).kind == .slash { take(mode); c.alpha = try parseUnitValue(mode) }
            return c
        case .word(.rgba):
            take(mode)
            return try parseRGB(start.location)
        case .word(.hsl), .word(.hwb):
            take(mode)
            _ = try expect(.parenLeft, .properties)
            let h = try parseAngle()
            let comma = peek(.properties).kind == .comma
            if comma { take(.properties) }
            let a = try parseUnitValue(.properties)
            if comma { _ = try expect(.comma, .properties) }
            let b = try parseUnitValue(.properties)
            let alpha = try parseAlpha(comma: comma)
            _ = try expect(.parenRight, .properties)
            return start.kind == .word(.hsl)
                ? Color.rasiHSL(hue: h, saturation: a, lightness: b, alpha: alpha)
                : Color.rasiHWB(hue: h, whiteness: a, blackness: b, alpha: alpha)
        case .word(.cmyk):
            take(mode)
            _ = try expect(.parenLeft, .properties)
            let c = try parseUnitValue(.properties)
            let comma = peek(.properties).kind == .comma
            var v = [c]
            for _ in 0..<3 {
                if comma { _ = try expect(.comma, .properties) }
                v.append(try parseUnitValue(.properties))
            }
            let alpha = try parseAlpha(comma: comma)
            _ = try expect(.parenRight, .properties)
            return Color.rasiCMYK(cyan: v[0], magenta: v[1], yellow: v[2], black: v[3], alpha: alpha)
        default:
            return nil
        }
    }

    /// `rgb(255, 0, 0)`, `rgb(255 0 0 / 50%)`, `rgba(100%, 0%, 0%, 0.5)`: channels checked once the `)` is read.
    private mutating func parseRGB(_ start: RasiLocation) throws -> Color {
        _ = try expect(.parenLeft, .properties)
        let first = try number(.properties)
        let percent = peek(.properties).kind == .percent
        if percent { take(.properties) }
        let comma = peek(.properties).kind == .comma
        var channels = [first]
        for _ in 0..<2 {
            if comma { _ = try expect(.comma, .properties) }
            let t = take(.properties)
            switch t.kind {
            case let .integer(i): channels.append(Double(i))
            case let .double(d) where percent: channels.append(d)
            default: throw unexpected(t)
            }
            if percent { _ = try expect(.percent, .properties, report: false) }
        }
        if !percent, first.rounded() != first { throw unexpected(take(.properties)) }
        let alpha = try parseAlpha(comma: comma)
        let close = try expect(.parenRight, .properties)
        let span = start.through(close.location)
        let high = percent ? 100.0 : 255.0
        for c in channels { try checkRange(c, 0, high, span) }
        return Color(red: channels[0] / high, green: channels[1] / high, blue: channels[2] / high, alpha: alpha)
    }

    /// The optional alpha: `, a` in the comma form, `/ a` in the blank one; 1 when absent.
    private mutating func parseAlpha(comma: Bool) throws -> Double {
        let separator: RasiToken.Kind = comma ? .comma : .slash
        guard peek(.properties).kind == separator else { return 1 }
        take(.properties)
        return try parseUnitValue(.properties)
    }

    /// `50%` (0–100) or `0.5` (0–1), as a fraction.
    private mutating func parseUnitValue(_ mode: RasiScanMode) throws -> Double {
        let start = peek(mode).location
        let v = try number(mode)
        if peek(mode).kind == .percent {
            let p = take(mode)
            try checkRange(v, 0, 100, start.through(p.location))
            return v / 100
        }
        try checkRange(v, 0, 1, start)
        return v
    }

    /// A hue in turns: degrees (bare or `deg`), `rad`, `grad` or `turn`.
    mutating func parseAngle() throws -> Double {
        let start = peek(.properties).location
        let v = try number(.properties)
        switch peek(.properties).kind {
        case .word(.rad):
            let t = take(.properties); try checkRange(v, 0, 2 * Double.pi, start.through(t.location)); return v / (2 * Double.pi)
        case .word(.grad):
            let t = take(.properties); try checkRange(v, 0, 400, start.through(t.location)); return v / 400
        case .word(.turn):
            let t = take(.properties); try checkRange(v, 0, 1, start.through(t.location)); return v
        case .word(.deg):
            let t = take(.properties); try checkRange(v, 0, 360, start.through(t.location)); return v / 360
        default:
            try checkRange(v, 0, 360, start); return v / 360
        }
    }

    private mutating func number(_ mode: RasiScanMode) throws -> Double {
        let t = take(mode)
        switch t.kind {
        case let .integer(i): return Double(i)
        case let .double(d): return d
        default: throw unexpected(t)
        }
    }

    /// rofi's `check_in_range` message.
    private func checkRange(_ value: Double, _ low: Double, _ high: Double, _ location: RasiLocation) throws {
        guard value > high || value < low else { return }
        let message = "Value out of range: \n\t\tValue: X = \(RasiFormat.fixed(value, digits: 2));\n\t\tRange: "
            + "\(RasiFormat.fixed(low, digits: 2)) <= X <= \(RasiFormat.fixed(high, digits: 2))."
        throw RasiParseError(what: what, message: message, location: location)
    }
}

/// printf's `%.Nf` for the numbers rofi prints.
enum RasiFormat {
    static func fixed(_ value: Double, digits: Int) -> String {
        let negative = value < 0
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrEven)
        guard scaled < 1e18 else { return String(value) }
        let whole = UInt64(scaled)
        let power = UInt64(scale)
        var text = String(whole / power)
        if digits > 0 {
            let fraction = String(whole % power)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return (negative && whole != 0 ? "-" : "") + text
    }
}

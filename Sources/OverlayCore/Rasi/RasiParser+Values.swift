// RasiParser+Values: a property's value as rofi 1.7.3's grammar reads it: var(), env(), numbers and
// distances (1–4, calc()), positions, highlights, lists, orientation, cursor, url() and linear-gradient().

extension RasiParser {
    /// `value ;` — also `var(name)`, `var(name, default)` and `env(NAME, default)`, which rofi takes only as a whole value.
    mutating func parseValueAndClose() throws -> RasiValue {
        let value: RasiValue
        switch peek(.properties).kind {
        case .varStart:
            take(.properties)
            _ = try expect(.parenLeft, .variable)
            let nameToken = take(.variable)
            guard case let .element(name) = nameToken.kind else { throw unexpected(nameToken) }
            let next = take(.variable)
            switch next.kind {
            case .parenRight: value = .reference(name, fallback: nil)
            case .comma:
                let fallback = try parseElement(.properties)
                _ = try expect(.parenRight, .properties)
                value = .reference(name, fallback: fallback)
            default: throw unexpected(next)
            }
        case .envStart:
            take(.properties)
            value = try parseEnvironment()
        default:
            value = try parseElement(.properties)
        }
        _ = try expect(.propertyClose, .properties)
        return value
    }

    /// `env(NAME, default)`: a set variable's text is read as the value, else the default; rofi needs the default.
    private mutating func parseEnvironment() throws -> RasiValue {
        _ = try expect(.parenLeft, .environmentVariable)
        var t = take(.environmentVariable)
        var fromEnvironment: RasiValue?
        if case let .element(name) = t.kind {
            if let text = environment[name] {
                var inner = RasiParser(text: text, file: nil, what: what,
                                       context: RasiScanContext(environment: environment, include: { _, _ in
                                           .failure(RasiLoadFailure(path: "", reason: "no imports in a value")) }))
                fromEnvironment = try inner.parseElement(.properties)
                let end = inner.take(.properties)
                guard end.kind == .end else { throw inner.unexpected(end) }
            }
            t = take(.environmentVariable)
        }
        guard t.kind == .comma else { throw unexpected(t) }
        let fallback = try parseElement(.properties)
        _ = try expect(.parenRight, .properties)
        return fromEnvironment ?? fallback
    }

    /// One `t_property_element`, in a value or inside a list.
    mutating func parseElement(_ mode: RasiScanMode) throws -> RasiValue {
        let t = peek(mode)
        switch t.kind {
        case .word(.inherit): take(mode); return .inherit
        case let .string(s): take(mode); return .string(s)
        case let .character(c): take(mode); return .character(c)
        case let .link(name): take(mode); return .reference(name, fallback: nil)
        case let .boolean(b): take(mode); return .boolean(b)
        case .integer, .double, .word(.calc): return try parseDistances(mode)
        case .word(.center), .word(.east), .word(.west), .word(.north), .word(.south): return parsePosition(mode)
        case .word(.none), .word(.bold), .word(.italic), .word(.underline), .word(.strikethrough), .word(.smallCaps):
            return try parseHighlight(mode)
        case .listOpen:
            take(mode)
            return try parseList()
        case .word(.horizontal): take(mode); return .orientation(.horizontal)
        case .word(.vertical): take(mode); return .orientation(.vertical)
        case .word(.cursorDefault): take(mode); return .cursor(.default)
        case .word(.pointer): take(mode); return .cursor(.pointer)
        case .word(.text): take(mode); return .cursor(.text)
        case .word(.url): take(mode); return try parseURL()
        case .word(.linearGradient): take(mode); return try parseGradient()
        default:
            if let color = try parseColorIfPresent(mode) { return .color(color) }
            throw unexpected(take(mode))
        }
    }

    private mutating func parsePosition(_ mode: RasiScanMode) -> RasiValue {
        func part(_ k: RasiToken.Kind) -> RasiPosition? {
            switch k {
            case .word(.north): .north
            case .word(.south): .south
            case .word(.east): .east
            case .word(.west): .west
            default: nil
            }
        }
        let first = take(mode)
        if first.kind == .word(.center) { return .position(.center) }
        var vertical: RasiPosition?, horizontal: RasiPosition?
        let firstPart = part(first.kind)
        if firstPart == .north || firstPart == .south { vertical = firstPart } else { horizontal = firstPart }
        if let second = part(peek(mode).kind) {
            let isVertical = second == .north || second == .south
            if isVertical && vertical == nil { vertical = second; take(mode) } else if !isVertical && horizontal == nil { horizontal = second; take(mode) }
        }
        return .position(RasiPosition(vertical: vertical, horizontal: horizontal))
    }

    private mutating func parseHighlight(_ mode: RasiScanMode) throws -> RasiValue {
        var styles: RasiHighlight.Styles = []
        loop: while true {
            switch peek(mode).kind {
            case .word(.none): take(mode)
            case .word(.bold): take(mode); styles.insert(.bold)
            case .word(.italic): take(mode); styles.insert(.italic)
            case .word(.underline): take(mode); styles.insert(.underline)
            case .word(.strikethrough): take(mode); styles.insert(.strikethrough)
            case .word(.smallCaps): take(mode); styles.insert(.smallCaps)
            default: break loop
            }
        }
        let color = try parseColorIfPresent(mode)
        return .highlight(RasiHighlight(styles: styles, color: color))
    }

    /// `[ a, "b", 1px ]`: words are element names (strings), anything else a value.
    private mutating func parseList() throws -> RasiValue {
        var items: [RasiValue] = []
        if peek(.array).kind == .listClose { take(.array); return .list([]) }
        while true {
            if case let .element(name) = peek(.array).kind {
                take(.array)
                items.append(.string(name))
            } else {
                items.append(try parseElement(.array))
            }
            let t = take(.array)
            switch t.kind {
            case .comma: continue
            case .listClose: return .list(items)
            default: throw unexpected(t, expecting: [RasiToken.Kind.listClose.bisonName])
            }
        }
    }

    private mutating func parseURL() throws -> RasiValue {
        _ = try expect(.parenLeft, .properties)
        let t = take(.properties)
        guard case let .string(path) = t.kind else { throw unexpected(t) }
        var scale = RasiImage.Scale.none
        if peek(.properties).kind == .comma {
            take(.properties)
            let s = take(.properties)
            switch s.kind {
            case .word(.both): scale = .both
            case .word(.width): scale = .width
            case .word(.height): scale = .height
            case .word(.none): scale = .none
            default: throw unexpected(s)
            }
        }
        _ = try expect(.parenRight, .properties)
        return .image(.url(path, scale: scale))
    }

    /// `linear-gradient(colours)`, `(to side, colours)` or `(angle, colours)`.
    private mutating func parseGradient() throws -> RasiValue {
        _ = try expect(.parenLeft, .properties)
        var direction = RasiImage.Direction.right
        switch peek(.properties).kind {
        case .word(.to):
            take(.properties)
            let side = take(.properties)
            switch side.kind {
            case .word(.left): direction = .left
            case .word(.right): direction = .right
            case .word(.top): direction = .top
            case .word(.bottom): direction = .bottom
            default: throw unexpected(side)
            }
            _ = try expect(.comma, .properties)
        case .integer, .double:
            direction = .angle(try parseAngle())
            _ = try expect(.comma, .properties)
        default: break
        }
        var colors: [Color] = []
        while true {
            guard let c = try parseColorIfPresent(.properties) else { throw unexpected(take(.properties)) }
            colors.append(c)
            let t = take(.properties)
            if t.kind == .parenRight { break }
            guard t.kind == .comma else { throw unexpected(t) }
        }
        return .image(.linearGradient(direction, colors))
    }

    // MARK: distances

    /// An integer or a double alone, or one to four distances (padding's sides).
    private mutating func parseDistances(_ mode: RasiScanMode) throws -> RasiValue {
        var items: [(distance: RasiDistance, bare: RasiValue?, styledNumber: Bool)] = []
        while items.count < 4, peek(mode).kind.isNumber || peek(mode).kind == .word(.calc) {
            items.append(try parseDistance(mode))
        }
        // A lone number without unit or line style is a number, not a distance.
        if items.count == 1, let bare = items[0].bare { return bare }
        // Among several distances a double needs a unit; `2 dash` alone is no value in rofi's grammar.
        let unitlessDouble = items.contains { if case .double? = $0.bare { true } else { false } }
        if unitlessDouble || (items.count == 1 && items[0].styledNumber) { throw unexpected(take(mode)) }
        guard let padding = RasiPadding(items.map(\.distance)) else { throw unexpected(take(mode)) }
        return .padding(padding)
    }

    /// One distance: `12`, `12px`, `1.5em dash`, `calc( … )`; `bare` is what a lone number would be.
    private mutating func parseDistance(_ mode: RasiScanMode) throws
        -> (distance: RasiDistance, bare: RasiValue?, styledNumber: Bool) {
        let t = take(mode)
        switch t.kind {
        case .word(.calc):
            _ = try expect(.parenLeft, mode)
            let length = try parseMathMinMax(mode)
            _ = try expect(.parenRight, mode)
            return (RasiDistance(.group(length), style: parseLineStyle(mode) ?? .solid), nil, false)
        case let .integer(i):
            if let unit = parseUnit(mode) {
                return (RasiDistance(.value(Double(i), unit), style: parseLineStyle(mode) ?? .solid), nil, false)
            }
            let style = parseLineStyle(mode)
            return (RasiDistance(.value(Double(i), .px), style: style ?? .solid), style == nil ? .integer(i) : nil, style != nil)
        case let .double(d):
            guard let unit = parseUnit(mode) else { return (RasiDistance(.value(d, .px)), .double(d), false) }
            return (RasiDistance(.value(d, unit), style: parseLineStyle(mode) ?? .solid), nil, false)
        default:
            throw unexpected(t)
        }
    }

    private mutating func parseUnit(_ mode: RasiScanMode) -> RasiUnit? {
        let unit: RasiUnit?
        switch peek(mode).kind {
        case .word(.px): unit = .px
        case .word(.mm): unit = .mm
        case .word(.em): unit = .em
        case .word(.ch): unit = .ch
        case .percent: unit = .percent
        default: unit = nil
        }
        if unit != nil { take(mode) }
        return unit
    }

    /// `solid` or `dash` after a distance; nil when neither is written.
    private mutating func parseLineStyle(_ mode: RasiScanMode) -> RasiLineStyle? {
        switch peek(mode).kind {
        case .word(.solid): take(mode); return .solid
        case .word(.dash): take(mode); return .dash
        default: return nil
        }
    }

    /// `min max round floor ceil`, the loosest operators.
    private mutating func parseMathMinMax(_ mode: RasiScanMode) throws -> RasiLength {
        var left = try parseMathSum(mode)
        while true {
            let op: RasiOperator
            switch peek(mode).kind {
            case .word(.min): op = .min
            case .word(.max): op = .max
            case .word(.round): op = .round
            case .word(.floor): op = .floor
            case .word(.ceil): op = .ceil
            default: return left
            }
            take(mode)
            left = .operation(op, left, try parseMathSum(mode))
        }
    }

    private mutating func parseMathSum(_ mode: RasiScanMode) throws -> RasiLength {
        var left = try parseMathProduct(mode)
        while true {
            let op: RasiOperator
            switch peek(mode).kind {
            case .word(.add): op = .add
            case .word(.subtract): op = .subtract
            default: return left
            }
            take(mode)
            left = .operation(op, left, try parseMathProduct(mode))
        }
    }

    private mutating func parseMathProduct(_ mode: RasiScanMode) throws -> RasiLength {
        var left = try parseMathUnit(mode)
        while true {
            let op: RasiOperator
            switch peek(mode).kind {
            case .word(.multiply): op = .multiply
            case .slash: op = .divide
            case .percent: op = .modulo
            default: return left
            }
            take(mode)
            left = .operation(op, left, try parseMathUnit(mode))
        }
    }

    /// A number with its unit (an integer may go without: px), or `( … )`.
    private mutating func parseMathUnit(_ mode: RasiScanMode) throws -> RasiLength {
        let t = take(mode)
        switch t.kind {
        case let .integer(i):
            return .value(Double(i), parseUnit(mode) ?? .px)
        case let .double(d):
            guard let unit = parseUnit(mode) else { throw unexpected(take(mode)) }
            return .value(d, unit)
        case .parenLeft:
            let inner = try parseMathMinMax(mode)
            _ = try expect(.parenRight, mode)
            return .group(inner)
        default:
            throw unexpected(t)
        }
    }
}

extension RasiToken.Kind {
    var isNumber: Bool {
        switch self {
        case .integer, .double: true
        default: false
        }
    }
}

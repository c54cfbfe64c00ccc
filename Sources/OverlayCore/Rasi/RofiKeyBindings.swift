// RofiKeyBindings: rofi 1.7.3's kb-*, ml-* and me-* bindings — defaults, the config and -kb-* flags over
// them, key strings read as its binding library (libnkutils) reads them, and clashes reported as rofi reports them.

/// Modifiers a rofi binding names (`Control`, `Alt`, `Shift`, `Super`, `Meta`, `Hyper`; `ctrl`, `logo`, `altgr`…).
public struct RofiModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = RofiModifiers(rawValue: 1)
    public static let control = RofiModifiers(rawValue: 2)
    public static let alt = RofiModifiers(rawValue: 4)
    public static let superKey = RofiModifiers(rawValue: 8)
    public static let meta = RofiModifiers(rawValue: 16)
    public static let hyper = RofiModifiers(rawValue: 32)

    /// libnkutils' names, case-insensitive, with their `_l`/`_r` forms and aliases.
    static func named(_ name: String) -> RofiModifiers? {
        switch name.lowercased() {
        case "shift", "shift_l", "shift_r": .shift
        case "control", "control_l", "control_r", "ctrl": .control
        case "alt", "alt_l", "alt_r", "altgr": .alt
        case "super", "super_l", "super_r", "logo": .superKey
        case "meta", "meta_l", "meta_r": .meta
        case "hyper", "hyper_l", "hyper_r": .hyper
        default: nil
        }
    }
}

/// One key, button or scroll a binding names, with its modifiers.
public struct RofiKeyCombo: Hashable, Sendable {
    public enum Input: Hashable, Sendable {
        /// An X keysym by name, as written (`Return`, `k`, `ISO_Left_Tab`); names are case-sensitive.
        case keysym(String)
        /// `[38]`: a hardware keycode.
        case keycode(Int)
        /// `MousePrimary`, `MouseDPrimary` (double click), `MouseExtra8`: buttons 1–5 and extra ones from 6.
        case mouse(button: Int, doubleClick: Bool)
        /// `ScrollUp`, `ScrollDown`, `ScrollLeft`, `ScrollRight`.
        case scroll(String)
    }
    public var modifiers: RofiModifiers
    public var input: Input
    /// `!Control+x` or `Release+x`: on release instead of press.
    public var onRelease: Bool

    public init(modifiers: RofiModifiers, input: Input, onRelease: Bool = false) {
        self.modifiers = modifiers; self.input = input; self.onRelease = onRelease
    }

    /// Reads one binding as nk_bindings_add_binding does (`Control+k`, `Control-k`, `<Control>k`, `!Alt+x`).
    /// Throws libnkutils' message.
    public static func parse(_ string: String) throws(RofiBindingError) -> RofiKeyCombo {
        func fail(_ why: String) -> RofiBindingError { RofiBindingError(message: "Syntax error in binding '\(string)': \(why)") }
        enum Mode: Equatable { case none, exclamation, gtk, plus, minus }
        var chars = Array(string)
        var onRelease = false, mode = Mode.none
        if chars.first == "!" { chars.removeFirst(); onRelease = true; mode = .exclamation }
        var mask: RofiModifiers = [], lastMask: RofiModifiers = [], lastKeysym: String?
        var start = 0, i = 0
        while i < chars.count {
            let c = chars[i]
            switch c {
            case "!":
                throw fail("'!' must be the first character")
            case "<":
                guard mode == .none || mode == .gtk else { throw fail("you cannot mix syntaxes") }
                mode = .gtk
                start = i + 1
            case ">", "+", "-":
                let wanted: Mode = c == ">" ? .gtk : c == "+" ? .plus : .minus
                if mode == .none {
                    if c == ">" { throw fail("expected identifier or '<', got '>'") }
                    mode = wanted
                } else if mode == .exclamation, c != ">" {
                    mode = wanted
                }
                guard mode == wanted else { throw fail("you cannot mix syntaxes") }
                guard start != i else { throw fail("cannot have an empty modifier") }
                let part = String(chars[start..<i])
                if mode != .gtk {
                    lastMask = mask
                    lastKeysym = RofiModifiers.named(part) == nil ? part : nil
                }
                if let m = RofiModifiers.named(part) {
                    mask.formUnion(m)
                } else if part.lowercased() == "release" {
                    if onRelease { throw fail("cannot have on-release syntax twice") }
                    onRelease = true
                } else {
                    throw fail("cannot have two non-modifiers")
                }
                start = i + 1
            case "[":
                i = chars.count - 1
            default:
                guard c.isLetter || c.isNumber || c == "_" else { throw fail("unexpected character '\(c)'") }
            }
            i += 1
        }
        let rest = start < chars.count ? String(chars[start...]) : ""
        var input: Input?
        if rest.hasPrefix("[") {
            let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard let code = Int(digits) else { throw fail("could not parse keycode") }
            guard rest.dropFirst(1 + digits.count) == "]" else {
                throw fail("keycode must be the end of the binding string, enclosed in squared brackets '[]'")
            }
            guard (8...0xfffffffe).contains(code) else { throw fail("wrong keycode value \(code)") }
            input = .keycode(code)
        } else if rest.lowercased().hasPrefix("mouse") {
            var s = rest.dropFirst(5)
            let double = s.first?.uppercased() == "D"
            if double { s = s.dropFirst() }
            if s.lowercased().hasPrefix("extra") {
                let number = s.dropFirst(5)
                let digits = number.prefix { $0.isASCII && $0.isNumber }
                guard let n = Int(digits) else { throw fail("could not parse mouse extra button number") }
                guard digits.count == number.count else { throw fail("mouse extra button must be the end of the binding string") }
                input = .mouse(button: n + 6, doubleClick: double)
            } else {
                let names = ["primary", "secondary", "middle", "back", "forward"]
                guard let n = names.firstIndex(of: s.lowercased()) else { throw fail("unknown mouse button \(s)") }
                input = .mouse(button: n + 1, doubleClick: double)
            }
        } else if rest.lowercased().hasPrefix("scroll") {
            guard !onRelease else { throw fail("scroll action cannot be bound on release") }
            let direction = rest.dropFirst(6)
            guard ["up", "down", "left", "right"].contains(direction.lowercased()) else { throw fail("unknown scroll direction \(direction)") }
            input = .scroll(direction.prefix(1).uppercased() + direction.dropFirst().lowercased())
        } else if !rest.isEmpty {
            input = .keysym(rest)
        }
        if input == nil {
            guard let last = lastKeysym else { throw RofiBindingError(message: "No keysym found for binding '\(string)'") }
            input = .keysym(last)
            mask = lastMask
        }
        return RofiKeyCombo(modifiers: mask, input: input ?? .keysym(rest), onRelease: onRelease)
    }
}

/// Why a binding was refused, in libnkutils' words.
public struct RofiBindingError: Error, Hashable, Sendable {
    public var message: String
}

/// The bindings in force: each name's key list (comma-separated, as rofi writes them).
public struct RofiKeyBindings: Hashable, Sendable {
    public enum Scope: Hashable, Sendable { case global, listview, listviewElement }

    public struct Entry: Hashable, Sendable {
        public var name: String, defaultKeys: String, comment: String, scope: Scope
    }

    /// Key lists by binding name; every name of `table` is present.
    public private(set) var keys: [String: String]

    /// rofi's defaults.
    public init() {
        keys = Dictionary(uniqueKeysWithValues: Self.table.map { ($0.name, $0.defaultKeys) })
    }

    /// Sets a binding from config.rasi or a `-kb-*` flag; false for a name rofi does not have.
    @discardableResult
    public mutating func set(_ name: String, _ value: String) -> Bool {
        guard keys[name] != nil else { return false }
        keys[name] = value
        return true
    }

    /// Each binding's combos in rofi's order, and rofi's error text (markup) for every entry it refuses:
    /// a bad key string, or a combo already bound in the same scope by an earlier binding.
    public func resolve() -> (combos: [(name: String, combo: RofiKeyCombo)], errors: String?) {
        var combos: [(name: String, combo: RofiKeyCombo)] = []
        // What a combo clashes with: the same combo in the same scope (a value, not a string made
        // of it: interpolating the enums reflected on them, a quarter of a rofi start).
        var taken: Set<Taken> = []
        var errors = ""
        for entry in Self.table {
            let value = keys[entry.name] ?? entry.defaultKeys
            for part in value.split(separator: ",", omittingEmptySubsequences: true) {
                let text = String(part)
                do throws(RofiBindingError) {
                    let combo = try RofiKeyCombo.parse(text)
                    guard taken.insert(Taken(scope: entry.scope, combo: combo)).inserted else {
                        throw RofiBindingError(message: "There is already a binding matching '\(text)'")
                    }
                    combos.append((entry.name, combo))
                } catch {
                    errors += "Failed to set binding <i>\(RasiEscapes.markup(value))</i> for: <i>\(RasiEscapes.markup(entry.comment)) "
                        + "(\(RasiEscapes.markup(entry.name)))</i>:\n\t<span size=\"smaller\" style=\"italic\">"
                        + RasiEscapes.markup(error.message) + "</span>\n"
                }
            }
        }
        return (combos, errors.isEmpty ? nil : errors)
    }

    private struct Taken: Hashable {
        var scope: Scope
        var combo: RofiKeyCombo
    }

    /// `kb-custom-N`'s exit code: 10 for 1 up to 28 for 19.
    public static func customExitCode(_ name: String) -> Int? {
        guard name.hasPrefix("kb-custom-"), let n = Int(name.dropFirst(10)), (1...19).contains(n) else { return nil }
        return 9 + n
    }
}

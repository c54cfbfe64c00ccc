// ConfigValue: one key's value read as the type the schema wants, or an error naming the key.
import OverlayCore

/// A value at a key path in a file: typed accessors that throw `ConfigError` with the
/// file, the key's line and its path.
struct ConfigValue {
    let node: TOMLNode
    let path: String
    let file: String

    func error(_ message: String) -> ConfigError {
        ConfigError(file: file, line: node.line, keyPath: path, message: message)
    }

    private func expected(_ what: String) -> ConfigError {
        error("expected \(what), got \(node.value.shown)")
    }

    func string() throws(ConfigError) -> String {
        guard case .string(let s) = node.value else { throw expected("a string") }
        return s
    }

    func nonEmptyString() throws(ConfigError) -> String {
        let s = try string()
        guard !s.isEmpty else { throw expected("a non-empty string") }
        return s
    }

    func bool() throws(ConfigError) -> Bool {
        guard case .bool(let b) = node.value else { throw expected("true or false") }
        return b
    }

    func int(_ range: ClosedRange<Int>) throws(ConfigError) -> Int {
        guard case .integer(let n) = node.value else { throw expected("an integer") }
        guard n >= range.lowerBound, n <= range.upperBound else {
            throw expected("an integer from \(range.lowerBound) to \(range.upperBound)")
        }
        return Int(n)
    }

    /// A float, or an integer taken as one.
    func number(_ range: ClosedRange<Double>) throws(ConfigError) -> Double {
        let d: Double
        switch node.value {
        case .float(let v): d = v
        case .integer(let n): d = Double(n)
        default: throw expected("a number")
        }
        guard range.contains(d) else { throw expected("a number from \(Self.shown(range.lowerBound)) to \(Self.shown(range.upperBound))") }
        return d
    }

    /// `#rrggbb` or `#rrggbbaa`.
    func color() throws(ConfigError) -> Color {
        guard case .string(let s) = node.value, s.hasPrefix("#"), let c = Color(hex: s) else {
            throw expected("a color \"#rrggbb\" or \"#rrggbbaa\"")
        }
        return c
    }

    /// `"3s"`, `"500ms"`, `"1.5s"`, `"2m"`, `"0s"`, in milliseconds.
    func duration() throws(ConfigError) -> Int64 {
        guard case .string(let s) = node.value, let ms = DurationParser.milliseconds(s) else {
            throw expected("a duration such as \"3s\" or \"500ms\"")
        }
        return ms
    }

    /// One of an enumeration's raw values.
    func choice<E: CaseIterable & RawRepresentable>(_ type: E.Type) throws(ConfigError) -> E where E.RawValue == String {
        if case .string(let s) = node.value, let v = E(rawValue: s) { return v }
        throw expected("one of " + Self.list(E.allCases.map(\.rawValue)))
    }

    /// An array of exactly `count` integers, each in `range`.
    func ints(count: Int, _ range: ClosedRange<Int>, as what: String) throws(ConfigError) -> [Int] {
        guard case .array(let items) = node.value, items.count == count else { throw expected(what) }
        var out: [Int] = []
        for item in items {
            guard case .integer(let n) = item.value, n >= range.lowerBound, n <= range.upperBound else {
                throw error("expected \(what) from \(range.lowerBound) to \(range.upperBound), got \(item.value.shown)")
            }
            out.append(Int(n))
        }
        return out
    }

    func table() throws(ConfigError) -> TOMLTable {
        guard case .table(let t) = node.value else { throw expected("a table") }
        return t
    }

    /// The entries of this table as values, each with its own key path.
    func entries() throws(ConfigError) -> [(key: String, value: ConfigValue)] {
        try table().entries.map { ($0.key, ConfigValue(node: $0.node, path: KeyPath.join(path, $0.key), file: file)) }
    }

    /// "a, b or c".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + (items.last ?? "")
    }

    static func shown(_ d: Double) -> String {
        d == d.rounded() ? String(Int(d)) : String(d)
    }
}

// OptionValues: the checks option values share (ids, numbers in a range, durations, named
// values), each failing with `NAME: expected …: VALUE` as the parser has always said.
import OverlayCore

enum OptionValues {
    /// `--window-class NAME,CLASS`: both parts, neither empty.
    static func windowClass(_ text: String) throws(UsageError) -> WindowClass {
        let parts = text.split(separator: ",", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw UsageError("--window-class: NAME,CLASS (such as zenity,Zenity), not \(text)")
        }
        return WindowClass(instance: parts[0], name: parts[1])
    }

    static func id(_ v: String) throws(UsageError) -> String {
        guard Scene.isValidID(v) else { throw UsageError("bad overlay id: \(v) (1-64 of A-Z a-z 0-9 . _ -)") }
        return v
    }

    static func int(_ v: String, _ name: String, _ range: ClosedRange<Int>, _ expected: String) throws(UsageError) -> Int {
        guard let n = Int(v), range.contains(n) else { throw UsageError("\(name): expected \(expected): \(v)") }
        return n
    }

    static func milliseconds(_ v: String, _ name: String, _ expected: String, max: Int64 = .max) throws(UsageError) -> Int64 {
        guard let ms = DurationParser.milliseconds(v), ms <= max else { throw UsageError("\(name): expected \(expected): \(v)") }
        return ms
    }

    /// `parse(v)`, or `NAME: expected EXPECTED: v`.
    static func named<T>(_ v: String, _ name: String, _ expected: String, _ parse: (String) -> T?) throws(UsageError) -> T {
        guard let t = parse(v) else { throw UsageError("\(name): expected \(expected): \(v)") }
        return t
    }

    static func nonEmpty(_ v: String, _ name: String) throws(UsageError) -> String {
        guard !v.isEmpty else { throw UsageError("\(name): missing name") }
        return v
    }

    static func position(_ v: String, _ name: String) throws(UsageError) -> Position {
        try named(v, name, "one of " + Position.allCases.map(\.rawValue).joined(separator: ", "), Position.init(parsing:))
    }

    static func offset(_ v: String) -> Point? {
        let parts = v.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]), abs(x) <= 100_000, abs(y) <= 100_000 else { return nil }
        return Point(x: x, y: y)
    }

    static func positions(_ v: String) -> [Position]? {
        let list = v.split(separator: ",").map { Position(parsing: String($0)) }
        guard !list.isEmpty, list.allSatisfy({ $0 != nil }) else { return nil }
        return list.compactMap { $0 }
    }

    /// `N`, `V,H` or `T,R,B,L` (CSS order), in pixels; negative values grow.
    static func insets(_ v: String) -> Insets? {
        let n = v.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard n.allSatisfy({ $0 != nil && abs($0 ?? 0) <= 10_000 }) else { return nil }
        let i = n.compactMap { $0 }
        switch i.count {
        case 1: return Insets(all: i[0])
        case 2: return Insets(top: i[0], left: i[1], bottom: i[0], right: i[1])
        case 4: return Insets(top: i[0], left: i[3], bottom: i[2], right: i[1])
        default: return nil
        }
    }

    /// `--action`/`--button KEY:Label`, at most 8.
    static func addButton(_ v: String, _ name: String, to spec: inout OverlaySpec) throws(UsageError) {
        guard let b = ButtonRow.Button(spec: v), !b.key.isEmpty, !b.label.isEmpty else { throw UsageError("\(name): expected KEY:Label: \(v)") }
        guard (spec.actions?.count ?? 0) < 8 else { throw UsageError("\(name): at most 8 buttons") }
        spec.actions = (spec.actions ?? []) + [b]
    }

    /// "a, b, c or d".
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }
}

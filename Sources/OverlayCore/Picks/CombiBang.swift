// CombiBang: rofi's combi `!bang` (rofi 1.7.3 combi.c, combi_preprocess_input and
// combi_mode_result): typed text `!d foo` keeps the rows of the modes whose name starts with
// `d` and matches them against `foo`; `!d` alone lists those modes' rows whole.

public struct CombiBang: Hashable, Sendable {
    /// What follows the `!`, up to the first space (never empty).
    public let prefix: String
    /// The text after that space; nil when there is none (Enter then does nothing, as rofi).
    public let rest: String?

    /// Nil unless `text` starts with `!` and a character follows it before any space.
    public init?(_ text: String) {
        guard text.first == "!" else { return nil }
        let body = text.dropFirst()
        let head = body.prefix { $0 != " " }
        guard !head.isEmpty else { return nil }
        prefix = String(head)
        rest = head.endIndex < body.endIndex ? String(body[body.index(after: head.endIndex)...]) : nil
    }

    /// Whether the mode named `name` is kept (rofi compares the bang's length of its name).
    public func selects(_ name: String) -> Bool { name.hasPrefix(prefix) }
}

/// A combi mode's rows in a pick menu: its name and the rows it contributed.
public struct PickModeGroup: Hashable, Sendable {
    public var name: String
    public var rows: Range<Int>

    public init(name: String, rows: Range<Int>) {
        self.name = name
        self.rows = rows
    }
}

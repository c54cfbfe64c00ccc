// NotificationHintValue: one hint's variant value as read off the bus, before interpretation.

/// The value inside the `v` of one `a{sv}` hint entry. Integer types of every width are
/// folded into `integer`, since clients disagree on them (`urgency` arrives as a byte from
/// notify-send, as an int32 or uint32 from others).
public enum NotificationHintValue: Sendable, Equatable {
    case bool(Bool)
    /// `y`, `n`, `q`, `i`, `u`, `x`; a `t` above `Int64.max` is clamped.
    case integer(Int64)
    case double(Double)
    /// `s`, `o` or `g`.
    case string(String)
    /// A `(iiibiiay)` struct that passed `NotificationImage`'s checks.
    case image(NotificationImage)
    /// Anything else, by its D-Bus signature (including an image struct that failed the checks).
    case unsupported(signature: String)

    /// A string longer than this holds no number or flag word, whatever its padding: it is
    /// not read (a megabyte of newlines as the `y` hint took 290 ms to trim).
    static let longestWord = 64

    /// The value as a whole number: integers, and strings holding one.
    public var integerValue: Int64? {
        switch self {
        case .integer(let v): v
        case .string(let s) where s.utf8.count <= Self.longestWord: Int64(s.trimmingWhitespace())
        case .double(let d) where d.isFinite && d.magnitude < 1e15: Int64(d.rounded())
        default: nil
        }
    }

    /// The value as a flag: booleans, integers (non-zero is true) and `"true"`/`"false"`.
    public var boolValue: Bool? {
        switch self {
        case .bool(let b): b
        case .integer(let v): v != 0
        case .string(let s) where s.utf8.count <= Self.longestWord:
            switch s.trimmingWhitespace().lowercased() {
            case "true", "1", "yes": true
            case "false", "0", "no": false
            default: nil
            }
        default: nil
        }
    }

    /// The value when it is a string.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> Substring {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return self[first...last]
    }
}

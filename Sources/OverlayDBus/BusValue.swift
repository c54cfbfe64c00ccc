// BusValue: the few D-Bus value types dunst's interface answers with, and how they are written.
import OverlaySDBus

/// One value of an `a{sv}` record (NotificationListHistory, RuleList) or a property.
public enum BusValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)

    /// The D-Bus signature of the value.
    var signature: String {
        switch self {
        case .string: "s"
        case .bool: "b"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        }
    }
}

/// A record sent as `a{sv}`: keys in the order given (busctl prints them in that order).
public typealias BusRecord = [(key: String, value: BusValue)]

extension BusMessageWriter {
    /// Appends one basic value (not wrapped in a variant).
    func append(_ value: BusValue) throws(BusMessageError) {
        switch value {
        case .string(let s): try append(s)
        case .bool(let b): try append(b)
        case .int32(let v): try append(v)
        case .uint32(let v): try append(v)
        case .int64(let v): try append(v)
        }
    }

    /// Appends `a{sv}`.
    func append(_ record: BusRecord) throws(BusMessageError) {
        try container("a", "{sv}") {
            for (key, value) in record {
                try container("e", "sv") {
                    try append(key)
                    try container("v", value.signature) { try append(value) }
                }
            }
        }
    }
}

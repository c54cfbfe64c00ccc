// BusValue: the few D-Bus value types dunst's interface answers with, and how they are written.
import CSDBusShim

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

/// Appends values to a message under construction; every call returns sd-bus's result (< 0: failed).
struct BusMessageWriter {
    let message: OpaquePointer

    private static func code(_ c: String) -> CChar { CChar(bitPattern: c.utf8.first ?? 0) }

    /// Appends one basic value (not wrapped in a variant).
    func append(_ value: BusValue) -> Int32 {
        switch value {
        case .string(let s):
            return s.withCString { sd_bus_message_append_basic(message, Self.code("s"), $0) }
        case .bool(let b):
            var v: Int32 = b ? 1 : 0
            return sd_bus_message_append_basic(message, Self.code("b"), &v)
        case .int32(var v):
            return sd_bus_message_append_basic(message, Self.code("i"), &v)
        case .uint32(var v):
            return sd_bus_message_append_basic(message, Self.code("u"), &v)
        case .int64(var v):
            return sd_bus_message_append_basic(message, Self.code("x"), &v)
        }
    }

    /// Appends `a{sv}`.
    func append(_ record: BusRecord) -> Int32 {
        var r = sd_bus_message_open_container(message, Self.code("a"), "{sv}")
        for (key, value) in record where r >= 0 {
            r = sd_bus_message_open_container(message, Self.code("e"), "sv")
            if r >= 0 { r = append(.string(key)) }
            if r >= 0 { r = sd_bus_message_open_container(message, Self.code("v"), value.signature) }
            if r >= 0 { r = append(value) }
            if r >= 0 { r = sd_bus_message_close_container(message) }
            if r >= 0 { r = sd_bus_message_close_container(message) }
        }
        if r >= 0 { r = sd_bus_message_close_container(message) }
        return r
    }

    /// Replies to `call` with `aa{sv}`.
    static func reply(to call: OpaquePointer, records: [BusRecord]) -> Int32 {
        var reply: OpaquePointer?
        var r = sd_bus_message_new_method_return(call, &reply)
        guard r >= 0, let reply else { return r }
        defer { sd_bus_message_unref(reply) }
        let writer = BusMessageWriter(message: reply)
        r = sd_bus_message_open_container(reply, code("a"), "a{sv}")
        for record in records where r >= 0 { r = writer.append(record) }
        if r >= 0 { r = sd_bus_message_close_container(reply) }
        if r >= 0 { r = sd_bus_send(nil, reply, nil) }
        return r
    }
}

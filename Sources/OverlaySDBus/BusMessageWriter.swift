// BusMessageWriter: typed writes into an sd_bus_message being built (a reply, a signal, a call).
import CSDBusShim

/// Appends values to a message under construction. Borrowed: whoever created the message
/// sends and unrefs it. Every write throws `BusMessageError` with sd-bus's errno, so a body
/// is written in straight lines and its first failure ends it: nothing half-built is sent.
package struct BusMessageWriter {
    package let message: OpaquePointer

    package init(_ message: OpaquePointer) { self.message = message }

    private func basic<T>(_ type: Character, _ value: T) throws(BusMessageError) {
        var value = value
        try BusMessageError.check(withUnsafePointer(to: &value) { sd_bus_message_append_basic(message, busType(type), $0) })
    }

    private func text(_ type: Character, _ s: String) throws(BusMessageError) {
        try BusMessageError.check(s.withCString { sd_bus_message_append_basic(message, busType(type), $0) })
    }

    package func append(_ s: String) throws(BusMessageError) { try text("s", s) }
    package func append(objectPath: String) throws(BusMessageError) { try text("o", objectPath) }
    package func append(_ v: Bool) throws(BusMessageError) { try basic("b", Int32(v ? 1 : 0)) }
    package func append(_ v: Int16) throws(BusMessageError) { try basic("n", v) }
    package func append(_ v: Int32) throws(BusMessageError) { try basic("i", v) }
    package func append(_ v: UInt32) throws(BusMessageError) { try basic("u", v) }
    package func append(_ v: Int64) throws(BusMessageError) { try basic("x", v) }
    package func append(_ v: Double) throws(BusMessageError) { try basic("d", v) }

    /// Opens a container (`a`, `r`, `v`, `e`) of `contents`; `close()` ends it.
    package func open(_ type: Character, _ contents: String) throws(BusMessageError) {
        try BusMessageError.check(sd_bus_message_open_container(message, busType(type), contents))
    }

    package func close() throws(BusMessageError) {
        try BusMessageError.check(sd_bus_message_close_container(message))
    }

    /// Writes a container of `contents` with `body` between its open and close.
    package func container(_ type: Character, _ contents: String, _ body: () throws -> Void) throws(BusMessageError) {
        try open(type, contents)
        try BusMessageError.rethrowing(body)
        try close()
    }

    /// Writes `a{ss}`, in the order given.
    package func append(dictionary: [(String, String)]) throws(BusMessageError) {
        try container("a", "{ss}") {
            for (k, v) in dictionary {
                try container("e", "ss") {
                    try append(k)
                    try append(v)
                }
            }
        }
    }

    /// Writes `body` into this message (a signal's or a call's arguments).
    package func write(_ body: (BusMessageWriter) throws -> Void) throws(BusMessageError) {
        try BusMessageError.rethrowing { try body(self) }
    }

    /// Builds the reply to `call` with `body` and queues it; nothing is sent when a write failed.
    package static func reply(to call: OpaquePointer, _ body: (BusMessageWriter) throws -> Void) throws(BusMessageError) {
        var m: OpaquePointer?
        let r = sd_bus_message_new_method_return(call, &m)
        try BusMessageError.check(r)
        guard let m else { throw BusMessageError.missing }
        defer { sd_bus_message_unref(m) }
        try BusMessageWriter(m).write(body)
        try BusMessageError.check(sd_bus_send(nil, m, nil))
    }
}

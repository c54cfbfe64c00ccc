// BusMessageReader: typed reads from a received sd_bus_message (a call, a reply, a signal).
#if canImport(Glibc)
import Glibc
#endif
import CSDBusShim

/// The `char` sd-bus takes for a D-Bus type code (`"s"`, `"a"`, `"{"`…); shared with the writer.
func busType(_ c: Character) -> CChar { CChar(bitPattern: c.asciiValue ?? 0) }

/// Reads one message front to back. Borrowed: the message belongs to sd-bus for the duration
/// of a handler, so a reader never outlives the call that received it. Every read throws
/// `BusMessageError` for a value that is missing or of another type; a caller that has a
/// default for it writes `try?`.
package struct BusMessageReader {
    package let message: OpaquePointer

    package init(_ message: OpaquePointer) { self.message = message }

    // MARK: header

    package var member: String { sd_bus_message_get_member(message).map { String(cString: $0) } ?? "" }
    package var interface: String { sd_bus_message_get_interface(message).map { String(cString: $0) } ?? "" }
    package var path: String { sd_bus_message_get_path(message).map { String(cString: $0) } ?? "" }
    /// Whether the message is an error reply.
    package var isError: Bool { sd_bus_message_is_method_error(message, nil) > 0 }

    // MARK: basic values

    /// A read's result: < 0 failed, 0 nothing there (end of the message or container).
    private func check(_ r: Int32) throws(BusMessageError) {
        try BusMessageError.check(r)
        if r == 0 { throw .missing }
    }

    private func basic<T>(_ type: Character, _ initial: T) throws(BusMessageError) -> T {
        var value = initial
        try check(withUnsafeMutablePointer(to: &value) { sd_bus_message_read_basic(message, busType(type), $0) })
        return value
    }

    /// A string-like value: `s`, `o` or `g`.
    private func text(_ type: Character) throws(BusMessageError) -> String {
        var p: UnsafePointer<CChar>?
        let r = sd_bus_message_read_basic(message, busType(type), &p)
        // sd-bus checks a string as it reads it, stricter than dbus-daemon and GLib: EBADMSG.
        if r == -EBADMSG { throw .refusedText }
        try check(r)
        guard let p else { throw .missing }
        return String(cString: p)
    }

    package func string() throws(BusMessageError) -> String { try text("s") }
    package func objectPath() throws(BusMessageError) -> String { try text("o") }
    package func signature() throws(BusMessageError) -> String { try text("g") }
    package func byte() throws(BusMessageError) -> UInt8 { try basic("y", UInt8(0)) }
    package func bool() throws(BusMessageError) -> Bool { try basic("b", Int32(0)) != 0 }
    package func int16() throws(BusMessageError) -> Int16 { try basic("n", Int16(0)) }
    package func uint16() throws(BusMessageError) -> UInt16 { try basic("q", UInt16(0)) }
    package func int32() throws(BusMessageError) -> Int32 { try basic("i", Int32(0)) }
    package func uint32() throws(BusMessageError) -> UInt32 { try basic("u", UInt32(0)) }
    package func int64() throws(BusMessageError) -> Int64 { try basic("x", Int64(0)) }
    package func uint64() throws(BusMessageError) -> UInt64 { try basic("t", UInt64(0)) }
    package func double() throws(BusMessageError) -> Double { try basic("d", Double(0)) }

    /// Reads an `ay` in place: the bytes belong to the message (valid while it is).
    package func bytes() throws(BusMessageError) -> UnsafeRawBufferPointer {
        var bytes: UnsafeRawPointer?
        var size = 0
        try BusMessageError.check(sd_bus_message_read_array(message, busType("y"), &bytes, &size))
        return UnsafeRawBufferPointer(start: bytes, count: bytes == nil ? 0 : size)
    }

    // MARK: containers

    /// Enters a container (`a`, `r`, `v`, `e`) of `contents`; false (nothing entered) at the
    /// end of an enclosing array.
    package func enter(_ type: Character, _ contents: String) throws(BusMessageError) -> Bool {
        let r = sd_bus_message_enter_container(message, busType(type), contents)
        try BusMessageError.check(r)
        return r > 0
    }

    package func exit() throws(BusMessageError) {
        try BusMessageError.check(sd_bus_message_exit_container(message))
    }

    /// Reads a container that must be there (a struct `r`, a variant `v`) with `read`.
    package func container<T>(_ type: Character, _ contents: String, _ read: () throws -> T) throws(BusMessageError) -> T {
        guard try enter(type, contents) else { throw .missing }
        let value = try BusMessageError.rethrowing(read)
        try exit()
        return value
    }

    /// Reads an array of `element` (its signature) with `read`, one element a call.
    package func array<T>(_ element: String, _ read: () throws -> T) throws(BusMessageError) -> [T] {
        var out: [T] = []
        guard try enter("a", element) else { return out }
        while true {
            let end = sd_bus_message_at_end(message, 0)
            try BusMessageError.check(end)
            if end > 0 { break }
            out.append(try BusMessageError.rethrowing(read))
        }
        try exit()
        return out
    }

    /// Reads `as`.
    package func strings() throws(BusMessageError) -> [String] { try array("s") { try string() } }

    /// The signature of the variant that comes next, without reading it.
    package func variantSignature() throws(BusMessageError) -> String {
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        try check(sd_bus_message_peek_type(message, &type, &contents))
        guard let contents else { throw .missing }
        return String(cString: contents)
    }

    /// Skips the values of `types` (e.g. `"v"`: one variant of any contents).
    package func skip(_ types: String) throws(BusMessageError) {
        try check(sd_bus_message_skip(message, types))
    }
}

// BusMessage: typed reads and writes on an sd_bus_message for the AT-SPI2 service.
import CSDBusShim

/// A borrowed message (a call being handled, or a reply or signal being built). Writes
/// remember the first failure in `status`, so a reply is built in straight lines and
/// checked once; reads return nil when the value is missing or of another type.
struct BusMessage {
    let message: OpaquePointer
    /// The first negative errno of a write, or 0.
    private(set) var status: Int32 = 0

    init(_ message: OpaquePointer) { self.message = message }

    private static func code(_ c: Character) -> CChar { CChar(bitPattern: c.asciiValue ?? 0) }

    // MARK: reading

    var member: String { sd_bus_message_get_member(message).map { String(cString: $0) } ?? "" }
    var interface: String { sd_bus_message_get_interface(message).map { String(cString: $0) } ?? "" }
    var path: String { sd_bus_message_get_path(message).map { String(cString: $0) } ?? "" }
    var isError: Bool { sd_bus_message_is_method_error(message, nil) > 0 }

    func string() -> String? {
        var p: UnsafePointer<CChar>?
        guard sd_bus_message_read_basic(message, Self.code("s"), &p) > 0, let p else { return nil }
        return String(cString: p)
    }

    func objectPath() -> String? {
        var p: UnsafePointer<CChar>?
        guard sd_bus_message_read_basic(message, Self.code("o"), &p) > 0, let p else { return nil }
        return String(cString: p)
    }

    func int32() -> Int32? {
        var v: Int32 = 0
        return sd_bus_message_read_basic(message, Self.code("i"), &v) > 0 ? v : nil
    }

    func uint32() -> UInt32? {
        var v: UInt32 = 0
        return sd_bus_message_read_basic(message, Self.code("u"), &v) > 0 ? v : nil
    }

    func bool() -> Bool? {
        var v: Int32 = 0
        return sd_bus_message_read_basic(message, Self.code("b"), &v) > 0 ? v != 0 : nil
    }

    /// Reads `(so)`.
    func reference() -> (bus: String, path: String)? {
        guard sd_bus_message_enter_container(message, Self.code("r"), "so") > 0 else { return nil }
        defer { sd_bus_message_exit_container(message) }
        guard let bus = string(), let path = objectPath() else { return nil }
        return (bus, path)
    }

    /// Reads `a(ss)`.
    func stringPairs() -> [(String, String)] {
        var out: [(String, String)] = []
        guard sd_bus_message_enter_container(message, Self.code("a"), "(ss)") > 0 else { return out }
        while sd_bus_message_enter_container(message, Self.code("r"), "ss") > 0 {
            if let a = string(), let b = string() { out.append((a, b)) }
            sd_bus_message_exit_container(message)
        }
        sd_bus_message_exit_container(message)
        return out
    }

    /// Reads a variant holding `i`.
    func variantInt32() -> Int32? {
        guard sd_bus_message_enter_container(message, Self.code("v"), "i") > 0 else { return nil }
        defer { sd_bus_message_exit_container(message) }
        return int32()
    }

    // MARK: writing

    private mutating func record(_ r: Int32) { if r < 0 && status == 0 { status = r } }

    mutating func append(_ s: String) { record(sd_bus_message_append_basic(message, Self.code("s"), s)) }
    mutating func append(path: String) { record(sd_bus_message_append_basic(message, Self.code("o"), path)) }

    mutating func append(_ v: Int32) {
        var v = v
        record(sd_bus_message_append_basic(message, Self.code("i"), &v))
    }

    mutating func append(_ v: UInt32) {
        var v = v
        record(sd_bus_message_append_basic(message, Self.code("u"), &v))
    }

    mutating func append(_ v: Int16) {
        var v = v
        record(sd_bus_message_append_basic(message, Self.code("n"), &v))
    }

    mutating func append(_ v: Bool) {
        var v: Int32 = v ? 1 : 0
        record(sd_bus_message_append_basic(message, Self.code("b"), &v))
    }

    mutating func append(_ v: Double) {
        var v = v
        record(sd_bus_message_append_basic(message, Self.code("d"), &v))
    }

    /// Opens a container (`a`, `r`, `v`, `e`) of `contents`; close it with `close()`.
    mutating func open(_ type: Character, _ contents: String) {
        record(sd_bus_message_open_container(message, Self.code(type), contents))
    }

    mutating func close() { record(sd_bus_message_close_container(message)) }

    /// Writes `(so)`.
    mutating func append(bus: String, path: String) {
        open("r", "so")
        append(bus)
        append(path: path)
        close()
    }

    /// Writes `a{ss}`.
    mutating func append(dictionary: [(String, String)]) {
        open("a", "{ss}")
        for (k, v) in dictionary {
            open("e", "ss")
            append(k)
            append(v)
            close()
        }
        close()
    }
}

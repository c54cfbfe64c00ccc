// BusMessageReader: typed reads from an sd_bus_message, and the Notify arguments it holds.
import CSDBusShim
import OverlayCore

/// A read that failed: sd-bus's negative errno, or -EBADMSG for a value that is not there.
struct BusReadError: Error {
    let errno: Int32
}

/// Reads one message front to back. Borrowed: the message belongs to sd-bus for the duration
/// of a handler, so a reader never outlives the call that received it.
struct BusMessageReader {
    let message: OpaquePointer

    private static func code(_ c: Character) -> CChar { CChar(bitPattern: c.asciiValue ?? 0) }

    private func check(_ r: Int32) throws {
        if r < 0 { throw BusReadError(errno: -r) }
        if r == 0 { throw BusReadError(errno: 74) }  // EBADMSG: the value is missing
    }

    private func basic<T>(_ type: Character, _ initial: T) throws -> T {
        var value = initial
        try check(withUnsafeMutablePointer(to: &value) { sd_bus_message_read_basic(message, Self.code(type), $0) })
        return value
    }

    func string() throws -> String {
        var p: UnsafePointer<CChar>?
        try check(sd_bus_message_read_basic(message, Self.code("s"), &p))
        guard let p else { throw BusReadError(errno: 74) }
        return String(cString: p)
    }

    func int32() throws -> Int32 { try basic("i", Int32(0)) }
    func uint32() throws -> UInt32 { try basic("u", UInt32(0)) }
    func bool() throws -> Bool { try basic("b", Int32(0)) != 0 }

    /// Enters a container; returns false at the end of an enclosing array.
    func enter(_ type: Character, _ contents: String) throws -> Bool {
        let r = sd_bus_message_enter_container(message, Self.code(type), contents)
        if r < 0 { throw BusReadError(errno: -r) }
        return r > 0
    }

    func exit() throws {
        let r = sd_bus_message_exit_container(message)
        if r < 0 { throw BusReadError(errno: -r) }
    }

    /// Reads `as`.
    func strings() throws -> [String] {
        var out: [String] = []
        guard try enter("a", "s") else { return out }
        while true {
            let end = sd_bus_message_at_end(message, 0)
            if end < 0 { throw BusReadError(errno: -end) }
            if end > 0 { break }
            out.append(try string())
        }
        try exit()
        return out
    }

    /// Reads `a{sv}` hints. Values of types a hint never has are recorded as `unsupported`.
    func hints() throws -> [String: NotificationHintValue] {
        var out: [String: NotificationHintValue] = [:]
        guard try enter("a", "{sv}") else { return out }
        while try enter("e", "sv") {
            let key = try string()
            out[key] = try variant()
            try exit()
        }
        try exit()
        return out
    }

    /// Reads one `v`.
    func variant() throws -> NotificationHintValue {
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        try check(sd_bus_message_peek_type(message, &type, &contents))
        guard let contents else { throw BusReadError(errno: 74) }
        let signature = String(cString: contents)
        guard let value = try readValue(signature) else {
            try check(sd_bus_message_skip(message, "v"))
            return .unsupported(signature: signature)
        }
        return value
    }

    /// Enters the variant and reads a value of a known signature; nil (without reading) otherwise.
    private func readValue(_ signature: String) throws -> NotificationHintValue? {
        let known = ["y", "b", "n", "q", "i", "u", "x", "t", "d", "s", "o", "g", "(iiibiiay)"]
        guard known.contains(signature), try enter("v", signature) else { return nil }
        let value: NotificationHintValue
        switch signature {
        case "y": value = .integer(Int64(try basic("y", UInt8(0))))
        case "b": value = .bool(try basic("b", Int32(0)) != 0)
        case "n": value = .integer(Int64(try basic("n", Int16(0))))
        case "q": value = .integer(Int64(try basic("q", UInt16(0))))
        case "i": value = .integer(Int64(try int32()))
        case "u": value = .integer(Int64(try uint32()))
        case "x": value = .integer(try basic("x", Int64(0)))
        case "t": value = .integer(Int64(clamping: try basic("t", UInt64(0))))
        case "d": value = .double(try basic("d", Double(0)))
        case "(iiibiiay)": value = try image()
        default: value = .string(try stringLike(signature))
        }
        try exit()
        return value
    }

    private func stringLike(_ signature: String) throws -> String {
        var p: UnsafePointer<CChar>?
        try check(sd_bus_message_read_basic(message, Self.code(Character(signature)), &p))
        return p.map { String(cString: $0) } ?? ""
    }

    /// Reads the `(iiibiiay)` struct of `image-data`.
    private func image() throws -> NotificationHintValue {
        guard try enter("r", "iiibiiay") else { throw BusReadError(errno: 74) }
        let width = try int32(), height = try int32(), rowstride = try int32()
        let hasAlpha = try basic("b", Int32(0)) != 0
        let bits = try int32(), channels = try int32()
        var bytes: UnsafeRawPointer?
        var size = 0
        let r = sd_bus_message_read_array(message, Self.code("y"), &bytes, &size)
        if r < 0 { throw BusReadError(errno: -r) }
        // Read in place and shrunk while copied: a 4000² picture is not held twice.
        let image = NotificationImage(
            width: Int(width), height: Int(height), rowstride: Int(rowstride), hasAlpha: hasAlpha,
            bitsPerSample: Int(bits), channels: Int(channels), bytes: UnsafeRawBufferPointer(start: bytes, count: bytes == nil ? 0 : size))
        try exit()
        guard let image else { return .unsupported(signature: "(iiibiiay)") }
        return .image(image)
    }

    /// Reads the arguments of `Notify` (`susssasa{sv}i`).
    func notifyArguments() throws -> NotifyArguments {
        NotifyArguments(
            appName: try string(), replacesID: try uint32(), appIcon: try string(), summary: try string(),
            body: try string(), actions: try strings(), hints: try hints(), expireTimeout: try int32())
    }
}

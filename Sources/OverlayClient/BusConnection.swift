// BusConnection: a blocking client of a D-Bus message bus in plain Swift (overlayctl is static
// and links no libdbus): the address read as the specification writes it, SASL EXTERNAL,
// Hello, method calls awaited by their serial, and the signals that arrive meanwhile.
#if canImport(Glibc)
import Glibc
#endif

/// Why the bus could not be used; `description` is the line a client prints.
public enum BusError: Error, CustomStringConvertible, Equatable {
    /// No address to connect to, or none that could be reached.
    case noBus(String)
    /// The bus or a peer answered with an error.
    case remote(name: String, message: String)
    case io(String)

    public var description: String {
        switch self {
        case .noBus(let why): why
        // GDBus's words for an error reply, which libnotify's callers print.
        case .remote(let name, let message): "GDBus.Error:\(name): \(message)"
        case .io(let why): why
        }
    }
}

public final class BusConnection {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var serial: UInt32 = 0
    /// Messages read while waiting for a reply: signals, for `nextSignal`.
    private var held: [WireMessage] = []
    /// The unique name the bus gave (`:1.42`).
    public private(set) var uniqueName = ""

    /// Connects to the first address of `address` that answers (`unix:path=` or `unix:abstract=`),
    /// authenticates as this user and says Hello.
    public init(address: String, timeoutMs: Int32 = 25_000) throws(BusError) {
        var connected: Int32?
        var why = "no usable address in \(address)"
        for entry in address.split(separator: ";") {
            let (transport, keys) = Self.parse(entry)
            guard transport == "unix" else { continue }
            do {
                if let p = keys["path"] { connected = try UnixSocket.connect(path: p) }
                else if let a = keys["abstract"] { connected = try UnixSocket.connect(path: a, abstract: true) }
            } catch { why = "\(error)" }
            if connected != nil { break }
        }
        guard let fd = connected else { throw .noBus(why) }
        self.fd = fd
        try authenticate(timeoutMs: timeoutMs)
        let hello = try call(.call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                   interface: "org.freedesktop.DBus", member: "Hello"), timeoutMs: timeoutMs)
        uniqueName = hello.body.first?.text ?? ""
    }

    deinit { close(fd) }

    /// The session bus's address: `DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus` as GLib looks for it.
    public static func sessionAddress(_ environment: (String) -> String?) -> String? {
        if let a = environment("DBUS_SESSION_BUS_ADDRESS"), !a.isEmpty { return a }
        guard let dir = environment("XDG_RUNTIME_DIR"), access(dir + "/bus", F_OK) == 0 else { return nil }
        return "unix:path=" + dir + "/bus"
    }

    /// One address entry's transport and keys, `%XX` escapes undone.
    static func parse(_ entry: Substring) -> (String, [String: String]) {
        guard let colon = entry.firstIndex(of: ":") else { return (String(entry), [:]) }
        var keys: [String: String] = [:]
        for pair in entry[entry.index(after: colon)...].split(separator: ",") {
            guard let eq = pair.firstIndex(of: "=") else { continue }
            keys[String(pair[..<eq])] = unescape(pair[pair.index(after: eq)...])
        }
        return (String(entry[..<colon]), keys)
    }

    static func unescape(_ text: Substring) -> String {
        var out: [UInt8] = []
        var bytes = Array(text.utf8)[...]
        while let b = bytes.popFirst() {
            if b == UInt8(ascii: "%"), bytes.count >= 2, let v = UInt8(String(decoding: bytes.prefix(2), as: UTF8.self), radix: 16) {
                out.append(v)
                bytes = bytes.dropFirst(2)
            } else {
                out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// SASL EXTERNAL with our uid, as every bus on one machine accepts.
    private func authenticate(timeoutMs: Int32) throws(BusError) {
        let uid = String(getuid()).utf8.map { b in String(b, radix: 16) }.joined()
        try send([0] + Array("AUTH EXTERNAL \(uid)\r\n".utf8))
        let answer = try line(timeoutMs: timeoutMs)
        guard answer.hasPrefix("OK ") else { throw .noBus("the bus refused us: \(answer)") }
        try send(Array("BEGIN\r\n".utf8))
    }

    private func line(timeoutMs: Int32) throws(BusError) -> String {
        while true {
            if let i = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let text = String(decoding: buffer[..<i], as: UTF8.self)
                buffer.removeSubrange(...i)
                return text.hasSuffix("\r") ? String(text.dropLast()) : text
            }
            try fill(timeoutMs: timeoutMs)
        }
    }

    private func send(_ bytes: [UInt8]) throws(BusError) {
        do { try UnixSocket.sendAll(fd, bytes) } catch { throw .io("the bus: \(error)") }
    }

    private func fill(timeoutMs: Int32) throws(BusError) {
        do { buffer += try UnixSocket.receive(fd, timeoutMs: timeoutMs) } catch {
            if case .timeout = error { throw .remote(name: "org.freedesktop.DBus.Error.NoReply", message: "No reply in time") }
            throw .io("the bus: \(error)")
        }
    }

    /// The next whole message, waiting at most `timeoutMs`.
    private func next(timeoutMs: Int32) throws(BusError) -> WireMessage {
        while true {
            if let n = WireMessage.length(buffer[...]), buffer.count >= n {
                let m = WireMessage.decode(buffer[..<n])
                buffer.removeSubrange(..<n)
                if let m { return m }
                continue
            }
            try fill(timeoutMs: timeoutMs)
        }
    }

    /// Sends `message` with the next serial and returns that serial.
    @discardableResult
    public func send(_ message: WireMessage) throws(BusError) -> UInt32 {
        serial += 1
        var m = message
        m.serial = serial
        try send(m.encoded())
        return serial
    }

    /// Sends a method call and waits for its reply; an error reply is thrown.
    public func call(_ message: WireMessage, timeoutMs: Int32 = 25_000) throws(BusError) -> WireMessage {
        let sent = try send(message)
        while true {
            let m = try next(timeoutMs: timeoutMs)
            guard m.replySerial == sent, m.kind == .methodReturn || m.kind == .error else {
                if m.kind == .signal { held.append(m) }
                continue
            }
            if m.kind == .error {
                throw .remote(name: m.errorName ?? "org.freedesktop.DBus.Error.Failed", message: m.body.first?.text ?? "")
            }
            return m
        }
    }

    /// The next signal, or nil when none came within `timeoutMs`.
    public func nextSignal(timeoutMs: Int32) throws(BusError) -> WireMessage? {
        if !held.isEmpty { return held.removeFirst() }
        while true {
            let m: WireMessage
            do { m = try next(timeoutMs: timeoutMs) } catch {
                if case .remote(name: "org.freedesktop.DBus.Error.NoReply", _) = error { return nil }
                throw error
            }
            if m.kind == .signal { return m }
        }
    }
}

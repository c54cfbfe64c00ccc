// WireMessage: one D-Bus message (call, return, error or signal) as bytes: the fixed header,
// the header fields (path, interface, member, …), the body, as the specification lays them out.

public struct WireMessage: Equatable, Sendable {
    public enum Kind: UInt8, Sendable { case call = 1, methodReturn = 2, error = 3, signal = 4 }

    public var kind: Kind
    public var serial: UInt32 = 0
    /// NO_REPLY_EXPECTED (1), NO_AUTO_START (2).
    public var flags: UInt8 = 0
    public var path: String?
    public var interface: String?
    public var member: String?
    public var errorName: String?
    public var replySerial: UInt32?
    public var destination: String?
    public var sender: String?
    public var body: [WireValue] = []

    public init(kind: Kind) { self.kind = kind }

    /// A method call.
    public static func call(destination: String?, path: String, interface: String, member: String,
                            body: [WireValue] = []) -> WireMessage {
        var m = WireMessage(kind: .call)
        (m.destination, m.path, m.interface, m.member, m.body) = (destination, path, interface, member, body)
        return m
    }

    /// The header field codes of the specification.
    private enum Field: UInt8 { case path = 1, interface, member, errorName, replySerial, destination, sender, signature }

    /// The message as the wire carries it, little-endian.
    public func encoded() -> [UInt8] {
        var fields: [WireValue] = []
        func add(_ f: Field, _ v: WireValue?) { if let v { fields.append(.structure([.byte(f.rawValue), .variant(v)])) } }
        add(.path, path.map(WireValue.objectPath))
        add(.interface, interface.map(WireValue.string))
        add(.member, member.map(WireValue.string))
        add(.errorName, errorName.map(WireValue.string))
        add(.replySerial, replySerial.map(WireValue.uint32))
        add(.destination, destination.map(WireValue.string))
        add(.sender, sender.map(WireValue.string))
        let signature = body.map(\.signature).joined()
        add(.signature, signature.isEmpty ? nil : .signature(signature))
        var bodyWriter = WireWriter()
        for v in body { bodyWriter.write(v) }
        var w = WireWriter(bytes: [UInt8(ascii: "l"), kind.rawValue, flags, 1])
        w.put(UInt32(bodyWriter.bytes.count))
        w.put(serial)
        w.write(.array(element: "(yv)", fields))
        w.align(8)
        // The body's alignment counts from its own start, which is 8-aligned.
        return w.bytes + bodyWriter.bytes
    }

    /// The length of the message at the front of `bytes` once its first 16 bytes are there, else nil.
    public static func length(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= 16 else { return nil }
        var r = WireReader(bytes, littleEndian: bytes.first == UInt8(ascii: "l"), offset: 4)
        guard let body = try? r.integer(UInt32.self), (try? r.integer(UInt32.self)) != nil,
              let fields = try? r.integer(UInt32.self) else { return nil }
        let header = (16 + Int(fields) + 7) / 8 * 8
        return header + Int(body)
    }

    /// Reads one whole message (`length` bytes); nil when it is not one.
    public static func decode(_ bytes: ArraySlice<UInt8>) -> WireMessage? {
        guard let first = bytes.first, bytes.count >= 16, let kind = Kind(rawValue: bytes[bytes.startIndex + 1]) else { return nil }
        var r = WireReader(bytes, littleEndian: first == UInt8(ascii: "l"), offset: 4)
        do {
            let bodyLength = Int(try r.integer(UInt32.self))
            var m = WireMessage(kind: kind)
            m.flags = bytes[bytes.startIndex + 2]
            m.serial = try r.integer(UInt32.self)
            guard case .array(_, let fields)? = try r.read(signature: "a(yv)").first else { return nil }
            var signature = ""
            for case .structure(let pair) in fields {
                guard pair.count == 2, case .byte(let code) = pair[0], case .variant(let v) = pair[1] else { continue }
                switch Field(rawValue: code) {
                case .path?: m.path = v.text
                case .interface?: m.interface = v.text
                case .member?: m.member = v.text
                case .errorName?: m.errorName = v.text
                case .replySerial?: m.replySerial = v.uint32Value
                case .destination?: m.destination = v.text
                case .sender?: m.sender = v.text
                case .signature?: signature = v.text ?? ""
                case nil: break
                }
            }
            r.align(8)
            let bodyStart = r.offset
            guard bodyStart + bodyLength <= bytes.count else { return nil }
            var b = WireReader(bytes[(bytes.startIndex + bodyStart)..<(bytes.startIndex + bodyStart + bodyLength)],
                               littleEndian: first == UInt8(ascii: "l"))
            m.body = try b.read(signature: signature)
            return m
        } catch { return nil }
    }
}

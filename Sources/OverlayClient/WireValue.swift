// WireValue: a D-Bus value as the wire carries it, written and read in the specification's
// marshalling (each value aligned to its size from the message's start), so that a client with
// no libdbus or sd-bus (overlayctl is static) can call a bus service.

/// One D-Bus value and its type.
public indirect enum WireValue: Equatable, Sendable {
    case byte(UInt8), bool(Bool), int32(Int32), uint32(UInt32), int64(Int64)
    case string(String), objectPath(String), signature(String)
    case variant(WireValue)
    /// An array of values of one type: its element signature is kept, so an empty array has a type.
    case array(element: String, [WireValue])
    /// A dictionary entry, `{kv}`: only inside an array.
    case entry(WireValue, WireValue)
    case structure([WireValue])

    /// Its D-Bus signature.
    public var signature: String {
        switch self {
        case .byte: "y"
        case .bool: "b"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .variant: "v"
        case .array(let element, _): "a" + element
        case .entry(let k, let v): "{" + k.signature + v.signature + "}"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        }
    }

    /// The string of a `s`, `o` or `g` value.
    public var text: String? {
        switch self {
        case .string(let s), .objectPath(let s), .signature(let s): s
        default: nil
        }
    }

    public var uint32Value: UInt32? { if case .uint32(let v) = self { v } else { nil } }
}

/// Bytes being marshalled; offsets count from the message's first byte, which alignment is relative to.
struct WireWriter {
    var bytes: [UInt8] = []

    mutating func align(_ n: Int) { while bytes.count % n != 0 { bytes.append(0) } }

    mutating func put<T: FixedWidthInteger>(_ v: T) {
        align(MemoryLayout<T>.size)
        withUnsafeBytes(of: v.littleEndian) { bytes += $0 }
    }

    mutating func write(_ value: WireValue) {
        switch value {
        case .byte(let v): bytes.append(v)
        case .bool(let v): put(UInt32(v ? 1 : 0))
        case .int32(let v): put(v)
        case .uint32(let v): put(v)
        case .int64(let v): put(v)
        case .string(let s), .objectPath(let s):
            put(UInt32(s.utf8.count))
            bytes += s.utf8
            bytes.append(0)
        case .signature(let s):
            bytes.append(UInt8(truncatingIfNeeded: s.utf8.count))
            bytes += s.utf8
            bytes.append(0)
        case .variant(let v):
            write(.signature(v.signature))
            write(v)
        case .array(let element, let items):
            put(UInt32(0))
            let lengthAt = bytes.count - 4
            // The elements start aligned to their own type, even when there are none.
            align(WireReader.alignment(of: element.utf8.first ?? UInt8(ascii: "y")))
            let start = bytes.count
            for item in items { write(item) }
            let length = UInt32(bytes.count - start)
            withUnsafeBytes(of: length.littleEndian) { for i in 0..<4 { bytes[lengthAt + i] = $0[i] } }
        case .entry(let k, let v):
            align(8)
            write(k)
            write(v)
        case .structure(let fields):
            align(8)
            for f in fields { write(f) }
        }
    }
}

/// Reads marshalled values of a message whose first byte is `bytes[base]`.
struct WireReader {
    let bytes: ArraySlice<UInt8>
    let littleEndian: Bool
    var offset: Int

    struct Malformed: Error {}

    init(_ bytes: ArraySlice<UInt8>, littleEndian: Bool, offset: Int = 0) {
        (self.bytes, self.littleEndian, self.offset) = (bytes, littleEndian, offset)
    }

    /// The alignment of a type by its first signature character.
    static func alignment(of code: UInt8) -> Int {
        switch code {
        case UInt8(ascii: "y"), UInt8(ascii: "g"), UInt8(ascii: "v"): 1
        case UInt8(ascii: "n"), UInt8(ascii: "q"): 2
        case UInt8(ascii: "x"), UInt8(ascii: "t"), UInt8(ascii: "d"), UInt8(ascii: "("), UInt8(ascii: "{"): 8
        default: 4
        }
    }

    mutating func align(_ n: Int) { offset = (offset + n - 1) / n * n }

    mutating func take(_ n: Int) throws(Malformed) -> ArraySlice<UInt8> {
        let start = bytes.startIndex + offset
        guard n >= 0, start + n <= bytes.endIndex else { throw Malformed() }
        offset += n
        return bytes[start..<start + n]
    }

    mutating func integer<T: FixedWidthInteger>(_: T.Type) throws(Malformed) -> T {
        align(MemoryLayout<T>.size)
        var v: T = 0
        for (i, b) in try take(MemoryLayout<T>.size).enumerated() {
            let shift = littleEndian ? 8 * i : 8 * (MemoryLayout<T>.size - 1 - i)
            v |= T(truncatingIfNeeded: b) << shift
        }
        return v
    }

    /// The values of `signature`, one complete type after another.
    mutating func read(signature: String) throws(Malformed) -> [WireValue] {
        var types = Array(signature.utf8)[...]
        var out: [WireValue] = []
        while !types.isEmpty { out.append(try read(&types)) }
        return out
    }

    /// One complete type taken from the front of `types`, and its value.
    private mutating func read(_ types: inout ArraySlice<UInt8>) throws(Malformed) -> WireValue {
        guard let code = types.popFirst() else { throw Malformed() }
        switch code {
        case UInt8(ascii: "y"): return .byte(try take(1).first ?? 0)
        case UInt8(ascii: "b"): return .bool(try integer(UInt32.self) != 0)
        case UInt8(ascii: "n"): return .int32(Int32(try integer(Int16.self)))
        case UInt8(ascii: "q"): return .uint32(UInt32(try integer(UInt16.self)))
        case UInt8(ascii: "i"): return .int32(try integer(Int32.self))
        case UInt8(ascii: "u"), UInt8(ascii: "h"): return .uint32(try integer(UInt32.self))
        case UInt8(ascii: "x"): return .int64(try integer(Int64.self))
        case UInt8(ascii: "t"), UInt8(ascii: "d"): return .int64(Int64(bitPattern: try integer(UInt64.self)))
        case UInt8(ascii: "s"), UInt8(ascii: "o"):
            let n = Int(try integer(UInt32.self))
            let s = String(decoding: try take(n), as: UTF8.self)
            _ = try take(1)
            return code == UInt8(ascii: "s") ? .string(s) : .objectPath(s)
        case UInt8(ascii: "g"): return .signature(try signatureText())
        case UInt8(ascii: "v"):
            var inner = Array(try signatureText().utf8)[...]
            let v = try read(&inner)
            guard inner.isEmpty else { throw Malformed() }
            return .variant(v)
        case UInt8(ascii: "a"):
            let element = try Self.completeType(&types)
            let length = Int(try integer(UInt32.self))
            align(Self.alignment(of: element.first ?? UInt8(ascii: "y")))
            let end = offset + length
            var items: [WireValue] = []
            while offset < end {
                var t = element
                items.append(try read(&t))
            }
            guard offset == end else { throw Malformed() }
            return .array(element: String(decoding: element, as: UTF8.self), items)
        case UInt8(ascii: "("), UInt8(ascii: "{"):
            align(8)
            let close = code == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
            var fields: [WireValue] = []
            while let next = types.first, next != close { fields.append(try read(&types)) }
            guard types.popFirst() == close else { throw Malformed() }
            if code == UInt8(ascii: "{") {
                guard fields.count == 2 else { throw Malformed() }
                return .entry(fields[0], fields[1])
            }
            return .structure(fields)
        default: throw Malformed()
        }
    }

    private mutating func signatureText() throws(Malformed) -> String {
        let n = Int(try take(1).first ?? 0)
        let s = String(decoding: try take(n), as: UTF8.self)
        _ = try take(1)
        return s
    }

    /// The first complete type of `types`, taken off it.
    static func completeType(_ types: inout ArraySlice<UInt8>) throws(Malformed) -> ArraySlice<UInt8> {
        let whole = types
        var depth = 0
        repeat {
            guard let c = types.popFirst() else { throw Malformed() }
            if c == UInt8(ascii: "(") || c == UInt8(ascii: "{") { depth += 1 }
            if c == UInt8(ascii: ")") || c == UInt8(ascii: "}") { depth -= 1 }
            // An array's element is part of the same type.
            if c == UInt8(ascii: "a") { continue }
            if depth == 0 { break }
        } while true
        return whole[whole.startIndex..<types.startIndex]
    }
}

// BusMessageReader+Notify: the arguments of Notify (`susssasa{sv}i`) and its hints' values.
import OverlaySDBus
import OverlayCore

extension BusMessageReader {
    /// Reads the arguments of `Notify` (`susssasa{sv}i`).
    func notifyArguments() throws(BusMessageError) -> NotifyArguments {
        NotifyArguments(
            appName: try string(), replacesID: try uint32(), appIcon: try string(), summary: try string(),
            body: try string(), actions: try strings(), hints: try hints(), expireTimeout: try int32())
    }

    /// Reads `a{sv}` hints. Values of types a hint never has are recorded as `unsupported`.
    func hints() throws(BusMessageError) -> [String: NotificationHintValue] {
        var out: [String: NotificationHintValue] = [:]
        guard try enter("a", "{sv}") else { return out }
        while try enter("e", "sv") {
            let key = try string()
            out[key] = try hint()
            try exit()
        }
        try exit()
        return out
    }

    /// Reads one `v`.
    private func hint() throws(BusMessageError) -> NotificationHintValue {
        let signature = try variantSignature()
        guard let value = try hintValue(signature) else {
            try skip("v")
            return .unsupported(signature: signature)
        }
        return value
    }

    /// Enters the variant and reads a value of a known signature; nil (without reading) otherwise.
    private func hintValue(_ signature: String) throws(BusMessageError) -> NotificationHintValue? {
        let known = ["y", "b", "n", "q", "i", "u", "x", "t", "d", "s", "o", "g", "(iiibiiay)"]
        guard known.contains(signature), try enter("v", signature) else { return nil }
        let value: NotificationHintValue
        switch signature {
        case "y": value = .integer(Int64(try byte()))
        case "b": value = .bool(try bool())
        case "n": value = .integer(Int64(try int16()))
        case "q": value = .integer(Int64(try uint16()))
        case "i": value = .integer(Int64(try int32()))
        case "u": value = .integer(Int64(try uint32()))
        case "x": value = .integer(try int64())
        case "t": value = .integer(Int64(clamping: try uint64()))
        case "d": value = .double(try double())
        case "o": value = .string(try objectPath())
        case "g": value = .string(try self.signature())
        case "(iiibiiay)": value = try image()
        default: value = .string(try string())
        }
        try exit()
        return value
    }

    /// Reads the `(iiibiiay)` struct of `image-data`.
    private func image() throws(BusMessageError) -> NotificationHintValue {
        let image = try container("r", "iiibiiay") {
            let width = try int32(), height = try int32(), rowstride = try int32()
            let hasAlpha = try bool()
            let bits = try int32(), channels = try int32()
            // Read in place and shrunk while copied: a 4000² picture is not held twice.
            return NotificationImage(
                width: Int(width), height: Int(height), rowstride: Int(rowstride), hasAlpha: hasAlpha,
                bitsPerSample: Int(bits), channels: Int(channels), bytes: try bytes())
        }
        guard let image else { return .unsupported(signature: "(iiibiiay)") }
        return .image(image)
    }
}

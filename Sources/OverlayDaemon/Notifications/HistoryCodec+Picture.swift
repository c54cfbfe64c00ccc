// HistoryCodec+Picture: a notification's pixels (`image-data`) as a persisted history keeps
// them: at the center's icon size (`CenterMetrics.pictureSide`, 48 px at most a side), RGBA
// not premultiplied, base64 in the entry's line (12 KiB of text at most). A picture that does
// not read back (bad base64, a wrong size) is dropped alone: its entry and the rest stay.
import OverlayCore
import OverlayProtocol

extension HistoryCodec {
    static func picture(_ p: PixelImage) -> JSONValue {
        .object([("width", .int(p.width)), ("height", .int(p.height)), ("rgba", .string(Base64.encode(rgba(p))))])
    }

    /// The picture of a line's `picture` field; nil when it is damaged or too large.
    static func picture(_ v: JSONValue) -> NotificationImage? {
        let side = CenterMetrics.pictureSide
        guard let w = v["width"]?.intValue, let h = v["height"]?.intValue, (1...side).contains(w), (1...side).contains(h),
              let text = v["rgba"]?.stringValue, text.utf8.count <= (side * side * 4 + 2) / 3 * 4,
              let bytes = Base64.decode(text), bytes.count == w * h * 4 else { return nil }
        return NotificationImage(width: w, height: h, rowstride: w * 4, hasAlpha: true, bitsPerSample: 8, channels: 4, data: bytes)
    }

    /// Premultiplied ARGB32 (native order, what Cairo draws) back to straight RGBA bytes.
    private static func rgba(_ p: PixelImage) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(p.width * p.height * 4)
        for y in 0..<p.height {
            for x in 0..<p.width {
                let o = y * p.stride + x * 4
                var v: UInt32 = 0
                withUnsafeMutableBytes(of: &v) { for k in 0..<4 { $0[k] = p.bytes[o + k] } }
                let a = v >> 24
                func straight(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
                out += [straight(v >> 16 & 255), straight(v >> 8 & 255), straight(v & 255), UInt8(a)]
            }
        }
        return out
    }
}

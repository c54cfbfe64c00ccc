// NotificationImage: the raw pixel struct of the `image-data` hint, checked and convertible.

/// The `(iiibiiay)` image of the `image-data`, `image_data` and `icon_data` hints:
/// rows of RGB or RGBA bytes (in that byte order), not premultiplied.
public struct NotificationImage: Sendable, Equatable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Bytes from the start of one row to the start of the next.
    public let rowstride: Int
    /// Whether each pixel has a fourth, alpha byte.
    public let hasAlpha: Bool
    /// Always 8: the specification allows nothing else.
    public let bitsPerSample: Int
    /// 3 (RGB) or 4 (RGBA, when `hasAlpha`).
    public let channels: Int
    /// The rows, `rowstride` bytes apart.
    public let data: [UInt8]

    /// Checks the struct as a client sent it. Returns nil when it cannot be drawn as described:
    /// an empty size, a sample size other than 8 bits, a channel count that is not 3 or 4 or
    /// does not match `hasAlpha`, a row stride shorter than a row, or too few bytes.
    /// The last row may omit its padding (GdkPixbuf sends images that way).
    public init?(width: Int, height: Int, rowstride: Int, hasAlpha: Bool, bitsPerSample: Int, channels: Int, data: [UInt8]) {
        guard Self.isDrawable(width: width, height: height, rowstride: rowstride, hasAlpha: hasAlpha,
                              bitsPerSample: bitsPerSample, channels: channels, byteCount: data.count) else { return nil }
        self.width = width
        self.height = height
        self.rowstride = rowstride
        self.hasAlpha = hasAlpha
        self.bitsPerSample = bitsPerSample
        self.channels = channels
        self.data = data
    }

    /// The checks of `init?(…data:)`, on the number of bytes sent.
    static func isDrawable(width: Int, height: Int, rowstride: Int, hasAlpha: Bool, bitsPerSample: Int, channels: Int,
                           byteCount: Int) -> Bool {
        guard width > 0, height > 0, bitsPerSample == 8, channels == (hasAlpha ? 4 : 3) else { return false }
        let (row, o1) = width.multipliedReportingOverflow(by: channels)
        guard !o1, rowstride >= row else { return false }
        let (body, o2) = rowstride.multipliedReportingOverflow(by: height - 1)
        return !o2 && body <= Int.max - row && byteCount >= body + row
    }

    /// The image as premultiplied ARGB32 in native byte order (what Cairo draws), tightly packed.
    public func premultipliedARGB() -> PixelImage {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let s = y * rowstride + x * channels
                let a = hasAlpha ? UInt32(data[s + 3]) : 255
                let r = UInt32(data[s]) * a / 255
                let g = UInt32(data[s + 1]) * a / 255
                let b = UInt32(data[s + 2]) * a / 255
                let pixel = (a << 24) | (r << 16) | (g << 8) | b
                withUnsafeBytes(of: pixel) { bytes in
                    let d = (y * width + x) * 4
                    for k in 0..<4 { out[d + k] = bytes[k] }
                }
            }
        }
        return PixelImage(width: width, height: height, stride: width * 4, bytes: out)
    }
}

// NotificationImage+Scaling: a large image-data shrunk once, on arrival, so that neither the
// overlay nor the history keeps the client's full-size pixels.

extension NotificationImage {
    /// The image scaled down (box filter, aspect kept) so that neither side exceeds `maxSide`;
    /// itself when it already fits. Always tightly packed RGBA. A box wider than 8 source
    /// pixels is averaged over an even grid of 8×8 of them (a thumbnail shows no difference).
    public func scaledToFit(maxSide: Int) -> NotificationImage {
        guard width > max(1, maxSide) || height > max(1, maxSide) else { return self }
        return data.withUnsafeBytes { Self.shrunk(self.layout, from: $0, maxSide: maxSide, samplesPerSide: 8) } ?? self
    }

    /// Largest side an image-data is kept at when it is read off the bus (the center shrinks
    /// it further, to twice the icon size: 64 by default, 256 for a 128-pixel icon). At 512,
    /// a 1024×1024 picture cost the daemon 7.3 ms of CPU, 4.3 of them shrinking it twice.
    public static let largestKept = 256

    /// Checks the struct like `init?(…data:)`, reading its pixels from `bytes` (a D-Bus
    /// message's buffer) without keeping them: a side over `maxSide` is shrunk as it is
    /// copied, so a 64 MB picture never exists twice. This first pass samples 2×2 source
    /// pixels per target pixel (a 4000² picture costs 1 M reads, not 16 M); `scaledToFit`
    /// then makes the copy that is shown from it, with the full filter.
    public init?(width: Int, height: Int, rowstride: Int, hasAlpha: Bool, bitsPerSample: Int, channels: Int,
                 bytes: UnsafeRawBufferPointer, maxSide: Int = largestKept) {
        guard Self.isDrawable(width: width, height: height, rowstride: rowstride, hasAlpha: hasAlpha,
                              bitsPerSample: bitsPerSample, channels: channels, byteCount: bytes.count) else { return nil }
        let layout = Layout(width: width, height: height, rowstride: rowstride, channels: channels, hasAlpha: hasAlpha)
        if width > max(1, maxSide) || height > max(1, maxSide),
           let small = Self.shrunk(layout, from: bytes, maxSide: maxSide, samplesPerSide: 2) {
            self = small
        } else {
            self.init(width: width, height: height, rowstride: rowstride, hasAlpha: hasAlpha, bitsPerSample: bitsPerSample,
                      channels: channels, data: [UInt8](bytes))
        }
    }

    /// How the pixels lie in the bytes.
    struct Layout {
        var width: Int, height: Int, rowstride: Int, channels: Int, hasAlpha: Bool
    }

    var layout: Layout { Layout(width: width, height: height, rowstride: rowstride, channels: channels, hasAlpha: hasAlpha) }

    /// The pixels of `src` (laid out as `l`, already checked) scaled down to fit `maxSide`, as
    /// tightly packed RGBA (box filter over an even grid of at most `samplesPerSide`² source
    /// pixels per target pixel).
    static func shrunk(_ l: Layout, from bytes: UnsafeRawBufferPointer, maxSide: Int, samplesPerSide: Int) -> NotificationImage? {
        let limit = max(1, maxSide)
        let scale = Double(limit) / Double(max(l.width, l.height))
        let w = max(1, Int((Double(l.width) * scale).rounded())), h = max(1, Int((Double(l.height) * scale).rounded()))
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let channels = l.channels, rowstride = l.rowstride, hasAlpha = l.hasAlpha
        let srcW = l.width, srcH = l.height
        let src = bytes
        out.withUnsafeMutableBufferPointer { dst in
            for ty in 0..<h {
                let y0 = ty * srcH / h, y1 = max(y0 + 1, (ty + 1) * srcH / h)
                let yStep = max(1, (y1 - y0) / samplesPerSide)
                for tx in 0..<w {
                    let x0 = tx * srcW / w, x1 = max(x0 + 1, (tx + 1) * srcW / w)
                    let xStep = max(1, (x1 - x0) / samplesPerSide)
                    // Sums weighted by alpha, so transparent pixels lend no colour.
                    var r = 0, g = 0, b = 0, a = 0, count = 0
                    for y in stride(from: y0, to: y1, by: yStep) {
                        var s = y * rowstride + x0 * channels
                        for _ in stride(from: x0, to: x1, by: xStep) {
                            let alpha = hasAlpha ? Int(src[s + 3]) : 255
                            r += Int(src[s]) * alpha
                            g += Int(src[s + 1]) * alpha
                            b += Int(src[s + 2]) * alpha
                            a += alpha
                            count += 1
                            s += channels * xStep
                        }
                    }
                    let d = (ty * w + tx) * 4
                    if a > 0 {
                        dst[d] = UInt8(r / a)
                        dst[d + 1] = UInt8(g / a)
                        dst[d + 2] = UInt8(b / a)
                    }
                    dst[d + 3] = UInt8(a / count)
                }
            }
        }
        return NotificationImage(width: w, height: h, rowstride: w * 4, hasAlpha: true, bitsPerSample: 8, channels: 4, data: out)
    }
}

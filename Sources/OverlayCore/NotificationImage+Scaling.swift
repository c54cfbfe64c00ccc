// NotificationImage+Scaling: a large image-data shrunk once, on arrival, so that neither the
// overlay nor the history keeps the client's full-size pixels.

extension NotificationImage {
    /// The image scaled down (box filter, aspect kept) so that neither side exceeds `maxSide`;
    /// itself when it already fits. Always tightly packed RGBA. A box wider than 8 source
    /// pixels is averaged over an even grid of 8×8 of them, so that a 4000² picture costs
    /// what a 512² one does (a thumbnail shows no difference).
    public func scaledToFit(maxSide: Int) -> NotificationImage {
        let limit = max(1, maxSide)
        guard width > limit || height > limit else { return self }
        let scale = Double(limit) / Double(max(width, height))
        let w = max(1, Int((Double(width) * scale).rounded())), h = max(1, Int((Double(height) * scale).rounded()))
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let channels = self.channels, rowstride = self.rowstride, hasAlpha = self.hasAlpha
        let srcW = width, srcH = height
        data.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for ty in 0..<h {
                    let y0 = ty * srcH / h, y1 = max(y0 + 1, (ty + 1) * srcH / h)
                    let yStep = max(1, (y1 - y0) / Self.samplesPerSide)
                    for tx in 0..<w {
                        let x0 = tx * srcW / w, x1 = max(x0 + 1, (tx + 1) * srcW / w)
                        let xStep = max(1, (x1 - x0) / Self.samplesPerSide)
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
        }
        return NotificationImage(width: w, height: h, rowstride: w * 4, hasAlpha: true, bitsPerSample: 8, channels: 4, data: out)
            ?? self
    }

    /// Source pixels averaged per side of a target pixel, at most.
    static let samplesPerSide = 8
}

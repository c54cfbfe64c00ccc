// OverlayBackground: a backdrop behind an overlay or a container (`--background`,
// SwiftUIOverlayContainer's background styles), and the pixels of one made from a copy of
// the screen: tinted with a colour, or blurred.

/// What is drawn over the monitor behind an overlay.
public enum OverlayBackground: Hashable, Sendable {
    /// 30 % black, as a modal's backdrop.
    case dim
    /// A colour with its alpha (`color:#rrggbbaa`).
    case color(Color)
    /// A blurred copy of what is under it (`blur[:RADIUS]`, pixels).
    case blur(radius: Int)

    public static let defaultBlurRadius = 12

    /// `dim`, `color:#rrggbb[aa]`, `blur` or `blur:RADIUS` (1 to 100); nil otherwise.
    public init?(parsing text: String) {
        if text == "dim" { self = .dim; return }
        if text == "blur" { self = .blur(radius: OverlayBackground.defaultBlurRadius); return }
        if text.hasPrefix("color:"), let c = Color(hex: String(text.dropFirst(6))) { self = .color(c); return }
        if text.hasPrefix("blur:"), let r = Int(text.dropFirst(5)), (1...100).contains(r) { self = .blur(radius: r); return }
        return nil
    }

    /// The colour laid over the screen (the dim is 30 % black); nil for a blur.
    public var tint: Color? {
        switch self {
        case .dim: return Color(red: 0, green: 0, blue: 0, alpha: 0.3)
        case .color(let c): return c
        case .blur: return nil
        }
    }
}

/// Backdrop pictures made from a copy of the screen (premultiplied ARGB in, opaque out).
public enum BackdropImage {
    /// `tint` filled over the whole picture, premultiplied: what a compositor blends live.
    public static func fill(_ tint: Color, size: Size) -> PixelImage {
        let a = tint.alpha
        func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (v * 255).rounded()))) }
        let px = byte(a) << 24 | byte(tint.red * a) << 16 | byte(tint.green * a) << 8 | byte(tint.blue * a)
        let pixels = [UInt32](repeating: px, count: size.width * size.height)
        return PixelImage(width: size.width, height: size.height, stride: size.width * 4, bytes: pixels.withUnsafeBytes { Array($0) })
    }

    /// `rect` of `screen` with `tint` laid over it, opaque (no compositor blends it).
    public static func tinted(_ screen: PixelImage, cropTo rect: Rect, tint: Color) -> PixelImage {
        var out = cropped(screen, to: rect)
        let keep = 1 - tint.alpha
        let add = [tint.blue, tint.green, tint.red].map { $0 * tint.alpha * 255 }
        for i in stride(from: 0, to: out.bytes.count, by: 4) {
            for c in 0..<3 { out.bytes[i + c] = UInt8(min(255, Double(out.bytes[i + c]) * keep + add[c])) }
            out.bytes[i + 3] = 255
        }
        return out
    }

    /// `rect` of `screen` blurred by about `radius` pixels, opaque: three box blurs on a
    /// quarter-size copy, scaled back up (the blur hides the scaling, and it costs a sixteenth).
    public static func blurred(_ screen: PixelImage, cropTo rect: Rect, radius: Int) -> PixelImage {
        let full = cropped(screen, to: rect)
        let f = 4
        let w = max(1, (full.width + f - 1) / f), h = max(1, (full.height + f - 1) / f)
        // Channels as floats: B, G, R per pixel of the small copy (averages of f×f blocks).
        var small = [Double](repeating: 0, count: w * h * 3)
        var counts = [Double](repeating: 0, count: w * h)
        for y in 0..<full.height {
            for x in 0..<full.width {
                let s = y * full.stride + x * 4
                let d = (y / f) * w + x / f
                for c in 0..<3 { small[d * 3 + c] += Double(full.bytes[s + c]) }
                counts[d] += 1
            }
        }
        for d in 0..<(w * h) where counts[d] > 0 { for c in 0..<3 { small[d * 3 + c] /= counts[d] } }
        let r = max(1, radius / f)
        for _ in 0..<3 {
            small = boxBlur(small, w, h, r, horizontal: true)
            small = boxBlur(small, w, h, r, horizontal: false)
        }
        var out = [UInt8](repeating: 255, count: full.width * full.height * 4)
        for y in 0..<full.height {
            // Bilinear: between the centres of the small copy's pixels.
            let fy = max(0, min(Double(h - 1), (Double(y) + 0.5) / Double(f) - 0.5))
            let y0 = Int(fy), y1 = min(h - 1, y0 + 1), ty = fy - Double(y0)
            for x in 0..<full.width {
                let fx = max(0, min(Double(w - 1), (Double(x) + 0.5) / Double(f) - 0.5))
                let x0 = Int(fx), x1 = min(w - 1, x0 + 1), tx = fx - Double(x0)
                let d = (y * full.width + x) * 4
                for c in 0..<3 {
                    let top = small[(y0 * w + x0) * 3 + c] * (1 - tx) + small[(y0 * w + x1) * 3 + c] * tx
                    let bottom = small[(y1 * w + x0) * 3 + c] * (1 - tx) + small[(y1 * w + x1) * 3 + c] * tx
                    out[d + c] = UInt8(max(0, min(255, (top * (1 - ty) + bottom * ty).rounded())))
                }
            }
        }
        return PixelImage(width: full.width, height: full.height, stride: full.width * 4, bytes: out)
    }

    /// One box blur pass of radius `r` along a row or a column (edges repeat).
    private static func boxBlur(_ src: [Double], _ w: Int, _ h: Int, _ r: Int, horizontal: Bool) -> [Double] {
        var dst = src
        let (lines, length) = horizontal ? (h, w) : (w, h)
        let span = Double(2 * r + 1)
        for line in 0..<lines {
            func index(_ i: Int) -> Int {
                let k = max(0, min(length - 1, i))
                return horizontal ? line * w + k : k * w + line
            }
            for c in 0..<3 {
                var sum = 0.0
                for i in -r...r { sum += src[index(i) * 3 + c] }
                for i in 0..<length {
                    dst[index(i) * 3 + c] = sum / span
                    sum += src[index(i + r + 1) * 3 + c] - src[index(i - r) * 3 + c]
                }
            }
        }
        return dst
    }

    /// `rect` of `screen` (black where it lies outside), opaque.
    static func cropped(_ screen: PixelImage, to rect: Rect) -> PixelImage {
        let area = rect.intersection(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
        var out = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        for y in area.minY..<max(area.minY, area.maxY) {
            let s = y * screen.stride + area.minX * 4
            let d = ((y - rect.minY) * rect.width + (area.minX - rect.minX)) * 4
            out.replaceSubrange(d..<(d + area.width * 4), with: screen.bytes[s..<(s + area.width * 4)])
        }
        for i in stride(from: 3, to: out.count, by: 4) { out[i] = 255 }
        return PixelImage(width: rect.width, height: rect.height, stride: rect.width * 4, bytes: out)
    }
}

// PixelProbe: reading rendered pixels in tests (premultiplied ARGB32, little-endian).
import OverlayCore
import OverlayRender

struct RGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int
    var luminance: Int { (r + g + b) / 3 }
    var description: String { "rgba(\(r),\(g),\(b),\(a))" }

    /// Whether each channel is within `tolerance` of the opaque colour `c`.
    func isClose(to c: Color, tolerance: Int = 3) -> Bool {
        abs(r - Int((c.red * 255).rounded())) <= tolerance && abs(g - Int((c.green * 255).rounded())) <= tolerance
            && abs(b - Int((c.blue * 255).rounded())) <= tolerance && a == 255
    }
}

extension PixelImage {
    func pixel(_ x: Int, _ y: Int) -> RGBA {
        let o = y * stride + x * 4
        return RGBA(r: Int(bytes[o + 2]), g: Int(bytes[o + 1]), b: Int(bytes[o]), a: Int(bytes[o + 3]))
    }

    func pixel(_ p: Point) -> RGBA { pixel(p.x, p.y) }

    /// The darkest luminance in `rect`; 255 for an empty one.
    func darkest(in rect: Rect) -> Int {
        var result = 255
        for y in rect.minY..<rect.maxY { for x in rect.minX..<rect.maxX { result = min(result, pixel(x, y).luminance) } }
        return result
    }

    /// The lightest luminance in `rect`; 0 for an empty one.
    func lightest(in rect: Rect) -> Int {
        var result = 0
        for y in rect.minY..<rect.maxY { for x in rect.minX..<rect.maxX { result = max(result, pixel(x, y).luminance) } }
        return result
    }
}

/// A window that holds `body` with the style's shadow margins around it, at the root origin.
func windowLayout(body: Size, style: Style) -> PopoverLayout {
    let m = style.shadowMargins
    return PopoverLayout(frame: Rect(x: 0, y: 0, width: body.width + m.left + m.right, height: body.height + m.top + m.bottom),
                         body: Rect(x: m.left, y: m.top, width: body.width, height: body.height),
                         arrow: nil, anchor: .bottomLeft, gravity: .bottomRight)
}

extension Color {
    /// The luminance `RGBA.luminance` reads for this opaque colour.
    var luminance255: Int {
        (Int((red * 255).rounded()) + Int((green * 255).rounded()) + Int((blue * 255).rounded())) / 3
    }
}

// ShadowMask: the soft shadow under a popover's body: the body shape blurred by three
// box-blur passes (close to a Gaussian) on an A8 mask, cached per size and style.
import CCairo
import OverlayCore

final class ShadowCache {
    private struct Key: Hashable {
        var window: Size
        var body: Rect
        var radius: Int
        var blur: Int
        var offset: Point
    }
    private var cache: [Key: CairoCanvas] = [:]
    private var order: [Key] = []
    private let capacity = 32

    /// The blurred A8 mask for a body at `body` inside a window of `window` size.
    func mask(window: Size, body: Rect, style: Style) throws(RenderError) -> CairoCanvas {
        let key = Key(window: window, body: body, radius: style.cornerRadius, blur: style.shadowRadius,
                      offset: style.shadowOffset)
        if let hit = cache[key] { return hit }
        let canvas = try CairoCanvas(width: window.width, height: window.height, format: CAIRO_FORMAT_A8)
        cairo_set_source_rgba(canvas.cr, 0, 0, 0, 1)
        ChromePath.add(to: canvas.cr, body: body.offsetBy(style.shadowOffset), radius: style.cornerRadius, arrow: nil)
        cairo_fill(canvas.cr)
        var bytes = canvas.bytes()
        let passRadius = max(1, style.shadowRadius / 3)
        BoxBlur.blur(&bytes, width: canvas.width, height: canvas.height, stride: canvas.stride,
                     radius: passRadius, passes: 3)
        canvas.replaceBytes(bytes)
        cache[key] = canvas
        order.append(key)
        if order.count > capacity { cache[order.removeFirst()] = nil }
        return canvas
    }
}

enum BoxBlur {
    /// In-place box blur of an 8-bit mask, horizontal then vertical, `passes` times.
    static func blur(_ data: inout [UInt8], width: Int, height: Int, stride: Int, radius: Int, passes: Int) {
        var temp = [UInt32](repeating: 0, count: max(width, height))
        data.withUnsafeMutableBufferPointer { buf in
            temp.withUnsafeMutableBufferPointer { line in
                for _ in 0..<passes {
                    for y in 0..<height { pass(buf, start: y * stride, step: 1, count: width, radius: radius, line: line) }
                    for x in 0..<width { pass(buf, start: x, step: stride, count: height, radius: radius, line: line) }
                }
            }
        }
    }

    /// One running-sum box filter along a row or column.
    private static func pass(_ buf: UnsafeMutableBufferPointer<UInt8>, start: Int, step: Int, count: Int,
                             radius: Int, line: UnsafeMutableBufferPointer<UInt32>) {
        for i in 0..<count { line[i] = UInt32(buf[start + i * step]) }
        let window = UInt32(2 * radius + 1)
        var sum: UInt32 = 0
        for i in -radius...radius where i >= 0 && i < count { sum += line[i] }
        for i in 0..<count {
            buf[start + i * step] = UInt8(sum / window)
            let add = i + radius + 1, sub = i - radius
            if add < count { sum += line[add] }
            if sub >= 0 { sum -= line[sub] }
        }
    }
}

// MaskRegion: turns an 8-bit coverage mask into the rectangles X's Shape and XFixes
// regions take. Rows with the same spans merge into one band, so a rounded body costs
// a few dozen rectangles rather than one per row.

public enum MaskRegion {
    /// Rectangles covering every pixel whose coverage is at least `threshold`.
    /// `mask` holds `height` rows of `stride` bytes each.
    public static func rectangles(mask: [UInt8], width: Int, height: Int, stride: Int,
                                  threshold: UInt8 = 128) -> [Rect] {
        var result: [Rect] = []
        var bandStart = 0
        var bandSpans: [Range<Int>] = []
        func flush(until y: Int) {
            for s in bandSpans {
                result.append(Rect(x: s.lowerBound, y: bandStart, width: s.count, height: y - bandStart))
            }
        }
        for y in 0..<height {
            var spans: [Range<Int>] = []
            var x = 0
            let row = y * stride
            while x < width {
                while x < width, mask[row + x] < threshold { x += 1 }
                let start = x
                while x < width, mask[row + x] >= threshold { x += 1 }
                if x > start { spans.append(start..<x) }
            }
            if spans != bandSpans {
                flush(until: y)
                bandStart = y
                bandSpans = spans
            }
        }
        flush(until: height)
        return result
    }
}

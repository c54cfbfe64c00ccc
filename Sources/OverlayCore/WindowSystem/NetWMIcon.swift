// NetWMIcon: a window's `_NET_WM_ICON` (EWMH: icons one after another, each its width,
// height, then width × height ARGB pixels, not premultiplied) as one picture: the icon rofi
// 1.7.3 would pick for a row (window.c, ewmh_window_icon_from_reply), premultiplied for Cairo.

public enum NetWMIcon {
    /// The icon whose larger side is `preferred`, else the closest bigger one, else the
    /// closest smaller one; nil when the property holds none. `data` is the property's
    /// 32-bit items (higher bits, as Xlib widens them to longs, are ignored).
    public static func image(_ data: [Int], preferred: Int) -> PixelImage? {
        var found: (width: Int, height: Int, start: Int)?
        var foundSize = 0
        var i = 0
        while i + 1 < data.count {
            let w = data[i] & 0xFFFF_FFFF, h = data[i + 1] & 0xFFFF_FFFF
            guard w <= 4096, h <= 4096, w * h <= data.count - i - 2 else { break }
            let size = max(w, h)
            let tooSmall = foundSize < preferred, tooLarge = foundSize > preferred
            if w > 0, h > 0, (tooSmall && size > foundSize) || (tooLarge && size >= preferred && size < foundSize) || foundSize == 0 {
                found = (w, h, i + 2)
                foundSize = size
            }
            i += 2 + w * h
        }
        guard let f = found else { return nil }
        // Cairo's ARGB32: one native-endian (little-endian here) 32-bit word a pixel, colours premultiplied.
        var bytes = [UInt8](repeating: 0, count: f.width * f.height * 4)
        for p in 0..<(f.width * f.height) {
            let v = UInt32(truncatingIfNeeded: data[f.start + p])
            let a = v >> 24
            func channel(_ shift: UInt32) -> UInt8 { UInt8(((v >> shift) & 0xFF) * a / 255) }
            bytes[4 * p] = channel(0)
            bytes[4 * p + 1] = channel(8)
            bytes[4 * p + 2] = channel(16)
            bytes[4 * p + 3] = UInt8(a)
        }
        return PixelImage(width: f.width, height: f.height, stride: f.width * 4, bytes: bytes)
    }
}

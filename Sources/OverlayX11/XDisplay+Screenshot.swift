// XDisplay+Screenshot: the root window's pixels, as the user sees them (composited or not).
import CX11
import OverlayCore

extension XDisplay {
    /// Grabs the whole of X screen `number` (its root) as opaque ARGB32; nil if the server
    /// refuses or the display has no such screen.
    public func captureScreen(_ number: Int) -> PixelImage? {
        guard screens.indices.contains(number) else { return nil }
        let size = screenSize(of: number)
        guard let xi = XGetImage(dpy, root(of: number).rawValue, 0, 0, UInt32(size.width), UInt32(size.height), ~0, ZPixmap) else {
            return nil
        }
        defer { _ = xi.pointee.f.destroy_image(xi) }
        let img = xi.pointee
        guard img.bits_per_pixel == 32, let data = img.data else { return nil }
        let stride = size.width * 4
        var bytes = [UInt8](repeating: 0, count: stride * size.height)
        data.withMemoryRebound(to: UInt8.self, capacity: Int(img.bytes_per_line) * size.height) { src in
            for y in 0..<size.height {
                let row = src + y * Int(img.bytes_per_line)
                for x in 0..<size.width {
                    let o = y * stride + x * 4
                    bytes[o] = row[x * 4]
                    bytes[o + 1] = row[x * 4 + 1]
                    bytes[o + 2] = row[x * 4 + 2]
                    bytes[o + 3] = 0xff
                }
            }
        }
        return PixelImage(width: size.width, height: size.height, stride: stride, bytes: bytes)
    }
}

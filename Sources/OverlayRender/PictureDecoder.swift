// PictureDecoder: a file's bytes turned into premultiplied pixels at most `side` pixels
// square: SVG through librsvg, rendered at that size; everything else through gdk-pixbuf,
// scaled down while decoding. Both libraries are loaded with dlopen on first use.
import CCairo
import CPixbuf
import CRsvg
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore

enum PictureDecoder {
    static func decode(_ bytes: [UInt8], name: String, side: Int) -> Result<PixelImage, PictureError> {
        guard !bytes.isEmpty else { return .failure(PictureError("empty file")) }
        if isSVG(bytes, name: name) { return renderSVG(bytes, side: side) }
        // gdk-pixbuf's ICO loader refuses the PNG-compressed entries of 256-pixel icons
        // (Windows Vista's format, and what ImageMagick writes): those are decoded as PNG.
        if loaderName(bytes) == "ico", let png = embeddedPNG(bytes), case .success(let image) = decodeRaster(png, side: side) {
            return .success(image)
        }
        return decodeRaster(bytes, side: side)
    }

    /// By the name, or (for a file without the suffix) by how the text starts.
    static func isSVG(_ bytes: [UInt8], name: String) -> Bool {
        let lower = name.lowercased()
        if lower.hasSuffix(".svg") || lower.hasSuffix(".svgz") { return true }
        let head = String(decoding: bytes.prefix(256), as: UTF8.self)
        let start = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        return start.hasPrefix("<svg") || (start.hasPrefix("<?xml") && head.contains("<svg"))
    }

    private static func renderSVG(_ bytes: [UInt8], side: Int) -> Result<PixelImage, PictureError> {
        guard let canvas = try? CairoCanvas(width: side, height: side) else { return .failure(PictureError("bad size \(side)")) }
        let ok = bytes.withUnsafeBufferPointer { crsvg_render_data(canvas.cr, $0.baseAddress, $0.count, 0, 0, Double(side)) }
        guard ok != 0 else {
            return .failure(PictureError(crsvg_loaded() != 0 ? "not an SVG librsvg can read" : "librsvg (librsvg2-2) is not installed"))
        }
        return .success(canvas.image())
    }

    /// The gdk-pixbuf loader for the bytes' signature, so that decoding does not depend on
    /// the shared MIME database (an unusual $XDG_DATA_DIRS hides it); nil: let it guess.
    static func loaderName(_ b: [UInt8]) -> String? {
        func starts(_ sig: [UInt8], at offset: Int = 0) -> Bool {
            b.count >= offset + sig.count && Array(b[offset..<(offset + sig.count)]) == sig
        }
        if starts([0x89, 0x50, 0x4E, 0x47]) { return "png" }
        if starts([0xFF, 0xD8, 0xFF]) { return "jpeg" }
        if starts(Array("GIF8".utf8)) { return "gif" }
        if starts(Array("BM".utf8)) { return "bmp" }
        if starts([0x49, 0x49, 0x2A, 0]) || starts([0x4D, 0x4D, 0, 0x2A]) { return "tiff" }
        if starts([0, 0, 1, 0]) { return "ico" }
        if starts(Array("/* XPM */".utf8)) { return "xpm" }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return "webp" }
        if starts(Array("ftypavif".utf8), at: 4) { return "avif" }
        return nil
    }

    /// The PNG of an ICO's first entry, when it is one (ICONDIRENTRY: offset at byte 18).
    static func embeddedPNG(_ b: [UInt8]) -> [UInt8]? {
        guard b.count >= 22 else { return nil }
        let offset = Int(b[18]) | Int(b[19]) << 8 | Int(b[20]) << 16 | Int(b[21]) << 24
        guard offset >= 22, offset + 8 <= b.count, Array(b[offset..<(offset + 4)]) == [0x89, 0x50, 0x4E, 0x47] else { return nil }
        return Array(b[offset...])
    }

    private static func decodeRaster(_ bytes: [UInt8], side: Int) -> Result<PixelImage, PictureError> {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var why = [CChar](repeating: 0, count: 256)
        let ok = bytes.withUnsafeBufferPointer { data in
            cpixbuf_decode(data.baseAddress, data.count, loaderName(bytes), Int32(clamping: side), &pixels, &width, &height,
                           &why, why.count)
        }
        guard ok != 0, let pixels else {
            return .failure(PictureError(String(decoding: why.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
        }
        defer { free(pixels) }
        let count = Int(width) * Int(height) * 4
        return .success(PixelImage(width: Int(width), height: Int(height), stride: Int(width) * 4,
                                   bytes: Array(UnsafeBufferPointer(start: pixels, count: count))))
    }
}

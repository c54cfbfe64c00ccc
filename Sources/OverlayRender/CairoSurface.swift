// CairoSurface: an owned Cairo image surface and its drawing context.
import CCairo
import OverlayCore

public enum RenderError: Error, CustomStringConvertible {
    case cairo(String)
    case tooLarge(Size)
    public var description: String {
        switch self {
        case .cairo(let s): return "cairo: \(s)"
        case .tooLarge(let s): return "overlay too large to render: \(s)"
        }
    }
}

/// An image surface plus a context on it. Released together.
final class CairoCanvas {
    let surface: OpaquePointer
    let cr: OpaquePointer
    let width: Int
    let height: Int

    /// `format` is `CAIRO_FORMAT_ARGB32` or `CAIRO_FORMAT_A8`.
    init(width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32) throws(RenderError) {
        guard width > 0, height > 0, width <= 8192, height <= 8192 else {
            throw .tooLarge(Size(width: width, height: height))
        }
        guard let s = cairo_image_surface_create(format, Int32(width), Int32(height)) else { throw .cairo("no surface") }
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        guard let c = cairo_create(s) else {
            cairo_surface_destroy(s)
            throw .cairo("no context")
        }
        surface = s
        cr = c
        self.width = width
        self.height = height
    }

    /// A canvas over pixels it does not own (ARGB32, `stride` bytes a row), for the span of a
    /// `withUnsafeMutableBytes`: it must go before they do.
    init(wrapping data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) throws(RenderError) {
        guard let s = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
        else { throw .cairo("no surface") }
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS, let c = cairo_create(s) else {
            cairo_surface_destroy(s)
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        surface = s
        cr = c
        self.width = width
        self.height = height
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// A copy of the pixels (after flushing pending drawing).
    func bytes() -> [UInt8] {
        cairo_surface_flush(surface)
        let count = stride * height
        guard let data = cairo_image_surface_get_data(surface) else { return [UInt8](repeating: 0, count: count) }
        return Array(UnsafeBufferPointer(start: data, count: count))
    }

    func image() -> PixelImage {
        PixelImage(width: width, height: height, stride: stride, bytes: bytes())
    }

    /// Replaces the pixels (for masks that were processed outside Cairo).
    func replaceBytes(_ new: [UInt8]) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        new.withUnsafeBufferPointer { src in
            if let base = src.baseAddress { data.update(from: base, count: min(src.count, stride * height)) }
        }
        cairo_surface_mark_dirty(surface)
    }

    func setSource(_ c: Color) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }
}

extension PixelImage {
    /// Draws into the image's own bytes (ARGB32) through a canvas made for the call: a frame
    /// updated in place where it changed, with no copy when the bytes are held once.
    mutating func draw(_ body: (CairoCanvas) throws(RenderError) -> Void) throws(RenderError) {
        let (width, height, stride) = (self.width, self.height, self.stride)
        var failure: RenderError?
        bytes.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            do throws(RenderError) {
                let canvas = try CairoCanvas(wrapping: base.assumingMemoryBound(to: UInt8.self), width: width, height: height,
                                             stride: stride)
                try body(canvas)
                cairo_surface_flush(canvas.surface)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }
}

// PNGWriter: saves a PixelImage as PNG through Cairo (the showroom's screenshots).
import CCairo
import OverlayCore

public enum PNGWriter {
    public static func write(_ image: PixelImage, to path: String) throws(RenderError) {
        let canvas = try CairoCanvas(width: image.width, height: image.height)
        guard canvas.stride == image.stride else { throw .cairo("unexpected stride \(image.stride)") }
        canvas.replaceBytes(image.bytes)
        let status = path.withCString { cairo_surface_write_to_png(canvas.surface, $0) }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo("writing \(path): \(String(cString: cairo_status_to_string(status)))")
        }
    }
}

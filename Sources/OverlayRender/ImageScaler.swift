// ImageScaler: a rendered overlay shrunk or grown for one frame of a scale transition.
import CCairo
import OverlayCore

public enum ImageScaler {
    /// `overlay` drawn into `size` (pixels and shape scaled alike; buttons are dropped: an
    /// overlay in motion takes no clicks on them).
    public static func scaled(_ overlay: RenderedOverlay, to size: Size) throws(RenderError) -> RenderedOverlay {
        let src = overlay.image
        guard size.width > 0, size.height > 0, src.width > 0, src.height > 0 else { return overlay }
        let from = try CairoCanvas(width: src.width, height: src.height)
        guard from.stride == src.stride else { throw .cairo("unexpected stride \(src.stride)") }
        from.replaceBytes(src.bytes)
        let to = try CairoCanvas(width: size.width, height: size.height)
        let sx = Double(size.width) / Double(src.width), sy = Double(size.height) / Double(src.height)
        cairo_scale(to.cr, sx, sy)
        cairo_set_source_surface(to.cr, from.surface, 0, 0)
        cairo_paint(to.cr)
        func scale(_ r: Rect) -> Rect {
            Rect(x: Int((Double(r.minX) * sx).rounded(.down)), y: Int((Double(r.minY) * sy).rounded(.down)),
                 width: max(1, Int((Double(r.width) * sx).rounded(.up))), height: max(1, Int((Double(r.height) * sy).rounded(.up))))
        }
        return RenderedOverlay(image: to.image(), shape: overlay.shape.map(scale), outline: overlay.outline?.map(scale))
    }
}

// PanelChrome: the shadow, body fill, border and X shape of a panel (a menu or any body
// that draws its own content), painted the way PopoverPainter paints a popover's frame.
import CCairo
import OverlayCore

enum PanelChrome {
    /// Paints shadow (composited) or the body colour everywhere (not composited), then the
    /// body (with its arrow, if any) and its border.
    static func paint(on canvas: CairoCanvas, layout: PopoverLayout, style: Style, composited: Bool,
                      shadows: ShadowCache) throws(RenderError) {
        let cr = canvas.cr
        let size = Size(width: canvas.width, height: canvas.height)
        // Without a compositor nothing is translucent: a translucent background (dunst's
        // transparency) is drawn opaque, as dunst draws it, not darkened by blending twice.
        var background = style.background
        if !composited { background.alpha = 1 }
        if composited, style.shadowRadius > 0, style.shadowOpacity > 0 {
            let shadow = try shadows.mask(window: size, body: layout.body, style: style)
            cairo_set_source_rgba(cr, 0, 0, 0, style.shadowOpacity)
            cairo_mask_surface(cr, shadow.surface, 0, 0)
        } else if !composited {
            canvas.setSource(background)
            cairo_paint(cr)
        }
        if let join = layout.join {
            JoinedChrome.paint(on: canvas, body: layout.body, join: join, style: style, background: background)
            return
        }
        ChromePath.add(to: cr, body: layout.body, radius: style.cornerRadius, arrow: layout.arrow)
        canvas.setSource(background)
        cairo_fill(cr)
        if style.borderWidth > 0, style.border.alpha > 0 {
            let bw = Double(style.borderWidth)
            ChromePath.add(to: cr, body: layout.body, radius: style.cornerRadius, arrow: layout.arrow, inset: bw / 2)
            cairo_set_line_width(cr, bw)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            canvas.setSource(style.border)
            cairo_stroke(cr)
        }
    }

    /// The body+arrow outline rasterised without antialiasing, as X rectangles; `extra` adds
    /// more to the mask (a connector).
    static func shapeRects(size: Size, layout: PopoverLayout, style: Style,
                           extra: ((OpaquePointer) -> Void)? = nil) throws(RenderError) -> [Rect] {
        let mask = try CairoCanvas(width: size.width, height: size.height, format: CAIRO_FORMAT_A8)
        cairo_set_antialias(mask.cr, CAIRO_ANTIALIAS_NONE)
        cairo_set_source_rgba(mask.cr, 0, 0, 0, 1)
        if let join = layout.join {
            cairo_new_path(mask.cr)
            JoinedChrome.addOutline(to: mask.cr, layout.body, radius: style.cornerRadius, join: join)
        } else {
            ChromePath.add(to: mask.cr, body: layout.body, radius: style.cornerRadius, arrow: layout.arrow)
        }
        cairo_fill(mask.cr)
        extra?(mask.cr)
        return MaskRegion.rectangles(mask: mask.bytes(), width: size.width, height: size.height, stride: mask.stride)
    }

    /// A rounded rectangle path (buttons, highlighted menu rows), its top or bottom corners
    /// square when asked (a joined column's member).
    static func roundedRect(_ cr: OpaquePointer, _ r: Rect, radius: Int, addingToPath: Bool = false,
                            squareTop: Bool = false, squareBottom: Bool = false) {
        let x0 = Double(r.minX), y0 = Double(r.minY), x1 = Double(r.maxX), y1 = Double(r.maxY)
        let rad = max(0, min(Double(radius), Double(r.width) / 2, Double(r.height) / 2))
        let top = squareTop ? 0 : rad, bottom = squareBottom ? 0 : rad
        if addingToPath { cairo_new_sub_path(cr) } else { cairo_new_path(cr) }
        cairo_arc(cr, x1 - top, y0 + top, top, -Double.pi / 2, 0)
        cairo_arc(cr, x1 - bottom, y1 - bottom, bottom, 0, Double.pi / 2)
        cairo_arc(cr, x0 + bottom, y1 - bottom, bottom, Double.pi / 2, Double.pi)
        cairo_arc(cr, x0 + top, y0 + top, top, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// Black or white, whichever reads better on `c` (text on the accent colour).
    static func contrasting(_ c: Color) -> Color {
        let luminance = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        return luminance < 0.6 ? Color(red: 1, green: 1, blue: 1) : Color(red: 0, green: 0, blue: 0, alpha: 0.87)
    }
}

extension Color {
    /// The same colour with its alpha multiplied by `factor`.
    func faded(_ factor: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha * factor) }
}

// MenuGlyphs: the small shapes of a menu row drawn as paths rather than font glyphs, so
// they look the same whatever fonts are installed: check box, radio button, ▸, ▴ and ▾.
import CCairo
import OverlayCore

enum MenuGlyphs {
    /// A check box or radio button in the `side`-pixel square at `origin`, ticked or filled when on.
    static func mark(_ mark: MenuItem.Mark, on cr: OpaquePointer, origin: Point, side: Int, color: Color) {
        let s = Double(side), x = Double(origin.x), y = Double(origin.y)
        let line = max(1, s / 12)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_line_width(cr, line)
        switch mark {
        case .none:
            return
        case .check(let on):
            let box = Rect(x: origin.x, y: origin.y, width: side, height: side)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * (on ? 1 : 0.6))
            strokeInside(cr, box, line: line, radius: max(1, side / 6))
            guard on else { return }
            cairo_set_line_width(cr, max(1.5, s / 7))
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_new_path(cr)
            cairo_move_to(cr, x + s * 0.22, y + s * 0.52)
            cairo_line_to(cr, x + s * 0.42, y + s * 0.72)
            cairo_line_to(cr, x + s * 0.78, y + s * 0.30)
            cairo_stroke(cr)
        case .radio(let on):
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * (on ? 1 : 0.6))
            cairo_new_path(cr)
            cairo_arc(cr, x + s / 2, y + s / 2, s / 2 - line / 2, 0, 2 * Double.pi)
            cairo_stroke(cr)
            guard on else { return }
            cairo_new_path(cr)
            cairo_arc(cr, x + s / 2, y + s / 2, s / 4, 0, 2 * Double.pi)
            cairo_fill(cr)
        }
    }

    /// Strokes a rounded rectangle half a line inside `r`, so it covers only r's pixels.
    private static func strokeInside(_ cr: OpaquePointer, _ r: Rect, line: Double, radius: Int) {
        let x0 = Double(r.minX) + line / 2, y0 = Double(r.minY) + line / 2
        let x1 = Double(r.maxX) - line / 2, y1 = Double(r.maxY) - line / 2
        let rad = min(Double(radius), (x1 - x0) / 2)
        cairo_new_path(cr)
        cairo_arc(cr, x1 - rad, y0 + rad, rad, -Double.pi / 2, 0)
        cairo_arc(cr, x1 - rad, y1 - rad, rad, 0, Double.pi / 2)
        cairo_arc(cr, x0 + rad, y1 - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(cr, x0 + rad, y0 + rad, rad, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
        cairo_stroke(cr)
    }

    /// A filled triangle pointing `edge`-wards, centred in `box` and `size` pixels across its base.
    static func triangle(pointing edge: Edge, in box: Rect, size: Int, on cr: OpaquePointer, color: Color) {
        let cx = Double(box.minX) + Double(box.width) / 2, cy = Double(box.minY) + Double(box.height) / 2
        let half = Double(size) / 2, depth = Double(size) / 2
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_new_path(cr)
        switch edge {
        case .right:
            cairo_move_to(cr, cx - depth / 2, cy - half)
            cairo_line_to(cr, cx + depth / 2, cy)
            cairo_line_to(cr, cx - depth / 2, cy + half)
        case .left:
            cairo_move_to(cr, cx + depth / 2, cy - half)
            cairo_line_to(cr, cx - depth / 2, cy)
            cairo_line_to(cr, cx + depth / 2, cy + half)
        case .top:
            cairo_move_to(cr, cx - half, cy + depth / 2)
            cairo_line_to(cr, cx, cy - depth / 2)
            cairo_line_to(cr, cx + half, cy + depth / 2)
        case .bottom:
            cairo_move_to(cr, cx - half, cy - depth / 2)
            cairo_line_to(cr, cx, cy + depth / 2)
            cairo_line_to(cr, cx + half, cy - depth / 2)
        }
        cairo_close_path(cr)
        cairo_fill(cr)
    }
}

// ChromePath: the outline of a popover: a rounded body with its arrow in one closed path,
// so fill and border join without a seam.
import CCairo
import OverlayCore

enum ChromePath {
    /// Adds the body+arrow outline to `cr`'s path. `inset` shrinks it (half a border width,
    /// so a stroke stays inside the pixels the fill covers).
    static func add(to cr: OpaquePointer, body: Rect, radius: Int, arrow: Arrow?, inset: Double = 0) {
        let x0 = Double(body.minX) + inset, y0 = Double(body.minY) + inset
        let x1 = Double(body.maxX) - inset, y1 = Double(body.maxY) - inset
        let r = min(Double(radius), (x1 - x0) / 2, (y1 - y0) / 2)
        let half = Double(arrow?.base ?? 0) / 2
        let tipX = Double(arrow?.tip.x ?? 0) + 0.5, tipY = Double(arrow?.tip.y ?? 0) + 0.5
        // The base's centre: on the tip's line unless the arrow leans (a point near a corner).
        let lean = Double(arrow?.lean ?? 0)
        let baseX = tipX + lean, baseY = tipY + lean
        cairo_new_path(cr)
        cairo_move_to(cr, x0 + r, y0)
        if let a = arrow, a.side == .top {
            cairo_line_to(cr, baseX - half, y0)
            cairo_line_to(cr, tipX, Double(a.tip.y) + inset)
            cairo_line_to(cr, baseX + half, y0)
        }
        cairo_line_to(cr, x1 - r, y0)
        cairo_arc(cr, x1 - r, y0 + r, r, -Double.pi / 2, 0)
        if let a = arrow, a.side == .right {
            cairo_line_to(cr, x1, baseY - half)
            cairo_line_to(cr, Double(a.tip.x + 1) - inset, tipY)
            cairo_line_to(cr, x1, baseY + half)
        }
        cairo_line_to(cr, x1, y1 - r)
        cairo_arc(cr, x1 - r, y1 - r, r, 0, Double.pi / 2)
        if let a = arrow, a.side == .bottom {
            cairo_line_to(cr, baseX + half, y1)
            cairo_line_to(cr, tipX, Double(a.tip.y + 1) - inset)
            cairo_line_to(cr, baseX - half, y1)
        }
        cairo_line_to(cr, x0 + r, y1)
        cairo_arc(cr, x0 + r, y1 - r, r, Double.pi / 2, Double.pi)
        if let a = arrow, a.side == .left {
            cairo_line_to(cr, x0, baseY + half)
            cairo_line_to(cr, Double(a.tip.x) + inset, tipY)
            cairo_line_to(cr, x0, baseY - half)
        }
        cairo_line_to(cr, x0, y0 + r)
        cairo_arc(cr, x0 + r, y0 + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}

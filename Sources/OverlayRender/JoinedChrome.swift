// JoinedChrome: the body and frame of one member of a joined container column, drawn as dunst
// draws one notification of several in its window (render_background): the frame only on the
// sides where no member joins, square corners there, and a separator strip at the bottom when
// one joins below.
import CCairo
import OverlayCore

enum JoinedChrome {
    /// Adds `r` with rounded corners, square at the top or bottom where another member joins.
    static func addOutline(to cr: OpaquePointer, _ r: Rect, radius: Int, join: PanelJoin) {
        PanelChrome.roundedRect(cr, r, radius: radius, addingToPath: true, squareTop: join.above, squareBottom: join.below)
    }

    /// The part inside the frame: the frame's width off each free side, the separator off the
    /// bottom when a member joins below.
    static func inner(_ body: Rect, join: PanelJoin, border: Int) -> Rect {
        let top = join.above ? 0 : border
        let bottom = join.below ? join.separatorHeight : border
        return Rect(x: body.minX + border, y: body.minY + top, width: max(0, body.width - 2 * border),
                    height: max(0, body.height - top - bottom))
    }

    /// The frame (a ring in the border colour, the separator strip included) and the inside in
    /// `background`; then the separator in its own colour unless it is the frame's.
    static func paint(on canvas: CairoCanvas, body: Rect, join: PanelJoin, style: Style, background: Color) {
        let cr = canvas.cr
        let border = min(style.borderWidth, body.width / 2)
        let inside = inner(body, join: join, border: border)
        let innerRadius = max(0, style.cornerRadius - border)
        cairo_new_path(cr)
        addOutline(to: cr, body, radius: style.cornerRadius, join: join)
        addOutline(to: cr, inside, radius: innerRadius, join: join)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        canvas.setSource(style.border)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_new_path(cr)
        addOutline(to: cr, inside, radius: innerRadius, join: join)
        canvas.setSource(background)
        cairo_fill(cr)
        guard join.below, join.separatorHeight > 0, join.separatorColor != .frame else { return }
        canvas.setSource(join.separatorColor.resolved(style))
        cairo_rectangle(cr, Double(inside.minX), Double(inside.maxY), Double(inside.width), Double(join.separatorHeight))
        cairo_fill(cr)
    }

    /// How far the content moves from where an unjoined body has it: up by the frame when a
    /// member joins above, and its bottom up by the separator less the frame when one joins below.
    static func contentShift(_ join: PanelJoin?, style: Style) -> (top: Int, bottom: Int) {
        guard let join else { return (0, 0) }
        return (join.above ? -style.borderWidth : 0, join.below ? join.separatorHeight - style.borderWidth : 0)
    }
}

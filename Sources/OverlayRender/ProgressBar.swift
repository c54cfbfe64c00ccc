// ProgressBar: the bar an OSD or notification shows for a value (volume, brightness, copy).
import CCairo
import OverlayCore

enum ProgressBar {
    static func height(_ style: Style) -> Int { max(4, style.padding / 2) }
    static func gap(_ style: Style) -> Int { max(4, style.padding * 2 / 3) }
    static func minWidth(_ style: Style) -> Int { style.maxWidth * 2 / 3 }

    /// A rounded track in the border colour and the filled part in the accent colour.
    static func draw(on cr: OpaquePointer, value: Int, rect: Rect, style: Style) {
        let r = Double(rect.height) / 2
        func pill(width: Double) {
            let x = Double(rect.x), y = Double(rect.y), h = Double(rect.height)
            cairo_new_path(cr)
            cairo_arc(cr, x + r, y + r, r, Double.pi / 2, 3 * Double.pi / 2)
            cairo_arc(cr, x + max(r, width - r), y + r, r, -Double.pi / 2, Double.pi / 2)
            cairo_line_to(cr, x + r, y + h)
            cairo_close_path(cr)
        }
        let track = style.border
        cairo_set_source_rgba(cr, track.red, track.green, track.blue, max(0.15, track.alpha))
        pill(width: Double(rect.width))
        cairo_fill(cr)
        let fraction = Double(min(max(value, 0), 100)) / 100
        guard fraction > 0 else { return }
        let a = style.accent
        cairo_set_source_rgba(cr, a.red, a.green, a.blue, a.alpha)
        pill(width: max(Double(rect.height), Double(rect.width) * fraction))
        cairo_fill(cr)
    }
}

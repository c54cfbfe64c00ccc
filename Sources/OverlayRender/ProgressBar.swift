// ProgressBar: the bar an OSD or notification shows for a value (volume, brightness, copy).
import CCairo
import OverlayCore

enum ProgressBar {
    static func height(_ style: Style) -> Int { style.progressHeight > 0 ? style.progressHeight : max(4, style.padding / 2) }
    static func gap(_ style: Style) -> Int { style.progressHeight > 0 ? style.verticalPadding : max(4, style.padding * 2 / 3) }
    static func minWidth(_ style: Style) -> Int { style.maxWidth * 2 / 3 }

    /// A track and the filled part in the accent colour. Without a frame the track is the
    /// border colour and the ends round; with one (dunst's bar) the track is the background
    /// colour inside a frame in the border colour.
    static func draw(on cr: OpaquePointer, value: Int, rect: Rect, style: Style) {
        let r = Double(min(style.progressCornerRadius, rect.height / 2))
        let frame = Double(min(style.progressBorderWidth, rect.height / 2))
        func bar(_ x: Double, _ y: Double, width: Double, height h: Double, radius: Double) {
            cairo_new_path(cr)
            cairo_arc(cr, x + width - radius, y + radius, radius, -Double.pi / 2, 0)
            cairo_arc(cr, x + width - radius, y + h - radius, radius, 0, Double.pi / 2)
            cairo_arc(cr, x + radius, y + h - radius, radius, Double.pi / 2, Double.pi)
            cairo_arc(cr, x + radius, y + radius, radius, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(cr)
        }
        let (x, y, w, h) = (Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
        let track = frame > 0 ? style.background : style.border
        cairo_set_source_rgba(cr, track.red, track.green, track.blue, frame > 0 ? track.alpha : max(0.15, track.alpha))
        bar(x, y, width: w, height: h, radius: r)
        cairo_fill(cr)
        let fraction = Double(min(max(value, 0), 100)) / 100
        if fraction > 0 {
            let a = style.accent
            cairo_set_source_rgba(cr, a.red, a.green, a.blue, a.alpha)
            let inner = max(0, r - frame)
            bar(x + frame, y + frame, width: max(2 * inner, (w - 2 * frame) * fraction), height: h - 2 * frame, radius: inner)
            cairo_fill(cr)
        }
        guard frame > 0 else { return }
        let b = style.border
        cairo_set_source_rgba(cr, b.red, b.green, b.blue, b.alpha)
        cairo_set_line_width(cr, frame)
        bar(x + frame / 2, y + frame / 2, width: w - frame, height: h - frame, radius: max(0, r - frame / 2))
        cairo_stroke(cr)
    }
}

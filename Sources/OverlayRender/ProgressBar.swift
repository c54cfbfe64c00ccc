// ProgressBar: the bar an OSD or notification shows for a value (volume, brightness, copy).
import CCairo
import OverlayCore

enum ProgressBar {
    static func height(_ style: Style) -> Int { style.progressHeight > 0 ? style.progressHeight : max(4, style.padding / 2) }
    static func gap(_ style: Style) -> Int { style.progressHeight > 0 ? style.verticalPadding : max(4, style.padding * 2 / 3) }
    /// The narrowest bar: `progress-min-width`, else two thirds of `max-width`; never over `progress-max-width`.
    static func minWidth(_ style: Style) -> Int {
        let least = style.progressMinWidth > 0 ? style.progressMinWidth : style.maxWidth * 2 / 3
        return style.progressMaxWidth > 0 ? min(least, style.progressMaxWidth) : least
    }

    /// The value a bar shows: none without a value, or with `progress-bar = false` (dunst's
    /// `progress_bar = false`).
    static func value(_ content: PopoverContent, _ style: Style) -> Int? { style.progressBar ? content.value : nil }

    /// The bar's rectangle in `body` from `top`: the text's width (the body less its padding)
    /// up to `progress-max-width`, placed by `progress-alignment` as dunst places it (centred
    /// inside the border).
    static func span(in body: Rect, top: Int, style: Style) -> Rect {
        let full = max(0, body.width - 2 * style.padding)
        let width = style.progressMaxWidth > 0 ? min(full, style.progressMaxWidth) : full
        let x: Int
        switch style.progressAlignment {
        case _ where width == full: x = body.minX + style.padding
        case .left: x = body.minX + style.padding
        case .right: x = body.maxX - style.padding - width
        case .center:
            let b = min(style.borderWidth, body.width / 2)
            x = body.minX + b + (body.width - 2 * b) / 2 - width / 2
        }
        return Rect(x: x, y: top, width: width, height: height(style))
    }

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

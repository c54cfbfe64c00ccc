// TextBlock: a Pango layout for a title or body text: markup (plain-text fallback),
// font, wrapping at a width, and its pixel size.
import CCairo
import CPango
import OverlayCore

final class TextBlock {
    let layout: OpaquePointer
    /// Whether the text was shown as plain text because its markup did not parse.
    let fellBackToPlain: Bool

    /// Lays out `text` for `cr` wrapped at `width` pixels.
    init(cr: OpaquePointer, text: String, font: String, width: Int, markup: Bool, fontScale: Double = 1) throws(RenderError) {
        guard let l = pango_cairo_create_layout(cr) else { throw .cairo("pango_cairo_create_layout failed") }
        layout = l
        let desc = pango_font_description_from_string(font)
        if fontScale != 1 {
            pango_font_description_set_size(desc, Int32(Double(pango_font_description_get_size(desc)) * fontScale))
        }
        pango_layout_set_font_description(l, desc)
        pango_font_description_free(desc)
        pango_layout_set_width(l, Int32(max(1, width)) * cpango_scale())
        pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR)
        var plain = !markup
        if markup {
            let ok = text.withCString { pango_parse_markup($0, -1, 0, nil, nil, nil, nil) }
            if ok != 0 {
                text.withCString { pango_layout_set_markup(l, $0, -1) }
            } else {
                plain = true
            }
        }
        if plain { text.withCString { pango_layout_set_text(l, $0, -1) } }
        fellBackToPlain = markup && plain
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The logical size in pixels.
    var size: Size {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        return Size(width: Int(logical.width), height: Int(logical.height))
    }

    /// Draws with the top-left of the logical rectangle at (x, y).
    func draw(on cr: OpaquePointer, x: Int, y: Int) {
        cairo_move_to(cr, Double(x), Double(y))
        pango_cairo_show_layout(cr, layout)
    }
}

// TextBlock: a Pango layout for a title or body text: markup (plain-text fallback),
// font, wrapping at a width, cut with "…" at a height, and its pixel size.
import CCairo
import CPango
import OverlayCore

final class TextBlock {
    let layout: OpaquePointer
    /// Whether the text was shown as plain text because its markup did not parse.
    let fellBackToPlain: Bool
    /// Whether `maxHeight` cut the text (with "…").
    private(set) var clamped = false

    /// Lays out `text` for `cr` wrapped at `width` pixels (or each paragraph on one line cut
    /// with "…" where `ellipsize` says), `spacing` pixels between lines, cut to `maxHeight` pixels.
    /// `resolution` is the DPI a font's points are counted at (nil: Pango's 96), as rofi sets its
    /// font map's: sizes in pixels stay as they are.
    init(cr: OpaquePointer, text: String, font: String, width: Int, markup: Bool, fontScale: Double = 1,
         maxHeight: Int = .max, spacing: Int = 0, ellipsize: TextEllipsis = .none, resolution: Double? = nil) throws(RenderError) {
        guard let l = pango_cairo_create_layout(cr) else { throw .cairo("pango_cairo_create_layout failed") }
        layout = l
        if let resolution, let context = pango_layout_get_context(l) {
            pango_cairo_context_set_resolution(context, resolution)
            pango_layout_context_changed(l)
        }
        let desc = pango_font_description_from_string(font)
        if fontScale != 1 {
            pango_font_description_set_size(desc, Int32(Double(pango_font_description_get_size(desc)) * fontScale))
        }
        pango_layout_set_font_description(l, desc)
        pango_font_description_free(desc)
        pango_layout_set_width(l, Int32(max(1, width)) * cpango_scale())
        pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR)
        if spacing > 0 { pango_layout_set_spacing(l, Int32(spacing) * cpango_scale()) }
        if ellipsize != .none { pango_layout_set_ellipsize(l, Self.pango(ellipsize)) }
        // A word longer than a line gets places to break: Pango's cost of wrapping one
        // character by character grows with the square of its length (`LongRuns`).
        let text = LongRuns.breaking(text, markup: markup)
        FontCaches.laidOut(bytes: text.utf8.count)
        // A text far longer than `maxHeight` shows is laid out from its start first: lines
        // break one after the other, so when the start alone overflows, the lines that fit
        // are the same and Pango never shapes the rest (the worst body, 8 KiB without a space
        // in a 300-pixel notification, cost 10.6 ms of the daemon's CPU laid out whole).
        var plain: Bool
        if maxHeight < Int(Int32.max), ellipsize == .none, text.utf8.count > Self.firstBytes {
            let start = markup ? TextBounds.cutMarkup(text, maxBytes: Self.firstBytes) : TextBounds.cut(text, maxBytes: Self.firstBytes)
            plain = Self.set(start, markup: markup, on: l)
            if Self.height(of: l) <= maxHeight { plain = Self.set(text, markup: markup, on: l) }
        } else {
            plain = Self.set(text, markup: markup, on: l)
        }
        fellBackToPlain = markup && plain
        if maxHeight < Int(Int32.max) { clamped = clamp(toHeight: max(0, maxHeight)) }
    }

    /// How much of a long text is laid out first (`init`).
    static let firstBytes = 2048

    /// Sets the layout's text, as markup when `markup` and it parses; returns whether it is plain.
    private static func set(_ text: String, markup: Bool, on l: OpaquePointer) -> Bool {
        if markup, text.withCString({ pango_parse_markup($0, -1, 0, nil, nil, nil, nil) }) != 0 {
            text.withCString { pango_layout_set_markup(l, $0, -1) }
            return false
        }
        text.withCString { pango_layout_set_text(l, $0, -1) }
        return true
    }

    private static func height(of l: OpaquePointer) -> Int {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(l, &ink, &logical)
        return Int(logical.height)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Cuts the text after the last whole line that fits in `height` pixels and ends it with
    /// "…" (markup attributes stay on what is kept). Pango's own height limit keeps a line of
    /// every paragraph, so a body of many short lines would still run off the screen.
    /// Returns whether anything was cut.
    @discardableResult
    func clamp(toHeight height: Int) -> Bool {
        guard size.height > height, let raw = pango_layout_get_text(layout) else { return false }
        let text = Array(UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), count: strlen(raw)))
        // Byte ranges of the lines that fit whole.
        var lines: [(start: Int, end: Int)] = []
        if let iter = pango_layout_get_iter(layout) {
            repeat {
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, nil, &logical)
                if Int(logical.y) + Int(logical.height) > height * Int(cpango_scale()) { break }
                if let line = pango_layout_iter_get_line_readonly(iter) {
                    lines.append((Int(line.pointee.start_index), Int(line.pointee.start_index + line.pointee.length)))
                }
            } while pango_layout_iter_next_line(iter) != 0
            pango_layout_iter_free(iter)
        }
        // The last line that fits, less its last word (room for the "…"), then the line before.
        var cuts: [Int] = []
        if let last = lines.last {
            if let space = text[last.start..<last.end].lastIndex(where: { $0 == 32 || $0 == 9 }), space > last.start {
                cuts.append(space)
            }
            cuts.append(last.start)
        }
        for cut in cuts + [0] {
            var kept = Array(text[0..<min(cut, text.count)])
            while let b = kept.last, b == 10 || b == 32 || b == 9 || b == 13 { kept.removeLast() }
            kept += Array("…".utf8)
            kept.append(0)
            kept.withUnsafeBufferPointer { buf in
                buf.baseAddress.map { $0.withMemoryRebound(to: CChar.self, capacity: buf.count) { pango_layout_set_text(layout, $0, -1) } }
            }
            if size.height <= height { break }
        }
        return true
    }

    /// The text laid out (markup removed; after `clamp`, what is kept and the "…").
    var text: String {
        pango_layout_get_text(layout).map { String(cString: $0) } ?? ""
    }

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

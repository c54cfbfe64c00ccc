// RofiPangoMeasure: the rofi view's text sizes from Pango, as rofi's textbox measures them.
import CCairo
import CPango
import OverlayCore

/// Measures text with Pango for `RofiViewLayout`; `defaultFont` is the configuration's `font`,
/// `dpi` what its points are counted at (rofi's `-dpi`, which sets its font map's resolution).
public final class RofiPangoMeasure: RofiTextMeasure {
    private let scratch: CairoCanvas
    private let defaultFont: String
    private let resolution: Double?
    private var blocks: [String: TextBlock] = [:]
    private var heights: [String: Int] = [:]
    /// Widths and line counts already measured: a key lays the view out again, but most of its
    /// texts (prompt, counts, the rows of a page seen before) are the ones measured last time.
    private var widths: [Measured: Int] = [:]
    private var lineCounts: [Measured: Int] = [:]

    private struct Measured: Hashable {
        let font: String?
        let text: String
        let markup: Bool
        var wrapWidth: Int?
    }

    /// How many measurements each table keeps before it starts again (a long session's typing
    /// would otherwise keep every text it ever showed).
    private static let remembered = 4096

    /// rofi 1.7.3's `font` default.
    public static let rofiFont = "mono 12"

    public init(defaultFont: String = RofiPangoMeasure.rofiFont, dpi: Double = 96) throws(RenderError) {
        self.defaultFont = defaultFont
        resolution = dpi == 96 ? nil : dpi
        scratch = try CairoCanvas(width: 1, height: 1)
    }

    /// One layout per font, reused: no wrapping unless a width is set for one question.
    private func block(_ font: String?) -> TextBlock? {
        let name = font ?? defaultFont
        if let known = blocks[name] { return known }
        guard let made = try? TextBlock(cr: scratch.cr, text: "", font: name, width: 1 << 20, markup: false, resolution: resolution) else { return nil }
        pango_layout_set_width(made.layout, -1)
        if blocks.count >= 16 { blocks.removeAll() }
        blocks[name] = made
        return made
    }

    private func set(_ text: String, markup: Bool, on layout: OpaquePointer) {
        if markup, text.withCString({ pango_parse_markup($0, -1, 0, nil, nil, nil, nil) }) != 0 {
            text.withCString { pango_layout_set_markup(layout, $0, -1) }
        } else {
            text.withCString { pango_layout_set_text(layout, $0, -1) }
        }
    }

    /// rofi's `tbfc->height`: the logical extent (y + height) of one line in the font.
    public func lineHeight(font: String?) -> Int {
        let name = font ?? defaultFont
        if let known = heights[name] { return known }
        guard let b = block(font) else { return 0 }
        set("", markup: false, on: b.layout)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(b.layout, &ink, &logical)
        let h = Int(logical.y + logical.height)
        heights[name] = h
        return h
    }

    public func width(of text: String, font: String?, markup: Bool) -> Int {
        let key = Measured(font: font, text: text, markup: markup)
        if let known = widths[key] { return known }
        guard let b = block(font) else { return 0 }
        set(PickPainter.cut(text), markup: markup, on: b.layout)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(b.layout, &ink, &logical)
        let w = Int(logical.x + logical.width)
        if widths.count >= Self.remembered { widths.removeAll(keepingCapacity: true) }
        widths[key] = w
        return w
    }

    public func lineCount(of text: String, font: String?, markup: Bool, wrapWidth: Int?) -> Int {
        let key = Measured(font: font, text: text, markup: markup, wrapWidth: wrapWidth)
        if let known = lineCounts[key] { return known }
        guard let b = block(font) else { return 1 }
        set(PickPainter.cut(text), markup: markup, on: b.layout)
        pango_layout_set_width(b.layout, wrapWidth.map { Int32($0) * cpango_scale() } ?? -1)
        defer { pango_layout_set_width(b.layout, -1) }
        let n = Int(pango_layout_get_line_count(b.layout))
        if lineCounts.count >= Self.remembered { lineCounts.removeAll(keepingCapacity: true) }
        lineCounts[key] = n
        return n
    }

    /// The default font's digit width, for `ch` (Pango's approximate digit width there; the width of "0" here).
    public var digitWidth: Double { Double(width(of: "0", font: nil, markup: false)) }
}

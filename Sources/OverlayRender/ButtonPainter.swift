// ButtonPainter: an alert's buttons or a popover's actions, laid out by `ButtonRow` and
// drawn inside a body: rounded buttons, the default one in the accent colour, the one the
// keyboard is on inside a focus ring.
import CCairo
import CPango
import OverlayCore

public final class ButtonPainter {
    private let scratch: CairoCanvas

    public init() throws(RenderError) {
        scratch = try CairoCanvas(width: 1, height: 1)
    }

    /// Button sizes for `style`: a line of its font plus padding.
    public func metrics(style: Style) throws(RenderError) -> ButtonMetrics {
        let textHeight = try label("Ag", width: 8192, style: style, cr: scratch.cr).size.height
        let p = style.padding
        return ButtonMetrics(height: textHeight + 2 * max(3, p / 2), spacing: max(4, p / 2),
                             minWidth: max(24, p * 5), labelPadding: max(4, p))
    }

    /// Measures the labels and lays `row` out from `origin` across `width` pixels (window
    /// coordinates: typically the bottom of a popover body, inside its padding). Add the
    /// returned height, plus a gap, to the body height before placing the popover.
    public func layout(_ row: ButtonRow, style: Style, origin: Point, width: Int) throws(RenderError) -> ButtonRowLayout {
        var widths: [Int] = []
        for button in row.buttons {
            widths.append(try label(button.label, width: 8192, style: style, cr: scratch.cr).size.width)
        }
        return row.layout(labelWidths: widths, origin: origin, width: width, metrics: try metrics(style: style))
    }

    /// Draws the buttons of `row` at `layout` on top of an already painted overlay (a
    /// popover whose body left room for them). `hovered` is the button under the pointer.
    public func paint(_ row: ButtonRow, layout: ButtonRowLayout, style: Style, hovered: Int? = nil,
                      onto overlay: RenderedOverlay) throws(RenderError) -> RenderedOverlay {
        let image = overlay.image
        let canvas = try CairoCanvas(width: image.width, height: image.height)
        guard canvas.stride == image.stride, image.bytes.count == canvas.stride * image.height else {
            throw .cairo("unexpected stride \(image.stride)")
        }
        canvas.replaceBytes(image.bytes)
        try draw(row, layout: layout, style: style, hovered: hovered, on: canvas.cr)
        return RenderedOverlay(image: canvas.image(), shape: overlay.shape)
    }

    /// Draws the buttons on `cr` (for painters that draw buttons as part of their body).
    func draw(_ row: ButtonRow, layout: ButtonRowLayout, style: Style, hovered: Int?,
              on cr: OpaquePointer) throws(RenderError) {
        let m = try metrics(style: style)
        for (i, frame) in layout.frames.enumerated() where row.buttons.indices.contains(i) {
            let isDefault = row.defaultIndex == i
            let fill: Color
            let text: Color
            if isDefault {
                fill = hovered == i ? Self.darker(style.accent) : style.accent
                text = PanelChrome.contrasting(style.accent)
            } else {
                fill = style.foreground.faded(hovered == i ? 0.16 : 0.1)
                text = style.foreground
            }
            let radius = min(style.cornerRadius, frame.height / 2)
            cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha)
            PanelChrome.roundedRect(cr, frame, radius: radius)
            cairo_fill(cr)
            if row.focusedIndex == i { Self.focusRing(around: frame, radius: radius, style: style, on: cr) }
            let block = try label(row.buttons[i].label, width: max(1, frame.width - 2 * m.labelPadding),
                                  style: style, cr: cr)
            pango_layout_set_alignment(block.layout, PANGO_ALIGN_CENTER)
            cairo_set_source_rgba(cr, text.red, text.green, text.blue, text.alpha)
            block.draw(on: cr, x: frame.minX + m.labelPadding, y: frame.midY - block.size.height / 2)
        }
    }

    /// libadwaita's focus ring: 2 px of the accent at half strength, a pixel clear of the
    /// button, so it shows on the accent-filled default button too and stays inside the
    /// smallest gap between buttons (4 px).
    static let focusRingGap = 1
    static let focusRingWidth = 2

    private static func focusRing(around frame: Rect, radius: Int, style: Style, on cr: OpaquePointer) {
        let inner = frame.inset(by: Insets(all: -focusRingGap))
        let outer = frame.inset(by: Insets(all: -(focusRingGap + focusRingWidth)))
        let ring = Color(red: style.accent.red, green: style.accent.green, blue: style.accent.blue, alpha: 0.5 * style.accent.alpha)
        cairo_save(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        PanelChrome.roundedRect(cr, outer, radius: radius + focusRingGap + focusRingWidth)
        PanelChrome.roundedRect(cr, inner, radius: radius + focusRingGap, addingToPath: true)
        cairo_set_source_rgba(cr, ring.red, ring.green, ring.blue, ring.alpha)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    private func label(_ text: String, width: Int, style: Style, cr: OpaquePointer) throws(RenderError) -> TextBlock {
        let block = try TextBlock(cr: cr, text: text, font: style.font, width: width, markup: false,
                                  fontScale: style.fontScale)
        pango_layout_set_single_paragraph_mode(block.layout, 1)
        pango_layout_set_ellipsize(block.layout, PANGO_ELLIPSIZE_END)
        return block
    }

    private static func darker(_ c: Color) -> Color {
        Color(red: c.red * 0.88, green: c.green * 0.88, blue: c.blue * 0.88, alpha: c.alpha)
    }
}

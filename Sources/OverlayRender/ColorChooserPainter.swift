// ColorChooserPainter: paints the colour picker (`pick-color`): the swatches where
// `ColorChooser` puts them, a ring around the highlighted one, and under the grid the
// highlighted colour large with its `#rrggbb`.
import CCairo
import CPango
import OverlayCore

public final class ColorChooserPainter {
    private let scratch: CairoCanvas

    public init() throws(RenderError) {
        scratch = try CairoCanvas(width: 1, height: 1)
    }

    /// The footer's height for `style`'s font (scaled by `style.fontScale`, as the swatches are):
    /// one line, at least a swatch.
    public func footerHeight(style: Style) throws(RenderError) -> Int {
        let block = try TextBlock(cr: scratch.cr, text: "#000000", font: style.font, width: 1 << 20, markup: false,
                                  fontScale: style.fontScale)
        return max(Int((Double(ColorChooser.cell) * style.fontScale).rounded()), block.size.height + 8)
    }

    public func paint(_ model: ColorChooser, style: Style) throws(RenderError) -> RenderedOverlay {
        let size = model.size
        let canvas = try CairoCanvas(width: size.width, height: size.height)
        let cr = canvas.cr
        canvas.setSource(style.background)
        cairo_paint(cr)
        canvas.setSource(style.border)
        cairo_set_line_width(cr, 1)
        cairo_rectangle(cr, 0.5, 0.5, Double(size.width - 1), Double(size.height - 1))
        cairo_stroke(cr)
        let edge = Color(red: 0, green: 0, blue: 0, alpha: 0.25)
        for (i, hex) in model.colors.enumerated() {
            let r = model.cell(i)
            swatch(canvas, r, Color(hex: hex) ?? edge, edge: edge)
            if i == model.selected {
                canvas.setSource(style.accent)
                cairo_set_line_width(cr, 2)
                cairo_rectangle(cr, Double(r.minX) - 2.5, Double(r.minY) - 2.5, Double(r.width) + 5, Double(r.height) + 5)
                cairo_stroke(cr)
            }
        }
        let footer = model.footer
        let big = Rect(x: footer.minX, y: footer.minY, width: footer.height * 2, height: footer.height)
        swatch(canvas, big, Color(hex: model.selectedColor) ?? edge, edge: edge)
        let text = try TextBlock(cr: cr, text: model.selectedColor, font: style.font, width: footer.width - big.width - 8,
                                 markup: false, fontScale: style.fontScale)
        canvas.setSource(style.foreground)
        text.draw(on: cr, x: big.maxX + 8, y: footer.minY + (footer.height - text.size.height) / 2)
        return RenderedOverlay(image: canvas.image(), shape: [Rect(origin: .zero, size: size)])
    }

    private func swatch(_ canvas: CairoCanvas, _ r: Rect, _ color: Color, edge: Color) {
        let cr = canvas.cr
        canvas.setSource(color)
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_fill(cr)
        canvas.setSource(edge)
        cairo_set_line_width(cr, 1)
        cairo_rectangle(cr, Double(r.minX) + 0.5, Double(r.minY) + 0.5, Double(r.width - 1), Double(r.height - 1))
        cairo_stroke(cr)
    }
}

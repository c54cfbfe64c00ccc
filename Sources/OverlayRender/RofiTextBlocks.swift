// RofiTextBlocks: the Pango layouts of a rofi view's textboxes, kept between paints so a key lays out only texts it changed.
import OverlayCore

/// Layouts by what shapes them (text, font, width, markup). A key that moves the selection or
/// types a character changes a few textboxes; the rest draw from the layout made before, as the
/// unthemed menu's `RetainedFrame` does. Bounded: when full it starts again.
final class RofiTextBlocks {
    private struct Shape: Hashable {
        let text: String
        let font: String
        let width: Int
        let markup: Bool
    }

    private var blocks: [Shape: TextBlock] = [:]
    /// The DPI fonts in points are counted at (nil: Pango's 96).
    private let resolution: Double?

    init(dpi: Double = 96) { resolution = dpi == 96 ? nil : dpi }
    /// A page of rows and their highlighted forms, the inputbar and a few pages seen before.
    private static let kept = 256

    /// The layout for `text` in `font`, one line `width` wide and ellipsized at its end, made on
    /// `cr` the first time (every canvas is an ARGB32 image without a transform, so a layout made
    /// for one draws the same on the next).
    func block(_ text: String, font: String, width: Int, markup: Bool, cr: OpaquePointer) throws(RenderError) -> TextBlock {
        let shape = Shape(text: text, font: font, width: width, markup: markup)
        if let known = blocks[shape] { return known }
        let made = try TextBlock(cr: cr, text: PickPainter.cut(text), font: font, width: width, markup: markup, ellipsize: .end,
                             resolution: resolution)
        if blocks.count >= Self.kept { blocks.removeAll(keepingCapacity: true) }
        blocks[shape] = made
        return made
    }
}

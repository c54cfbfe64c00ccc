// MeasuredBlocks: the text blocks `PopoverPainter.measure` laid out, kept for the `paint` of the
// same content that follows it, so a long text is shaped once per frame, not twice (the worst
// body, 8 KiB without a space, spent half its cost laying out again what measure had).
import CPango
import OverlayCore

/// What a popover's text blocks depend on.
struct BlocksKey: Equatable {
    var title: String?
    var text: String
    var font: String
    var titleFont: String
    var fontScale: Double
    var lineSpacing: Int
    var ellipsize: TextEllipsis
    var maxWidth: Int
    var maxHeight: Int
    var styleMaxWidth: Int
    var padding: Int

    init(_ content: PopoverContent, style: Style, maxWidth: Int, maxHeight: Int) {
        title = content.title; text = content.text
        font = style.font; titleFont = style.titleFont; fontScale = style.fontScale
        lineSpacing = style.lineSpacing; ellipsize = style.ellipsize
        self.maxWidth = maxWidth; self.maxHeight = maxHeight
        styleMaxWidth = style.maxWidth; padding = style.padding
    }
}

/// One measure's blocks, taken (once) by the next layout of the same key.
struct MeasuredBlocks {
    private var kept: (key: BlocksKey, blocks: [TextBlock])?

    mutating func keep(_ blocks: [TextBlock], for key: BlocksKey) { kept = (key, blocks) }

    /// The blocks measured for `key`, made ready to draw with `cr`; nil when another content
    /// was measured last. Either way nothing is kept after.
    mutating func take(_ key: BlocksKey, for cr: OpaquePointer) -> [TextBlock]? {
        defer { kept = nil }
        guard let kept, kept.key == key else { return nil }
        for block in kept.blocks { pango_cairo_update_layout(cr, block.layout) }
        return kept.blocks
    }
}

// PopoverPainter: measures a popover's content and paints its frame: shadow, body,
// border, arrow, title and text. Also derives the body+arrow shape for X.
import CCairo
import CPango
import OverlayCore

/// The text a popover shows.
public struct PopoverContent: Hashable, Sendable {
    public var title: String?
    /// Pango markup; shown as plain text when it does not parse.
    public var text: String
    /// A progress bar under the text, 0 to 100.
    public var value: Int?
    /// Buttons along the bottom of the body.
    public var buttons: ButtonRow?
    /// Drawn darker: below the top of a modal stack.
    public var dimmed = false
    /// A picture at the left of the text (a notification's image or icon).
    public var icon: PopoverIcon?
    public init(title: String?, text: String, value: Int? = nil, buttons: ButtonRow? = nil) {
        self.title = title; self.text = text; self.value = value; self.buttons = buttons
    }
}

public final class PopoverPainter {
    private let scratch: CairoCanvas
    private let shadows = ShadowCache()
    private let buttonPainter: ButtonPainter
    private var measured = MeasuredBlocks()
    /// Pictures by name and size, shared with the menu painter.
    let icons: IconCache
    private static let titleGap = 4

    /// `icons` loads pictures off the event loop; without one, only pixels are drawn.
    public init(icons: IconCache = IconCache(loader: nil)) throws(RenderError) {
        self.icons = icons
        scratch = try CairoCanvas(width: 1, height: 1)
        buttonPainter = try ButtonPainter()
    }

    /// The body size (content plus padding) for `content` wrapped at `maxWidth` pixels (or the
    /// style's fixed `width`) and at most `maxHeight` tall: text that does not fit is cut after
    /// its last whole line with "…" (the title first keeps its room, then the body text;
    /// buttons and progress bar stay).
    public func measure(_ content: PopoverContent, style: Style, maxWidth: Int, maxHeight: Int = .max) throws(RenderError) -> Size {
        let room = iconRoom(content, style: style)
        let textHeight = try textHeightLimit(content, style: style, maxWidth: maxWidth, maxHeight: maxHeight) - room.above
        let blocks = try layoutBlocks(content, style: style, maxWidth: outerWidth(style, maxWidth) - room.beside,
                                      maxHeight: max(0, textHeight), cr: scratch.cr)
        measured.keep(blocks, for: BlocksKey(content, style: style, maxWidth: outerWidth(style, maxWidth) - room.beside,
                                             maxHeight: max(0, textHeight)))
        var size = bodySize(blocks.map(\.size), style: style)
        let iconSize = icon(content, style: style)?.size ?? .zero
        if room.beside > 0 {
            size.width += room.beside
            size.height = max(size.height, iconSize.height + 2 * style.verticalPadding)
        } else if room.above > 0 {
            size.width = max(size.width, iconSize.width + 2 * style.padding)
            size.height += room.above
        }
        if ProgressBar.value(content, style) != nil {
            size.height += ProgressBar.gap(style) + ProgressBar.height(style)
            size.width = max(size.width, ProgressBar.minWidth(style) + 2 * style.padding)
        }
        if let row = content.buttons {
            let m = try buttonPainter.metrics(style: style)
            size.width = max(size.width, min(maxWidth, row.buttons.count * (m.minWidth + m.spacing) + 2 * style.padding))
            let layout = try buttonPainter.layout(row, style: style, origin: .zero, width: size.width - 2 * style.padding)
            size.height += style.padding + layout.size.height
        }
        size.width = style.bodyWidth(natural: size.width, limit: maxWidth)
        size.height = min(size.height, maxHeight)
        return size
    }

    /// The widest the body is: the style's fixed width, within `maxWidth`.
    private func outerWidth(_ style: Style, _ maxWidth: Int) -> Int {
        style.width > 0 ? min(style.width, maxWidth) : maxWidth
    }

    /// What the icon takes from the text: a column beside it (icon and gap), or a row above it.
    private func iconRoom(_ content: PopoverContent, style: Style) -> (beside: Int, above: Int) {
        guard let size = icon(content, style: style)?.size else { return (0, 0) }
        return style.iconPosition == .top ? (0, size.height + iconGap(style, above: true))
            : (size.width + iconGap(style, above: false), 0)
    }

    /// The height the text may take: `maxHeight` less padding, progress bar and buttons.
    private func textHeightLimit(_ content: PopoverContent, style: Style, maxWidth: Int, maxHeight: Int) throws(RenderError) -> Int {
        guard maxHeight < Int(Int32.max) else { return .max }
        var reserved = 2 * style.verticalPadding
        if ProgressBar.value(content, style) != nil { reserved += ProgressBar.gap(style) + ProgressBar.height(style) }
        if let row = content.buttons {
            let layout = try buttonPainter.layout(row, style: style, origin: .zero, width: maxWidth - 2 * style.padding)
            reserved += style.padding + layout.size.height
        }
        return max(0, maxHeight - reserved)
    }

    /// Paints one frame for `layout`. With `composited` false, nothing is translucent:
    /// no shadow, and pixels outside the shape take the body colour (X cuts them away).
    public func paint(_ content: PopoverContent, style: Style, layout: PopoverLayout, maxWidth: Int, maxHeight: Int = .max,
                      composited: Bool) throws(RenderError) -> RenderedOverlay {
        let size = layout.frame.size
        let canvas = try CairoCanvas(width: size.width, height: size.height)
        let cr = canvas.cr
        try PanelChrome.paint(on: canvas, layout: layout, style: style, composited: composited, shadows: shadows)
        if let line = layout.connector { ConnectorPainter.draw(line, on: canvas, style: style, composited: composited) }
        let (hp, vp) = (style.padding, style.verticalPadding)
        // A joined column's member: no frame where another joins, a separator below.
        let shift = JoinedChrome.contentShift(layout.join, style: style)
        // From the bottom up: buttons, then the progress bar above them; the content above both.
        var bottom = layout.body.maxY - vp - shift.bottom
        var buttons: [(key: String, frame: Rect)] = []
        if let row = content.buttons {
            let width = layout.body.width - 2 * hp
            let probe = try buttonPainter.layout(row, style: style, origin: .zero, width: width)
            let placed = probe.offsetBy(Point(x: layout.body.minX + hp, y: bottom - probe.size.height))
            try buttonPainter.draw(row, layout: placed, style: style, hovered: nil, on: cr)
            buttons = Array(zip(placed.keys, placed.frames)).map { (key: $0.0, frame: $0.1) }
            bottom -= probe.size.height + hp
        }
        if let value = ProgressBar.value(content, style) {
            let yBar = bottom - ProgressBar.height(style)
            ProgressBar.draw(on: cr, value: value, rect: ProgressBar.span(in: layout.body, top: yBar, style: style), style: style)
            bottom = yBar - ProgressBar.gap(style)
        }
        let top = layout.body.minY + vp + shift.top
        let area = Rect(x: layout.body.minX + hp, y: top, width: max(0, layout.body.width - 2 * hp), height: max(0, bottom - top))
        let text = drawIcon(content, style: style, in: area, on: cr)
        let room = iconRoom(content, style: style)
        let textHeight = try textHeightLimit(content, style: style, maxWidth: maxWidth, maxHeight: maxHeight) - room.above
        let blocks = try layoutBlocks(content, style: style, maxWidth: outerWidth(style, maxWidth) - room.beside,
                                      maxHeight: max(0, textHeight), cr: cr)
        let total = blocks.map(\.size.height).reduce(0, +) + Self.titleGap * max(0, blocks.count - 1)
        var y = text.minY + style.verticalAlignment.offset(total, in: text.height)
        for (i, block) in blocks.enumerated() {
            canvas.setSource(i == 0 && content.title != nil ? style.titleColor : style.foreground)
            block.align(style.textAlignment, width: text.width)
            block.draw(on: cr, x: text.minX, y: y)
            y += block.size.height + Self.titleGap
        }
        if content.dimmed {
            ChromePath.add(to: cr, body: layout.body, radius: style.cornerRadius, arrow: layout.arrow)
            cairo_set_source_rgba(cr, 0, 0, 0, 0.35)
            cairo_fill(cr)
        }
        // Clicks go to the body alone; the connector is seen but lets them through.
        let shape = try PanelChrome.shapeRects(size: size, layout: layout, style: style)
        var outline: [Rect]?
        if let line = layout.connector {
            outline = try PanelChrome.shapeRects(size: size, layout: layout, style: style) { ConnectorPainter.addToMask(line, cr: $0) }
        }
        return RenderedOverlay(image: canvas.image(), shape: shape, buttons: buttons, outline: outline)
    }

    private func layoutBlocks(_ content: PopoverContent, style: Style, maxWidth: Int, maxHeight: Int,
                              cr: OpaquePointer) throws(RenderError) -> [TextBlock] {
        if let blocks = measured.take(BlocksKey(content, style: style, maxWidth: maxWidth, maxHeight: maxHeight), for: cr) {
            return blocks
        }
        let width = max(20, min(maxWidth, style.maxWidth * 4) - 2 * style.padding)
        var blocks: [TextBlock] = []
        var room = maxHeight
        if let title = content.title, !title.isEmpty {
            let block = try TextBlock(cr: cr, text: title, font: style.titleFont, width: width, markup: false,
                                      fontScale: style.fontScale, maxHeight: room, spacing: style.lineSpacing,
                                      ellipsize: style.ellipsize)
            blocks.append(block)
            if room != .max { room = max(0, room - block.size.height - Self.titleGap) }
        }
        if !content.text.isEmpty || blocks.isEmpty {
            blocks.append(try TextBlock(cr: cr, text: content.text, font: style.font, width: width, markup: true,
                                        fontScale: style.fontScale, maxHeight: room, spacing: style.lineSpacing,
                                        ellipsize: style.ellipsize))
        }
        return blocks
    }

    private func bodySize(_ sizes: [Size], style: Style) -> Size {
        let w = sizes.map(\.width).max() ?? 0
        let h = sizes.map(\.height).reduce(0, +) + Self.titleGap * max(0, sizes.count - 1)
        let minSide = 2 * style.cornerRadius + style.arrowWidth
        return Size(width: max(minSide, w + 2 * style.padding), height: max(2 * style.cornerRadius, h + 2 * style.verticalPadding))
    }
}

// MenuPainter: measures and paints one menu panel (the top menu or a submenu): rows with
// mark, icon, label, shortcut and ▸, separators, the highlighted row, ▴/▾ when it scrolls,
// on the same rounded body, border and soft shadow as a popover.
import CCairo
import CPango
import OverlayCore

public final class MenuPainter {
    private let scratch: CairoCanvas
    private let shadows = ShadowCache()
    private let icons: IconCache
    private var lastMetrics: (key: MetricsKey, metrics: MenuMetrics)?

    private struct MetricsKey: Hashable {
        var items: [MenuItem]
        var style: Style
    }

    /// `icons` loads `IMG:` pictures off the event loop (shared with the popover painter).
    public init(icons: IconCache = IconCache(loader: nil)) throws(RenderError) {
        self.icons = icons
        scratch = try CairoCanvas(width: 1, height: 1)
    }

    /// The body size of `level`'s panel: wide enough for its widest row (up to about
    /// `style.maxWidth`; longer labels are ellipsized), tall enough for its visible rows.
    public func measure(_ level: MenuLevel, style: Style) throws(RenderError) -> Size {
        let m = try metrics(level.items, style: style)
        return Size(width: m.bodyWidth, height: m.bodyHeight(level))
    }

    /// How many rows of `items` fit in a body `height` pixels tall (for
    /// `MenuNavigator.setVisibleRows` once the panel is placed); `Int.max` when all do.
    public func visibleRows(fitting height: Int, level: MenuLevel, style: Style) throws(RenderError) -> Int {
        try metrics(level.items, style: style).visibleRows(fitting: height, level: level)
    }

    /// Paints `level`'s panel into a window of `layout.frame`'s size, its body at
    /// `layout.body` (normally the size `measure` returned). With `composited` false nothing
    /// is translucent: no shadow, and pixels outside the shape take the body colour.
    /// `previous`, the frame painted before for this panel: when only the highlight moved, the
    /// two rows are painted again into its pixels and reported as the frame's damage.
    public func paint(_ level: MenuLevel, style: Style, layout: PopoverLayout, composited: Bool,
                      after previous: consuming RenderedMenu? = nil) throws(RenderError) -> RenderedMenu {
        let m = try metrics(level.items, style: style)
        let g = MenuGeometry(level, body: layout.body, metrics: m)
        var unlit = level
        unlit.highlighted = nil
        let look = MenuLook(level: unlit, style: style, layout: layout, composited: composited, pictures: g.rows.map { row in
            m.iconSide > 0 && level.items[row.index].icon.map { icons.icon($0, side: m.iconSide) != nil } == true
        })
        let lit = level.highlighted.flatMap { level.items.indices.contains($0) && level.items[$0].isSelectable ? $0 : nil }
        if var overlay = previous?.overlay, previous?.look == look {
            let before = previous?.lit
            previous = nil  // its pixels held once, by `overlay`: drawn in place
            let changed = g.rows.filter { ($0.index == lit) != ($0.index == before) }
            try repaint(changed, of: level, lit: lit, in: &overlay.image, layout: layout, style: style, composited: composited, metrics: m)
            overlay.damage = changed.map(\.frame)
            return RenderedMenu(overlay: overlay, body: layout.body, rows: g.rows, scrollUpArea: g.upArea,
                                scrollDownArea: g.downArea, look: look, lit: lit)
        }

        let size = layout.frame.size
        let canvas = try CairoCanvas(width: size.width, height: size.height)
        let cr = canvas.cr
        try PanelChrome.paint(on: canvas, layout: layout, style: style, composited: composited, shadows: shadows)
        if let typed = level.filterText, let row = g.inputRow {
            // The input line: what was typed, a cursor after it, a rule under it.
            let text = try line(typed, width: max(1, row.width - 2 * m.rowPadX - 2), style: style, cr: cr)
            let fg = style.foreground
            cairo_set_source_rgba(cr, fg.red, fg.green, fg.blue, fg.alpha)
            text.draw(on: cr, x: row.minX + m.rowPadX, y: row.midY - text.size.height / 2)
            let cursorX = row.minX + m.rowPadX + min(text.size.width, row.width - 2 * m.rowPadX - 2)
            cairo_rectangle(cr, Double(cursorX), Double(row.minY + m.rowPadY), 1.5, Double(row.height - 2 * m.rowPadY))
            cairo_fill(cr)
            let c = style.border
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, max(0.15, c.alpha))
            cairo_rectangle(cr, Double(row.minX), Double(row.maxY - 1), Double(row.width), 1)
            cairo_fill(cr)
        }
        if let up = g.upArea, let down = g.downArea {
            let side = max(6, m.indicatorHeight * 3 / 4)
            MenuGlyphs.triangle(pointing: .top, in: up, size: side, on: cr,
                                color: style.foreground.faded(level.canScrollUp ? 0.8 : 0.25))
            MenuGlyphs.triangle(pointing: .bottom, in: down, size: side, on: cr,
                                color: style.foreground.faded(level.canScrollDown ? 0.8 : 0.25))
        }
        for row in g.rows {
            try drawRow(level.items[row.index], in: row.frame, highlighted: row.index == lit, metrics: m, style: style, cr: cr)
        }
        let shape = try PanelChrome.shapeRects(size: size, layout: layout, style: style)
        return RenderedMenu(overlay: RenderedOverlay(image: canvas.image(), shape: shape), body: layout.body, rows: g.rows,
                            scrollUpArea: g.upArea, scrollDownArea: g.downArea, look: look, lit: lit)
    }

    /// Paints `rows` again into `image`, each from the window's own background up (cleared,
    /// then the chrome and the row, clipped to the row), so each comes out as a whole paint
    /// draws it.
    private func repaint(_ rows: [MenuRowFrame], of level: MenuLevel, lit: Int?, in image: inout PixelImage, layout: PopoverLayout,
                         style: Style, composited: Bool, metrics m: MenuMetrics) throws(RenderError) {
        guard !rows.isEmpty else { return }
        try image.draw { canvas throws(RenderError) in
            let cr = canvas.cr
            for row in rows {
                cairo_save(cr)
                cairo_rectangle(cr, Double(row.frame.minX), Double(row.frame.minY), Double(row.frame.width), Double(row.frame.height))
                cairo_clip(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                try PanelChrome.paint(on: canvas, layout: layout, style: style, composited: composited, shadows: shadows)
                try drawRow(level.items[row.index], in: row.frame, highlighted: row.index == lit, metrics: m, style: style, cr: cr)
                cairo_restore(cr)
            }
        }
    }

    /// Draws one row, clipped to it (a glyph reaching past it would be left behind by a
    /// repaint of the row alone).
    private func drawRow(_ item: MenuItem, in row: Rect, highlighted: Bool, metrics m: MenuMetrics,
                         style: Style, cr: OpaquePointer) throws(RenderError) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, Double(row.minX), Double(row.minY), Double(row.width), Double(row.height))
        cairo_clip(cr)
        if item.isSeparator {
            let line = max(1, style.borderWidth)
            let c = style.border
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, max(0.15, c.alpha))
            cairo_rectangle(cr, Double(row.minX), Double(row.midY - line / 2), Double(row.width), Double(line))
            cairo_fill(cr)
            return
        }
        var text = style.foreground
        if highlighted {
            let a = style.accent
            cairo_set_source_rgba(cr, a.red, a.green, a.blue, a.alpha)
            PanelChrome.roundedRect(cr, row, radius: max(2, style.cornerRadius / 2))
            cairo_fill(cr)
            text = PanelChrome.contrasting(a)
        } else if item.isDisabled {
            text = style.foreground.faded(0.4)
        }

        var x = row.minX + m.rowPadX
        if m.markSide > 0 {
            MenuGlyphs.mark(item.mark, on: cr, origin: Point(x: x, y: row.midY - m.markSide / 2), side: m.markSide,
                            color: text)
            x += m.markSide + m.gap
        }
        if m.iconSide > 0 {
            if let name = item.icon, let icon = icons.icon(name, side: m.iconSide) {
                icon.draw(on: cr, origin: Point(x: x, y: row.midY - m.iconSide / 2), side: m.iconSide,
                          alpha: item.isDisabled ? 0.4 : 1)
            }
            x += m.iconSide + m.gap
        }
        let label = try line(item.label, width: m.labelWidth, style: style, cr: cr)
        cairo_set_source_rgba(cr, text.red, text.green, text.blue, text.alpha)
        label.draw(on: cr, x: x, y: row.midY - label.size.height / 2)

        var right = row.maxX - m.rowPadX
        if m.arrowWidth > 0 {
            if item.hasSubmenu {
                let box = Rect(x: right - m.arrowWidth, y: row.minY, width: m.arrowWidth, height: row.height)
                MenuGlyphs.triangle(pointing: .right, in: box, size: m.arrowWidth * 2, on: cr, color: text)
            }
            right -= m.arrowWidth + m.gap
        }
        if let shortcut = item.shortcut, m.shortcutWidth > 0 {
            let block = try line(shortcut, width: m.shortcutWidth, style: style, cr: cr)
            let c = text.faded(highlighted ? 0.85 : 0.55)
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
            let w = min(block.size.width, m.shortcutWidth)
            block.draw(on: cr, x: right - w, y: row.midY - block.size.height / 2)
        }
    }

    /// A label or shortcut as Pango gets it: a row is one line ellipsized within the menu's
    /// width, so more than 1 KiB never shows, and Pango keeps its shaping buffer as large as
    /// the longest text it ever shaped (a 100,000-character label kept 6 MB for good).
    static func shown(_ text: String) -> String { TextBounds.cut(text, maxBytes: TextBounds.summaryBytes) }

    /// One line of plain text, ellipsized at `width` pixels; newlines show as symbols.
    private func line(_ text: String, width: Int, style: Style, cr: OpaquePointer) throws(RenderError) -> TextBlock {
        let block = try TextBlock(cr: cr, text: Self.shown(text), font: style.font, width: max(1, width), markup: false,
                                  fontScale: style.fontScale)
        pango_layout_set_single_paragraph_mode(block.layout, 1)
        pango_layout_set_ellipsize(block.layout, PANGO_ELLIPSIZE_END)
        return block
    }

    /// Metrics for `items`, remembered for the last menu measured (measuring is the costly
    /// part: one Pango layout per label).
    private func metrics(_ items: [MenuItem], style: Style) throws(RenderError) -> MenuMetrics {
        let key = MetricsKey(items: items, style: style)
        if let last = lastMetrics, last.key == key { return last.metrics }
        // One layout, its text replaced per label: a long menu costs no layout allocations.
        let probe = try line("Ag", width: 8192, style: style, cr: scratch.cr)
        let textHeight = probe.size.height
        func width(_ text: String) -> Int {
            Self.shown(text).withCString { pango_layout_set_text(probe.layout, $0, -1) }
            return probe.size.width
        }
        var labels: [Int] = [], shortcuts: [Int] = []
        labels.reserveCapacity(items.count)
        for item in items where !item.isSeparator {
            labels.append(width(item.label))
            if let s = item.shortcut { shortcuts.append(width(s)) }
        }
        let m = MenuMetrics(items: items, style: style, textHeight: textHeight, labelWidths: labels,
                            shortcutWidths: shortcuts)
        lastMetrics = (key, m)
        return m
    }
}

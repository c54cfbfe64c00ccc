// CenterPainter: paints the notification center: the panel (body, border, shadow with a
// compositor, shaped without), its header (count, do-not-disturb switch, "Clear all", the
// filter or a notice), and only the rows on screen: group headers, and entries with app, age,
// summary, picture, body cut at 3 lines (whole once expanded, with an expander to say so),
// buttons and a close button, in the notifications' style.
import CCairo
import CPango
import OverlayCore

public final class CenterPainter {
    private let scratch: CairoCanvas
    private let shadows = ShadowCache()
    private var lastMetrics: (style: Style, metrics: CenterMetrics)?
    private let icons: IconCache
    private let cache = CenterRowCache()
    /// The frame painted last and its pieces: the next one draws only where they changed.
    private var last: CenterFrame?

    static let clearAllLabel = "Clear all"
    static let switchLabel = "Do not disturb"

    /// `icons` loads the entries' pictures off the event loop (shared with the other painters).
    public init(icons: IconCache = IconCache(loader: nil)) throws(RenderError) {
        self.icons = icons
        scratch = try CairoCanvas(width: 1, height: 1)
    }

    /// Forgets the rows and chrome kept for repainting (the center closed).
    public func forgetPictures() {
        cache.removeAll()
        last = nil
    }

    /// The center's sizes for `style`'s fonts.
    public func metrics(style: Style) throws(RenderError) -> CenterMetrics {
        if let last = lastMetrics, last.style == style { return last.metrics }
        let body = try line("Ag", font: style.font, width: 8192, style: style, cr: scratch.cr)
        let title = try line("Ag", font: style.titleFont, width: 8192, style: style, cr: scratch.cr)
        let pad = max(8, style.padding)
        let lineHeight = body.size.height
        func width(_ text: String) -> Int {
            text.withCString { pango_layout_set_text(body.layout, $0, -1) }
            return body.size.width
        }
        let buttonHeight = lineHeight + 10
        let m = CenterMetrics(padding: pad, gap: max(4, pad / 2), lineHeight: lineHeight, titleHeight: title.size.height,
                              buttonHeight: buttonHeight, clearAllWidth: width(CenterPainter.clearAllLabel) + 20,
                              switchWidth: width(CenterPainter.switchLabel) + 12 + buttonHeight * 3 / 2)
        lastMetrics = (style, m)
        return m
    }

    /// How many lines `e`'s whole body takes in a row `rowWidth` pixels wide (an expanded entry's height).
    public func bodyLines(of e: CenterEntry, rowWidth: Int, metrics m: CenterMetrics, style: Style) throws(RenderError) -> Int {
        guard !e.body.isEmpty else { return 0 }
        let text = try TextBlock(cr: scratch.cr, text: e.body, font: style.font,
                                 width: m.bodyWidth(rowWidth: rowWidth, hasPicture: e.hasPicture), markup: false,
                                 fontScale: style.fontScale, maxHeight: CenterMetrics.expandedLines * m.lineHeight)
        return Int(pango_layout_get_line_count(text.layout))
    }

    /// What `paint` drew: the picture, and the entries on screen whose body was cut at 3 lines.
    public struct Painted {
        public var rendered: RenderedOverlay
        public var clamped: Set<UInt32>
    }

    /// Paints `model` into a window of `layout.frame`'s size, its body at `layout.body`; ages
    /// are read at `now`. After a frame of the same panel, only the header and rows that
    /// changed are drawn again, into that frame's pixels, and reported as the damage.
    public func paint(_ model: CenterModel, now: Instant, style: Style, layout: PopoverLayout,
                      composited: Bool) throws(RenderError) -> Painted {
        let m = model.metrics
        let size = layout.frame.size
        let chromeKey = CenterRowCache.ChromeKey(size: size, body: layout.body, style: style, composited: composited)
        let (chrome, shape) = try cache.chrome(chromeKey) { c throws(RenderError) in
            try PanelChrome.paint(on: c, layout: layout, style: style, composited: composited, shadows: shadows)
            return try PanelChrome.shapeRects(size: size, layout: layout, style: style)
        }
        let body = layout.body
        let listTop = body.minY + m.headerHeight
        let count = model.matchingCount
        let header = CenterFrame.Header(
            heading: model.filter.isEmpty ? "Notifications (\(count))" : "\(count) of \(model.entries.count)", paused: model.paused,
            hint: model.notice ?? (model.filter.isEmpty ? "Type to filter" : "Filter: \(model.filter)"),
            hintColor: model.notice != nil ? style.accent : style.foreground.faded(model.filter.isEmpty ? 0.45 : 0.9))

        // The rows on screen: each picture painted once and kept (`CenterRowCache`).
        var clamped = Set<UInt32>()
        var rows: [(piece: CenterFrame.Row, picture: CenterRowCache.Row)] = []
        for (r, y) in model.visibleRows {
            let size = Size(width: body.width, height: model.height(ofRow: r))
            let selected = r == model.selected
            let local = Rect(origin: .zero, size: size)
            let content: CenterRowCache.Key.Content
            switch model.rows[r] {
            case .group(let app, let n, let collapsed): content = .group(app: app, count: n, collapsed: collapsed)
            case .entry(let i):
                let e = model.entries[i]
                let loaded = e.image != nil || (e.icon.map { icons.icon($0, side: m.iconSide) != nil } ?? false)
                content = .entry(e, age: CenterAge.text(arrived: e.arrived, now: now), iconLoaded: loaded,
                                 lines: model.shownLines(of: e), expanded: model.expanded.contains(e.id))
            }
            let key = CenterRowCache.Key(content: content, selected: selected, size: size, style: style)
            let picture = try cache.row(key) { c throws(RenderError) in
                switch model.rows[r] {
                case .group(let app, let n, let collapsed):
                    try group(app, count: n, collapsed: collapsed, row: local, selected: selected, m: m, style: style, canvas: c)
                    return false
                case .entry(let i):
                    let e = model.entries[i]
                    return try entry(e, row: local, selected: selected, now: now, lines: model.shownLines(of: e),
                                     expanded: model.expanded.contains(e.id), m: m, style: style, canvas: c)
                }
            }
            if picture.clamped, case .entry(let i) = model.rows[r] { clamped.insert(model.entries[i].id) }
            rows.append((CenterFrame.Row(key: key, rect: Rect(origin: Point(x: body.minX, y: listTop + y), size: size)), picture))
        }
        let empty = model.rows.isEmpty ? (model.entries.isEmpty ? "No notifications" : "Nothing matches") : nil
        let headerArea = Rect(x: body.minX, y: body.minY, width: body.width, height: m.headerHeight)
        let listArea = Rect(x: body.minX, y: listTop, width: body.width, height: max(0, body.maxY - listTop))
        let parts = Parts(chrome: chrome, header: header, headerArea: headerArea, listArea: listArea, rows: rows, empty: empty,
                          model: model, style: style, body: body)

        var previous = last
        last = nil
        if let damage = previous?.damage(chrome: chromeKey, header: header, rows: rows.map(\.piece), empty: empty,
                                         headerArea: headerArea, listArea: listArea),
           var image = previous?.image {
            previous = nil  // the frame's bytes held once: drawn in place
            try redraw(damage, of: parts, into: &image)
            last = CenterFrame(chrome: chromeKey, header: header, rows: rows.map(\.piece), empty: empty, image: image)
            return Painted(rendered: RenderedOverlay(image: image, shape: shape, damage: damage), clamped: clamped)
        }
        let canvas = try CairoCanvas(width: size.width, height: size.height)
        try draw(parts, within: Rect(origin: .zero, size: size), on: canvas)
        let image = canvas.image()
        last = CenterFrame(chrome: chromeKey, header: header, rows: rows.map(\.piece), empty: empty, image: image)
        return Painted(rendered: RenderedOverlay(image: image, shape: shape), clamped: clamped)
    }

    /// What one frame shows, for `draw`.
    private struct Parts {
        var chrome: CairoCanvas
        var header: CenterFrame.Header
        var headerArea: Rect
        var listArea: Rect
        var rows: [(piece: CenterFrame.Row, picture: CenterRowCache.Row)]
        var empty: String?
        var model: CenterModel
        var style: Style
        var body: Rect
    }

    /// Draws `parts` again in each of `areas` of `image` (a frame of the same panel).
    private func redraw(_ areas: [Rect], of parts: Parts, into image: inout PixelImage) throws(RenderError) {
        try image.draw { canvas throws(RenderError) in
            for area in areas { try draw(parts, within: area, on: canvas) }
        }
    }

    /// Draws what of `parts` lies in `area`, from the chrome up: the header (the count, the
    /// switch, Clear all, the filter line, a rule), the rows clipped to the list, or the words
    /// of an empty list.
    private func draw(_ parts: Parts, within area: Rect, on canvas: CairoCanvas) throws(RenderError) {
        let cr = canvas.cr
        let (m, style, body, model) = (parts.model.metrics, parts.style, parts.body, parts.model)
        func onBody(_ r: Rect) -> Rect { r.offsetBy(body.origin) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, Double(area.minX), Double(area.minY), Double(area.width), Double(area.height))
        cairo_clip(cr)
        CenterRowCache.copy(parts.chrome, onto: cr, at: .zero, replacing: true)
        if !area.intersection(parts.headerArea).isEmpty {
            let heading = try line(parts.header.heading, font: style.titleFont, width: body.width / 2, style: style, cr: cr)
            canvas.setSource(style.titleColor)
            heading.draw(on: cr, x: body.minX + m.padding, y: body.minY + m.padding + (m.buttonHeight - heading.size.height) / 2)
            try toggle(onBody(m.doNotDisturbSwitch(width: body.width)), on: model.paused, style: style, canvas: canvas)
            try button(CenterPainter.clearAllLabel, onBody(m.clearAllButton(width: body.width)), style: style, canvas: canvas)
            let filterRect = onBody(m.filterLine(width: body.width))
            let filter = try line(parts.header.hint, font: style.font, width: filterRect.width, style: style, cr: cr)
            canvas.setSource(parts.header.hintColor)
            filter.draw(on: cr, x: filterRect.minX, y: filterRect.minY)
            canvas.setSource(style.border.alpha > 0 ? style.border : style.foreground.faded(0.2))
            cairo_rectangle(cr, Double(body.minX), Double(parts.listArea.minY - 1), Double(body.width), 1)
            cairo_fill(cr)
        }
        let list = parts.listArea
        cairo_save(cr)
        cairo_rectangle(cr, Double(list.minX), Double(list.minY), Double(list.width), Double(list.height))
        cairo_clip(cr)
        for (piece, picture) in parts.rows where !piece.rect.intersection(area).isEmpty {
            CenterRowCache.copy(picture.canvas, onto: cr, at: piece.rect.origin)
        }
        cairo_restore(cr)
        if let empty = parts.empty {
            let words = try line(empty, font: style.font, width: body.width - 2 * m.padding, style: style, cr: cr)
            canvas.setSource(style.foreground.faded(0.5))
            words.draw(on: cr, x: body.midX - words.size.width / 2, y: list.minY + 2 * m.padding)
        }
    }

    private func group(_ app: String, count: Int, collapsed: Bool, row: Rect, selected: Bool, m: CenterMetrics,
                       style: Style, canvas: CairoCanvas) throws(RenderError) {
        let cr = canvas.cr
        if selected { highlight(row, style: style, canvas: canvas) }
        let side = m.lineHeight / 2
        let glyph = Rect(x: row.minX + m.padding, y: row.midY - side, width: side, height: 2 * side)
        MenuGlyphs.triangle(pointing: collapsed ? .right : .bottom, in: glyph, size: side * 2, on: cr, color: style.foreground.faded(0.7))
        let label = try line("\(app.isEmpty ? "Unknown" : app) (\(count))", font: style.titleFont,
                             width: row.width - 2 * m.padding - side - m.gap, style: style, cr: cr)
        canvas.setSource(style.foreground.faded(0.75))
        label.draw(on: cr, x: glyph.maxX + m.gap, y: row.midY - label.size.height / 2)
    }

    /// Paints one entry, `lines` lines of its body at most; returns whether its body was cut.
    private func entry(_ e: CenterEntry, row: Rect, selected: Bool, now: Instant, lines: Int, expanded: Bool, m: CenterMetrics,
                       style: Style, canvas: CairoCanvas) throws(RenderError) -> Bool {
        let cr = canvas.cr
        let card = Rect(x: row.minX + m.gap, y: row.minY + 2, width: row.width - 2 * m.gap, height: row.height - 4)
        if selected { highlight(card, style: style, canvas: canvas) }
        let close = m.closeButton(in: row)
        let x = row.minX + m.textLeft(hasPicture: e.hasPicture)
        let picture = e.image.flatMap(LoadedIcon.init(image:)) ?? e.icon.flatMap { icons.icon($0, side: m.iconSide) }
        picture?.draw(on: cr, origin: Point(x: row.minX + m.padding, y: row.minY + m.padding), side: m.iconSide)
        let width = close.minX - m.gap - x
        var y = row.minY + m.padding
        if e.unread {
            canvas.setSource(style.accent)
            cairo_arc(cr, Double(row.minX + m.padding / 2), Double(y + m.lineHeight / 2), 3, 0, 2 * Double.pi)
            cairo_fill(cr)
        }
        let meta = try line("\(e.app.isEmpty ? "Unknown" : e.app) · \(CenterAge.text(arrived: e.arrived, now: now))",
                            font: style.font, width: width, style: style, cr: cr)
        canvas.setSource(style.foreground.faded(0.6))
        meta.draw(on: cr, x: x, y: y)
        y += m.lineHeight
        let summary = try line(e.summary, font: style.titleFont, width: width, style: style, cr: cr)
        canvas.setSource(style.titleColor)
        summary.draw(on: cr, x: x, y: y)
        y += m.titleHeight
        var cut = false
        if !e.body.isEmpty {
            // Cut at `lines` lines as it is laid out: a long body is laid out from its start only.
            let text = try TextBlock(cr: cr, text: e.body, font: style.font, width: m.bodyWidth(rowWidth: row.width, hasPicture: e.hasPicture),
                                     markup: false, fontScale: style.fontScale, maxHeight: lines * m.lineHeight)
            cut = text.clamped
            canvas.setSource(style.foreground)
            text.draw(on: cr, x: x, y: y)
        }
        if cut || expanded {
            // The expander: a chevron down to show the rest, up to cut it again.
            MenuGlyphs.triangle(pointing: expanded ? .top : .bottom, in: m.expander(in: row), size: m.expander(in: row).height / 2,
                                on: cr, color: style.foreground.faded(0.6))
        }
        let cross = Rect(x: close.minX + close.width / 4, y: close.minY + close.height / 4, width: close.width / 2, height: close.height / 2)
        canvas.setSource(style.foreground.faded(0.6))
        cairo_set_line_width(cr, 1.5)
        cairo_move_to(cr, Double(cross.minX), Double(cross.minY)); cairo_line_to(cr, Double(cross.maxX), Double(cross.maxY))
        cairo_move_to(cr, Double(cross.maxX), Double(cross.minY)); cairo_line_to(cr, Double(cross.minX), Double(cross.maxY))
        cairo_stroke(cr)
        for (frame, action) in zip(m.actionButtons(in: row, count: e.actions.count), e.actions) {
            try button(action.label, frame, style: style, canvas: canvas)
        }
        return cut
    }

    private func highlight(_ r: Rect, style: Style, canvas: CairoCanvas) {
        canvas.setSource(style.accent.faded(0.18))
        PanelChrome.roundedRect(canvas.cr, r, radius: max(2, style.cornerRadius / 2))
        cairo_fill(canvas.cr)
    }

    private func button(_ label: String, _ r: Rect, style: Style, canvas: CairoCanvas) throws(RenderError) {
        let cr = canvas.cr
        canvas.setSource(style.foreground.faded(0.1))
        PanelChrome.roundedRect(cr, r, radius: max(2, style.cornerRadius / 2))
        cairo_fill(cr)
        let text = try line(label, font: style.font, width: r.width - 8, style: style, cr: cr)
        canvas.setSource(style.foreground)
        text.draw(on: cr, x: r.midX - text.size.width / 2, y: r.midY - text.size.height / 2)
    }

    /// The do-not-disturb switch: its label, then a track with the knob at the end it is set to.
    private func toggle(_ r: Rect, on: Bool, style: Style, canvas: CairoCanvas) throws(RenderError) {
        let cr = canvas.cr
        let trackHeight = r.height * 2 / 3
        let track = Rect(x: r.maxX - trackHeight * 2, y: r.midY - trackHeight / 2, width: trackHeight * 2, height: trackHeight)
        let label = try line(CenterPainter.switchLabel, font: style.font, width: track.minX - r.minX - 6, style: style, cr: cr)
        canvas.setSource(style.foreground)
        label.draw(on: cr, x: r.minX, y: r.midY - label.size.height / 2)
        canvas.setSource(on ? style.accent : style.foreground.faded(0.25))
        PanelChrome.roundedRect(cr, track, radius: trackHeight / 2)
        cairo_fill(cr)
        let knob = Double(trackHeight) / 2 - 2
        canvas.setSource(on ? PanelChrome.contrasting(style.accent) : style.background)
        cairo_arc(cr, Double(on ? track.maxX - trackHeight / 2 : track.minX + trackHeight / 2), Double(track.midY), knob, 0, 2 * Double.pi)
        cairo_fill(cr)
    }

    /// One line of plain text, ellipsized at `width` pixels.
    private func line(_ text: String, font: String, width: Int, style: Style, cr: OpaquePointer) throws(RenderError) -> TextBlock {
        let block = try TextBlock(cr: cr, text: text, font: font, width: max(1, width), markup: false, fontScale: style.fontScale)
        pango_layout_set_single_paragraph_mode(block.layout, 1)
        pango_layout_set_ellipsize(block.layout, PANGO_ELLIPSIZE_END)
        return block
    }
}

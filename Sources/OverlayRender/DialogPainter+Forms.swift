// DialogPainter+Forms: a forms dialog's fields in two columns, as zenity's grid: each label left,
// its control right (an entry, a password's dots, a combo's value and arrow, a list's rows
// under its column titles and its typed search, a calendar's six weeks as GtkCalendar draws them), the focused one
// ringed in the accent. It answers where each field went, for clicks.
import CCairo
import OverlayCore

/// Where one field of a form went, in window coordinates.
public struct PaintedFormField: Sendable {
    /// The control (right of its label).
    public var frame: Rect
    /// The label.
    public var label: Rect
    /// A list's first row's top and each row's height.
    public var rowsTop = 0
    public var rowHeight = 0
    /// A calendar's 42 day cells, row by row.
    public var cells: [Rect] = []

    /// The list row at `p` (counted from the first shown), if `p` is on one.
    public func row(at p: Point) -> Int? {
        guard rowHeight > 0, frame.contains(p), p.y >= rowsTop else { return nil }
        return (p.y - rowsTop) / rowHeight
    }
}

extension DialogPainter {
    /// The fields laid out from `top`, `inner` wide from `left`; how tall they are.
    func layOutForm(_ model: DialogModel, measuring scratchContext: OpaquePointer, left: Int, top: Int, inner: Int, style: Style) throws(RenderError) -> ([PaintedFormField], Int) {
        let line = try TextBlock(cr: scratchContext, text: "Ag", font: style.font, width: inner, markup: false, fontScale: style.fontScale).size.height
        var labelWidth = 0
        for f in model.fields {
            let w = try TextBlock(cr: scratchContext, text: f.field.label, font: style.font, width: inner, markup: false,
                                  fontScale: style.fontScale).size.width
            labelWidth = max(labelWidth, w)
        }
        labelWidth = min(labelWidth, inner / 3)
        let gap = max(4, style.padding / 2)
        let x = left + labelWidth + gap, width = max(8, inner - labelWidth - gap)
        let rowHeight = line + 6
        var y = top
        var painted: [PaintedFormField] = []
        for f in model.fields {
            var p = PaintedFormField(frame: .zero, label: .zero)
            let h: Int
            switch f.field.kind {
            case .entry, .password, .combo: h = line + 12
            case .list:
                let header = model.spec.showHeader ? rowHeight : 0
                h = header + DialogModel.formListRows * rowHeight + 4
                p.rowsTop = y + 2 + header
                p.rowHeight = rowHeight
            case .calendar:
                h = 8 * rowHeight
                let w = width / 7
                p.cells = (0..<FormCalendar.cells).map { c in
                    Rect(x: x + (c % 7) * w, y: y + 2 * rowHeight + (c / 7) * rowHeight, width: w, height: rowHeight)
                }
            }
            p.frame = Rect(x: x, y: y, width: width, height: h)
            p.label = Rect(x: left, y: y + (h - line) / 2, width: labelWidth, height: line)
            painted.append(p)
            y += h + gap
        }
        return (painted, max(0, y - top - (model.fields.isEmpty ? 0 : gap)))
    }

    func drawForm(_ model: DialogModel, fields painted: [PaintedFormField], style: Style, on canvas: CairoCanvas) throws(RenderError) {
        let cr = canvas.cr
        func text(_ s: String, x: Int, y: Int, width: Int, color: Color, centred: Bool = false, in height: Int = 0) throws(RenderError) {
            let block = try TextBlock(cr: cr, text: s, font: style.font, width: max(1, width), markup: false, fontScale: style.fontScale,
                                      ellipsize: .end)
            canvas.setSource(color)
            block.draw(on: cr, x: centred ? x + (width - block.size.width) / 2 : x, y: y + max(0, (height - block.size.height) / 2))
        }
        for (i, (state, p)) in zip(model.fields, painted).enumerated() {
            let focused = model.focus == .control && model.field == i
            try text(state.field.label, x: p.label.x, y: p.label.y, width: p.label.width, color: style.foreground)
            // The control's box: a field's well, ringed in the accent when it has the keyboard.
            canvas.setSource(style.foreground.faded(0.05))
            PanelChrome.roundedRect(cr, p.frame, radius: 4)
            cairo_fill(cr)
            canvas.setSource(focused ? style.accent : style.foreground.faded(0.25))
            cairo_set_line_width(cr, focused ? 2 : 1)
            PanelChrome.roundedRect(cr, p.frame, radius: 4)
            cairo_stroke(cr)
            let inset = p.frame.inset(by: Insets(all: 6))
            switch state.field.kind {
            case .entry, .password:
                let shown = state.field.kind == .password ? String(repeating: "•", count: state.line.text.count) : state.line.text
                try text(shown, x: inset.x, y: p.frame.y, width: inset.width, color: style.foreground, in: p.frame.height)
                if focused {
                    // The cursor after the text before it.
                    let before = String(decoding: state.line.bytes[..<state.line.cursor], as: UTF8.self)
                    let upTo = state.field.kind == .password ? String(repeating: "•", count: before.count) : before
                    let w = upTo.isEmpty ? 0 : try TextBlock(cr: cr, text: upTo, font: style.font, width: 100_000, markup: false,
                                                             fontScale: style.fontScale).size.width
                    canvas.setSource(style.foreground)
                    cairo_rectangle(cr, Double(min(inset.x + w, inset.maxX)), Double(inset.y), 1, Double(inset.height))
                    cairo_fill(cr)
                }
            case .combo:
                let value = state.chosen.flatMap { state.field.values.indices.contains($0) ? state.field.values[$0] : nil } ?? ""
                try text(value, x: inset.x, y: p.frame.y, width: inset.width - 16, color: style.foreground, in: p.frame.height)
                try text("▾", x: inset.maxX - 12, y: p.frame.y, width: 12, color: style.foreground.faded(0.7), in: p.frame.height)
            case .list: try drawFormList(model, state, p, focused: focused, style: style, on: canvas)
            case .calendar: try drawFormCalendar(state.calendar, p, focused: focused, style: style, on: canvas)
            }
        }
    }

    private func drawFormList(_ model: DialogModel, _ state: FormFieldState, _ p: PaintedFormField, focused: Bool, style: Style,
                              on canvas: CairoCanvas) throws(RenderError) {
        let cr = canvas.cr
        let columns = state.field.columns
        let w = max(1, (p.frame.width - 8) / max(1, columns.count))
        func cells(_ texts: [String], y: Int, color: Color) throws(RenderError) {
            for (c, t) in texts.enumerated() {
                let block = try TextBlock(cr: cr, text: t, font: style.font, width: max(1, w - 4), markup: false, fontScale: style.fontScale,
                                          ellipsize: .end)
                canvas.setSource(color)
                block.draw(on: cr, x: p.frame.x + 4 + c * w, y: y + max(0, (p.rowHeight - block.size.height) / 2))
            }
        }
        if model.spec.showHeader {
            try cells(columns, y: p.rowsTop - p.rowHeight, color: style.foreground.faded(0.6))
        }
        let shown = state.rows.indices.dropFirst(state.top).prefix(DialogModel.formListRows)
        for r in shown {
            let y = p.rowsTop + (r - state.top) * p.rowHeight
            let chosen = r == state.chosen
            if chosen {
                canvas.setSource(focused ? style.accent : style.accent.faded(0.5))
                PanelChrome.roundedRect(cr, Rect(x: p.frame.x + 2, y: y, width: p.frame.width - 4, height: p.rowHeight), radius: 3)
                cairo_fill(cr)
            }
            try cells(state.rows[r], y: y, color: chosen ? PanelChrome.contrasting(style.accent) : style.foreground)
        }
        // The typed search, in a box at the list's lower right, as GtkTreeView's search entry pops up.
        if let typed = state.search {
            let block = try TextBlock(cr: cr, text: typed.isEmpty ? " " : typed, font: style.font, width: max(1, p.frame.width / 2),
                                      markup: false, fontScale: style.fontScale, ellipsize: .start)
            let box = Rect(x: p.frame.maxX - block.size.width - 14, y: p.frame.maxY - block.size.height - 8,
                           width: block.size.width + 10, height: block.size.height + 4)
            canvas.setSource(style.background)
            PanelChrome.roundedRect(cr, box, radius: 3)
            cairo_fill_preserve(cr)
            canvas.setSource(style.accent)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            canvas.setSource(style.foreground)
            block.draw(on: cr, x: box.x + 5, y: box.y + 2)
        }
    }

    private func drawFormCalendar(_ calendar: FormCalendar, _ p: PaintedFormField, focused: Bool, style: Style,
                                  on canvas: CairoCanvas) throws(RenderError) {
        let cr = canvas.cr
        let rowHeight = p.cells.first.map(\.height) ?? 0
        func centred(_ s: String, in r: Rect, color: Color) throws(RenderError) {
            let block = try TextBlock(cr: cr, text: s, font: style.font, width: max(1, r.width), markup: false, fontScale: style.fontScale)
            canvas.setSource(color)
            block.draw(on: cr, x: r.midX - block.size.width / 2, y: r.midY - block.size.height / 2)
        }
        let date = calendar.date
        try centred("\(Self.monthNames[date.month - 1]) \(date.year)", in: Rect(x: p.frame.x, y: p.frame.y, width: p.frame.width, height: rowHeight),
                    color: style.foreground)
        for (i, name) in Self.weekdayNames.enumerated() where p.cells.indices.contains(i) {
            let c = p.cells[i]
            try centred(name, in: Rect(x: c.x, y: c.y - rowHeight, width: c.width, height: rowHeight), color: style.foreground.faded(0.6))
        }
        for (cell, r) in p.cells.enumerated() {
            let day = calendar.day(at: cell)
            let chosen = day == date
            if chosen {
                canvas.setSource(focused ? style.accent : style.accent.faded(0.6))
                PanelChrome.roundedRect(cr, r.inset(by: Insets(all: 1)), radius: 4)
                cairo_fill(cr)
            }
            if focused, calendar.cursor == cell {
                canvas.setSource(style.accent)
                cairo_set_line_width(cr, 1)
                PanelChrome.roundedRect(cr, r.inset(by: Insets(all: 1)), radius: 4)
                cairo_stroke(cr)
            }
            let color = chosen ? PanelChrome.contrasting(style.accent) : calendar.inMonth(cell) ? style.foreground : style.foreground.faded(0.35)
            try centred("\(day.day)", in: r, color: color)
        }
    }
}

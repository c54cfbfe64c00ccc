// DialogPainter: a dialog (zenity's --progress, --scale, --text-info) in the alert look: the body
// with its border, the text, the control (a progress bar, a scale's track, knob and value, or a
// scrolled text with its check box), and
// the button row through `ButtonPainter`. It answers where the track and buttons went, for clicks.
import CCairo
import CPango
import OverlayCore

/// A painted dialog and where its parts are, in window coordinates.
public struct PaintedDialog {
    public var overlay: RenderedOverlay
    public var size: Size
    /// The progress bar, or the scale's track (the knob's centre runs along it).
    public var track: Rect
    public var buttons: ButtonRowLayout
    /// The label above the control.
    public var label: Rect
    /// The scale knob's radius.
    public var knob: Int
    /// A text dialog's check box (box and label), and how many of its lines a page shows.
    public var check: Rect? = nil
    public var pageLines = 0
    /// A calendar's days of its month, the 1st first.
    public var days: [Rect] = []
    /// A form's fields, in order.
    public var fields: [PaintedFormField] = []
}

public final class DialogPainter {
    private let buttons: ButtonPainter
    private let scratch: CairoCanvas

    public init() throws(RenderError) {
        buttons = try ButtonPainter()
        scratch = try CairoCanvas(width: 1, height: 1)
    }

    /// The natural width of a dialog, before `--width`: zenity's windows open about this wide.
    static let naturalWidth = 360

    /// Paints `model` with `style` (already scaled; `scale` turns --width/--height into pixels).
    public func paint(_ model: DialogModel, style: Style, scale: Double) throws(RenderError) -> PaintedDialog {
        let spec = model.spec
        let p = style.padding
        let width = max(Int(Double(spec.width ?? Self.naturalWidth) * scale), 8 * p)
        let inner = width - 2 * p
        let text = try TextBlock(cr: scratch.cr, text: model.text, font: style.font, width: inner, markup: true,
                                 fontScale: style.fontScale)
        let label = Rect(x: p, y: p, width: inner, height: model.text.isEmpty ? 0 : text.size.height)
        var y = label.maxY + (model.text.isEmpty ? 0 : p)
        let valueBlock = try TextBlock(cr: scratch.cr, text: model.valueText, font: style.font, width: inner, markup: false,
                                       fontScale: style.fontScale)
        let detail = model.detail.isEmpty ? nil : try TextBlock(cr: scratch.cr, text: model.detail, font: style.font, width: inner,
                                                                 markup: false, fontScale: style.fontScale)
        var detailAt = Point(x: 0, y: 0)
        let track: Rect
        var check: Rect?
        var pageLines = 0
        var days: [Rect] = []
        var fields: [PaintedFormField] = []
        switch spec.kind {
        case .forms:
            let (laidOut, h) = try layOutForm(model, measuring: scratch.cr, left: p, top: y, inner: inner, style: style)
            fields = laidOut
            track = Rect(x: p, y: y, width: inner, height: h)
            y = track.maxY + p
        case .calendar:
            let line = try TextBlock(cr: scratch.cr, text: "Ag", font: style.font, width: inner, markup: false,
                                     fontScale: style.fontScale).size.height
            track = Rect(x: p, y: y, width: inner, height: Self.calendarHeight(line: line))
            days = Self.dayCells(model.date, grid: track, line: line)
            y = track.maxY + p
        case .text:
            let line = try TextBlock(cr: scratch.cr, text: "Ag", font: spec.font ?? style.font, width: inner, markup: false,
                                     fontScale: style.fontScale).size.height
            let wanted = spec.height.map { Int(Double($0) * scale) }
            pageLines = wanted.map { max(3, ($0 - 6 * line - 4 * p) / max(1, line)) } ?? 12
            track = Rect(x: p, y: y, width: inner, height: pageLines * line + 8)
            y = track.maxY + p
            if spec.checkbox != nil {
                check = Rect(x: p, y: y, width: inner, height: line)
                y += line + p
            }
        case .progress:
            track = Rect(x: p, y: y, width: inner, height: max(6, p * 2 / 3))
            y = track.maxY + p
            if let detail {
                detailAt = Point(x: p, y: y)
                y += detail.size.height + p
            }
        case .scale:
            // The value sits above the knob, as GTK's scale draws it (draw-value, position top).
            if !spec.hideValue { y += valueBlock.size.height + 2 }
            let knob = Self.knobRadius(style)
            track = Rect(x: p + knob, y: y + knob - 2, width: max(1, inner - 2 * knob), height: 4)
            y += 2 * knob + p
        }
        let row = model.buttons
        var rowLayout = try buttons.layout(row, style: style, origin: Point(x: p, y: y), width: inner)
        var height = y + rowLayout.size.height + p
        if let h = spec.height {
            // A taller dialog keeps its buttons at the bottom, as GTK's action area stays there.
            let wanted = Int(Double(h) * scale)
            if wanted > height {
                rowLayout = rowLayout.offsetBy(Point(x: 0, y: wanted - height))
                height = wanted
            }
        }
        let size = Size(width: width, height: height)
        let canvas = try CairoCanvas(width: width, height: height)
        let cr = canvas.cr
        let body = Rect(origin: .zero, size: size)
        let radius = min(style.cornerRadius, height / 4)
        canvas.setSource(style.background)
        PanelChrome.roundedRect(cr, body, radius: radius)
        cairo_fill(cr)
        if style.borderWidth > 0 {
            let b = Double(style.borderWidth)
            canvas.setSource(style.border)
            cairo_set_line_width(cr, b)
            PanelChrome.roundedRect(cr, body.inset(by: Insets(all: style.borderWidth / 2)), radius: radius)
            cairo_stroke(cr)
        }
        if !model.text.isEmpty {
            canvas.setSource(style.foreground)
            text.draw(on: cr, x: label.x, y: label.y)
        }
        switch spec.kind {
        case .forms: try drawForm(model, fields: fields, style: style, on: canvas)
        case .calendar: try drawCalendar(model, grid: track, days: days, style: style, on: canvas)
        case .text:
            try drawText(model, view: track, lines: pageLines, style: style, on: canvas)
            if let check { try drawCheck(model, at: check, style: style, on: canvas) }
        case .progress:
            drawProgress(model, track: track, style: style, on: canvas)
            if let detail {
                canvas.setSource(style.foreground)
                detail.draw(on: cr, x: detailAt.x, y: detailAt.y)
            }
        case .scale: drawScale(model, track: track, value: spec.hideValue ? nil : valueBlock, style: style, on: canvas)
        }
        try buttons.draw(Self.shown(row, model), layout: rowLayout, style: style, hovered: nil, on: cr)
        let overlay = RenderedOverlay(image: canvas.image(), shape: [body])
        return PaintedDialog(overlay: overlay, size: size, track: track, buttons: rowLayout, label: label, knob: Self.knobRadius(style),
                             check: check, pageLines: pageLines, days: days, fields: fields)
    }

    /// A greyed button is drawn as neither default nor focused (GTK's insensitive look is close enough).
    static func shown(_ row: ButtonRow, _ model: DialogModel) -> ButtonRow {
        var r = row
        if let d = r.defaultIndex, !model.isSensitive(r.buttons[d].key) { r.defaultIndex = nil }
        return r
    }

    static func knobRadius(_ style: Style) -> Int { max(6, style.padding * 2 / 3) }

    /// The text's page from its first shown line, clipped to its frame (ringed when it has the keyboard).
    private func drawText(_ model: DialogModel, view: Rect, lines page: Int, style: Style, on canvas: CairoCanvas) throws(RenderError) {
        let cr = canvas.cr
        canvas.setSource(style.foreground.faded(0.05))
        PanelChrome.roundedRect(cr, view, radius: 4)
        cairo_fill(cr)
        canvas.setSource(model.focus == .control ? style.accent : style.foreground.faded(0.25))
        cairo_set_line_width(cr, 1)
        PanelChrome.roundedRect(cr, view.inset(by: Insets(all: 0)), radius: 4)
        cairo_stroke(cr)
        let lines = model.lines
        let shown = lines.dropFirst(model.scroll).prefix(page + 1).joined(separator: "\n")
        guard !shown.isEmpty else { return }
        cairo_save(cr)
        cairo_rectangle(cr, Double(view.x + 1), Double(view.y + 1), Double(view.width - 2), Double(view.height - 2))
        cairo_clip(cr)
        let block = try TextBlock(cr: cr, text: shown, font: model.spec.font ?? style.font, width: view.width - 8, markup: false,
                                  fontScale: style.fontScale)
        canvas.setSource(style.foreground)
        block.draw(on: cr, x: view.x + 4, y: view.y + 4)
        cairo_restore(cr)
    }

    /// A box, ticked in the accent colour, and its label.
    private func drawCheck(_ model: DialogModel, at r: Rect, style: Style, on canvas: CairoCanvas) throws(RenderError) {
        let cr = canvas.cr
        let side = min(r.height, 16)
        let box = Rect(x: r.x, y: r.midY - side / 2, width: side, height: side)
        if model.focus == .check {
            canvas.setSource(Color(red: style.accent.red, green: style.accent.green, blue: style.accent.blue, alpha: 0.5 * style.accent.alpha))
            PanelChrome.roundedRect(cr, box.inset(by: Insets(all: -3)), radius: 5)
            cairo_fill(cr)
        }
        canvas.setSource(model.checked ? style.accent : style.background)
        PanelChrome.roundedRect(cr, box, radius: 3)
        cairo_fill_preserve(cr)
        canvas.setSource(model.checked ? style.accent : style.foreground.faded(0.4))
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        if model.checked {
            canvas.setSource(PanelChrome.contrasting(style.accent))
            cairo_set_line_width(cr, 2)
            cairo_move_to(cr, Double(box.x) + Double(side) * 0.22, Double(box.y) + Double(side) * 0.52)
            cairo_line_to(cr, Double(box.x) + Double(side) * 0.42, Double(box.y) + Double(side) * 0.72)
            cairo_line_to(cr, Double(box.x) + Double(side) * 0.78, Double(box.y) + Double(side) * 0.3)
            cairo_stroke(cr)
        }
        let label = try TextBlock(cr: cr, text: model.spec.checkbox ?? "", font: style.font, width: max(1, r.width - side - 8),
                                  markup: false, fontScale: style.fontScale)
        canvas.setSource(style.foreground)
        label.draw(on: cr, x: box.maxX + 8, y: r.midY - label.size.height / 2)
    }

    /// The bar's track, and the filled part (or, pulsing, a block moving to and fro).
    private func drawProgress(_ model: DialogModel, track: Rect, style: Style, on canvas: CairoCanvas) {
        let cr = canvas.cr
        let r = track.height / 2
        canvas.setSource(style.foreground.faded(0.12))
        PanelChrome.roundedRect(cr, track, radius: r)
        cairo_fill(cr)
        canvas.setSource(style.accent)
        if model.pulsing {
            let block = max(track.height, track.width / 5)
            let span = max(1, track.width - block)
            let phase = model.pulse % (2 * 10)
            let at = (phase <= 10 ? phase : 20 - phase) * span / 10
            PanelChrome.roundedRect(cr, Rect(x: track.x + at, y: track.y, width: block, height: track.height), radius: r)
            cairo_fill(cr)
        } else if model.value > 0 {
            let w = max(track.height, track.width * model.value / 100)
            PanelChrome.roundedRect(cr, Rect(x: track.x, y: track.y, width: w, height: track.height), radius: r)
            cairo_fill(cr)
        }
    }

    /// The track, filled in the accent up to the knob; the knob (ringed when it has the
    /// keyboard); the value above it.
    private func drawScale(_ model: DialogModel, track: Rect, value: TextBlock?, style: Style, on canvas: CairoCanvas) {
        let cr = canvas.cr
        let spec = model.spec
        let span = max(1, spec.maximum - spec.minimum)
        let x = track.x + track.width * (model.value - spec.minimum) / span
        canvas.setSource(style.foreground.faded(0.15))
        PanelChrome.roundedRect(cr, track, radius: track.height / 2)
        cairo_fill(cr)
        canvas.setSource(style.accent)
        PanelChrome.roundedRect(cr, Rect(x: track.x, y: track.y, width: max(track.height, x - track.x), height: track.height),
                                radius: track.height / 2)
        cairo_fill(cr)
        let k = Double(Self.knobRadius(style))
        let cy = Double(track.midY)
        if model.focus == .control {
            canvas.setSource(Color(red: style.accent.red, green: style.accent.green, blue: style.accent.blue, alpha: 0.5 * style.accent.alpha))
            cairo_arc(cr, Double(x), cy, k + 3, 0, 2 * Double.pi)
            cairo_fill(cr)
        }
        canvas.setSource(style.background)
        cairo_arc(cr, Double(x), cy, k, 0, 2 * Double.pi)
        cairo_fill_preserve(cr)
        canvas.setSource(style.foreground.faded(0.35))
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        if let value {
            canvas.setSource(style.foreground)
            let w = value.size.width
            let left = min(max(x - w / 2, track.x - Int(k)), track.maxX + Int(k) - w)
            value.draw(on: cr, x: left, y: track.midY - Int(k) - 2 - value.size.height)
        }
    }
}

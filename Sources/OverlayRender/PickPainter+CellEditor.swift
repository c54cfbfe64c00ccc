// PickPainter+CellEditor: the entry GTK's tree view puts over the cell an editable zenity list
// edits: the row's cells before it, then a framed line with the entry's text (selected at
// first, as GTK selects it) and its cursor, then the cells after it.
import OverlayCore

extension PickPainter {
    func drawEditedRow(_ model: PickModel, _ editor: CellEditor, position p: Int, ctx: inout Context,
                       frame: Rect) throws(RenderError) {
        let cells = model.cells(Int(editor.row))
        let shown = model.shownCells(cells.count)
        let before = shown.filter { $0 < editor.cell }.map { cells[$0] }
        let after = shown.filter { $0 > editor.cell }.map { cells[$0] }
        let lead = before.isEmpty ? "" : before.joined(separator: "  ") + "  "
        let x = drawRow(model, position: p, ctx: &ctx, frame: frame, icons: false) { _ in lead }
        let look = ctx.look, pad = ctx.lrpad / 2
        let left = x + (lead.isEmpty ? 0 : try textWidth(lead, font: look.font)) - pad / 2
        let line = editor.line
        let textW = try textWidth(line.text, font: look.font)
        let box = Rect(x: left, y: frame.minY + 1, width: max(textW + pad * 2, ctx.lrpad * 3), height: max(1, frame.height - 2))
        let clipped = Rect(x: box.minX, y: box.minY, width: max(1, min(box.width, frame.maxX - box.minX)), height: box.height)
        ctx.fill(clipped, look.normalBackground)
        ctx.ops.append(.stroke(clipped, look.normalForeground))
        let textX = box.minX + pad
        if line.selectedAll {
            ctx.fill(Rect(x: textX, y: box.minY + 2, width: max(1, textW), height: max(1, box.height - 4)), look.selectedBackground)
        }
        ctx.text(line.text, x: textX, y: frame.minY, width: max(0, clipped.maxX - textX - 1), height: frame.height,
                 color: line.selectedAll ? look.selectedForeground : look.normalForeground)
        if !line.selectedAll {
            let cursorX = textX + (try textWidth(String(decoding: line.bytes[..<line.cursor], as: UTF8.self), font: look.font))
            if cursorX < clipped.maxX { ctx.fill(Rect(x: cursorX, y: box.minY + 2, width: 1, height: max(1, box.height - 4)), look.normalForeground) }
        }
        if !after.isEmpty, clipped.maxX + pad < frame.maxX {
            let fg = model.isPicked(p) ? look.selectedForeground : look.normalForeground
            ctx.text(after.joined(separator: "  "), x: clipped.maxX + pad, y: frame.minY, width: frame.maxX - clipped.maxX - pad * 2,
                     height: frame.height, color: fg)
        }
    }
}

// MenuGeometry: where a menu panel's parts go inside its body: the input line while it is
// filtered, the ▴/▾ strips when it scrolls, and each row shown.
import OverlayCore

struct MenuGeometry {
    /// The input line, while the top menu is filtered.
    private(set) var inputRow: Rect?
    private(set) var upArea: Rect?
    private(set) var downArea: Rect?
    /// The rows shown, top to bottom: those that fit between the strips.
    private(set) var rows: [MenuRowFrame] = []

    init(_ level: MenuLevel, body: Rect, metrics m: MenuMetrics) {
        let inner = Rect(x: body.minX + m.inset, y: body.minY + m.inset,
                         width: body.width - 2 * m.inset, height: body.height - 2 * m.inset)
        var top = inner.minY, bottom = inner.maxY
        if level.filterText != nil {
            inputRow = Rect(x: inner.minX, y: top, width: inner.width, height: m.rowHeight)
            top += m.rowHeight
        }
        if level.scrolls {
            upArea = Rect(x: inner.minX, y: top, width: inner.width, height: m.indicatorHeight)
            downArea = Rect(x: inner.minX, y: bottom - m.indicatorHeight, width: inner.width, height: m.indicatorHeight)
            top += m.indicatorHeight
            bottom -= m.indicatorHeight
        }
        var y = top
        for index in level.visibleRange {
            let h = m.height(of: level.items[index], scrolling: level.scrolls)
            guard y + h <= bottom else { break }
            rows.append(MenuRowFrame(index: index, frame: Rect(x: inner.minX, y: y, width: inner.width, height: h)))
            y += h
        }
    }
}

// DialogPainter+Calendar: a calendar dialog's month: its name and year, the weekdays from
// Sunday (GTK's under the C locale), and six weeks of day cells, the chosen day in the accent.
import CCairo
import OverlayCore

extension DialogPainter {
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]
    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// The month line, the weekday line and six weeks.
    static func calendarHeight(line: Int) -> Int { 2 * (line + 6) + 6 * cellHeight(line) }

    static func cellHeight(_ line: Int) -> Int { line + 8 }

    /// Where each day of `date`'s month is in `grid`, the 1st first.
    static func dayCells(_ date: CalendarDate, grid: Rect, line: Int) -> [Rect] {
        let first = CalendarDate(year: date.year, month: date.month, day: 1).weekday
        let w = grid.width / 7, h = cellHeight(line)
        let top = grid.y + 2 * (line + 6)
        return (0..<CalendarDate.length(of: date.month, in: date.year)).map { i in
            let slot = first + i
            return Rect(x: grid.x + (slot % 7) * w, y: top + (slot / 7) * h, width: w, height: h)
        }
    }

    func drawCalendar(_ model: DialogModel, grid: Rect, days: [Rect], style: Style, on canvas: CairoCanvas) throws(RenderError) {
        let cr = canvas.cr
        let date = model.date
        func centred(_ text: String, in r: Rect, color: Color) throws(RenderError) {
            let block = try TextBlock(cr: cr, text: text, font: style.font, width: max(1, r.width), markup: false, fontScale: style.fontScale)
            canvas.setSource(color)
            block.draw(on: cr, x: r.midX - block.size.width / 2, y: r.midY - block.size.height / 2)
        }
        let rowHeight = days.first.map { ($0.minY - grid.y) / 2 } ?? 0
        try centred("\(Self.monthNames[date.month - 1]) \(date.year)", in: Rect(x: grid.x, y: grid.y, width: grid.width, height: rowHeight),
                    color: style.foreground)
        let w = grid.width / 7
        for (i, name) in Self.weekdayNames.enumerated() {
            try centred(name, in: Rect(x: grid.x + i * w, y: grid.y + rowHeight, width: w, height: rowHeight),
                        color: style.foreground.faded(0.6))
        }
        for (i, cell) in days.enumerated() {
            let chosen = i + 1 == date.day
            if chosen {
                canvas.setSource(model.focus == .control ? style.accent : style.accent.faded(0.6))
                PanelChrome.roundedRect(cr, cell.inset(by: Insets(all: 2)), radius: 4)
                cairo_fill(cr)
            }
            try centred("\(i + 1)", in: cell, color: chosen ? PanelChrome.contrasting(style.accent) : style.foreground)
        }
    }
}

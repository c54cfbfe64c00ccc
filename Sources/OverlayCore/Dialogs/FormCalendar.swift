// FormCalendar: a calendar field of a form as GTK 3's GtkCalendar answers keys: six weeks of
// cells from Sunday (a month starting on a Sunday shows the whole week before it), a keyboard
// cursor the arrows move from nowhere at first, space selecting the cursor's day (another
// month's day turns the page), Ctrl+Left/Right a month, Ctrl+Up/Down a year.

public struct FormCalendar: Hashable, Sendable {
    /// The selected day; its month is the one shown.
    public private(set) var date: CalendarDate
    /// The keyboard's cell (0…41, row by row), nil until an arrow is pressed.
    public private(set) var cursor: Int?

    public static let cells = 42

    public init(_ date: CalendarDate) { self.date = date }

    /// The cell of the shown month's 1st: its weekday from Sunday, or 7 when that is a Sunday.
    public var firstCell: Int {
        let w = CalendarDate(year: date.year, month: date.month, day: 1).weekday
        return w == 0 ? 7 : w
    }

    /// The day drawn in `cell` (the month before's or after's at the ends).
    public func day(at cell: Int) -> CalendarDate {
        CalendarDate(year: date.year, month: date.month, day: 1).adding(days: cell - firstCell)
    }

    /// Whether `cell` holds a day of the shown month.
    public func inMonth(_ cell: Int) -> Bool {
        let d = day(at: cell)
        return d.month == date.month && d.year == date.year
    }

    /// Selects the day in `cell` (a click, space): another month's day shows its month; the cursor goes to it.
    public mutating func select(cell: Int) {
        guard (0..<Self.cells).contains(cell) else { return }
        date = day(at: cell)
        cursor = firstCell + date.day - 1
    }

    /// A key as GtkCalendar's key handler takes it; whether anything changed.
    public mutating func key(_ name: String, control: Bool) -> Bool {
        var row = cursor.map { $0 / 7 } ?? -1, col = cursor.map { $0 % 7 } ?? -1
        switch name {
        case "Left", "KP_Left":
            if control { date = date.adding(months: -1); return true }
            if col > 0 { col -= 1 } else if row > 0 { col = 6; row -= 1 }
            if col < 0 { col = 6 }
            if row < 0 { row = 5 }
        case "Right", "KP_Right":
            if control { date = date.adding(months: 1); return true }
            if col < 6 { col += 1 } else if row < 5 { col = 0; row += 1 }
            if col < 0 { col = 0 }
            if row < 0 { row = 0 }
        case "Up", "KP_Up":
            if control { date = date.adding(months: -12); return true }
            if row > 0 { row -= 1 }
            if row < 0 { row = 5 }
            if col < 0 { col = 6 }
        case "Down", "KP_Down":
            if control { date = date.adding(months: 12); return true }
            if row < 5 { row += 1 }
            if col < 0 { col = 0 }
        case "space", "KP_Space":
            guard let cursor else { return false }
            select(cell: cursor)
            return true
        default: return false
        }
        cursor = row * 7 + col
        return true
    }
}

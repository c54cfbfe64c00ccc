// CalendarDate: a day of the proleptic Gregorian calendar, as a calendar dialog moves through
// it: days and weeks forward and back, months with the day kept within the month, the weekday
// of any day (Howard Hinnant's days-from-civil), and the ISO text the client formats.

public struct CalendarDate: Hashable, Sendable {
    public var year: Int
    /// 1…12.
    public var month: Int
    /// 1…the month's length.
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = min(max(month, 1), 12)
        self.day = min(max(day, 1), Self.length(of: self.month, in: year))
    }

    public static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }

    public static func length(of month: Int, in year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01.
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    public init(dayNumber z0: Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    /// 0 Sunday … 6 Saturday.
    public var weekday: Int { ((dayNumber % 7) + 11) % 7 }

    public func adding(days n: Int) -> CalendarDate { CalendarDate(dayNumber: dayNumber + n) }

    /// The same day `n` months on (the 31st becomes the month's last day).
    public func adding(months n: Int) -> CalendarDate {
        let index = year * 12 + (month - 1) + n
        let y = index >= 0 ? index / 12 : (index - 11) / 12
        return CalendarDate(year: y, month: index - y * 12 + 1, day: day)
    }

    /// `YYYY-MM-DD`: what the dialog reports; the client prints it in the format asked.
    public var iso: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(year)-\(two(month))-\(two(day))"
    }

    public init?(iso: String) {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        self.init(year: parts[0], month: parts[1], day: parts[2])
    }
}

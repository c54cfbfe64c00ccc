// ZenityDialogPlan: zenity's --progress, --scale and --text-info as a `dialog` request's words, and
// what the client does around it as zenity 3.44 does (progress.c, scale.c, text.c): a progress's
// stdin lines turned into updates, --auto-close and --auto-kill, what a scale prints, the text
// a text dialog shows (stdin, or --filename).
import OverlayCore

public struct ZenityDialogPlan: Equatable, Sendable {
    /// The `dialog` request.
    public var words: [String]
    public var kind: DialogSpec.Kind
    /// Progress: exit 0 at 100% or at the end of the input.
    public var autoClose: Bool
    /// Progress: Cancel sends SIGHUP to zenity's parent.
    public var autoKill: Bool
    /// Scale: print each value as it changes.
    public var printPartial: Bool
    /// Progress: "Time remaining: H:MM:SS" under the bar, from the rate so far.
    public var timeRemaining: Bool
    /// Text: the file shown instead of stdin.
    public var filename: String?
    /// Calendar: the strftime format the date is printed in (zenity's default is the locale's `%x`);
    /// nil prints the dialog's `YYYY-MM-DD`.
    public var dateFormat: String?
    /// Forms: what joins the fields when they are printed, and each field's kind, to read the answers.
    public var separator = "|"
    public var formKinds: [FormField.Kind] = []
    /// The --extra-button labels: the one pressed is printed, and zenity exits as for Escape.
    public var extraButtons: [String] = []
    /// Calendar: the day, month and year the command line names (the rest are today's: `fillDate`).
    var given: (day: Int?, month: Int?, year: Int?) = (nil, nil, nil)

    public static func == (a: Self, b: Self) -> Bool {
        a.words == b.words && a.kind == b.kind && a.autoClose == b.autoClose && a.autoKill == b.autoKill
            && a.printPartial == b.printPartial && a.timeRemaining == b.timeRemaining && a.filename == b.filename
            && a.dateFormat == b.dateFormat && a.extraButtons == b.extraButtons
    }

    /// Whether the words print a value on OK and on a timeout (a scale's number, a calendar's date).
    public var printsValue: Bool { kind == .scale || kind == .calendar || kind == .forms }
    /// Whether OK prints the text as it stands, with no newline added (text.c's --editable).
    public var printsText: Bool { kind == .text && words.contains("--editable") }

    /// A calendar's first day: what the command line names, the rest from `today` (the client's clock).
    public mutating func fillDate(today: CalendarDate) {
        guard kind == .calendar || kind == .forms else { return }
        let date = CalendarDate(year: given.year ?? today.year, month: given.month ?? today.month, day: given.day ?? today.day)
        words += ["--date", date.iso]
    }

    public init(_ line: ZenityCommandLine) {
        kind = [ZenityDialog.scale: .scale, .textInfo: .text, .calendar: .calendar, .forms: .forms][line.dialog] ?? .progress
        filename = line.dialog == .textInfo ? line.strings["filename"] : nil
        autoClose = line.has("auto-close")
        autoKill = line.has("auto-kill")
        printPartial = line.has("print-partial")
        timeRemaining = line.has("time-remaining")
        var w = ["dialog", kind.rawValue]
        if let title = line.strings["title"] { w += ["--title", title] }
        switch kind {
        case .progress:
            w += ["--text", line.text.map(ZenityList.compress) ?? "Running..."]
            if let p = line.ints["percentage"] { w += ["--value", "\(p)"] }
            if line.has("pulsate") { w.append("--pulsate") }
            if line.has("no-cancel") { w.append("--no-cancel") }
            if autoClose { w.append("--auto-close") }
        case .scale:
            w += ["--text", line.text.map(ZenityList.compress) ?? "Adjust the scale value"]
            w += ["--value", "\(line.ints["value"] ?? 0)", "--min", "\(line.ints["min-value"] ?? 0)",
                  "--max", "\(line.ints["max-value"] ?? 100)", "--step", "\(max(1, line.ints["step"] ?? 1))"]
            if line.has("hide-value") { w.append("--hide-value") }
            // Always: a timeout prints the value last shown, as zenity's does.
            w.append("--partial")
        case .calendar:
            w += ["--text", line.text.map(ZenityList.compress) ?? "Select a date from below."]
            // option.c counts a day, month or year given only when above 0 (and -1 is unset).
            func positive(_ name: String) -> Int? { line.ints[name].flatMap { $0 > 0 ? $0 : nil } }
            given = (positive("day"), positive("month"), positive("year"))
            dateFormat = line.strings["date-format"] ?? "%x"
        case .forms:
            w += Self.formWords(line)
            separator = line.separator
            formKinds = line.fields.map { FormField.Kind(rawValue: $0.kind.rawValue) ?? .entry }
            dateFormat = line.strings["forms-date-format"] ?? "%x"
        case .text:
            if let c = line.strings["checkbox"] { w += ["--checkbox", c] }
            if line.has("auto-scroll") { w.append("--auto-scroll") }
            if let font = line.strings["font"] { w += ["--font", font] }
            if line.has("editable") { w.append("--editable") }
        }
        if let label = line.strings["ok-label"] { w += ["--ok-label", label] }
        if let label = line.strings["cancel-label"] { w += ["--cancel-label", label] }
        extraButtons = line.lists["extra-button"] ?? []
        for label in extraButtons { w += ["--extra-button", label] }
        if let v = line.ints["width"], v > 0 { w += ["--width", "\(v)"] }
        if let v = line.ints["height"], v > 0 { w += ["--height", "\(v)"] }
        if let t = line.ints["timeout"], t > 0 { w += ["--timeout", "\(t)s"] }
        if let a = line.ints["attach"] { w += ["--attach", "0x" + String(a, radix: 16)] }
        words = w
    }

    /// What one line of a progress's input asks (progress.c's zenity_progress_handle_stdin).
    public enum InputLine: Equatable, Sendable {
        /// `#text`: the label.
        case text(String)
        /// `pulsate:true|false`.
        case pulsate(Bool)
        /// A line starting with a digit: the percentage (decimals with `.` or `,`, cut to a whole number).
        case percentage(Int)
        /// Anything else.
        case ignored
    }

    /// progress.c's "Time remaining: H:MM:SS" after `elapsed` seconds at `percentage` (above 0, below
    /// 100: else nothing, and its clock starts again).
    public static func remaining(percentage: Int, elapsed: Int) -> String? {
        guard percentage > 0, percentage < 100 else { return nil }
        let left = 100 * elapsed / percentage - elapsed
        let (h, m, s) = (left / 3600, left / 60 % 60, left % 60)
        return "Time remaining: \(h):" + (m < 10 ? "0" : "") + "\(m):" + (s < 10 ? "0" : "") + "\(s)"
    }

    public static func read(_ line: String) -> InputLine {
        if line.hasPrefix("#") {
            // zenity strips the blanks around the text and expands its C escapes.
            let body = line.dropFirst().drop { $0 == " " || $0 == "\t" }
            var trimmed = Substring(body)
            while let last = trimmed.last, last == " " || last == "\t" || last == "\r" { trimmed = trimmed.dropLast() }
            return .text(ZenityList.compress(String(trimmed)))
        }
        if line.hasPrefix("pulsate") {
            // Anything but `false` after the colon starts it; no colon, nothing.
            guard let colon = line.firstIndex(of: ":") else { return .ignored }
            return .pulsate(line[line.index(after: colon)...].trimmingBlanks.lowercased() != "false")
        }
        guard let first = line.unicodeScalars.first, ("0"..."9").contains(first) else { return .ignored }
        var digits = ""
        for c in line {
            if c.isASCII, c.isNumber { digits.append(c) } else { break }
        }
        return .percentage(min(100, Int(digits.prefix(9)) ?? 100))
    }
}

extension Substring {
    var trimmingBlanks: String {
        var s = self
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
}

extension ZenityDialogPlan {
    /// `overlayctl dialog …` as it was typed: the same client, with overlayd's option names.
    public init(request words: [String], kind: DialogSpec.Kind) {
        self.words = words
        self.kind = kind
        autoClose = false
        autoKill = false
        printPartial = words.contains("--partial")
        timeRemaining = false
        filename = nil
    }

    /// `dialog-update`'s answer for a calendar printed in `dateFormat` by `strftime`.
    public func printed(_ value: String, strftime: (String, CalendarDate) -> String) -> String {
        if kind == .forms { return formsOutput(value, strftime: strftime) }
        guard kind == .calendar, let format = dateFormat, let date = CalendarDate(iso: value) else { return value }
        return strftime(format, date)
    }
}

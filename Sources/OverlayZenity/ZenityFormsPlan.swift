// ZenityFormsPlan: zenity 3.44's --forms as a `dialog forms` request's fields (forms.c and
// option.c: the nth combo takes the nth --combo-values, the nth list the nth --list-values, and
// the lists' columns come from --column-values as option.c gathers them), and the answers
// printed as forms.c prints them.
import OverlayCore
import OverlayProtocol

extension ZenityDialogPlan {
    /// The fields' words: each field, then a combo's or list's values and a list's columns.
    static func formWords(_ line: ZenityCommandLine) -> [String] {
        var w = ["--text", line.text.map(ZenityList.compress) ?? "Forms dialog"]
        let combos = line.lists["combo-values"] ?? [], lists = line.lists["list-values"] ?? []
        let columns = formColumns(line)
        var comboCount = 0, listCount = 0
        for (kind, label) in line.fields {
            w += ["--" + kind.rawValue, label]
            switch kind {
            case .combo:
                if comboCount < combos.count { w += ["--values", combos[comboCount]] }
                comboCount += 1
            case .list:
                if listCount < lists.count { w += ["--values", lists[listCount]] }
                w += ["--columns", columns[listCount < columns.count ? listCount : 0]]
                listCount += 1
            case .entry, .password, .calendar: break
            }
        }
        if line.has("show-header") { w.append("--show-header") }
        return w
    }

    /// Each list's column titles as option.c gathers them: the first --column-values, then (its
    /// loop reads the wrong array) the second and later --list-values; "column" when none is given.
    static func formColumns(_ line: ZenityCommandLine) -> [String] {
        guard let given = line.lists["column-values"]?.first else { return ["column"] }
        return [given] + (line.lists["list-values"] ?? []).dropFirst()
    }

    /// The answers (`FormAnswers`) as forms.c prints them: the fields joined by the separator; an
    /// untouched combo a space; a list's selected cells each followed by a comma unless it is the
    /// last field; a calendar's day in the date format (ISO without one).
    func formsOutput(_ value: String, strftime: (String, CalendarDate) -> String) -> String {
        guard let answers = FormAnswers.decode(value, kinds: formKinds) else { return "" }
        var out = ""
        for (i, answer) in answers.enumerated() {
            let last = i == answers.count - 1
            switch answer {
            case .text(let t): out += t
            case .choice(let v): out += v ?? " "
            case .row(let cells): out += cells.map { last ? $0 : $0 + "," }.joined()
            // overlayctl's own `dialog forms` prints the ISO day; zenity's a format, `%x` by default.
            case .date(let d): out += dateFormat.map { strftime($0, d) } ?? d.iso
            }
            if !last { out += separator }
        }
        return out
    }
}

// FormField: one field of a forms dialog (zenity --forms) as its request describes it: an
// entry, a password, a calendar, a combo of values or a list of rows, and its label.

/// One field of a form, in the order the form shows them.
public struct FormField: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case entry, password, calendar, combo, list
    }

    public var kind: Kind
    /// The label left of the control (plain text, as zenity's gtk_label_new).
    public var label: String
    /// A combo's values; a list's cells, row after row.
    public var values: [String] = []
    /// A list's column titles (one column when none are named, as zenity's "column").
    public var columns: [String] = ["column"]

    public init(kind: Kind, label: String, values: [String] = [], columns: [String] = ["column"]) {
        self.kind = kind
        self.label = label
        self.values = values
        self.columns = columns.isEmpty ? ["column"] : columns
    }

    /// A list's rows: its cells cut into rows as wide as its columns (a short last row is
    /// filled with empty cells).
    public var rows: [[String]] {
        guard kind == .list, !values.isEmpty else { return [] }
        let n = max(1, columns.count)
        return stride(from: 0, to: values.count, by: n).map { start in
            let row = Array(values[start..<min(start + n, values.count)])
            return row + Array(repeating: "", count: n - row.count)
        }
    }

    /// zenity's `|`-separated values (`--combo-values`, `--list-values`, `--column-values`): an
    /// empty text is no value at all, as g_strsplit_set answers.
    public static func split(_ text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    }
}

/// What one field holds when the form is answered.
public enum FormAnswer: Hashable, Sendable {
    /// An entry's or a password's text.
    case text(String)
    /// A combo's chosen value; nil when none was chosen.
    case choice(String?)
    /// A list's selected row, its cells; empty when none is selected.
    case row([String])
    /// A calendar's selected day.
    case date(CalendarDate)
}

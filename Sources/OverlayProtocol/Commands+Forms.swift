// Commands+Forms: the options of `dialog forms` (zenity --forms with overlayd's own names): the
// fields in the order given, each combo's or list's values and a list's columns after it.
import OverlayCore

extension Commands {
    static let formOptions: [OptionSpec] = [
        OptionSpec("--entry", "LABEL", "A form's text field.", repeatable: true) { $0.dialog.fields.append(FormField(kind: .entry, label: $1)) },
        OptionSpec("--password", "LABEL", "A form's hidden text field.", repeatable: true) { $0.dialog.fields.append(FormField(kind: .password, label: $1)) },
        OptionSpec("--calendar", "LABEL", "A form's calendar (starting on --date).", repeatable: true) {
            $0.dialog.fields.append(FormField(kind: .calendar, label: $1))
        },
        OptionSpec("--combo", "LABEL", "A form's combo box; --values gives its values.", repeatable: true) {
            $0.dialog.fields.append(FormField(kind: .combo, label: $1))
        },
        OptionSpec("--list", "LABEL", "A form's list; --values gives its cells row by row, --columns its columns.", repeatable: true) {
            $0.dialog.fields.append(FormField(kind: .list, label: $1))
        },
        OptionSpec("--values", "A|B|…", "The values of the combo or list before it, separated by |.") { d, text in
            guard let last = d.dialog.fields.indices.last, [.combo, .list].contains(d.dialog.fields[last].kind) else {
                throw UsageError("dialog: --values follows a --combo or --list")
            }
            d.dialog.fields[last].values = FormField.split(text)
        },
        OptionSpec("--columns", "A|B|…", "The column titles of the list before it, separated by |.") { d, text in
            guard let last = d.dialog.fields.indices.last, d.dialog.fields[last].kind == .list else {
                throw UsageError("dialog: --columns follows a --list")
            }
            d.dialog.fields[last].columns = FormField.split(text).isEmpty ? ["column"] : FormField.split(text)
        },
        .flag("--show-header", "A form's lists show their column titles.") { $0.dialog.showHeader = true },
    ]
}

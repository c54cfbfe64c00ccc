// ZenityOptions: zenity 3.44's option table (src/option.c), group by group in the order GOption
// runs their checks, with the variable each option writes (several groups share one: `--text`).

import OverlayProtocol

/// The dialogs zenity 3.44 knows, and its two non-dialog modes.
public enum ZenityDialog: String, CaseIterable, Sendable {
    case calendar, entry, error, info, fileSelection = "file-selection", list, notification, progress, question, warning,
         scale, textInfo = "text-info", colorSelection = "color-selection", password, forms, about, version
}

/// One option of zenity's table.
public struct ZenityOption: Sendable {
    public enum Kind: Sendable {
        case flag, string, int
        /// Repeatable: each occurrence adds (`--column`, `--extra-button`).
        case strings
        /// A forms field (`--add-entry LABEL`): kept in order with the others.
        case field
    }

    public let name: String
    public let kind: Kind
    /// The variable it writes: option.c's, shared by the groups that declare the same one.
    public let variable: String
    /// GOption's conflict resolution also accepts it as `--GROUP-NAME` unless it is NOALIAS.
    public let aliased: Bool

    init(_ name: String, _ kind: Kind, _ variable: String? = nil, aliased: Bool = true) {
        (self.name, self.kind, self.variable, self.aliased) = (name, kind, variable ?? name, aliased)
    }
}

/// One GOption group of zenity: its options, the dialog it turns on, and what its post-parse
/// hook refuses when that dialog is not the one asked for.
public struct ZenityGroup: Sendable {
    public let name: String
    public let dialogs: [ZenityDialog]
    public let options: [ZenityOption]
    /// Variables that are "not supported for this dialog" outside this group's dialog.
    let ownVariables: [String]
}

public enum ZenityOptions {
    typealias O = ZenityOption

    /// The options of the message dialogs (info, warning, error, question), NOALIAS in option.c.
    static let message = [O("text", .string, aliased: false), O("icon-name", .string, aliased: false),
                          O("no-wrap", .flag, aliased: false), O("no-markup", .flag, aliased: false),
                          O("ellipsize", .flag, aliased: false)]
    static let text = O("text", .string, aliased: false)

    /// In the order zenity adds them to its context, which is the order of their checks.
    public static let groups: [ZenityGroup] = [
        ZenityGroup(name: "general", dialogs: [], options: [
            O("title", .string), O("window-icon", .string), O("width", .int), O("height", .int), O("timeout", .int),
            O("ok-label", .string, aliased: false), O("cancel-label", .string, aliased: false), O("extra-button", .strings),
            O("modal", .flag, aliased: false), O("attach", .int, aliased: false),
        ], ownVariables: []),
        ZenityGroup(name: "calendar", dialogs: [.calendar], options: [
            text, O("day", .int), O("month", .int), O("year", .int), O("date-format", .string),
        ], ownVariables: ["day", "month", "year", "date-format"]),
        ZenityGroup(name: "entry", dialogs: [.entry], options: [text, O("entry-text", .string), O("hide-text", .flag)],
                    ownVariables: ["entry-text", "hide-text"]),
        ZenityGroup(name: "error", dialogs: [.error], options: message, ownVariables: []),
        ZenityGroup(name: "info", dialogs: [.info], options: message, ownVariables: []),
        ZenityGroup(name: "file-selection", dialogs: [.fileSelection], options: [
            O("filename", .string, aliased: false), O("multiple", .flag, aliased: false), O("directory", .flag),
            O("save", .flag), O("separator", .string, aliased: false), O("confirm-overwrite", .flag),
            O("file-filter", .strings, aliased: false),
        ], ownVariables: ["directory", "save", "file-filter"]),
        ZenityGroup(name: "list", dialogs: [.list], options: [
            text, O("column", .strings), O("checklist", .flag), O("radiolist", .flag), O("imagelist", .flag),
            O("separator", .string, aliased: false), O("multiple", .flag, aliased: false), O("editable", .flag, aliased: false),
            O("print-column", .string), O("hide-column", .string), O("hide-header", .flag, aliased: false),
            O("mid-search", .flag, aliased: false),
        ], ownVariables: ["column", "checklist", "radiolist", "imagelist", "print-column", "hide-column", "hide-header", "mid-search"]),
        ZenityGroup(name: "notification", dialogs: [.notification], options: [
            text, O("listen", .flag), O("hint", .strings, aliased: false),
        ], ownVariables: ["listen"]),
        ZenityGroup(name: "progress", dialogs: [.progress], options: [
            text, O("percentage", .int), O("pulsate", .flag), O("auto-close", .flag), O("auto-kill", .flag),
            O("no-cancel", .flag), O("time-remaining", .flag),
        ], ownVariables: ["pulsate", "percentage", "auto-close", "auto-kill", "no-cancel", "time-remaining"]),
        ZenityGroup(name: "question", dialogs: [.question], options: message + [
            O("default-cancel", .flag, aliased: false), O("switch", .flag, aliased: false),
        ], ownVariables: []),
        ZenityGroup(name: "warning", dialogs: [.warning], options: message, ownVariables: []),
        ZenityGroup(name: "scale", dialogs: [.scale], options: [
            text, O("value", .int), O("min-value", .int), O("max-value", .int), O("step", .int), O("print-partial", .flag),
            O("hide-value", .flag),
        ], ownVariables: []),
        ZenityGroup(name: "text-info", dialogs: [.textInfo], options: [
            O("filename", .string, aliased: false), O("editable", .flag, aliased: false), O("font", .string),
            O("checkbox", .string, aliased: false), O("html", .flag, aliased: false), O("no-interaction", .flag, aliased: false),
            O("url", .string, aliased: false), O("auto-scroll", .flag, aliased: false),
        ], ownVariables: ["font"]),
        ZenityGroup(name: "color-selection", dialogs: [.colorSelection], options: [O("color", .string), O("show-palette", .flag)],
                    ownVariables: ["color", "show-palette"]),
        ZenityGroup(name: "password", dialogs: [.password], options: [O("username", .flag)], ownVariables: ["username"]),
        ZenityGroup(name: "forms", dialogs: [.forms], options: [
            O("add-entry", .field), O("add-password", .field), O("add-calendar", .field), O("add-list", .field),
            O("list-values", .strings), O("column-values", .strings), O("add-combo", .field), O("combo-values", .strings),
            O("show-header", .flag), text, O("separator", .string, aliased: false),
            O("date-format", .string, "forms-date-format"),
        ], ownVariables: ["forms-date-format", "list-values", "column-values", "combo-values", "show-header"]),
        ZenityGroup(name: "misc", dialogs: [.about, .version], options: [], ownVariables: []),
    ]

    /// GTK's own options, which gtk_init takes out of argv before zenity reads it.
    static let gtk = [O("class", .string), O("name", .string), O("gtk-module", .string), O("g-fatal-warnings", .flag),
                      O("gtk-debug", .string), O("gtk-no-debug", .string), O("gdk-debug", .string),
                      O("gdk-no-debug", .string), O("display", .string)]

    /// GOption's help words: zenity prints its help for them (the real zenity's text).
    public static func isHelp(_ word: String) -> Bool {
        word == "-h" || word == "-?" || word == "--help" || word.hasPrefix("--help-")
    }

    /// The option `--NAME` (or an alias `--GROUP-NAME`) names, and the dialog it turns on:
    /// the first group that declares it wins, as GOption looks groups up in order.
    static func lookup(_ name: String) -> (option: ZenityOption, dialog: ZenityDialog?)? {
        if let d = ZenityDialog(rawValue: name) { return (O(name, .flag), d) }
        for g in groups { if let o = g.options.first(where: { $0.name == name }) { return (o, nil) } }
        if let o = gtk.first(where: { $0.name == name }) { return (o, nil) }
        for g in groups where name.hasPrefix(g.name + "-") {
            let rest = name.dropFirst(g.name.count + 1)
            if let o = g.options.first(where: { $0.aliased && $0.name == rest }) { return (o, nil) }
        }
        return nil
    }
}

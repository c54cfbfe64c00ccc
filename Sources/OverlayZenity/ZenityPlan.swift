// ZenityPlan: how overlayd draws a zenity command line: a message dialog as an `alert`, an
// entry or password as a prompt pick, a list as a `zenity` pick (GTK's tree view), a colour as `pick-color`,
// a progress, scale, text or calendar as a `dialog`, a notification as zenity's Notify on the bus;
// or why it is handed to the real zenity (a dialog or option not drawn yet).
import OverlayProtocol
import OverlayCore

public enum ZenityPlan: Sendable {
    /// An `alert` request's words; each button key's meaning.
    case message(words: [String], answers: [String: ZenityAnswer])
    /// A prompt pick (entry, password): the menu.
    case prompt(PickSpec)
    /// A list: the menu; the rows come from argv (`cells`) or, when nil, from stdin.
    case list(PickSpec, cells: [String]?)
    /// `pick-color`'s words.
    case color(words: [String])
    /// A `dialog` request's words (progress, scale) and how its client behaves (`ZenityDialogPlan`).
    case dialog(ZenityDialogPlan)
    /// A freedesktop notification sent on the session bus (`ZenityNotification`), as zenity's.
    case notification
    /// Not drawn yet: handed to the real zenity; what to name in the error when there is none.
    case handOver(String)

    public init(_ line: ZenityCommandLine) {
        switch line.dialog {
        case .info, .warning, .error, .question: self = Self.message(line)
        case .entry:
            var s = Self.dialogSpec(line, message: line.text ?? "Enter new text:", title: "Add a new entry")
            s.initialText = line.strings["entry-text"] ?? ""
            s.initialSelected = true
            // Two or more words after the options make a combo of them (entry.c; one word is no
            // combo and is ignored), --entry-text its first value and shown, and nothing hidden.
            if !Self.comboValues(line).isEmpty {
                if line.strings["entry-text"] != nil { s.selectedRow = 0 }
            } else {
                s.password = line.has("hide-text")
            }
            // entry.c adds the extra buttons after Cancel and OK: Tab reaches them last.
            if let extras = line.lists["extra-button"], !extras.isEmpty {
                s.buttons = [line.strings["cancel-label"] ?? "Cancel", line.strings["ok-label"] ?? "OK"] + extras
                s.extraButtons = extras.count
            }
            self = .prompt(s)
        case .password:
            // gtk_dialog_new with no title: GTK names the window after the program.
            var s = Self.dialogSpec(line, message: line.has("username") ? "Type your username and password" : "Type your password",
                                    title: "zenity")
            s.password = true
            if line.has("username") {
                // password.c's entries, then Cancel and OK, in Tab's order.
                s.userLine = "Username:"
                s.prompt = "Password:"
                s.buttons = [line.strings["cancel-label"] ?? "Cancel", line.strings["ok-label"] ?? "OK"]
            }
            // password.c adds the extra buttons before Cancel and OK: Tab reaches them first.
            if let extras = line.lists["extra-button"], !extras.isEmpty {
                s.buttons = extras + [line.strings["cancel-label"] ?? "Cancel", line.strings["ok-label"] ?? "OK"]
                s.extraButtons = extras.count
                s.extraButtonsFirst = true
            }
            self = .prompt(s)
        case .list:
            let unsupported = ["imagelist"].filter(line.has)
            guard unsupported.isEmpty else { self = .handOver("--list with these options"); return }
            var s = Self.dialogSpec(line, message: line.text.map { ZenityList.compress($0) } ?? "Select items from the list below.",
                                    title: "Select items from the list")
            s.flavor = .zenity
            s.lines = line.ints["height"].map { max(3, ($0 - 120) / 28) } ?? 10
            s.caseInsensitive = true
            s.midSearch = line.has("mid-search")
            s.multiSelect = line.has("multiple")
            s.ticks = line.has("checklist") ? .check : line.has("radiolist") ? .radio : nil
            if line.has("editable") {
                // Every text cell is sent, the hidden ones too (--print-column may print them).
                s.editable = true
                let toggles = s.ticks != nil ? 1 : 0
                s.hiddenCells = ZenityList.indexes(line.strings["hide-column"] ?? "", count: line.lists["column"]?.count ?? 0)
                    .map { $0 - 1 - toggles }.filter { $0 >= 0 }
            }
            // tree.c adds the extra buttons after Cancel and OK: Tab reaches them last.
            let extras = line.lists["extra-button"] ?? []
            s.buttons = [line.strings["cancel-label"] ?? "Cancel", line.strings["ok-label"] ?? "OK"] + extras
            s.extraButtons = extras.count
            self = .list(s, cells: line.positionals.isEmpty ? nil : line.positionals)
        case .colorSelection:
            // GTK's colour chooser dialog, untitled, takes the program's name; --title names it.
            var w = ["pick-color", "--window-title", line.strings["title"] ?? "zenity", "--window-class", "zenity,Zenity"]
            if let c = line.strings["color"], let hex = ZenityColor.hex(c) { w += ["--default", hex] }
            if let a = line.ints["attach"] { w += ["--attach", "0x" + String(a, radix: 16)] }
            self = .color(words: w)
        case .notification: self = .notification
        case .progress, .scale, .calendar:
            self = .dialog(ZenityDialogPlan(line))
        case .forms:
            self = .dialog(ZenityDialogPlan(line))
        case .textInfo:
            // HTML and a URL (WebKit) stay with the real zenity.
            let unsupported = ["html", "no-interaction"].filter(line.has) + ["url"].filter { line.strings[$0] != nil }
            guard unsupported.isEmpty else { self = .handOver("--text-info with --" + unsupported[0]); return }
            self = .dialog(ZenityDialogPlan(line))
        default:
            self = .handOver("--" + line.dialog.rawValue)
        }
    }

    /// The words without their `--attach WINDOW`, to ask again when overlayd finds no such window:
    /// zenity then opens its dialog where it would without one. Nil when the words attach nothing.
    public static func unattached(_ words: [String]) -> [String]? {
        guard let i = words.firstIndex(of: "--attach"), i + 1 < words.count else { return nil }
        return Array(words[..<i] + words[(i + 2)...])
    }

    /// An entry's combo values, the rows of its prompt: --entry-text first, then the words after
    /// the options; none when fewer than two words make no combo.
    public static func comboValues(_ line: ZenityCommandLine) -> [String] {
        guard line.dialog == .entry, line.positionals.count > 1 else { return [] }
        return (line.strings["entry-text"].map { [$0] } ?? []) + line.positionals
    }

    /// A centred prompt-look pick with zenity's text, its window named and classed as zenity's
    /// (`--title`, else the dialog's own `title`), `--width` wide, ending by itself after `--timeout`.
    static func dialogSpec(_ line: ZenityCommandLine, message: String, title: String) -> PickSpec {
        var s = PickSpec()
        s.flavor = .prompt
        s.centered = true
        s.dialogTitle = line.strings["title"] ?? title
        s.message = message
        if let w = line.ints["width"], w > 0 { s.width = min(w, 16384) }
        if let t = line.ints["timeout"], t > 0 { s.timeoutMs = t * 1000 }
        if let a = line.ints["attach"], a > 0, a <= Int(UInt32.max) { s.attach = .window(UInt32(a)) }
        return s
    }

    /// zenity's message dialogs as alerts: buttons left to right as msg.c adds them, the focused one
    /// the default, Escape and a click outside cancelling.
    static func message(_ line: ZenityCommandLine) -> ZenityPlan {
        let extras = line.lists["extra-button"] ?? []
        var buttons: [(key: String, label: String, answer: ZenityAnswer)] = []
        var focused: String
        let ok = line.strings["ok-label"]
        if line.dialog == .question {
            let extra = extras.enumerated().map { ("extra\($0.offset)", $0.element, ZenityAnswer.extra($0.element)) }
            if line.has("switch") {
                buttons = extra
                focused = "extra0"
            } else {
                buttons = extra + [("no", line.strings["cancel-label"] ?? "No", .cancel), ("yes", ok ?? "Yes", .ok)]
                focused = line.has("default-cancel") ? "no" : "yes"
            }
        } else {
            buttons = [("ok", ok ?? "OK", .ok)] + extras.enumerated().map { ("extra\($0.offset)", $0.element, ZenityAnswer.extra($0.element)) }
            focused = "ok"
        }
        guard buttons.count <= 8, buttons.allSatisfy({ !$0.label.isEmpty }) else { return .handOver("more than 8 buttons") }
        let defaults = [ZenityDialog.info: "All updates are complete.", .warning: "Are you sure you want to proceed?",
                        .error: "An error has occurred.", .question: "Are you sure you want to proceed?"]
        var text = line.text.map { ZenityList.compress($0) } ?? defaults[line.dialog] ?? ""
        if line.has("no-markup") { text = NotificationMarkup.escape(text) }
        let titles = [ZenityDialog.info: "Information", .warning: "Warning", .error: "Error", .question: "Question"]
        // zenity's window is focused as it maps: the dialog holds the keyboard, so keys reach it and not the window below.
        var w = ["alert", "--text", text, "--dismiss", "escape,tap-outside", "--take-keyboard", "--default-action", focused,
                 "--window-title", line.strings["title"] ?? titles[line.dialog] ?? "zenity", "--window-class", "zenity,Zenity"]
        if let width = line.ints["width"], width > 0 { w += ["--max-width", String(min(max(width, 40), 4000))] }
        for b in buttons { w += ["--button", b.key + ":" + b.label] }
        if let t = line.ints["timeout"], t > 0 { w += ["--timeout", "\(t)s"] }
        if let a = line.ints["attach"] { w += ["--attach", "0x" + String(a, radix: 16)] }
        if line.has("modal") { w.append("--modal") }
        return .message(words: w, answers: Dictionary(uniqueKeysWithValues: buttons.map { ($0.key, $0.answer) }))
    }
}

/// What a message dialog's button means.
public enum ZenityAnswer: Equatable, Sendable {
    case ok, cancel
    /// An extra button: its label is printed and zenity exits as for Escape.
    case extra(String)
}

/// zenity's colour text: GDK's `rgb(r,g,b)`, and what `--color` accepts.
public enum ZenityColor {
    /// `#rrggbb` → `rgb(r,g,b)`.
    public static func rgb(_ hex: String) -> String? {
        guard let h = ColorChooserSpec.normalized(hex), let v = Int(h.dropFirst(), radix: 16) else { return nil }
        return "rgb(\(v >> 16),\((v >> 8) & 255),\(v & 255))"
    }

    /// `--color`'s text (`#rgb`, `#rrggbb`, `rgb(r,g,b)`) as `#rrggbb`.
    public static func hex(_ text: String) -> String? {
        if let h = ColorChooserSpec.normalized(text), text.hasPrefix("#") { return h }
        guard text.hasPrefix("rgb("), text.hasSuffix(")") else { return nil }
        let parts = text.dropFirst(4).dropLast().split(separator: ",").compactMap { Int($0.filter { $0 != " " }) }
        guard parts.count == 3, parts.allSatisfy({ (0...255).contains($0) }) else { return nil }
        return "#" + parts.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}

// ZenityPlan: how overlayd draws a zenity command line: a message dialog as an `alert`, an
// entry or password as a prompt pick, a list as a pick of its rows, a colour as `pick-color`,
// a progress, scale or text as a `dialog`;
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
    /// Not drawn yet: handed to the real zenity; what to name in the error when there is none.
    case handOver(String)

    public init(_ line: ZenityCommandLine) {
        switch line.dialog {
        case .info, .warning, .error, .question: self = Self.message(line)
        case .entry:
            // The combo form (words after the options) and the timeout's printed text are not drawn yet.
            guard line.positionals.isEmpty, line.ints["timeout"] == nil else { self = .handOver("--entry with these options"); return }
            var s = Self.dialogSpec(line, message: line.text ?? "Enter new text:")
            s.initialText = line.strings["entry-text"] ?? ""
            s.initialSelected = true
            s.password = line.has("hide-text")
            self = .prompt(s)
        case .password:
            guard !line.has("username"), line.ints["timeout"] == nil else { self = .handOver("--password with these options"); return }
            var s = Self.dialogSpec(line, message: "Type your password")
            s.password = true
            self = .prompt(s)
        case .list:
            let unsupported = ["checklist", "radiolist", "imagelist", "editable"].filter(line.has)
            guard unsupported.isEmpty, line.ints["timeout"] == nil else { self = .handOver("--list with these options"); return }
            var s = Self.dialogSpec(line, message: line.text.map { ZenityList.compress($0) } ?? "Select items from the list below.")
            s.flavor = .rofi
            s.lines = 10
            s.matching = .prefix
            s.caseInsensitive = true
            s.noCustom = true
            s.onlyMatch = true
            s.windowTitle = line.strings["title"] ?? "Select items from the list"
            self = .list(s, cells: line.positionals.isEmpty ? nil : line.positionals)
        case .colorSelection:
            var w = ["pick-color"]
            if let c = line.strings["color"], let hex = ZenityColor.hex(c) { w += ["--default", hex] }
            if let a = line.ints["attach"] { w += ["--attach", "0x" + String(a, radix: 16)] }
            self = .color(words: w)
        case .progress, .scale, .calendar:
            self = .dialog(ZenityDialogPlan(line))
        case .textInfo:
            // Editing, HTML and another font are not drawn yet.
            let unsupported = ["editable", "html", "no-interaction"].filter(line.has) + ["url", "font"].filter { line.strings[$0] != nil }
            guard unsupported.isEmpty else { self = .handOver("--text-info with --" + unsupported[0]); return }
            self = .dialog(ZenityDialogPlan(line))
        default:
            self = .handOver("--" + line.dialog.rawValue)
        }
    }

    /// A centred prompt-look pick with zenity's title and text.
    static func dialogSpec(_ line: ZenityCommandLine, message: String) -> PickSpec {
        var s = PickSpec()
        s.flavor = .prompt
        s.centered = true
        s.title = line.strings["title"] ?? ""
        s.message = message
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
        var w = ["alert", "--text", text, "--dismiss", "escape,tap-outside", "--default-action", focused]
        if let title = line.strings["title"], !title.isEmpty { w += ["--title", title] }
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

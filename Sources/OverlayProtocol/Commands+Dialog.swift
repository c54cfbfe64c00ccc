// Commands+Dialog: the `dialog` request (zenity's --progress and --scale with overlayd's own
// option names) and `dialog-update`, which feeds an open progress dialog from the client's input.
import OverlayCore

extension Commands {
    static let dialog = CommandSpec(
        "dialog", "progress|scale|text|calendar|forms [OPTIONS]",
        "Open a dialog centred on the focused monitor: a progress bar fed by dialog-update, a scale, a text fed so, a calendar, "
            + "or a form of fields; its answer arrives as a dialog event (zenity --progress, --scale, --text-info, --calendar, --forms).",
        options: [
            OptionSpec("--id", "ID", "Name the dialog's overlay.") { $0.id = try OptionValues.id($1) },
            OptionSpec("--title", "TEXT", "The window's title.") { $0.dialog.title = $1 },
            OptionSpec("--text", "TEXT", "The label above the control (Pango markup).") { $0.dialog.text = $1 },
            OptionSpec("--value", "N", "The percentage of a progress (0-100), the value of a scale.") {
                $0.dialog.value = try OptionValues.int($1, "--value", Int(Int32.min)...Int(Int32.max), "an integer")
            },
            OptionSpec("--min", "N", "A scale's minimum (default 0).") {
                $0.dialog.minimum = try OptionValues.int($1, "--min", Int(Int32.min)...Int(Int32.max), "an integer")
            },
            OptionSpec("--max", "N", "A scale's maximum (default 100).") {
                $0.dialog.maximum = try OptionValues.int($1, "--max", Int(Int32.min)...Int(Int32.max), "an integer")
            },
            OptionSpec("--step", "N", "What a scale's arrow keys add or take (default 1).") {
                $0.dialog.step = try OptionValues.int($1, "--step", 1...Int(Int32.max), "a positive integer")
            },
            .flag("--pulsate", "The progress bar pulses until a percentage arrives.") { $0.dialog.pulsate = true },
            .flag("--no-cancel", "No Cancel button on a progress.") { $0.dialog.noCancel = true },
            .flag("--auto-close", "A progress closes at 100% (overlayctl exits 0 then); with --no-cancel it has no buttons.") {
                $0.dialog.autoClose = true
            },
            .flag("--hide-value", "A scale shows no number.") { $0.dialog.hideValue = true },
            OptionSpec("--date", "YYYY-MM-DD", "A calendar's first day (default 2000-01-01; overlayctl sends today).") {
                $0.dialog.date = try OptionValues.named($1, "--date", "YYYY-MM-DD", CalendarDate.init(iso:))
            },
            OptionSpec("--checkbox", "TEXT", "A text dialog's check box, which OK waits for.") { $0.dialog.checkbox = $1 },
            .flag("--auto-scroll", "A text dialog shows the end of its text as it arrives.") { $0.dialog.autoScroll = true },
            .flag("--editable", "A text dialog's text can be typed into; OK reports the text.") { $0.dialog.editable = true },
            OptionSpec("--font", "FONT", "A text dialog's text in this Pango font (such as 'Monospace 12').") { $0.dialog.font = $1 },
            .flag("--partial", "A dialog event (no button) at each change of a scale's value.") { $0.dialog.partial = true },
            OptionSpec("--ok-label", "TEXT", "The OK button's label.") { $0.dialog.okLabel = $1 },
            OptionSpec("--cancel-label", "TEXT", "The Cancel button's label.") { $0.dialog.cancelLabel = $1 },
            OptionSpec("--extra-button", "TEXT", "A button after OK (repeatable); pressed, the dialog event's button is extra0, extra1, ...") {
                $0.dialog.extraButtons.append($1)
            },
            OptionSpec("--width", "PX", "The dialog's width.") { $0.dialog.width = try OptionValues.int($1, "--width", 1...10_000, "1 to 10000") },
            OptionSpec("--height", "PX", "The dialog's height.") { $0.dialog.height = try OptionValues.int($1, "--height", 1...10_000, "1 to 10000") },
            OptionSpec("--timeout", "DURATION", "Dismiss after this long (reason timeout).") {
                $0.dialog.timeoutMs = try OptionValues.milliseconds($1, "--timeout", "a duration such as 3s or 500ms")
            },
            OptionSpec("--attach", "TARGET", "Open at this source (as show's --attach) instead of centred.",
                       .words(["active", "pointer", "class:", "title:", "rect:", "region:"])) {
                $0.dialog.attach = try OptionValues.named($1, "--attach", "0xWINDOW, active, pointer, class:NAME, title:GLOB, rect:X,Y,W,H or region:NAME",
                                                          AttachTarget.init(parsing:))
            },
        ] + formOptions,
        operands: .words(DialogSpec.Kind.allCases.map(\.rawValue))
    ) { args, command in
        guard let word = args.positional() else { throw UsageError("dialog: missing type (progress, scale, text, calendar or forms)") }
        guard let kind = DialogSpec.Kind(rawValue: word) else { throw UsageError("dialog: expected progress, scale, text, calendar or forms: \(word)") }
        var d = RequestDraft()
        d.dialog = DialogSpec(kind: kind)
        try args.apply(command.options, to: &d)
        if kind == .scale {
            let s = d.dialog
            if s.minimum >= s.maximum { throw UsageError("dialog: --max must be greater than --min") }
            if !(s.minimum...s.maximum).contains(s.value) { throw UsageError("dialog: --value out of range") }
        }
        return .dialog(id: d.id, spec: d.dialog)
    }

    static let dialogUpdate = CommandSpec(
        "dialog-update", "ID [OPTIONS]",
        "Feed an open progress dialog: a percentage, a text, pulsing, or the end of its input.",
        options: [
            OptionSpec("--value", "N", "The percentage (clamped to 0-100).") {
                $0.dialogUpdate.value = try OptionValues.int($1, "--value", Int(Int32.min)...Int(Int32.max), "an integer")
            },
            OptionSpec("--text", "TEXT", "The label above the bar.") { $0.dialogUpdate.text = $1 },
            OptionSpec("--pulsate", "on|off", "Pulse, or stop pulsing.", .words(["on", "off"])) {
                $0.dialogUpdate.pulsate = try OptionValues.named($1, "--pulsate", "on or off") { ["on": true, "off": false][$0] }
            },
            OptionSpec("--append", "TEXT", "More of a text dialog's text.") { $0.dialogUpdate.append = $1 },
            OptionSpec("--detail", "TEXT", "The line under the bar (the time remaining); empty hides it.") { $0.dialogUpdate.detail = $1 },
            .flag("--finished", "The input ended: the bar fills, OK is offered, Cancel is greyed.") { $0.dialogUpdate.finished = true },
        ]
    ) { args, command in
        let id = try operand(&args, "dialog-update: missing dialog id")
        var d = RequestDraft()
        try args.apply(command.options, to: &d)
        return .dialogUpdate(id: id, d.dialogUpdate)
    }
}

// DialogSpec: what a `dialog` request asks for (zenity's --progress, --scale, --text-info): the kind,
// its text and labels, the control's numbers and flags, the size and the attachment.

/// One dialog as its request describes it.
public struct DialogSpec: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A bar fed by `dialog-update` (zenity --progress).
        case progress
        /// A slider between a minimum and a maximum (zenity --scale).
        case scale
        /// A scrolled text fed by `dialog-update --append` (zenity --text-info).
        case text
        /// A month's days to choose one from (zenity --calendar).
        case calendar
        /// Labelled fields answered together (zenity --forms).
        case forms
    }

    public var kind: Kind
    /// The window's title (`WM_NAME`), as zenity names its window.
    public var title: String = ""
    /// The label above the control (Pango markup, as zenity's `--text`).
    public var text: String = ""
    /// A progress's percentage, a scale's value.
    public var value: Int = 0
    public var minimum: Int = 0
    public var maximum: Int = 100
    public var step: Int = 1
    /// The progress bar pulses instead of showing a fraction.
    public var pulsate = false
    /// No Cancel button (--no-cancel).
    public var noCancel = false
    /// The client closes the dialog at 100% (with --no-cancel there is then no OK button either).
    public var autoClose = false
    /// A text dialog's check box, which OK waits for (zenity's --checkbox).
    public var checkbox: String?
    /// A text dialog shows the end of its text as text arrives.
    public var autoScroll = false
    /// A text dialog's text in this Pango font (zenity's --font) instead of the style's.
    public var font: String?
    /// A text dialog's text can be edited, and OK reports it (zenity's --editable).
    public var editable = false
    /// A calendar's first day (the client sends today when zenity's command line names none).
    public var date = CalendarDate(year: 2000, month: 1, day: 1)
    /// A form's fields, in order.
    public var fields: [FormField] = []
    /// A form's lists show their column titles (zenity's --show-header).
    public var showHeader = false
    /// A scale draws no number beside its slider.
    public var hideValue = false
    /// A `dialog` event with the value at each change of a scale (--print-partial).
    public var partial = false
    public var okLabel: String?
    public var cancelLabel: String?
    /// Buttons after OK, left to right (zenity's --extra-button): the n-th is pressed as `extra<n>`
    /// (`DialogSpec.extraKey`).
    public var extraButtons: [String] = []
    /// The dialog's size in pixels (zenity's --width/--height), before scaling; nil: its natural size.
    public var width: Int?
    public var height: Int?
    /// Open beside this source instead of centred on the focused monitor.
    public var attach: AttachTarget?
    /// Gone after this many milliseconds (dismissed as `timeout`); nil: never.
    public var timeoutMs: Int64?

    public init(kind: Kind) { self.kind = kind }

    /// The key the `index`-th extra button is pressed as (the `dialog` event's button).
    public static func extraKey(_ index: Int) -> String { "extra\(index)" }
}

/// What `dialog-update` changes in an open progress dialog (nil: unchanged).
public struct DialogUpdate: Hashable, Sendable {
    public var value: Int?
    public var text: String?
    public var pulsate: Bool?
    /// The line under a progress bar (zenity's "Time remaining: 0:01:05"); empty hides it.
    public var detail: String?
    /// More of a text dialog's text.
    public var append: String?
    /// The input ended (EOF): the bar fills, OK is offered, Cancel is greyed.
    public var finished = false

    public init(value: Int? = nil, text: String? = nil, pulsate: Bool? = nil, detail: String? = nil, append: String? = nil,
                finished: Bool = false) {
        self.value = value; self.text = text; self.pulsate = pulsate; self.detail = detail; self.append = append
        self.finished = finished
    }
}

// DialogModel+Editing: an editable text dialog (zenity's --text-info --editable) takes keys as
// zenity 3.44's GTK text view was seen taking them: the cursor at the end of the text, typing and
// BackSpace there, Return a new line, Tab a tab; Ctrl+Tab leaves the view, after which Return is
// OK (the dialog's default) whichever button has the focus, and space presses the focused one.
extension DialogModel {
    /// What `name` does to the text; nil: the dialog's own keys (Escape, mnemonics, buttons).
    mutating func editKey(_ name: String, text: String, control: Bool) -> Outcome? {
        guard focus == .control else {
            return name == "Return" || name == "KP_Enter" ? press("ok") : nil
        }
        switch name {
        case "Tab", "KP_Tab": return control ? moveFocus(by: 1) : insert("\t")
        case "ISO_Left_Tab": return control ? moveFocus(by: -1) : nil
        case "Return", "KP_Enter": return insert("\n")
        case "BackSpace":
            guard !body.isEmpty else { return Outcome.none }
            body.removeLast()
            return showEnd()
        case "Escape": return nil
        default:
            guard !control, !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7f }) else { return nil }
            return insert(text)
        }
    }

    private mutating func insert(_ typed: String) -> Outcome {
        body += typed
        return showEnd()
    }

    /// The cursor's line stays in view.
    private mutating func showEnd() -> Outcome {
        _ = scrollTo(.max)
        return .repaint
    }
}

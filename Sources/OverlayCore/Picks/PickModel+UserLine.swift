// PickModel+UserLine: a prompt's lines and buttons as GTK's dialog moves between them: the user
// line above its own (zenity's --password --username), Tab from it to the password, then to the
// buttons (an entry's or a password's, with --extra-button); Enter answers from the main line
// only (the user line does not activate).

extension PickModel {
    /// The line drawn in the main row (the password), and the user line; nil without one.
    public var mainLine: InputLine { spec.userLine != nil && onUserLine ? otherLine ?? InputLine() : input }
    public var userLineInput: InputLine? { spec.userLine == nil ? nil : onUserLine ? input : otherLine }

    /// The answer's text: the user line, a newline, the main line.
    var loginText: String { (userLineInput?.text ?? "") + "\n" + mainLine.text }

    /// What a key does to the lines and the buttons; nil: the focused line edits it (or, with no
    /// user line, answers it as a prompt's Enter does).
    mutating func userLineKey(_ key: PickKey) -> PickOutput? {
        let hasUserLine = spec.userLine != nil
        if let b = focusedButton {
            let out = buttonKey(key, b)
            // Past the last button Tab comes back to the first line; before the first, Shift+Tab to the main one.
            if focusedButton == nil { focusLine(user: hasUserLine && key == .tab) }
            return out
        }
        switch key {
        case .tab:
            if !onUserLine, !spec.buttons.isEmpty { focusedButton = 0 } else { swapLines() }
        case .backTab:
            if (onUserLine || !hasUserLine), !spec.buttons.isEmpty { focusedButton = spec.buttons.count - 1 } else { swapLines() }
        case .accept where hasUserLine:
            guard !onUserLine else { return PickOutput.none }
            return .chosen(PickChoice(rows: [], text: loginText), keepOpen: false)
        default:
            return nil
        }
        return PickOutput.none
    }

    /// The focus on the user line (or the main one), whichever had it.
    private mutating func focusLine(user: Bool) {
        if onUserLine != user { swapLines() }
    }

    private mutating func swapLines() {
        let other = otherLine ?? InputLine()
        otherLine = input
        input = other
        onUserLine.toggle()
    }
}

// PickKeyMap: a pressed key (keysym name, the text it types, modifiers) → what it means to
// a pick menu, with dmenu's Ctrl and Alt bindings and rofi's -kb-custom-N keys; a rofi user's own
// binding table, when they have one, instead (RofiKeyActions).

/// Modifiers held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1)
    public static let control = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
    public static let superKey = KeyModifiers(rawValue: 8)

    /// rofi's spelling: `Control+Alt+Shift+Super+`.
    public var rofiPrefix: String {
        (contains(.control) ? "Control+" : "") + (contains(.alt) ? "Alt+" : "") + (contains(.shift) ? "Shift+" : "")
            + (contains(.superKey) ? "Super+" : "")
    }
}

public enum PickKeyMap {
    /// What `key` (an X keysym name such as `Return`, `a`, `BackSpace`) typing `text` with
    /// `modifiers` held does in a menu following `spec`; nil when nothing.
    public static func key(_ key: String, text: String, modifiers: KeyModifiers, spec: PickSpec) -> PickKey? {
        if !spec.keyBindings.isEmpty { return RofiKeyActions.key(key, text: text, modifiers: modifiers, spec: spec) }
        if !spec.customKeys.isEmpty {
            // rofi names keys by their keysym with modifiers: Alt+1, Control+Return, Super+x.
            let names = [modifiers.rofiPrefix + key, modifiers.subtracting(.shift).rofiPrefix + key]
            if let n = names.lazy.compactMap({ spec.customKeys[$0] }).first { return .custom(n) }
        }
        let shift = modifiers.contains(.shift)
        if spec.switchesModes {
            // rofi 1.7.3's kb-mode-next (Shift+Right, Control+Tab) and kb-mode-previous
            // (Shift+Left, Control+ISO_Left_Tab).
            switch (key, modifiers.contains(.control), shift) {
            case ("Tab", true, false), ("Right", false, true): return .mode(next: true)
            case ("ISO_Left_Tab", true, _), ("Tab", true, true), ("Left", false, true): return .mode(next: false)
            default: break
            }
        }
        if spec.tabsLikeADialog {
            // GTK's tree view and dialog: Ctrl+space toggles the cursor row, Shift+arrows stretch
            // the selection, Shift+Tab goes back.
            switch (key, modifiers.contains(.control), shift) {
            case ("space", true, _): return .toggle
            case ("ISO_Left_Tab", _, _), ("Tab", _, true): return .backTab
            case ("Up", false, true), ("KP_Up", false, true): return .extendUp
            case ("Down", false, true), ("KP_Down", false, true): return .extendDown
            default: break
            }
        }
        if spec.deletesEntries, shift, key == "Delete" || key == "KP_Delete" { return .deleteEntry }
        if modifiers.contains(.control) {
            switch key {
            case "a": return .home
            case "b": return .left
            case "c", "g", "bracketleft": return .escape
            case "d": return .delete
            case "e": return .end
            case "f": return .right
            case "h": return .backspace
            case "i": return .tab
            case "j", "J", "m", "M": return .accept(shift: shift, control: false)
            case "k": return .deleteToEnd
            case "n": return .down
            case "p": return .up
            case "u": return .deleteToStart
            case "w": return .deleteWord
            case "y", "Y": return .paste(clipboard: shift)
            case "Left", "KP_Left": return .wordLeft
            case "Right", "KP_Right": return .wordRight
            case "Return", "KP_Enter": return .accept(shift: shift, control: true)
            default: return nil
            }
        }
        if modifiers.contains(.alt) {
            switch key {
            case "b": return .wordLeft
            case "f": return .wordRight
            case "g": return .home
            case "G": return .end
            case "h": return .up
            case "j": return .pageDown
            case "k": return .pageUp
            case "l": return .down
            default: return nil
            }
        }
        switch key {
        case "Return", "KP_Enter": return .accept(shift: shift, control: false)
        case "Escape": return .escape
        case "BackSpace": return .backspace
        case "Delete", "KP_Delete": return .delete
        case "Left", "KP_Left": return .left
        case "Right", "KP_Right": return .right
        case "Up", "KP_Up": return .up
        case "Down", "KP_Down": return .down
        case "Prior", "KP_Prior": return .pageUp
        case "Next", "KP_Next": return .pageDown
        case "Home", "KP_Home": return .home
        case "End", "KP_End": return .end
        case "Tab": return .tab
        case "ISO_Left_Tab": return .up
        default:
            guard let first = text.unicodeScalars.first, first.value >= 32, first.value != 127 else { return nil }
            return .insert(text)
        }
    }
}

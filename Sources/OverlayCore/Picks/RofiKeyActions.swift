// RofiKeyActions: a pick that follows a rofi user's own key bindings (PickSpec.keyBindings): their table
// built from RofiKeyBindings, a pressed key looked up in it as rofi's binding library matches it, and
// rofi's actions as the pick's keys; a key bound to nothing types its text, as rofi's does.

public enum RofiKeyActions {
    /// What `key` typing `text` with `modifiers` does under the table in `spec.keyBindings`.
    static func key(_ key: String, text: String, modifiers: KeyModifiers, spec: PickSpec) -> PickKey? {
        if let binding = spec.keyBindings[name(key, text: text, modifiers: modifiers)] {
            return pickKey(binding, spec: spec)
        }
        // rofi types the text of an unbound key whatever the modifiers, minus control characters
        // (Alt+a types "a"; Control+a's text is a control character and types nothing).
        let typed = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 32 && $0.value != 127 }))
        return typed.isEmpty ? nil : .insert(typed)
    }

    /// The key as a binding names it: libnkutils drops the modifiers the key "consumed" to make its
    /// keysym (Shift in `K`, `exclam`, `ISO_Left_Tab`), and keeps Shift on keys it does not change
    /// (`Shift+Return`, `Shift+Delete`, `Shift+space`).
    static func name(_ key: String, text: String, modifiers: KeyModifiers) -> String {
        let printable = text.unicodeScalars.first.map { $0.value >= 32 && $0.value != 127 } ?? false
        let shiftConsumed = key == "ISO_Left_Tab" || (key != "space" && (key.count == 1 || printable))
        return (shiftConsumed ? modifiers.subtracting(.shift) : modifiers).rofiPrefix + key
    }

    /// The pick's table for `bindings`: each key combination or wheel turn (`ScrollUp`) a `kb-*` or `ml-*`
    /// binding names → that binding, and `me-*`'s clicks on a row (`MousePrimary`, `MouseDPrimary`). Other
    /// buttons, release bindings and keycodes (`[38]`) are left out;
    /// keysym aliases are written as X names them (`Page_Up` is `Prior`).
    public static func table(_ bindings: RofiKeyBindings) -> [String: String] {
        var table: [String: String] = [:]
        for (name, combo) in bindings.resolve().combos where !combo.onRelease {
            let input: String
            switch combo.input {
            case let .keysym(keysym): input = xNames[keysym] ?? keysym
            // The wheel over the list: ml-row-up/down (ScrollUp, ScrollDown) and any kb-* bound to it.
            case let .scroll(direction): input = "Scroll" + direction
            // X's buttons 1, 2 and 3 are libnkutils' Primary, Middle and Secondary.
            case let .mouse(button, double) where (1...3).contains(button) && name.hasPrefix("me-"):
                input = "Mouse" + (double ? "D" : "") + ["Primary", "Secondary", "Middle"][button - 1]
            default: continue
            }
            var m = KeyModifiers()
            if combo.modifiers.contains(.control) { m.insert(.control) }
            if combo.modifiers.contains(.alt) { m.insert(.alt) }
            if combo.modifiers.contains(.shift) { m.insert(.shift) }
            if combo.modifiers.contains(.superKey) { m.insert(.superKey) }
            table[m.rofiPrefix + input] = name
        }
        return table
    }

    /// `table` with its kb-custom-N keys bound to no action: where they do nothing in rofi (its launcher
    /// modes; a script mode without `use-hot-keys`), the key neither chooses nor types.
    public static func withoutCustomKeys(_ table: [String: String]) -> [String: String] {
        table.mapValues { RofiKeyBindings.customExitCode($0) == nil ? $0 : "none" }
    }

    /// What a wheel turn over a pick does: the table's `ScrollUp`/`ScrollDown`, else rofi's default
    /// (ml-row-up/down move the highlight); dmenu's wheel does nothing.
    public static func scroll(up: Bool, spec: PickSpec) -> PickKey? {
        if !spec.keyBindings.isEmpty { return spec.keyBindings[up ? "ScrollUp" : "ScrollDown"].flatMap { pickKey($0, spec: spec) } }
        return spec.flavor == .rofi ? (up ? .up : .down) : nil
    }

    /// Keysym names xkbcommon reads that X writes by another name of the same keysym.
    static let xNames = ["Page_Up": "Prior", "Page_Down": "Next", "KP_Page_Up": "KP_Prior", "KP_Page_Down": "KP_Next"]

    /// Bindings the pick has no action for, and why (named once on stderr when a user sets one).
    public static let notCarried: [String: String] = [
        "kb-mode-complete": "there is no completion mode (file browser) in overlayd's modes",
        "kb-screenshot": "overlayd takes no screenshot of its menu",
        "kb-ellipsize": "rows are always cut at the end",
    ]

    /// rofi 1.7.3's binding (keyb.c) as the pick's key; nil for a binding the pick has no key for.
    static func pickKey(_ binding: String, spec: PickSpec) -> PickKey? {
        if let code = RofiKeyBindings.customExitCode(binding) { return .custom(code - 9) }
        if binding.hasPrefix("kb-select-"), let n = Int(binding.dropFirst(10)) { return .chooseMatch(n) }
        switch binding {
        case "kb-primary-paste": return .paste(clipboard: false)
        case "kb-secondary-paste": return .paste(clipboard: true)
        case "kb-clear-line": return .clearLine
        case "kb-move-front": return .lineStart
        case "kb-move-end": return .lineEnd
        case "kb-move-word-back": return .wordLeft
        case "kb-move-word-forward": return .wordRight
        case "kb-move-char-back": return .left
        case "kb-move-char-forward": return .right
        case "kb-remove-word-back": return .deleteWord
        case "kb-remove-word-forward": return .deleteWordForward
        case "kb-remove-char-forward": return .delete
        case "kb-remove-char-back": return .backspace
        case "kb-remove-to-eol": return .deleteToEnd
        case "kb-remove-to-sol": return .deleteToStart
        case "kb-accept-entry": return .accept(shift: false, control: false)
        case "kb-accept-alt": return .accept(shift: true, control: false)
        case "kb-accept-custom": return .accept(shift: false, control: true)
        case "kb-accept-custom-alt": return .accept(shift: true, control: true)
        case "kb-delete-entry": return spec.deletesEntries ? .deleteEntry : nil
        case "kb-mode-next": return spec.switchesModes ? .mode(next: true) : nil
        case "kb-mode-previous": return spec.switchesModes ? .mode(next: false) : nil
        case "kb-row-left", "ml-row-left": return .columnLeft
        case "kb-row-right", "ml-row-right": return .columnRight
        case "kb-row-up", "ml-row-up": return .up
        case "kb-row-down", "ml-row-down": return .down
        case "kb-row-tab": return .rowTab
        case "kb-page-prev": return .pageUp
        case "kb-page-next": return .pageDown
        case "kb-row-first": return .firstRow
        case "kb-row-last": return .lastRow
        case "kb-row-select": return .completeRow
        case "kb-toggle-case-sensitivity": return .toggleCase
        case "kb-toggle-sort": return .toggleSort
        case "kb-cancel": return .escape
        default: return nil
        }
    }
}

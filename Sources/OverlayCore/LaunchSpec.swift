// LaunchSpec: what a launcher (`overlayctl launch`, `rofi -show MODE`) asks for: the mode,
// the terminal for Terminal=true entries and Shift+Enter, and how the menu matches and looks.

/// rofi's modes that overlayd provides.
public enum LaunchMode: String, CaseIterable, Hashable, Sendable {
    /// The applications of the XDG data dirs (desktop entries).
    case drun
    /// The executables on PATH.
    case run
    /// The windows of _NET_CLIENT_LIST; `windowcd` only those of the current desktop.
    case window, windowcd
}

public struct LaunchSpec: Hashable, Sendable {
    public var mode: LaunchMode = .drun
    /// rofi -terminal; nil: `x-terminal-emulator`.
    public var terminal: String?
    /// rofi's -drun-match-fields (`all` is every field).
    public var matchFields: Set<String> = LauncherRow.defaultMatchFields
    /// rofi -show-icons.
    public var showIcons = false
    /// The menu's prompt, lines, case sensitivity, initial text, look: as a pick's.
    public var pick: PickSpec

    public init(mode: LaunchMode = .drun) {
        self.mode = mode
        var p = PickSpec()
        p.flavor = .rofi
        p.negation = UInt8(ascii: "-")
        p.caseInsensitive = true
        p.lines = 15
        p.centered = true
        p.prompt = mode.rawValue
        pick = p
    }

    /// rofi's window name for the mode (`rofi - drun`).
    public var windowTitle: String { pick.windowTitle ?? mode.rawValue }
}

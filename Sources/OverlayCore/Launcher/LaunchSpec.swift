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
    /// Several modes' rows in one list (`combiModes`).
    case combi
}

public struct LaunchSpec: Hashable, Sendable {
    public var mode: LaunchMode = .drun
    /// rofi -terminal; nil: `x-terminal-emulator`.
    public var terminal: String?
    /// rofi's -drun-match-fields (`all` is every field).
    public var matchFields: Set<String> = LauncherRow.defaultMatchFields
    /// rofi -show-icons.
    public var showIcons = false
    /// rofi -drun-show-actions: desktop actions listed after their application.
    public var showActions = false
    /// rofi -modi: the modes Ctrl+Tab goes through (empty: `mode` alone).
    public var modes: [LaunchMode] = []
    /// The mode-switcher's buttons: every mode rofi would list (`PickSpec.modeButtons`), those
    /// overlayd does not provide (ssh, a script mode beside built-in ones) included.
    public var modeButtons: [String] = []
    /// rofi -window-format: a window row's text (`WindowFormat`).
    public var windowFormat = WindowFormat.rofiDefault
    /// rofi -combi-modi (rofi 1.7.3's default: window, run).
    public var combiModes: [LaunchMode] = [.window, .run]
    /// The caller's `LaunchEnvironment` (what drun and run list); nil: the daemon's own.
    public var environment: [String: String]?
    /// The menu's prompt (nil: the mode's name), lines, case sensitivity, initial text, look: as a pick's.
    public var pick: PickSpec

    public init(mode: LaunchMode = .drun) {
        self.mode = mode
        var p = PickSpec()
        p.flavor = .rofi
        p.negation = UInt8(ascii: "-")
        p.caseInsensitive = true
        p.lines = 15
        p.centered = true
        pick = p
    }

    /// The pick menu it opens: the prompt and window name are the mode's unless given
    /// (rofi 1.7.3 prompts `drun` and names its window `rofi - drun`, whatever the prompt).
    public var menu: PickSpec {
        var p = pick
        if p.prompt == nil { p.prompt = mode.rawValue }
        if p.windowTitle == nil { p.windowTitle = mode.rawValue }
        p.modeName = p.windowTitle
        p.modeButtons = modeButtons
        p.modeButton = modeButtons.firstIndex(of: mode.rawValue) ?? 0
        p.showIcons = showIcons
        p.switchesModes = modes.count > 1
        p.deletesEntries = true
        return p
    }

    /// Whether the mode shown lists applications (drun, or a combi of it): it opens once they are read.
    public var listsApplications: Bool { mode == .drun || (mode == .combi && combiModes.contains(.drun)) }
    /// Whether it lists PATH's programs (run, or a combi of it), which are read before the applications.
    public var listsPrograms: Bool { mode == .run || (mode == .combi && combiModes.contains(.run)) }

    /// What a mode's rows depend on (the index and history aside): launchers alike in these
    /// share one menu.
    public struct Rows: Hashable, Sendable {
        public var mode: LaunchMode
        public var matchFields: Set<String>
        public var showIcons: Bool
        public var showActions: Bool
    }
    public var rows: Rows { Rows(mode: mode, matchFields: matchFields, showIcons: showIcons, showActions: showActions) }

    /// The spec showing the mode of mode-switcher button `i` (a click on it, rofi's
    /// MENU_QUICK_SWITCH); nil for a mode overlayd does not provide.
    public func switched(toButton i: Int) -> LaunchSpec? {
        guard modeButtons.indices.contains(i), let m = LaunchMode(rawValue: modeButtons[i]) else { return nil }
        var s = self
        s.mode = m
        return s
    }

    /// The spec showing the mode after (or before) this one in `modes`, wrapping.
    public func switched(next: Bool) -> LaunchSpec {
        guard modes.count > 1 else { return self }
        let i = modes.firstIndex(of: mode) ?? 0
        var s = self
        s.mode = modes[(i + (next ? 1 : modes.count - 1)) % modes.count]
        return s
    }
}

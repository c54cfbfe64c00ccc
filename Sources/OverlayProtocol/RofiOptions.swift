// RofiOptions: which of rofi 1.7.3's command-line options take a value and which are
// switches, from its `rofi -help` and sources (xrmoptions.c, rofi.c, xcb.c, dialogs/dmenu.c),
// so that a switch -dmenu does not act on never swallows the word after it.

enum RofiOptions {
    /// Options that take a value (find_arg_str, find_arg_int, find_arg_uint, find_arg_char).
    static let withValue: Set<String> = [
        // rofi.c, xcb.c
        "-e", "-show", "-config", "-theme", "-theme-str", "-display", "-plugin-path", "-rasi-validate",
        "-record-screenshots", "-pid",
        // dialogs/dmenu.c
        "-select", "-async-pre-read", "-display-columns", "-display-column-separator",
        // xrmoptions.c: strings, numbers and characters
        "-switchers", "-modi", "-location", "-yoffset", "-xoffset", "-terminal", "-ssh-client", "-ssh-command",
        "-run-command", "-run-list-command", "-run-shell-command", "-window-command", "-window-match-fields",
        "-icon-theme", "-drun-match-fields", "-drun-categories", "-drun-display-format", "-drun-url-launcher",
        "-ignored-prefixes", "-sorting-method", "-eh", "-combi-modi", "-monitor", "-dpi", "-threads", "-scroll-method",
        "-window-format", "-max-history-size", "-combi-display-format", "-cache-dir", "-application-fallback-icon",
    ]

    /// Prefixes of the options that modes and key bindings add, each with a value:
    /// `-display-drun NAME`, `-kb-row-up KEYS`, `-ml-row-down`, `-me-select-entry`.
    static let valuePrefixes = ["-kb-", "-ml-", "-me-", "-display-"]

    /// Switches (find_arg): they never take a value.
    static let switches: Set<String> = [
        // rofi.c, xcb.c
        "-no-config", "-no-default-config", "-markup", "-normal-window", "-no-lazy-grab", "-no-plugins", "-dump-config",
        "-dump-theme", "-dump-processed-theme", "-benchmark-ui", "-replace",
        // dialogs/dmenu.c
        "-b", "-sync", "-keep-right",
    ]

    /// xrmoptions.c's booleans: `-NAME` sets, `-no-NAME` clears; neither takes a value.
    static let booleans: Set<String> = [
        "fixed-num-lines", "show-icons", "drun-show-actions", "disable-history", "sort", "case-sensitive", "cycle",
        "sidebar-mode", "hover-select", "auto-select", "parse-hosts", "parse-known-hosts", "tokenize", "click-to-exit",
        "combi-hide-mode-prefix", "window-thumbnail", "drun-use-desktop-cache", "drun-reload-desktop-cache",
        "normalize-match", "steal-focus",
    ]

    /// Switches of rofi before 1.7 that scripts still pass (1.7.3 ignores them as unknown).
    static let legacySwitches: Set<String> = [
        "-hide-scrollbar", "-fullscreen", "-fake-transparency", "-levenshtein-sort", "-no-levenshtein-sort", "-fuzzy",
        "-lazy-grab", "-show-match", "-no-show-match",
    ]

    /// Whether `option` is a switch: it stands alone.
    static func isSwitch(_ option: String) -> Bool {
        if switches.contains(option) || legacySwitches.contains(option) { return true }
        let name = option.hasPrefix("-no-") ? option.dropFirst(4) : option.dropFirst()
        return booleans.contains(String(name))
    }

    /// Whether `option` takes the next word as its value.
    static func takesValue(_ option: String) -> Bool {
        withValue.contains(option) || valuePrefixes.contains { option.hasPrefix($0) }
    }
}

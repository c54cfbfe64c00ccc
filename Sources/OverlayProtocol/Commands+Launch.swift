// Commands+Launch: the `launch` request: rofi's launcher modes (drun, run, window,
// windowcd) opened from the daemon's warm index. `rofi -show MODE` sends the same words
// (RofiShowFlags); what to start comes back as a `launch` event and the client starts it.
import OverlayCore

extension Commands {
    static let launch = CommandSpec(
        "launch", "drun|run|window|windowcd|combi [OPTIONS]",
        "Open a launcher: the applications (drun), the programs on PATH (run) or the windows (window, windowcd: this desktop's) or several at once (combi); "
            + "print nothing, start the choice detached (Shift+Enter: in a terminal) and exit 0, or exit 1 when dismissed (rofi -show exits 0 then, as rofi 1.7.3 does).",
        options: [
            OptionSpec("--terminal", "COMMAND", "The terminal for Terminal=true applications and Shift+Enter (default x-terminal-emulator).") {
                $0.launch.terminal = try OptionValues.nonEmpty($1, "--terminal")
            },
            OptionSpec("--prompt", "TEXT", "The prompt (default: the mode's name).") { $0.launch.pick.prompt = $1 },
            OptionSpec("--lines", "N", "Rows shown (default 15).") { $0.launch.pick.lines = try OptionValues.int($1, "--lines", 1...1000, "1 to 1000") },
            .flag("--case-sensitive", "Match letter case (the default ignores it).") { $0.launch.pick.caseInsensitive = false },
            OptionSpec("--match", "METHOD", "How typed words match: substring (the default), prefix, fuzzy, glob or regex (rofi -matching).") {
                guard let m = PickMatching(rawValue: $1) else {
                    throw UsageError("--match: \(OptionValues.list(PickMatching.allCases.map(\.rawValue))), not \($1)")
                }
                $0.launch.pick.matching = m
            },
            OptionSpec("--font", "FONT", "The font (Pango, as \"Mono 12\"), under a theme's own (rofi -font).") { $0.launch.pick.font = $1 },
            OptionSpec("--dpi", "N", "A theme's fonts and mm at this DPI: 0 the screen's, 1 the monitor's (rofi -dpi).") {
                $0.launch.pick.dpi = try OptionValues.int($1, "--dpi", 0...10000, "0 to 10000")
            },
            OptionSpec("--filter", "TEXT", "Start with this text typed.") { $0.launch.pick.initialText = $1 },
            OptionSpec("--match-fields", "LIST", "drun: the fields typing matches, from name,generic,exec,categories,keywords or all.") {
                $0.launch.matchFields = try matchFields($1)
            },
            .flag("--show-icons", "Draw the applications' icons.") { $0.launch.showIcons = true },
            OptionSpec("--window-format", "FORMAT", "window: a row's text from {w} desktop, {c} class, {t} title, {n} name; {t:20} cuts or pads.") {
                $0.launch.windowFormat = $1
            },
            .flag("--show-actions", "drun: list the applications' desktop actions too (New Window…).") { $0.launch.showActions = true },
            OptionSpec("--modes", "LIST", "The modes Ctrl+Tab (Shift+Ctrl+Tab back) goes through, as drun,run,window (rofi -modi).") {
                $0.launch.modes = try modes($1, "--modes")
            },
            OptionSpec("--mode-buttons", "LIST", "The mode-switcher's buttons, as rofi lists its modes (-modi's, then -show's), provided or not.") {
                $0.launch.modeButtons = $1.split(separator: ",").map(String.init)
            },
            .flag("--sidebar-mode", "Show the mode-switcher under the list even when the theme names none (rofi -sidebar-mode).") {
                $0.launch.pick.sidebarMode = true
            },
            OptionSpec("--combi-modes", "LIST", "The modes combi lists together (default window,run).") {
                $0.launch.combiModes = try modes($1, "--combi-modes").filter { $0 != .combi }
            },
            OptionSpec("--env", "NAME=VALUE", "A variable of the caller's environment drun and run list from (XDG data dirs, HOME, PATH, language, desktop); overlayctl sends its own.") {
                let (name, value) = try environmentWord($1)
                $0.launch.environment = ($0.launch.environment ?? [:]).merging([name: value]) { $1 }
            },
            OptionSpec("--bind", "BINDING=KEY", "A rofi key binding (kb-row-up=Control+k), one per key; given any, the menu follows these alone (rofi's config.rasi and -kb-* flags).") {
                let (binding, key) = try PickRequest.binding($1)
                $0.launch.pick.keyBindings[key] = binding
            },
            OptionSpec("--window-title", "TITLE", "The window's name: rofi - TITLE (default: the mode).") { $0.launch.pick.windowTitle = $1 },
            OptionSpec("--theme", "NAME", "Draw it with a rasi theme, as rofi: default (rofi's own) or the hash of one sent first with `theme`.") {
                $0.launch.pick.theme = try PickRequest.themeName($1)
            },
            OptionSpec("--monitor", "M", "Where it opens, as rofi -m: N (rofi's numbers), a RandR name, primary, wid:WINDOW, "
                + "-1 the current desktop's, -2 over the focused window, -3 at the pointer, -4 the focused window's, -5 the pointer's (the default).") {
                $0.launch.pick.rofiMonitor = RofiMonitor(parsing: $1)
            },
            OptionSpec("--location", "N", "Where on the monitor, as rofi -location: 0 centre, 1 top left, then clockwise to 8 left.") {
                $0.launch.pick.location = try OptionValues.int($1, "--location", 0...8, "0 to 8")
            },
            OptionSpec("--x-offset", "PX", "Moves the window right (negative: left) from its location.") {
                $0.launch.pick.offset.x = try OptionValues.int($1, "--x-offset", -16384...16384, "-16384 to 16384")
            },
            OptionSpec("--y-offset", "PX", "Moves the window down (negative: up) from its location.") {
                $0.launch.pick.offset.y = try OptionValues.int($1, "--y-offset", -16384...16384, "-16384 to 16384")
            },
        ],
        operands: .words(LaunchMode.allCases.map(\.rawValue))
    ) { args, command in
        var d = RequestDraft()
        try args.apply(command.options, to: &d)
        guard let word = args.positional() else { throw UsageError("launch: give a mode: \(OptionValues.list(LaunchMode.allCases.map(\.rawValue)))") }
        guard let mode = LaunchMode(rawValue: word) else {
            throw UsageError("launch: no such mode: \(word) (\(OptionValues.list(LaunchMode.allCases.map(\.rawValue))))")
        }
        var spec = d.launch
        spec.mode = mode
        if !spec.modes.isEmpty, !spec.modes.contains(mode) { spec.modes.insert(mode, at: 0) }
        return .launch(spec)
    }

    /// `--env NAME=VALUE`: one of `LaunchEnvironment.names`.
    static func environmentWord(_ v: String) throws(UsageError) -> (String, String) {
        guard let eq = v.firstIndex(of: "="), LaunchEnvironment.names.contains(String(v[..<eq])) else {
            throw UsageError("--env: NAME=VALUE with NAME one of \(OptionValues.list(LaunchEnvironment.names)), not \(v)")
        }
        return (String(v[..<eq]), String(v[v.index(after: eq)...]))
    }

    /// A comma list of modes.
    static func modes(_ v: String, _ name: String) throws(UsageError) -> [LaunchMode] {
        var out: [LaunchMode] = []
        for part in v.split(separator: ",") {
            guard let m = LaunchMode(rawValue: String(part)) else {
                throw UsageError("\(name): \(OptionValues.list(LaunchMode.allCases.map(\.rawValue))), not \(part)")
            }
            if !out.contains(m) { out.append(m) }
        }
        return out
    }

    /// rofi's -drun-match-fields: a comma list of field names, `all` for every one.
    static func matchFields(_ v: String) throws(UsageError) -> Set<String> {
        var out = Set<String>()
        for part in v.split(separator: ",").map(String.init) {
            if part == "all" { return LauncherRow.defaultMatchFields }
            guard LauncherRow.defaultMatchFields.contains(part) else {
                throw UsageError("--match-fields: name, generic, exec, categories, keywords or all, not \(part)")
            }
            out.insert(part)
        }
        return out
    }
}

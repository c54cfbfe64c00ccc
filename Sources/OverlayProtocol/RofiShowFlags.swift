// RofiShowFlags: `rofi -show MODE`'s command line (rofi 1.7.3) → the words of a `launch`
// request. The launcher's flags are honoured; theme and other flags are skipped with a
// warning (with their value when rofi reads one), never refused, as rofi runs with them.

import OverlayCore

public enum RofiShowFlags {
    /// What `rofi -show MODE …` asks for: a launcher (the `launch` request's words), or a
    /// script mode (`-modi NAME:COMMAND`), which the client runs itself.
    public struct Parsed: Equatable, Sendable {
        public var words: [String] = ["launch"]
        public var warnings: [String] = []
        /// `-show NAME` of a `-modi NAME:COMMAND`: its name and command line.
        public var script: (name: String, command: String)?
        /// The menu a script mode opens (prompt: the mode's name unless -p).
        public var scriptMenu = LaunchSpec().pick
        /// `-show ssh`: rofi's ssh mode, which the client runs itself (with `scriptMenu`).
        public var ssh: Ssh?
        /// Modes rofi 1.7.3 does not have, as its error window lists them (it then exits 65).
        public var problems: [RasiProblem] = []

        public static func == (a: Parsed, b: Parsed) -> Bool {
            a.words == b.words && a.warnings == b.warnings && a.script?.name == b.script?.name
                && a.script?.command == b.script?.command && a.scriptMenu == b.scriptMenu && a.ssh == b.ssh && a.problems == b.problems
        }
    }

    /// The options of rofi 1.7.3's ssh mode, with its defaults.
    public struct Ssh: Equatable, Sendable {
        public var terminal = "rofi-sensible-terminal"
        public var client = "ssh"
        public var command = "{terminal} -e {ssh-client} {host} [-p {port}]"
        public var parseHosts = false
        public var parseKnownHosts = true
    }

    /// Reads `args` (argv after the program name).
    public static func parse(_ args: [String]) throws(UsageError) -> Parsed {
        var p = Parsed()
        var scripts: [String: String] = [:]
        var words = ["launch"]
        var warnings: [String] = []
        var mode: String?
        // -modi's names in its order (rofi splits at "," and "#"); nil: rofi 1.7.3's default.
        var listed: [String]?
        // What rofi knows once -modi is read (its modes, then the script modes -modi adds), and
        // which are enabled (-modi's); a -modi name it does not have is an error, as setup_modi's.
        var known = rofiModes, enabled = ["window", "run", "ssh"], modiProblems: [RasiProblem] = []
        var ssh = Ssh()
        // rofi's booleans: the option anywhere wins over its -no- form.
        var parseHosts: Bool?, parseKnownHosts: Bool?
        var argv = ArgvReader(args)
        func value(_ name: String) throws(UsageError) -> String {
            try argv.value(or: UsageError("rofi: \(name): missing value"))
        }
        while let a = argv.next() {
            switch a {
            case "-show": mode = try value(a)
            case "-modi":
                // The modes Ctrl+Tab goes through and the mode-switcher shows (after the loop).
                let v = try value(a)
                var names: [String] = [], builtIn = 0
                (known, enabled, modiProblems) = (rofiModes, [], [])
                for m in v.split(whereSeparator: { $0 == "," || $0 == "#" }) {
                    if let colon = m.firstIndex(of: ":") {
                        scripts[String(m[..<colon])] = String(m[m.index(after: colon)...])
                        names.append(String(m[..<colon]))
                        known.append(String(m[..<colon]))
                        enabled.append(String(m[..<colon]))
                    } else if !rofiModes.contains(String(m)) {
                        modiProblems.append(modeNotFound(String(m), known: known, enabled: enabled))
                    } else {
                        enabled.append(String(m))
                        names.append(String(m))
                        if launchModeName(String(m)) != nil {
                            builtIn += 1
                        } else if m == "ssh" {
                            warnings.append("rofi: -modi: ssh is provided by -show ssh: its button in another mode's switcher does nothing")
                        } else {
                            warnings.append("rofi: -modi: mode \(m) is not provided by overlayctl")
                        }
                    }
                }
                listed = names
                if !scripts.isEmpty && builtIn > 0 { warnings.append("rofi: -modi: Ctrl+Tab does not reach script modes") }
            case "-combi-modi":
                let v = try value(a)
                let names = v.split(whereSeparator: { $0 == "," || $0 == "#" }).map(String.init)
                // combi.c warns of a name that is no mode and goes on with the others.
                for n in names where !rofiModes.contains(n) && !n.contains(":") { warnings.append("rofi: Invalid script switcher: \(n)") }
                words += ["--combi-modes", names.compactMap(launchModeName).filter { $0 != "combi" }.joined(separator: ",")]
            case "-terminal":
                ssh.terminal = try value(a)
                words += ["--terminal", ssh.terminal]
            case "-ssh-client": ssh.client = try value(a)
            case "-ssh-command": ssh.command = try value(a)
            case "-parse-hosts": parseHosts = true
            case "-no-parse-hosts": parseHosts = parseHosts ?? false
            case "-parse-known-hosts": parseKnownHosts = true
            case "-no-parse-known-hosts": parseKnownHosts = parseKnownHosts ?? false
            case "-p":
                let v = try value(a)
                words += ["--prompt", v]
                p.scriptMenu.prompt = v
            case "-l", "-lines":
                let v = try value(a)
                words += ["--lines", v]
                if let n = Int(v), n > 0 { p.scriptMenu.lines = n }
            case "-filter":
                let v = try value(a)
                words += ["--filter", v]
                p.scriptMenu.initialText = v
            case "-font":
                // config.rasi's font and -font reach -show as they reach -dmenu: the menu's font under the theme's.
                let v = try value(a)
                words += ["--font", v]
                p.scriptMenu.font = v
            case "-dpi":
                let v = try value(a)
                guard let n = Int(v) else { throw UsageError("rofi: -dpi: not a number: \(v)") }
                if let dpi = RofiFlags.dpi(n) {
                    words += ["--dpi", String(dpi)]
                    p.scriptMenu.dpi = dpi
                }
            case "-matching":
                let v = try value(a)
                if let m = RofiFlags.matching(v) {
                    words += ["--match", m.rawValue]
                    p.scriptMenu.matching = m
                } else {
                    warnings.append("rofi: -matching \(v) is not supported: using normal")
                }
            case "-case-sensitive":
                words.append("--case-sensitive")
                p.scriptMenu.caseInsensitive = false
            case "-no-case-sensitive", "-i": break
            case "-drun-match-fields": words += ["--match-fields", try value(a)]
            case "-show-icons": words.append("--show-icons")
            case "-no-show-icons", "-no-drun-show-actions": break
            case "-drun-show-actions": words.append("--show-actions")
            case "-sidebar-mode":
                words.append("--sidebar-mode")
                p.scriptMenu.sidebarMode = true
            case "-no-sidebar-mode": break
            case "-window-format": words += ["--window-format", try value(a)]
            case "-window-title": words += ["--window-title", try value(a)]
            case "-m", "-monitor":
                // rofi's monitor rules (RofiMonitor), for the launcher and the script and ssh modes' menus alike.
                let v = try value(a)
                words += ["--monitor", v]
                p.scriptMenu.rofiMonitor = RofiMonitor(parsing: v)
            case "-location":
                let v = try value(a)
                words += ["--location", Int(v).map { (0...8).contains($0) } == true ? v : "0"]
            case "-xoffset": words += ["--x-offset", try value(a)]
            case "-yoffset": words += ["--y-offset", try value(a)]
            case "-no-lazy-grab", "-normal-window", "-steal-focus", "-no-config", "-no-plugins", "-no-fixed-num-lines",
                 "-sort", "-no-sort", "-disable-history", "-no-disable-history":
                break
            default:
                // rofi 1.7.3's own table says which options take a value (RofiOptions): a switch
                // never takes the next word; unknown words are ignored, as rofi ignores them.
                if RofiOptions.takesValue(a), let v = argv.value() {
                    warnings.append("rofi: ignoring \(a) \(v)")
                } else {
                    warnings.append("rofi: ignoring \(a)")
                }
            }
        }
        guard let mode else { throw UsageError("rofi: give -show MODE or -dmenu") }
        // config_sanity_check: -m -3 opens at the pointer's top left (location 1), whatever -location said.
        if p.scriptMenu.rofiMonitor == .atPointer {
            words += ["--location", "1"]
            p.scriptMenu.location = 1
        }
        p.warnings = warnings
        // rofi shows -modi's errors before it looks at -show; then a -show it cannot add is one.
        p.problems = modiProblems
        if p.problems.isEmpty, !known.contains(mode), !mode.contains(":") {
            p.problems = [modeNotFound(mode, known: known, enabled: enabled)]
        }
        if !p.problems.isEmpty { return p }
        // rofi's modes: -modi's (default window,run,ssh), and -show's added when not among them; the
        // mode-switcher shows them all, and Ctrl+Tab goes through those overlayd provides.
        var buttons = listed ?? ["window", "run", "ssh"]
        if !buttons.contains(mode) { buttons.append(mode) }
        let provided = buttons.compactMap(launchModeName)
        if provided.count > 1 { words += ["--modes", provided.joined(separator: ",")] }
        words += ["--mode-buttons", buttons.joined(separator: ",")]
        p.scriptMenu.modeButtons = buttons
        p.scriptMenu.modeButton = buttons.firstIndex(of: mode) ?? 0
        if mode == "ssh", scripts[mode] == nil {
            ssh.parseHosts = parseHosts ?? ssh.parseHosts
            ssh.parseKnownHosts = parseKnownHosts ?? ssh.parseKnownHosts
            p.ssh = ssh
            p.scriptMenu.windowTitle = p.scriptMenu.windowTitle ?? mode
            return p
        }
        if let command = scripts[mode] {
            p.script = (mode, command)
            if p.scriptMenu.prompt == nil { p.scriptMenu.prompt = mode }
            p.scriptMenu.windowTitle = mode
            p.scriptMenu.modeName = mode
            return p
        }
        guard let known = launchModeName(mode) else {
            throw UsageError("rofi: mode \(mode) is not provided by overlayctl (drun, run, window, windowcd, combi, or NAME:SCRIPT in -modi)")
        }
        words.insert(known, at: 1)
        p.words = words
        return p
    }

    /// rofi 1.7.3's own modes in the order it collects them (rofi_collect_modi), as its error lists them.
    static let rofiModes = ["window", "windowcd", "run", "ssh", "drun", "combi", "keys", "filebrowser"]

    /// rofi's help_print_mode_not_found: the mode, then every mode it knows, `+` before the enabled ones.
    static func modeNotFound(_ mode: String, known: [String], enabled: [String]) -> RasiProblem {
        var s = "Mode \(mode) is not found.\nThe following modi are known:\n"
        for m in known { s += "        * \(enabled.contains(m) ? "+" : "")\(m)\n" }
        return .mode(markup: s)
    }

    /// rofi's mode names overlayd provides; nil for another (combi, ssh, keys, script modes).
    static func launchModeName(_ m: String) -> String? {
        ["drun", "run", "window", "windowcd", "combi"].contains(m) ? m : nil
    }
}

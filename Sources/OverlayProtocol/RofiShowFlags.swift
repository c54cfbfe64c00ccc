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

        public static func == (a: Parsed, b: Parsed) -> Bool {
            a.words == b.words && a.warnings == b.warnings && a.script?.name == b.script?.name
                && a.script?.command == b.script?.command && a.scriptMenu == b.scriptMenu && a.ssh == b.ssh
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
                for m in v.split(whereSeparator: { $0 == "," || $0 == "#" }) {
                    if let colon = m.firstIndex(of: ":") {
                        scripts[String(m[..<colon])] = String(m[m.index(after: colon)...])
                        names.append(String(m[..<colon]))
                    } else {
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
                let known = v.split(separator: ",").compactMap { launchModeName(String($0)) }.filter { $0 != "combi" }
                words += ["--combi-modes", known.joined(separator: ",")]
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
        p.warnings = warnings
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

    /// rofi's mode names overlayd provides; nil for another (combi, ssh, keys, script modes).
    static func launchModeName(_ m: String) -> String? {
        ["drun", "run", "window", "windowcd", "combi"].contains(m) ? m : nil
    }
}

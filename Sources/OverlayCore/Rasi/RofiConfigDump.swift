// RofiConfigDump: `rofi -dump-config` as rofi 1.7.3 writes it (config_parse_dump_config_rasi_format): every
// option in its order with the value in force, those left at rofi's default commented out, the key bindings,
// the configuration's groups (`timeout`, `filebrowser`), and `@theme` when -theme named one.

public enum RofiConfigDump {
    /// The dump for `configuration` (the file and the flags laid over rofi's defaults), `groups` (the
    /// `configuration { NAME { … } }` groups rofi's built-in configuration and the files set), and the
    /// -theme name; `environment` gives the `pid` default (`$XDG_RUNTIME_DIR/rofi.pid`, as GLib finds it).
    public static func text(_ configuration: RofiConfiguration, groups: RasiWidget, theme: String?,
                            environment: [String: String]) -> String {
        var out = "configuration {\n"
        for spec in RofiConfiguration.options where !hidden.contains(spec.name) {
            let names = [spec.name] + (aliases[spec.name].map { [$0] } ?? [])
            let set = names.lazy.compactMap { configuration.values[$0] }.first
            let value = set ?? (spec.name == "pid" ? .string(runtimeDirectory(environment) + "/rofi.pid") : spec.defaultValue)
            out += line(spec.name, kind: spec.kind, value: value, set: set != nil)
        }
        for entry in RofiKeyBindings.table {
            let keys = configuration.bindings.keys[entry.name] ?? entry.defaultKeys
            out += line(entry.name, kind: .string, value: .string(keys), set: configuration.values[entry.name] != nil)
        }
        out += RasiDump.groups(groups, indent: 2)
        out += "}\n"
        if let theme { out += "@theme \"\(theme)\"\r\n" }
        return out
    }

    /// The groups rofi's command line adds to the configuration (config_parse_cmd_options): each
    /// `-A-B VALUE` whose value does not start with `-` is read as `configuration { A { B: VALUE; } }`, the
    /// value bare and, when that does not parse, as a string (`-kb-custom-1 Alt+q` makes `kb { custom-1: "Alt+q"; }`);
    /// `-A VALUE` sets the option A, which the flags already did.
    public static func commandLineGroups(_ args: [String]) -> RasiWidget {
        var load = RasiLoad()
        let loader = RasiLoader(files: RasiNoFiles(), paths: RasiSearchPaths(environment: [:]), environment: [:])
        var i = 0
        while i + 1 < args.count {
            defer { i += 1 }
            guard args[i].hasPrefix("-"), !args[i + 1].hasPrefix("-") else { continue }
            let tokens = args[i].split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            i += 1
            guard tokens.count == 3, !tokens[1].hasPrefix("theme"), tokens[1] != "no" else { continue }
            let value = args[i]
            // g_strescape, for the quotes and backslashes a key string may hold.
            let escaped = String(value.flatMap { $0 == "\\" || $0 == "\"" ? ["\\", $0] : [$0] })
            for text in [value, "\"" + escaped + "\""] {
                var attempt = RasiLoad()
                guard loader.parseString("configuration { \(tokens[1]) { \(tokens[2]): \(text); } }", into: &attempt) else { continue }
                for group in attempt.configurationGroups.children { load.configurationGroups.merge(child: group, atRoot: false) }
                break
            }
        }
        return load.configurationGroups
    }

    /// Options rofi keeps in the same place as the one after them (`switchers` is `modi`, `monitor` is `m`),
    /// and `theme`, which it never shows.
    static let hidden: Set<String> = ["switchers", "monitor", "theme"]
    /// Each shown option's twin: set through either name, it shows as set.
    static let aliases = ["modi": "switchers", "m": "monitor"]

    /// config_parse_dump_config_option: `\tNAME: VALUE;`, inside `/*…*/` when at rofi's default and
    /// always for a character, which rofi marks unsupported.
    static func line(_ name: String, kind: RofiOptionSpec.Kind, value: RasiValue?, set: Bool) -> String {
        var text = "\t\(name): "
        switch (kind, value) {
        case let (.number, .integer(n)?): text += String(UInt32(truncatingIfNeeded: n))
        case let (.signedNumber, .integer(n)?): text += String(Int32(truncatingIfNeeded: n))
        case let (.string, .string(s)?): text += "\"\(s)\""
        case let (.boolean, .boolean(b)?): text += b ? "true" : "false"
        case let (.character, .character(c)?):
            let byte = c.utf8.first ?? 0
            text += byte > 32 && byte < 127 ? "'\(c)'" : "'\\x" + hex(byte) + "'"
            text += " /* unsupported */"
        default: break
        }
        text += ";"
        let commented = kind == .character || !set
        return (commented ? "/*" : "") + text + (commented ? "*/" : "") + "\n"
    }

    private static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
    }

    /// g_get_user_runtime_dir: `$XDG_RUNTIME_DIR`, else the cache folder (`$XDG_CACHE_HOME`, else `~/.cache`).
    static func runtimeDirectory(_ environment: [String: String]) -> String {
        if let d = environment["XDG_RUNTIME_DIR"], !d.isEmpty { return d }
        if let d = environment["XDG_CACHE_HOME"], !d.isEmpty { return d }
        return (environment["HOME"] ?? "") + "/.cache"
    }
}

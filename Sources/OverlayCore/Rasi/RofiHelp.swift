// RofiHelp: `rofi -help` as overlayctl linked as rofi answers it: rofi 1.7.3's layout (usage, the global
// options with the value in force and where it came from, the key bindings), each option described by what
// overlayd does with it.

public enum RofiHelp {
    /// The help for `configuration` as the file and `arguments` set it.
    public static func text(_ configuration: RofiConfiguration, arguments: [String]) -> String {
        var out = "rofi usage:\n\trofi [-options ...]\n\nCommand line only options:\n"
        for (option, what) in [("-no-config", "Do not load configuration, use default values."),
                               ("-v,-version", "Print the version number and exit."), ("-dmenu", "Start in dmenu mode."),
                               ("-h,-help", "This help message."), ("-show [mode]", "Show the mode 'mode' and exit."),
                               ("-dump-config", "Dump the current configuration in rasi format and exit."),
                               ("-dump-theme", "Dump the current theme in rasi format and exit.")] {
            out += "\t" + pad(option, to: 39) + what + "\n"
        }
        out += "Global options:\n"
        for spec in RofiConfiguration.options where !RofiConfigDump.hidden.contains(spec.name) {
            let described: String
            switch spec.use {
            case let .carried(words): described = words
            case let .notCarried(why): described = "not carried: " + why
            }
            let head: String
            switch spec.kind {
            case .boolean: head = "-[no-]" + spec.name
            case .string: head = "-\(spec.name) [string]"
            case .number, .signedNumber: head = "-\(spec.name) [number]"
            case .character: head = "-\(spec.name) [character]"
            }
            // rofi pads the name and an 8-character type to 40 columns, so `[character]` pushes the text on.
            let width = spec.kind == .character ? 43 : 40
            out += "\t" + pad(head, to: width) + described + "\n"
            out += "\t\t" + shown(configuration.value(spec.name)) + " (" + source(spec.name, configuration, arguments) + ")\n"
        }
        for entry in RofiKeyBindings.table {
            out += "\t" + pad("-\(entry.name) [string]", to: 40) + entry.comment + "\n"
            out += "\t\t" + (configuration.bindings.keys[entry.name] ?? entry.defaultKeys) + " ("
                + source(entry.name, configuration, arguments) + ")\n"
        }
        return out + "\nFor more information see: man rofi\n                 Version: 1.7.3\n"
    }

    private static func pad(_ s: String, to width: Int) -> String {
        s + String(repeating: " ", count: max(1, width - s.count))
    }

    /// A value as rofi's help shows it: `True`/`False`, `(unset)` for no string.
    private static func shown(_ value: RasiValue?) -> String {
        switch value {
        case let .string(s)?: s
        case let .integer(n)?: String(n)
        case let .boolean(b)?: b ? "True" : "False"
        case let .character(c)?: String(c)
        default: "(unset)"
        }
    }

    /// Where a value came from, in rofi's words.
    private static func source(_ name: String, _ configuration: RofiConfiguration, _ arguments: [String]) -> String {
        if arguments.contains("-" + name) || arguments.contains("-no-" + name) { return "Commandline" }
        if configuration.values[name] != nil { return "Rasi File" }
        return "Default"
    }
}

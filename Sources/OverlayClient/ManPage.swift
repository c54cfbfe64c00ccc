// ManPage: the COMMANDS and OPTIONS sections of overlayctl(1), made from the option table.
// `make man` writes them between the markers in man/overlayctl.1; a test keeps them equal.
import OverlayProtocol

public enum ManPage {
    public static let beginMarker = #".\" BEGIN generated from the option table: make man"#
    public static let endMarker = #".\" END generated"#

    public static func commandSections() -> String {
        var lines = [".SH COMMANDS"]
        let showNames = ShowOptions.all.map(\.name)
        for command in Commands.all {
            let entries = command.subcommands.isEmpty ? [([command.name], command)] : command.subcommands.map { ([command.name, $0.name], $0) }
            for (path, spec) in entries {
                lines += [".TP", "\\fB" + roff(path.joined(separator: " ")) + "\\fR" + (spec.synopsis.isEmpty ? "" : " " + roff(spec.synopsis)), roff(spec.summary)]
                // A command takes the show options when it has all of them (but perhaps --id);
                // one that shares a name or two (screenshot's --screen) lists its own, with its help.
                let takesShow = showNames.allSatisfy { name in name == "--id" || spec.options.contains { $0.name == name } }
                let own = (takesShow ? spec.options.filter { !showNames.contains($0.name) } : spec.options) + spec.clientOptions
                if takesShow {
                    lines.append(spec.options.count == showNames.count ? "Takes the SHOW OPTIONS." : "Takes the SHOW OPTIONS but \\fB\\-\\-id\\fR.")
                }
                if !own.isEmpty {
                    lines.append(".RS")
                    lines += own.flatMap(option)
                    lines.append(".RE")
                }
            }
        }
        lines += [".SH SHOW OPTIONS"]
        lines += ShowOptions.all.flatMap(option)
        lines += [".SH GLOBAL OPTIONS", "Before the command:"]
        lines += Commands.globalOptions.flatMap(option)
        return lines.joined(separator: "\n")
    }

    static func option(_ o: OptionSpec) -> [String] {
        let head = "\\fB" + roff(o.name) + "\\fR" + (o.value.map { " \\fI" + roff($0) + "\\fR" } ?? "")
        return [".TP", head, roff(o.help + (o.repeatable ? " Repeatable." : ""))]
    }

    /// Text safe in roff: backslashes and hyphens escaped, no control character at a line's start.
    static func roff(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            default: out.append(c)
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }
}

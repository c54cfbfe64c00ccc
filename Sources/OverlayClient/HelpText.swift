// HelpText: overlayctl's usage text and each command's --help, made from the option table
// (`Commands`, `ShowOptions`), so they list every option the parser knows.
import OverlayProtocol

public enum HelpText {
    static let width = 80

    /// `overlayctl --help`: every command, then the options of `show` and its kin.
    public static func usage() -> String {
        var lines = [
            "usage: overlayctl [--runtime-dir DIR] COMMAND [OPTIONS]",
            "       overlayctl help COMMAND    (or COMMAND --help)",
            "",
            "commands:",
        ]
        var rows: [(String, String)] = []
        for command in Commands.all {
            rows.append((join(command.name, command.synopsis), command.summary))
            // A few subcommands get a row each; a long list of verbs (notifications) one
            // wrapped line, VERB|VERB|… (`help CMD` describes each).
            if command.subcommands.count <= 4 {
                rows += command.subcommands.map { ("  " + join($0.name, $0.synopsis), $0.summary) }
            } else {
                let names = command.subcommands.map(\.name)
                for line in wrapWords(names.dropLast().map { $0 + "|" } + names.suffix(1), indent: "") {
                    rows.append(("  " + line.split(separator: " ").joined(), ""))
                }
            }
        }
        lines += table(rows)
        let kin = Commands.all.filter { $0.options.map(\.name).contains("--text") }.map(\.name)
        lines += [""] + wrap("options of " + kin.joined(separator: ", ") + " (update: all but --id; --wait: show only):", indent: "")
        lines += wrapWords((ShowOptions.all + (Commands.named("show")?.clientOptions ?? [])).map { usageWord($0) }, indent: "  ")
        lines += [""] + wrap("POS is one of: " + ShowOptions.positions.joined(separator: " "), indent: "")
        return lines.joined(separator: "\n")
    }

    /// `overlayctl help CMD [SUB]`, `overlayctl CMD [SUB] --help`.
    public static func help(path: [String], command: CommandSpec) -> String {
        var lines = ["usage: overlayctl " + join(path.joined(separator: " "), command.synopsis), ""]
        lines += wrap(command.summary, indent: "")
        if !command.subcommands.isEmpty {
            lines += ["", "commands:"]
            lines += table(command.subcommands.map { (join($0.name, $0.synopsis), $0.summary) })
        }
        let options = command.allOptions
        if !options.isEmpty {
            lines += ["", "options:"]
            lines += table(options.map { (join($0.name, $0.value ?? ""), $0.help + ($0.repeatable ? " Repeatable." : "")) })
        }
        return lines.joined(separator: "\n")
    }

    /// The command a help request names (`["region", "set"]`), or nil.
    public static func command(at path: [String]) -> CommandSpec? {
        guard let first = path.first, var command = Commands.named(first) else { return nil }
        for name in path.dropFirst() {
            guard let sub = command.subcommand(name) else { return nil }
            command = sub
        }
        return command
    }

    static func usageWord(_ option: OptionSpec) -> String {
        "[" + join(option.name, option.value ?? "") + "]"
    }

    static func join(_ a: String, _ b: String) -> String { b.isEmpty ? a : a + " " + b }

    /// Two columns: the left padded to the widest (up to 34), the right wrapped.
    static func table(_ rows: [(String, String)]) -> [String] {
        let column = min(34, (rows.map(\.0.count).max() ?? 0) + 4)
        var lines: [String] = []
        for (left, right) in rows {
            let head = "  " + left
            let pad = String(repeating: " ", count: column + 2)
            var wrapped = wrap(right, indent: pad)
            if head.count + 2 <= column + 2, !wrapped.isEmpty {
                wrapped[0] = head + String(repeating: " ", count: column + 2 - head.count) + wrapped[0].dropFirst(pad.count)
                lines += wrapped
            } else {
                lines.append(head)
                lines += wrapped
            }
        }
        return lines
    }

    static func wrap(_ text: String, indent: String) -> [String] {
        wrapWords(text.split(separator: " ").map(String.init), indent: indent)
    }

    static func wrapWords(_ words: [String], indent: String) -> [String] {
        var lines: [String] = []
        var line = indent
        for word in words {
            if line.count > indent.count, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        if line.count > indent.count { lines.append(line) }
        return lines
    }
}

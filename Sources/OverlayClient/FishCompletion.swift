// FishCompletion: the fish completions (vendor_completions.d), from the option table.
import OverlayProtocol

enum FishCompletion {
    static func script() -> String {
        var lines = [
            "# fish completion for overlayctl; generated from overlayd's option table (overlayctl --generate-completion-script fish)",
            "complete -c overlayctl -f",
        ]
        for option in Commands.globalOptions {
            lines.append("complete -c overlayctl -n __fish_use_subcommand" + flags(option))
        }
        for command in Commands.all {
            lines.append("complete -c overlayctl -n __fish_use_subcommand -a \(command.name) -d \(shellQuoted(command.summary))")
        }
        for entry in CompletionEntry.all {
            let condition: String
            if entry.path.count == 1 {
                let subs = entry.command.subcommands.map(\.name).joined(separator: " ")
                condition = "__fish_seen_subcommand_from \(entry.path[0])" + (subs.isEmpty ? "" : "; and not __fish_seen_subcommand_from \(subs)")
                for sub in entry.command.subcommands {
                    lines.append("complete -c overlayctl -n \(shellQuoted(condition)) -a \(sub.name) -d \(shellQuoted(sub.summary))")
                }
            } else {
                condition = "__fish_seen_subcommand_from \(entry.path[0]); and __fish_seen_subcommand_from \(entry.path[1])"
            }
            for option in entry.command.allOptions {
                lines.append("complete -c overlayctl -n \(shellQuoted(condition))" + flags(option))
            }
            switch entry.command.operands {
            case .none: break
            case .words(let words): lines.append("complete -c overlayctl -n \(shellQuoted(condition)) -a \(shellQuoted(words.joined(separator: " ")))")
            case .files: lines.append("complete -c overlayctl -n \(shellQuoted(condition)) -F")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func flags(_ option: OptionSpec) -> String {
        var s = " -l " + option.name.dropFirst(2) + " -d " + shellQuoted(option.help)
        guard option.takesValue else { return s }
        switch option.completion {
        case .none: s += " -x"
        case .words(let words): s += " -x -a " + shellQuoted(words.joined(separator: " "))
        case .files: s += " -r -F"
        }
        return s
    }
}

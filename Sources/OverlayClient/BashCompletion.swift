// BashCompletion: the bash completion script (complete -F), from the option table.
import OverlayProtocol

enum BashCompletion {
    static func script() -> String {
        var s = """
            # bash completion for overlayctl; generated from overlayd's option table (overlayctl --generate-completion-script bash)
            _overlayctl() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                local i=1 cmd="" words=""
                [ "${COMP_WORDS[1]}" = --runtime-dir ] && i=3
                if [ "$i" -lt "$COMP_CWORD" ]; then
                    cmd="${COMP_WORDS[i]}"
                    case "$cmd" in
                        \(subcommandPattern())) [ $((i + 1)) -lt "$COMP_CWORD" ] && cmd="$cmd ${COMP_WORDS[i+1]}" ;;
                    esac
                fi
                case "$prev" in

            """
        for option in CompletionEntry.valueOptions {
            s += "        \(option.name)) \(reply(option.completion)); return ;;\n"
        }
        s += """
                esac
                case "$cmd" in
                    "") words=\(shellQuoted((Commands.globalOptions.map(\.name) + Commands.all.map(\.name)).joined(separator: " "))) ;;

            """
        for entry in CompletionEntry.all {
            let words = entry.command.subcommands.map(\.name) + entry.command.allOptions.map(\.name)
            if entry.command.operands != .none, entry.command.subcommands.isEmpty {
                s += "        \(shellQuoted(entry.path.joined(separator: " ")))) case \"$cur\" in -*) ;; *) \(reply(entry.command.operands)); return ;; esac\n"
                s += "            words=\(shellQuoted(words.joined(separator: " "))) ;;\n"
            } else {
                s += "        \(shellQuoted(entry.path.joined(separator: " ")))) words=\(shellQuoted(words.joined(separator: " "))) ;;\n"
            }
        }
        s += """
                esac
                COMPREPLY=($(compgen -W "$words" -- "$cur"))
            }
            complete -F _overlayctl overlayctl

            """
        return s
    }

    static func subcommandPattern() -> String {
        Commands.all.filter { !$0.subcommands.isEmpty }.map(\.name).joined(separator: "|")
    }

    /// Fills COMPREPLY with what a value or operand completes to.
    static func reply(_ completion: ValueCompletion) -> String {
        switch completion {
        case .none: return "COMPREPLY=()"
        case .words(let words): return "COMPREPLY=($(compgen -W \(shellQuoted(words.joined(separator: " "))) -- \"$cur\"))"
        case .files(let ext?): return "COMPREPLY=($(compgen -f -X '!*.\(ext)' -- \"$cur\") $(compgen -d -- \"$cur\"))"
        case .files(nil): return "COMPREPLY=($(compgen -f -- \"$cur\"))"
        }
    }
}

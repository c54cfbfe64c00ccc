// ZshCompletion: the zsh completion function (_overlayctl, for site-functions), from the
// option table.
import OverlayProtocol

enum ZshCompletion {
    static func script() -> String {
        var s = """
            #compdef overlayctl
            # zsh completion for overlayctl; generated from overlayd's option table (overlayctl --generate-completion-script zsh)
            _overlayctl() {
                local -a commands
                local i=2
                if [[ ${words[2]} == --runtime-dir ]]; then
                    (( CURRENT == 3 )) && { _files -/; return }
                    i=4
                fi
                if (( CURRENT == i )); then
                    commands=(\(describe(Commands.all)))
                    (( i == 2 )) && compadd -- --runtime-dir
                    _describe -t commands 'overlayctl command' commands
                    return
                fi
                words=("${(@)words[i,-1]}")
                (( CURRENT -= i - 1 ))
                local cmd=${words[1]}
                case $cmd in
                    \(BashCompletion.subcommandPattern()))
                        if (( CURRENT == 2 )); then
                            case $cmd in

            """
        for command in Commands.all where !command.subcommands.isEmpty {
            s += "                    \(command.name)) commands=(\(describe(command.subcommands))) ;;\n"
        }
        s += """
                            esac
                            _describe -t commands "overlayctl $cmd command" commands
                            return
                        fi
                        cmd="$cmd ${words[2]}"
                        words=("${(@)words[2,-1]}")
                        (( CURRENT -= 1 ))
                        ;;
                esac
                case $cmd in

            """
        for entry in CompletionEntry.all where entry.command.subcommands.isEmpty {
            var specs = entry.command.allOptions.map(spec)
            if entry.command.operands != .none { specs.append("'*:operand:\(action(entry.command.operands))'") }
            s += "        \(shellQuoted(entry.path.joined(separator: " ")))) _arguments -s \(specs.joined(separator: " ")) ;;\n"
        }
        s += """
                esac
            }
            # Autoloaded from site-functions this file is the function's body; sourced, it registers it.
            if [[ ${funcstack[1]} == _overlayctl ]]; then _overlayctl "$@"; else compdef _overlayctl overlayctl; fi

            """
        return s
    }

    /// `'name:summary'` words for _describe.
    static func describe(_ commands: [CommandSpec]) -> String {
        commands.map { shellQuoted($0.name.replacingAll(":", with: #"\:"#) + ":" + $0.summary) }.joined(separator: " ")
    }

    /// One _arguments spec: `'*--action[A button…]:KEY\:Label: '`.
    static func spec(_ option: OptionSpec) -> String {
        var help = option.help
        for c in #"\[]:"# { help = help.replacingAll(c, with: "\\" + String(c)) }
        var text = (option.repeatable ? "*" : "") + option.name + "[" + help + "]"
        if let value = option.value { text += ":" + value.replacingAll(":", with: #"\:"#) + ":" + action(option.completion) }
        return shellQuoted(text)
    }

    static func action(_ completion: ValueCompletion) -> String {
        switch completion {
        case .none: return " "
        case .words(let words): return "(" + words.map { $0.replacingAll(":", with: #"\:"#) }.joined(separator: " ") + ")"
        case .files(let ext?): return "_files -g \"*.\(ext)\""
        case .files(nil): return "_files"
        }
    }
}

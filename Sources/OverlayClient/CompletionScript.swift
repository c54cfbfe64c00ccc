// CompletionScript: bash, zsh and fish completions for overlayctl, made from the option
// table. `overlayctl --generate-completion-script SHELL` prints one; `make install` and
// `make deb` install them.
import OverlayProtocol

public enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    public var script: String {
        switch self {
        case .bash: return BashCompletion.script()
        case .zsh: return ZshCompletion.script()
        case .fish: return FishCompletion.script()
        }
    }
}

/// What the generators walk: each command and subcommand as its words (`region set`).
struct CompletionEntry {
    var path: [String]
    var command: CommandSpec

    static var all: [CompletionEntry] {
        Commands.all.flatMap { c in
            [CompletionEntry(path: [c.name], command: c)] + c.subcommands.map { CompletionEntry(path: [c.name, $0.name], command: $0) }
        }
    }

    /// Every option, once per name, with what its value completes to.
    static var valueOptions: [OptionSpec] {
        var seen = Set<String>()
        return (Commands.globalOptions + all.flatMap(\.command.allOptions)).filter { $0.takesValue && seen.insert($0.name).inserted }
    }
}

/// `'text'` for a POSIX shell (and fish).
func shellQuoted(_ s: String) -> String {
    "'" + s.replacingAll("'", with: #"'\''"#) + "'"
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}

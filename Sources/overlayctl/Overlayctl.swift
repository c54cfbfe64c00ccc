// Overlayctl: the `overlayctl` program: help, completions, then one request and its reply.
#if canImport(Glibc)
import Glibc
#endif
import OverlayClient
import OverlayProtocol

enum Overlayctl {
    static func run(_ argv: [String]) -> Never {
        var args = argv
        var runtimeDir: String?
        if args.first == "--runtime-dir" {
            guard args.count >= 2 else { usageError("--runtime-dir: missing value") }
            runtimeDir = args[1]
            args.removeFirst(2)
        }
        // `overlayctl dmenu|rofi|prompt …`: a pick menu (PickCommand).
        if let (mode, rest) = PickCommand.subcommand(args) { PickCommand.run(mode, rest, runtimeDir: runtimeDir) }
        answerHelpAndExit(args)
        if args.first == "launch" { Launcher.run(args, runtimeDir: runtimeDir) }
        if args.first == "dialog" { dialog(args, runtimeDir: runtimeDir) }
        if args == ["--version"] { args = ["version"] }
        // `menu` with no items reads them from stdin, one per line (as dmenu does).
        if args.first == "menu", isatty(0) == 0, !args.contains("--") {
            let items = stdinLines()
            if !items.isEmpty { args += ["--"] + items }
        }
        // `pick-color`: the palette file and the recent colours are the caller's, read here.
        if args.first == "pick-color" { args = pickColorArguments(args) }
        // `show --wait` is the client's own: it watches events and prints how the popover ended.
        let menu = args.first == "menu" || args.first == "pick-color"
        let alert = args.first == "alert" || menu
        let wait = (args.first == "show" && args.contains("--wait")) || alert
        args.removeAll { $0 == "--wait" && wait }
        // `notifications VERB --json` prints the reply as it came; plain text otherwise.
        let json = args.first == "notifications" && args.contains("--json")
        args.removeAll { $0 == "--json" && json }

        let request: Request
        do { request = try RequestParser.parse(words: args) } catch { usageError(error.message) }
        // Relative paths are the caller's: made absolute here (the daemon's working directory
        // is not the caller's): a screenshot's file, and an `--icon` that names a file here
        // (`icon.jpg`, `./icon.jpg`; a bare word that is no file stays an icon-theme name).
        if let raw = getcwd(nil, 0) {
            let cwd = String(cString: raw)
            free(raw)
            // The path's word, not `--screen`'s value (`screenshot 1 --screen 1`).
            if case .screenshot(let path, _) = request, !path.hasPrefix("/"),
               let i = args.indices.last(where: { args[$0] == path && ($0 == 0 || args[$0 - 1] != "--screen") }) {
                args[i] = cwd + "/" + path
            }
            let end = args.firstIndex(of: "--") ?? args.count
            for i in args.indices where i < end && i > 0 && args[i - 1] == "--icon" {
                let v = args[i]
                if !v.hasPrefix("/"), !v.hasPrefix("file://"), v.contains("/") || access(v, F_OK) == 0 { args[i] = cwd + "/" + v }
            }
        }

        let paths = RuntimePaths.client(runtimeDir: runtimeDir)
        do {
            let connection = try DaemonConnection(path: paths.socket)
            var watcher: DaemonConnection?
            if wait {
                watcher = try DaemonConnection(path: paths.socket)
                _ = try watcher?.request("watch")
            }
            let line = try connection.request(words: args, timeoutMs: 30_000)
            guard let reply = try? JSONReader.parse(line) else {
                say("overlayctl: unreadable reply: \(line)", fd: 2)
                exit(1)
            }
            guard reply["ok"]?.boolValue == true else {
                // An overlay that ended at once: `--wait` prints why, as it would have later.
                if wait, !alert, let reason = reply["reason"]?.stringValue { say(reason) }
                say("overlayctl: \(reply["error"]?.stringValue ?? line)", fd: 2)
                exit(1)
            }
            try ReplyPrinter(request: request, reply: reply, line: line, connection: connection, watcher: watcher, alert: alert,
                             json: json).print()
            exit(0)
        } catch ConnectionError.closed where request == .watch {
            exit(0)
        } catch {
            say("overlayctl: \(error)", fd: 2)
            exit(1)
        }
    }

    /// `pick-color --palette FILE` becomes `--colors #…,#…`; the remembered colours go as `--recent`.
    static func pickColorArguments(_ argv: [String]) -> [String] {
        var args = argv
        if let i = args.firstIndex(of: "--palette") {
            guard i + 1 < args.count else { usageError("--palette: missing value") }
            guard let colors = ColorFiles.palette(args[i + 1]) else { usageError("--palette: cannot read \(args[i + 1])") }
            guard !colors.isEmpty else { usageError("--palette: no colours in \(args[i + 1]) (#rrggbb or R G B at the start of a line)") }
            args.replaceSubrange(i...(i + 1), with: ["--colors", colors.joined(separator: ",")])
        }
        let recent = ColorFiles.recent()
        if !args.contains("--recent"), !recent.isEmpty { args += ["--recent", recent.joined(separator: ",")] }
        return args
    }

    /// `--help`, `help [COMMAND]`, `COMMAND --help`: prints the help and exits.
    static func answerHelpAndExit(_ args: [String]) {
        if args.isEmpty {
            say(HelpText.usage(), fd: 2)
            exit(2)
        }
        if args == ["--help"] || args == ["-h"] || args == ["help"] {
            say(HelpText.usage())
            exit(0)
        }
        if args.first == "--generate-completion-script" {
            let shell = args.count > 1 ? args[1] : "bash"
            guard let kind = CompletionShell(rawValue: shell) else { usageError("unknown shell: \(shell)") }
            say(kind.script, fd: 1)
            exit(0)
        }
        if args == ["--generate-man-section"] {
            say(ManPage.commandSections())
            exit(0)
        }
        let path: [String]
        if args.first == "help" {
            path = Array(args.dropFirst())
        } else if let asked = helpPath(args) {
            path = asked
        } else {
            return
        }
        guard let command = HelpText.command(at: path) else { usageError("no such command: \(path.joined(separator: " "))") }
        say(HelpText.help(path: path, command: command))
        exit(0)
    }

    /// The command and subcommand when `--help` is among the options of `args`
    /// (not a value: `show --text --help` shows the text "--help").
    static func helpPath(_ args: [String]) -> [String]? {
        guard let first = args.first, let command = Commands.named(first) else { return nil }
        var path = [first]
        var spec = command
        var rest = args.dropFirst()
        if let next = rest.first, let sub = command.subcommand(next) {
            path.append(next)
            spec = sub
            rest = rest.dropFirst()
        }
        var skipValue = false
        for word in rest {
            if skipValue { skipValue = false; continue }
            if word == "--" { return nil }
            if word == "--help" { return path }
            if let option = spec.allOptions.first(where: { $0.name == word }), option.takesValue { skipValue = true }
        }
        return nil
    }
}

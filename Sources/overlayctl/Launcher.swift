// Launcher: overlayctl as `rofi -show drun|run|window|windowcd` (argv[0] or `overlayctl
// rofi -show …`) and `overlayctl launch MODE`: asks the daemon for a launcher from its warm
// index, starts the choice detached when the daemon says what (a `launch` event), and
// exits 0 once launched or a window activated; dismissed, `rofi -show` exits 0 as rofi 1.7.3
// does (its -show modes never set a failing status), `overlayctl launch` 1.
#if canImport(Glibc)
import Glibc
#endif
import OverlayClient
import OverlayCore
import OverlayProcess
import OverlayProtocol

enum Launcher {
    /// `rofi -show MODE …` (rofi's flags), with the user's theme and own key table
    /// (`PickSpec.keyBindings`; empty for rofi's defaults).
    static func runRofi(_ args: [String], theme: ClientTheme?, keyBindings: [String: String], runtimeDir: String?) -> Never {
        var parsed: RofiShowFlags.Parsed
        do { parsed = try RofiShowFlags.parse(args) } catch { fail(error.message) }
        // A mode rofi does not have: its error window, and rofi's exit status once it closes.
        if !parsed.problems.isEmpty { RofiErrorWindow.fail(parsed.problems, runtimeDir: runtimeDir) }
        var warnings = parsed.warnings
        RofiTheming.dropReadWarnings(&warnings)
        for w in warnings { say(w, fd: 2) }
        parsed.scriptMenu.keyBindings = keyBindings
        if let script = parsed.script { ScriptMode.run(script.command, menu: parsed.scriptMenu, theme: theme, runtimeDir: runtimeDir) }
        if let ssh = parsed.ssh { SshMode.run(ssh, menu: parsed.scriptMenu, theme: theme, runtimeDir: runtimeDir) }
        var words = parsed.words
        // rofi 1.7.3's drun neither starts nor ends on a kb-custom-N key (it stops taking keys): ours does nothing.
        words += PickRequest.bindWords(RofiKeyActions.withoutCustomKeys(keyBindings))
        // rofi's default terminal (rofi-sensible-terminal) tries $TERMINAL first.
        if !words.contains("--terminal"), let t = getenv("TERMINAL").map({ String(cString: $0) }), !t.isEmpty {
            words += ["--terminal", t]
        }
        run(words, runtimeDir: runtimeDir, theme: theme, dismissed: 0)
    }

    /// How a chosen program starts, as rofi starts it: detached, in its own session, stdin and
    /// output on /dev/null, no descriptor of ours but 0, 1 and 2, no signal handling of ours,
    /// our environment and PATH, in the entry's Path when it has one. Nobody waits for it.
    static func detached(directory: String?) -> ProcessSpawner {
        ProcessSpawner(output: .discarded, grouping: .session, signals: .resetAll, closesOtherDescriptors: true, directory: directory)
    }

    /// `launch MODE [OPTIONS]` (the request's own words), sent with this process's
    /// `LaunchEnvironment`, so drun and run list what the caller's rofi would.
    /// `dismissed`: the exit status when the launcher goes without a choice.
    static func run(_ words: [String], runtimeDir: String?, theme: ClientTheme? = nil, dismissed: Int32 = 1) -> Never {
        do { _ = try RequestParser.parse(words: words) } catch { usageError(error.message) }
        var words = words + environmentWords(given: words)
        let paths = RuntimePaths.client(runtimeDir: runtimeDir)
        do {
            let connection = try DaemonConnection(path: paths.socket)
            var themeAnswerDue = false
            if let theme {
                let sent = try theme.send(on: connection)
                words += ["--theme", sent.name]
                themeAnswerDue = sent.answerDue
            }
            try connection.send(ShellWords.join(words))
            if themeAnswerDue { try ClientTheme.checkStored(on: connection, timeoutMs: 30_000) }
            let reply = try JSONReader.parse(try connection.readLine(timeoutMs: 30_000))
            guard reply["ok"]?.boolValue == true, let id = reply["id"]?.stringValue else {
                fail("overlayctl: \(reply["error"]?.stringValue ?? "launch refused")")
            }
            while true {
                let event = try JSONReader.parse(try connection.readLine())
                guard event["id"]?.stringValue == id else { continue }
                switch event["event"]?.stringValue {
                case "launch"?:
                    let argv = event["argv"]?.arrayValue?.compactMap(\.stringValue) ?? []
                    do { _ = try detached(directory: event["dir"]?.stringValue).spawn(argv) } catch { fail("overlayctl: cannot start \(error)") }
                    exit(0)
                case "picked"?:
                    exit(0)
                case "dismissed"?:
                    switch event["reason"]?.stringValue {
                    case "grab-failed"?: fail("overlayctl: cannot grab keyboard (another program holds it)")
                    case "replaced"?: fail("overlayctl: another menu replaced this one")
                    default: exit(dismissed)
                    }
                default:
                    continue
                }
            }
        } catch {
            fail("overlayctl: \(error)")
        }
    }

    /// `--env NAME=VALUE` for each of `LaunchEnvironment.names` set here and not given already.
    static func environmentWords(given words: [String]) -> [String] {
        let given = Set(zip(words, words.dropFirst()).filter { $0.0 == "--env" }.map { String($0.1.prefix { $0 != "=" }) })
        return LaunchEnvironment.names.filter { !given.contains($0) }.flatMap { name -> [String] in
            guard let v = getenv(name) else { return [] }
            return ["--env", name + "=" + String(cString: v)]
        }
    }

    static func fail(_ message: String) -> Never {
        say(message, fd: 2)
        exit(1)
    }
}

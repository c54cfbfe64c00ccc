// ClientTheme: the theme a rofi user's menu is drawn with, as the client hands it to the daemon:
// rofi's default theme by name (nothing to send or parse), or the user's, flattened to one rasi
// text sent on a line just before the request that names it (`theme --hash H --text TEXT`), so a
// themed menu waits for no answer more than an unthemed one.
import OverlayClient
import OverlayCore
import OverlayProtocol

enum ClientTheme {
    /// rofi 1.7.3's built-in default theme: the daemon has its own copy.
    case rofiDefault
    /// The user's theme as `rofi -dump-theme` prints it (imports inlined, env() resolved, -theme-str applied, @media kept).
    case text(String)

    /// What rofi would draw for what it read at start: the user's theme, else its default theme.
    init?(_ startup: RofiStartup) {
        guard startup.userThemed else { self = .rofiDefault; return }
        guard let theme = startup.theme else { return nil }
        // url() pictures made whole paths here, where the user's files are: the daemon reads no file for a client.
        let env = RofiTheming.environment()
        let icons = IconThemeLookup(baseDirectories: IconThemeLookup.baseDirectories(environment: env), files: PosixIconFiles())
        let iconTheme = startup.configuration.string("icon-theme")
        // rofi asks for the widget's smaller side, or any size for a picture drawn at its own: the widget is
        // not laid out here, so the largest common icon size stands in.
        let resolved = theme.resolvingPictures(RasiSearchPaths(environment: env), files: PosixRasiFiles()) {
            icons.find($0, size: 256, theme: iconTheme)
        }
        self = .text(RasiFlatTheme.text(resolved))
    }

    /// The theme with a script's `theme` snippets parsed over it in the order the script printed
    /// them (rofi-script(5) since rofi 1.7.4: script.c parses each as -theme-str is parsed, into
    /// the theme in force, so they add up). A snippet that does not parse is left out with a
    /// warning, as script.c warns and goes on.
    func adding(_ snippets: [String]) -> ClientTheme {
        guard !snippets.isEmpty else { return self }
        var load = RasiLoad()
        switch self {
        case .rofiDefault: load.theme = RasiFlatTheme.defaultTheme()
        case .text(let text):
            guard case .success(let theme) = RasiFlatTheme.parse(text) else { return self }
            load.theme = theme
        }
        let env = RofiTheming.environment()
        let loader = RasiLoader(files: PosixRasiFiles(), paths: RasiSearchPaths(environment: env), environment: env)
        for snippet in snippets {
            var trial = load
            if loader.parseString(snippet, into: &trial), trial.theme != nil, trial.problems.isEmpty {
                load = trial
            } else {
                say("rofi: failed to parse the script's theme: \(snippet)", fd: 2)
            }
        }
        return load.theme.map { .text(RasiFlatTheme.text($0)) } ?? self
    }

    /// Names the theme for a pick's or launcher's `--theme` on `connection`: rofi's default by its
    /// name; the user's by its hash, its text sent at once on a `theme --text` line, which the
    /// daemon keeps before it reads the request that names it: the caller sends that next without
    /// waiting. `answerDue`: the daemon's answer to the text comes before the request's own
    /// (`checkStored`). A text too long for a line is sent after asking, as before.
    func send(on connection: DaemonConnection) throws -> (name: String, answerDue: Bool) {
        guard case .text(let text) = self else { return (try name(on: connection), false) }
        let hash = RasiFlatTheme.hash(text)
        let line = ShellWords.join(["theme", "--hash", hash, "--text", text])
        guard line.utf8.count < RequestParser.maxLineBytes else { return (try name(on: connection), false) }
        try connection.send(line)
        return (hash, true)
    }

    /// Reads the daemon's answer to a text `send` sent; throws its refusal of a bad text.
    static func checkStored(on connection: DaemonConnection, timeoutMs: Int32 = 10_000) throws {
        let stored = try JSONReader.parse(try connection.readLine(timeoutMs: timeoutMs))
        guard stored["ok"]?.boolValue == true else { throw Refused(message: stored["error"]?.stringValue ?? "theme refused") }
    }

    /// The name a pick or launcher gives with `--theme` on this connection, the text sent first
    /// when the daemon has not got it, after asking. Throws the daemon's refusal of a bad text.
    func name(on connection: DaemonConnection) throws -> String {
        switch self {
        case .rofiDefault:
            return RasiFlatTheme.defaultName
        case .text(let text):
            let hash = RasiFlatTheme.hash(text)
            let bytes = Array(text.utf8)
            let reply = try JSONReader.parse(try connection.request(words: ["theme", "--hash", hash, "--bytes", String(bytes.count)]))
            guard reply["ok"]?.boolValue == true else { throw Refused(message: reply["error"]?.stringValue ?? "theme refused") }
            guard reply["send"] != nil else { return hash }
            try connection.sendRaw(bytes)
            let stored = try JSONReader.parse(try connection.readLine())
            guard stored["ok"]?.boolValue == true else { throw Refused(message: stored["error"]?.stringValue ?? "theme refused") }
            return hash
        }
    }

    struct Refused: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

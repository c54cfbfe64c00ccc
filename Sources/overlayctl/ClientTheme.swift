// ClientTheme: the theme a rofi user's menu is drawn with, as the client hands it to the daemon:
// rofi's default theme by name (nothing to send or parse), or the user's, flattened to one rasi
// text and sent once (`theme --hash H --bytes N`, then the bytes when the daemon asks for them).
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
        self = .text(RasiFlatTheme.text(theme.resolvingPictures(RasiSearchPaths(environment: env), files: PosixRasiFiles())))
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

    /// The name a pick or launcher gives with `--theme` on this connection, the text sent first
    /// when the daemon has not got it. Throws the daemon's refusal of a bad text.
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

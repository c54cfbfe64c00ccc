// LaunchCommand: what the launcher starts: an argument vector and the directory to start
// it in. A terminal program is wrapped as rofi's `{terminal} -e {cmd}` does.

public struct LaunchCommand: Hashable, Sendable {
    public var argv: [String]
    /// The entry's Path, else nil (the launching client's own).
    public var directory: String?

    public init(argv: [String], directory: String? = nil) { self.argv = argv; self.directory = directory }

    /// The terminal used when none is given (Debian's alternative; rofi falls back to it too).
    public static let defaultTerminal = "x-terminal-emulator"

    /// `terminal -e argv…`; `terminal` may hold words of its own (`urxvt -fn x`).
    public func inTerminal(_ terminal: String?) -> LaunchCommand {
        let term = terminal.flatMap { ExecLine.words($0) }.flatMap { $0.isEmpty ? nil : $0 } ?? [LaunchCommand.defaultTerminal]
        return LaunchCommand(argv: term + ["-e"] + argv, directory: directory)
    }

    /// What opens a Link's URL (rofi 1.7.3's drun-url-launcher default).
    public static let urlLauncher = "xdg-open"

    /// An application's command (a Link's: the URL launcher with its URL): its Exec with field
    /// codes expanded, in a terminal for Terminal=true, in its Path; nil when its Exec cannot be
    /// read. `%i` is `--icon ICON` only when the launcher draws icons (`iconsShown`): rofi 1.7.3
    /// writes it only for an entry whose icon it loaded, which it does only to show it.
    public static func of(_ entry: DesktopEntry, terminal: String?, iconsShown: Bool = false) -> LaunchCommand? {
        if entry.kind == .link {
            // rofi runs `{drun-url-launcher} URL` as a command line: xdg-open by default.
            return entry.url.flatMap { ExecLine.words(urlLauncher + " " + $0) }.map { LaunchCommand(argv: $0) }
        }
        guard let exec = entry.exec,
              let argv = ExecLine.argv(exec, fields: .init(name: entry.name, icon: iconsShown ? entry.icon : nil,
                                                               location: entry.path)) else { return nil }
        let command = LaunchCommand(argv: argv, directory: entry.workingDirectory)
        return entry.terminal ? command.inTerminal(terminal) : command
    }

    /// What was typed, run as a command (rofi runs the typed text when nothing matches);
    /// nil for an empty line or unfinished quoting.
    public static func typed(_ text: String) -> LaunchCommand? {
        guard let words = ExecLine.words(text), !words.isEmpty else { return nil }
        return LaunchCommand(argv: words)
    }
}

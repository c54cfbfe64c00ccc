// RasiProblem: what rofi 1.7.3's error window says about a theme, config.rasi or mode it could not use.

/// A theme file that could not be opened (by `-theme`, `@theme` or `@import`).
public struct RasiLoadFailure: Error, Hashable, Sendable {
    /// The path rofi tried, made absolute as it makes it.
    public var path: String
    /// `strerror`'s words, e.g. "No such file or directory".
    public var reason: String

    public init(path: String, reason: String) { self.path = path; self.reason = reason }
}

/// A syntax or range error, where rofi's parser stopped.
public struct RasiParseError: Error, Hashable, Sendable {
    /// What was being parsed as rofi names it: the theme as given (`-theme` word or path), or the `-theme-str` text.
    public var what: String
    /// bison's message, e.g. `syntax error, unexpected "property close (';')"`.
    public var message: String
    public var location: RasiLocation

    public init(what: String, message: String, location: RasiLocation) {
        self.what = what; self.message = message; self.location = location
    }
}

/// One entry of rofi's error list; any of them makes rofi show its error window and exit 65.
public enum RasiProblem: Error, Hashable, Sendable {
    case open(RasiLoadFailure)
    case parse(RasiParseError)
    /// An option of `configuration {}` with a value rofi refuses: `file:line:column: why`.
    case option(file: String?, line: Int, column: Int, message: String)
    /// Key bindings refused (bad syntax or a clash), in rofi's markup (`RofiKeyBindings.resolve`).
    case keyBindings(markup: String)
    /// A mode `-show` or `-modi` names that rofi does not have: "Mode X is not found." and the modes it knows.
    case mode(markup: String)

    /// The entry as rofi writes it, in Pango markup.
    public var markup: String {
        switch self {
        case let .open(f):
            return "Failed to open theme: <i>\(RasiEscapes.markup(f.path))</i>\nError: <b>\(RasiEscapes.markup(f.reason))</b>"
        case let .parse(e):
            var s = "<big><b>Error while parsing theme:</b></big> <i>\(RasiEscapes.markup(e.what))</i>\n"
            s += "\tParser error: <span size=\"smaller\" style=\"italic\">\(RasiEscapes.markup(e.message))</span>\n"
            let l = e.location
            if let file = l.file {
                s += "\tLocation:     line \(l.firstLine) column \(l.firstColumn) to line \(l.lastLine) column \(l.lastColumn).\n"
                s += "\tFile          '\(file)'\n"
            } else {
                s += "\tLocation:     line \(l.firstLine) column \(l.firstColumn) to line \(l.lastLine) column \(l.lastColumn)\n"
            }
            return s
        case let .option(file, line, column, message):
            return "\(file ?? "(null)"):\(line):\(column): \(message)\n"
        case let .keyBindings(markup), let .mode(markup):
            return markup
        }
    }

    /// What the window shows: the markup's text.
    public var text: String { RasiEscapes.plain(markup) }

    /// rofi's error window for a list of problems: the first two in full, then how many more.
    public static func errorWindowMarkup(_ problems: [RasiProblem]) -> String {
        var s = "The following errors were detected when starting rofi:\n"
        for p in problems.prefix(2) { s += "\n\n" + p.markup }
        // rofi counts the rest less one, and says nothing when one is left.
        let rest = problems.count - 2
        if rest > 1 { s += "\nThere are <b>\(rest - 1)</b> more errors." }
        return s
    }

    /// The window's text, for a terminal.
    public static func errorWindowText(_ problems: [RasiProblem]) -> String {
        RasiEscapes.plain(errorWindowMarkup(problems))
    }
}

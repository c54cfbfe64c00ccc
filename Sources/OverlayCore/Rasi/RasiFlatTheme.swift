// RasiFlatTheme: a resolved theme as one rasi text (what `rofi -dump-theme` prints: imports inlined,
// env() resolved, -theme-str applied, @media kept), the form a client hands its theme to the daemon in.

/// A theme's text, its name (a hash of the text) and the parse that needs no file and no environment.
public enum RasiFlatTheme {
    /// The name a pick gives for rofi 1.7.3's built-in default theme: the daemon parses it itself, so
    /// an unthemed rofi user's client neither parses nor sends it.
    public static let defaultName = "default"

    /// The theme written out whole: everything the client read is in it, so the daemon reads nothing else.
    public static func text(_ theme: RasiTheme) -> String { RasiDump.theme(theme, rofiOrder: false) }

    /// FNV-1a (64 bits) of the text's bytes in hex: the daemon keeps parsed themes under it, and a
    /// client that names one the daemon has need not send it again.
    public static func hash(_ text: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01b3
        }
        let digits = String(h, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Whether a word names a theme: `default` or 16 hex digits.
    public static func isName(_ word: String) -> Bool {
        word == defaultName || (word.utf8.count == 16 && word.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) })
    }

    /// Parses a flat text, or says why not in rofi's error-window words. An `@import`/`@theme` in it
    /// cannot be followed (the daemon reads no file for a client) and is refused as a missing file.
    public static func parse(_ text: String) -> Result<RasiTheme, RasiFlatThemeError> {
        var load = RasiLoad()
        RasiLoader(files: RasiNoFiles(), paths: RasiSearchPaths(environment: [:]), environment: [:])
            .parseString(text, into: &load)
        guard load.problems.isEmpty, let theme = load.theme else {
            return .failure(RasiFlatThemeError(problems: load.problems))
        }
        return .success(theme)
    }

    /// rofi 1.7.3's default theme (its built-in configuration's `@theme "default"`), parsed.
    public static func defaultTheme() -> RasiTheme {
        var load = RasiLoad()
        RasiLoader(files: RasiNoFiles(), paths: RasiSearchPaths(environment: [:]), environment: [:])
            .parseString(RasiLoader.defaultConfiguration, into: &load)
        return load.theme ?? RasiTheme()
    }
}

/// Why a flat theme text was refused: rofi's error-window entries, on one line each for a reply.
public struct RasiFlatThemeError: Error, Hashable, Sendable {
    public var problems: [RasiProblem]
    public var message: String {
        let lines = problems.map { p in
            p.text.split(whereSeparator: \.isNewline).map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ") }.joined(separator: " ")
        }
        return lines.isEmpty ? "not a theme" : lines.joined(separator: "; ")
    }
}

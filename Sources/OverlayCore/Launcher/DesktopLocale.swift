// DesktopLocale: which `Key[locale]` of a .desktop file to read, as the Desktop Entry
// Specification matches LC_MESSAGES: lang_COUNTRY@MODIFIER, lang_COUNTRY, lang@MODIFIER, lang.

public enum DesktopLocale {
    /// The locale names to try, best first, for the environment's LC_MESSAGES (LC_ALL,
    /// then LC_MESSAGES, then LANG, as POSIX resolves it; empty for C and POSIX). GNU's
    /// LANGUAGE list comes first when set, as GLib (and so rofi) reads it, whatever the locale.
    public static func candidates(environment: [String: String]) -> [String] {
        if let list = environment["LANGUAGE"], !list.isEmpty {
            var out: [String] = []
            for l in list.split(separator: ":") { for c in candidates(String(l)) where !out.contains(c) { out.append(c) } }
            return out
        }
        let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        return candidates(value)
    }

    /// The locale names to try for one locale value (`de_DE.UTF-8@euro`).
    public static func candidates(_ locale: String) -> [String] {
        guard !locale.isEmpty, locale != "C", locale != "POSIX", !locale.hasPrefix("C.") else { return [] }
        var rest = Substring(locale)
        var modifier: Substring?
        if let at = rest.firstIndex(of: "@") { modifier = rest[rest.index(after: at)...]; rest = rest[..<at] }
        if let dot = rest.firstIndex(of: ".") { rest = rest[..<dot] }
        var country: Substring?
        if let us = rest.firstIndex(of: "_") { country = rest[rest.index(after: us)...]; rest = rest[..<us] }
        let lang = String(rest)
        guard !lang.isEmpty else { return [] }
        var out: [String] = []
        if let country, let modifier { out.append("\(lang)_\(country)@\(modifier)") }
        if let country { out.append("\(lang)_\(country)") }
        if let modifier { out.append("\(lang)@\(modifier)") }
        out.append(lang)
        return out
    }
}

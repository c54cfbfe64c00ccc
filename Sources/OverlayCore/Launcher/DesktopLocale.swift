// DesktopLocale: which `Key[locale]` of a .desktop file to read, best first, as GLib's
// g_get_language_names makes the list rofi 1.7.3 reads them with (which differs from the
// Desktop Entry Specification's order: lang@MODIFIER before lang_COUNTRY).

public enum DesktopLocale {
    /// The locale names to try, best first: GNU's LANGUAGE list when set (whatever the locale),
    /// else LC_ALL, else LC_MESSAGES, else LANG; each name's variants in GLib's order, then `C`.
    public static func candidates(environment: [String: String]) -> [String] {
        let value = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        var out: [String] = []
        for name in value.split(separator: ":", omittingEmptySubsequences: false) {
            for c in candidates(String(name)) where !out.contains(c) { out.append(c) }
        }
        if !out.contains("C") { out.append("C") }
        return out
    }

    /// One locale name's variants (GLib's append_locale_variants over
    /// `language[_territory][.codeset][@modifier]`): every combination of the parts it has,
    /// from the most to the least specific, codeset before territory before modifier dropped
    /// (`sr_RS.UTF-8@latin`: sr_RS.UTF-8@latin, sr_RS@latin, sr.UTF-8@latin, sr@latin, sr_RS.UTF-8,
    /// sr_RS, sr.UTF-8, sr).
    public static func candidates(_ locale: String) -> [String] {
        let bytes = Array(locale.utf8)
        let underscore = bytes.firstIndex(of: 0x5F)
        let dot = bytes[(underscore ?? 0)...].firstIndex(of: 0x2E)
        let at = bytes[(dot ?? underscore ?? 0)...].firstIndex(of: 0x40)
        let modifierStart = at ?? bytes.count
        let codesetStart = dot ?? modifierStart
        let territoryStart = underscore ?? codesetStart
        func part(_ r: Range<Int>) -> String { String(decoding: bytes[r], as: UTF8.self) }
        let language = part(0..<territoryStart)
        let territory = underscore.map { _ in part(territoryStart..<codesetStart) }
        let codeset = dot.map { _ in part(codesetStart..<modifierStart) }
        let modifier = at.map { _ in part(modifierStart..<bytes.count) }
        var out: [String] = []
        // GLib counts a mask down: bit 2 modifier, bit 1 territory, bit 0 codeset.
        for mask in stride(from: 7, through: 0, by: -1) {
            let (c, t, m) = (mask & 1 != 0, mask & 2 != 0, mask & 4 != 0)
            if (c && codeset == nil) || (t && territory == nil) || (m && modifier == nil) { continue }
            out.append(language + (t ? territory ?? "" : "") + (c ? codeset ?? "" : "") + (m ? modifier ?? "" : ""))
        }
        return out
    }
}

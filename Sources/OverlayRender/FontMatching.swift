// FontMatching: fontconfig's configuration and caches loaded, and the default font matched,
// before the first text is laid out, without opening a font file: what costs 0.4 s on a
// cold machine is done at start, while the faces (their files mapped, FreeType's and
// HarfBuzz's code and tables, 2.6 MB of an idle daemon's RSS) wait for the first text that needs them.
import CPango

public enum FontMatching {
    /// Matches `font` (a Pango font description) through Pango's default font map, the one
    /// every layout uses, so its fontset is cached there.
    public static func load(font: String) {
        guard let map = pango_cairo_font_map_get_default(), let context = pango_font_map_create_context(map) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let desc = pango_font_description_from_string(font)
        defer { pango_font_description_free(desc) }
        if let fontset = pango_font_map_load_fontset(map, context, desc, pango_language_get_default()) {
            g_object_unref(UnsafeMutableRawPointer(fontset))
        }
    }
}

// FontCaches: Pango's font caches emptied after a burst of text, so that the fonts odd text
// made it open (fallbacks for rare scripts, every style of a family) do not stay for good.
// Each face keeps its file mapped and its HarfBuzz and FreeType data on the heap: after 2,000
// hostile notifications that was 2.7 MB of RSS that nothing would ever draw with again.
import CPango

public enum FontCaches {
    /// Bytes of text laid out since `releaseAfterBurst` last looked. Only the loop's thread
    /// lays text out (pictures are decoded off it, text never), so no lock.
    nonisolated(unsafe) private static var laidOut = 0

    /// What counts as a burst. Ordinary use lays out far less between two quiet moments (a
    /// notification's summary and body, a list's or the center's visible rows: a few KB);
    /// emptying costs the next text a few ms to find its fonts again, so only after a burst.
    static let burstBytes = 128 * 1024

    /// A layout was given `bytes` of text.
    static func laidOut(bytes: Int) {
        laidOut &+= bytes
    }

    /// Called when the loop is quiet: empties the font map's caches when a burst of text was
    /// laid out since the last call (fonts a live layout holds stay), and says whether it did.
    @discardableResult
    public static func releaseAfterBurst() -> Bool {
        defer { laidOut = 0 }
        guard laidOut >= burstBytes else { return false }
        cpango_clear_font_caches()
        return true
    }
}

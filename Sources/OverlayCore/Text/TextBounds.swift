// TextBounds: how much text a sender may have laid out (summary, body, labels, app name),
// cut on a character boundary with "…" before Pango ever sees it.

/// Caps on text, in UTF-8 bytes, chosen so that no real notification reaches them while
/// the worst text laid out at each cap costs Pango a few milliseconds (Pango wraps about
/// 3 bytes a microsecond here; a long word without a break costs it far more, which
/// `LongRuns` takes care of). Text past a cap is cut at a character boundary and ends
/// with "…"; markup keeps its tags balanced.
public enum TextBounds {
    /// A notification's summary, a popover's title: 20 lines at the default width.
    public static let summaryBytes = 1024
    /// A body's text (tags not counted): more than a 2160-pixel-tall screen shows at the
    /// default width, so the cut is below what the screen cuts anyway.
    public static let bodyBytes = 8192
    /// A button's label (it is one line, ellipsized to the button anyway).
    public static let labelBytes = 256
    /// A notification's app name.
    public static let appNameBytes = 256
    /// `app_icon` and a hint's string: a path (PATH_MAX), an icon or desktop-entry name, a
    /// category, a stack tag.
    public static let pathBytes = 4096
    /// An action's key. It goes back to the sender whole in `ActionInvoked`, so it is never
    /// cut: an action whose key is longer is not offered at all (no client names its actions
    /// with kilobytes, and a 100,000-character key shown as the context menu's label made
    /// Pango keep a shaping buffer of 6 MB for good).
    public static let actionKeyBytes = 4096
    /// What ends cut text.
    public static let ellipsis = "…"

    /// `text` when it fits in `maxBytes` of UTF-8, else its longest prefix that ends on a
    /// character boundary and leaves room for "…", followed by "…".
    public static func cut(_ text: String, maxBytes: Int) -> String {
        let utf8 = text.utf8
        guard utf8.count > maxBytes else { return text }
        let room = max(0, maxBytes - ellipsis.utf8.count)
        var end = utf8.index(utf8.startIndex, offsetBy: room)
        while end > utf8.startIndex, UTF8.isContinuation(utf8[end]) { end = utf8.index(before: end) }
        return String(decoding: utf8[..<end], as: UTF8.self) + ellipsis
    }

    /// Pango markup whose shown text (entities count as one byte, tags not at all) fits in
    /// `maxBytes`; longer text is cut between characters, outside any tag or entity, gets
    /// "…" and closes the elements still open. Tags and entities together may take at most
    /// `8 × maxBytes` more, so a body of nothing but tags is bounded too.
    public static func cutMarkup(_ markup: String, maxBytes: Int) -> String {
        guard markup.utf8.count > maxBytes else { return markup }
        let scalars = Array(markup.unicodeScalars)
        let room = max(0, maxBytes - ellipsis.utf8.count)
        var out = String.UnicodeScalarView()
        var open: [Substring] = []
        // Where the text is cut if it does not fit whole: the output and open elements there.
        var cut: (out: String.UnicodeScalarView, open: [Substring])?
        var shown = 0, total = 0, i = 0
        while i < scalars.count {
            let token = MarkupToken.at(scalars, i)
            let next = i + token.length
            let size = token.kind == .tag ? 0 : token.kind == .text ? scalars[i].utf8.count : 1
            total += scalars[i..<next].reduce(0) { $0 + $1.utf8.count }
            if cut == nil, shown + size > room { cut = (out, open) }
            if shown + size > maxBytes || total > 9 * maxBytes { break }
            if token.kind == .tag { token.track(scalars[i..<next], open: &open) }
            out.append(contentsOf: scalars[i..<next])
            shown += size
            i = next
        }
        guard i < scalars.count else { return markup }
        let kept = cut ?? (out, open)
        return String(kept.out) + ellipsis + kept.open.reversed().map { "</\($0)>" }.joined()
    }
}

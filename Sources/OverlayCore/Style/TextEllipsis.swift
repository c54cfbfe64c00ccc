// TextEllipsis: whether a popover's text wraps or keeps each paragraph on one line, cut with
// "…" at its start, middle or end (dunst's word_wrap = no with its `ellipsize`).

/// `none` wraps lines at the text's width; the others keep each paragraph on one line and
/// replace what does not fit with "…" there.
public enum TextEllipsis: String, CaseIterable, Hashable, Sendable {
    case none, start, middle, end
}

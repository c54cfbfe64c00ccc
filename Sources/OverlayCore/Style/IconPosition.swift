// IconPosition: where a popover draws its icon (dunst's `icon_position`).

/// The icon's place: beside the text on either side, above it, or not drawn at all (the text
/// takes its place).
public enum IconPosition: String, CaseIterable, Hashable, Sendable {
    case left, right, top, off
}

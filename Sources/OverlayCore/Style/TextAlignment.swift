// TextAlignment: where a popover's lines sit across its text area, and where the text and
// icon sit up and down its body (dunst's `alignment` and `vertical_alignment`).

/// How each line of text is placed across the text area.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    case left, center, right

    /// The offset of something `size` wide in `room` pixels.
    public func offset(_ size: Int, in room: Int) -> Int { Self.offset(size, in: room, share: self == .left ? 0 : self == .center ? 1 : 2) }

    /// `share` halves of the room left over: 0 at the start, 1 in the middle, 2 at the end.
    static func offset(_ size: Int, in room: Int, share: Int) -> Int { max(0, room - size) * share / 2 }
}

/// Where the text and the icon sit in a body taller than they are (an icon taller than the
/// text, or the text taller than the icon).
public enum VerticalAlignment: String, CaseIterable, Hashable, Sendable {
    case top, center, bottom

    /// The offset of something `size` tall in `room` pixels.
    public func offset(_ size: Int, in room: Int) -> Int {
        TextAlignment.offset(size, in: room, share: self == .top ? 0 : self == .center ? 1 : 2)
    }
}

// WindowConfiguration: what a ConfigureNotify or GravityNotify says of another client's window.

/// What a ConfigureNotify (or a GravityNotify) says about another client's window: the
/// daemon keeps followed windows' geometry from these instead of asking the server again.
public struct WindowConfiguration: Equatable, Sendable {
    public var window: WindowID
    /// The border's outer corner and the inside size, relative to the parent (to root when
    /// `synthetic`: ICCCM 4.1.5).
    public var rect: Rect
    public var borderWidth: Int
    /// The sibling it is stacked directly above (none at the bottom).
    public var above: WindowID
    /// Sent by a window manager (SendEvent) in root coordinates.
    public var synthetic: Bool
    /// Reported through root's SubstructureNotify: the window is a child of root (a
    /// top-level window or a WM frame), so `rect` is in root coordinates.
    public var onRoot: Bool
    /// Only that it moved (a GravityNotify: the parent was resized): ask where it is now.
    public var moved: Bool

    public init(window: WindowID, rect: Rect, borderWidth: Int = 0, above: WindowID = .none, synthetic: Bool = false,
                onRoot: Bool = false, moved: Bool = false) {
        self.window = window; self.rect = rect; self.borderWidth = borderWidth; self.above = above
        self.synthetic = synthetic; self.onRoot = onRoot; self.moved = moved
    }

    /// The inside rectangle in root coordinates (what XTranslateCoordinates of (0, 0) and the
    /// size give), when the event says it: a synthetic event, or a child of root.
    public var rootRect: Rect? {
        guard !moved, synthetic || onRoot else { return nil }
        return Rect(x: rect.x + borderWidth, y: rect.y + borderWidth, width: rect.width, height: rect.height)
    }
}

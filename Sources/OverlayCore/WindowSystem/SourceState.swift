// SourceState: the state of a source window (mapped, iconic, hidden, shaded, fullscreen, its
// desktop) that decides whether its popovers show.

/// What the daemon needs to know of a source window to decide whether its popovers show.
public struct SourceState: Equatable, Sendable {
    public var viewable: Bool
    public var iconic: Bool
    public var hidden: Bool
    public var shaded: Bool
    public var fullscreen: Bool
    /// `_NET_WM_DESKTOP`; nil when unset, 0xFFFFFFFF for all desktops.
    public var desktop: Int?

    public init(viewable: Bool = true, iconic: Bool = false, hidden: Bool = false, shaded: Bool = false,
                fullscreen: Bool = false, desktop: Int? = nil) {
        self.viewable = viewable; self.iconic = iconic; self.hidden = hidden; self.shaded = shaded
        self.fullscreen = fullscreen; self.desktop = desktop
    }

    /// Visible on `currentDesktop` (nil: the WM has no desktops).
    public func isShown(onDesktop currentDesktop: Int?) -> Bool {
        guard viewable, !iconic, !hidden, !shaded else { return false }
        if let d = desktop, let c = currentDesktop, d != 0xFFFF_FFFF, d != c { return false }
        return true
    }
}

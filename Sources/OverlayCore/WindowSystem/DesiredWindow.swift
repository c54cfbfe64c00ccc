// DesiredWindow: what one of our windows should look like now, as the logic hands it to the
// presenter, which sends only the difference from what it pushed last.

/// What one overlay's window should look like now.
public struct DesiredWindow {
    public var key: WindowKey
    /// The X screen it is on (its source's); the frame is in that screen's root coordinates.
    public var screen: Int
    public var frame: Rect
    public var kind: OverlayKind
    public var mode: SurfaceMode
    public var clickThrough: Bool
    public var rendered: RenderedOverlay
    /// Bumped by the caller whenever `rendered` changes; equal revisions are not repainted.
    public var revision: Int
    public var visible: Bool
    public var stacking: Stacking
    /// Whole-window opacity (a fade; needs a compositor).
    public var opacity: Double
    /// `WM_NAME` and `_NET_WM_NAME`: overlayd's "overlayd KIND", a program's, or none (dmenu's).
    public var title: WindowName
    /// `WM_CLASS` (rofi's or dmenu's for their menus); nil keeps overlayd's.
    public var windowClass: WindowClass?
    public init(key: WindowKey, screen: Int = 0, frame: Rect, kind: OverlayKind, mode: SurfaceMode, clickThrough: Bool,
                rendered: RenderedOverlay, revision: Int, visible: Bool = true, stacking: Stacking = .top,
                opacity: Double = 1, title: WindowName = .overlayd, windowClass: WindowClass? = nil) {
        self.key = key; self.screen = screen; self.frame = frame; self.kind = kind; self.mode = mode
        self.clickThrough = clickThrough; self.rendered = rendered; self.revision = revision
        self.visible = visible; self.stacking = stacking; self.opacity = opacity; self.title = title
        self.windowClass = windowClass
    }
}

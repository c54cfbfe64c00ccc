// WindowSystem: everything the daemon's logic needs from the display, as a protocol. The X
// server (`XDisplay` and its `Presenter`) is one implementation; the tests' fake is another,
// so the logic runs in milliseconds without a server (dunst's output.h, in Swift).
import OverlayCore
import OverlayX11

/// Questions about the desktop and other clients' windows, input, and the event stream.
protocol WindowSystem: AnyObject {
    var root: WindowID { get }
    var screenSize: Size { get }
    /// Whether a compositing manager owns `_NET_WM_CM_S<screen>`.
    var compositorRunning: Bool { get }
    func monitors() -> [Monitor]
    func currentDesktop() -> Int?
    func xftDPI() -> Double?
    func struts() -> [Strut]
    func netWorkArea() -> Rect?
    /// Rectangles of visible fullscreen client windows.
    func fullscreenRects() -> [Rect]

    func pointerPosition() -> Point?
    func activeWindow() -> WindowID?
    func windowUnderPointer() -> WindowID?
    func exists(_ w: WindowID) -> Bool
    func findWindow(classNamed name: String) -> WindowID?
    func findWindow(titleMatching glob: String) -> WindowID?
    func windowClass(of w: WindowID) -> (instance: String, cls: String)?
    /// The window's rectangle in root coordinates (a round trip); nil when it is gone.
    func geometry(of w: WindowID) -> Rect?
    func frameExtents(of w: WindowID) -> Insets
    /// The ancestor that is a child of root (a WM frame, or the window itself).
    func topLevel(of w: WindowID) -> WindowID?
    func sourceState(of w: WindowID) -> SourceState

    /// Watches a client for structure and the properties that hide it; `unwatch` stops.
    func watchClient(_ w: WindowID)
    func unwatch(_ w: WindowID)
    /// Pointer motion anywhere (only while a tooltip waits).
    func watchPointerMotion(_ on: Bool)
    func grabInput(_ window: WindowID) -> Bool
    func ungrabInput()

    /// Waits until the server has handled every request so far.
    func sync()
    func flush()
    /// Events ready to read (reading what the connection has).
    func pending() -> Int32
    func nextEvent() -> XEventKind
    func captureScreen() -> PixelImage?
}

/// The one place that changes the daemon's own windows: given what each should look like,
/// it sends only the difference from what it sent last (i3's x.c).
protocol WindowPresenter: AnyObject {
    func apply(changed: [DesiredWindow], removed: Set<WindowKey>, restack: [DesiredWindow]?)
    /// Gives a window another key (an exit keeps playing while the overlay's id is reused).
    func rekey(_ old: WindowKey, to new: WindowKey)
    /// Which of our windows `window` is, for routing input.
    func key(for window: WindowID) -> WindowKey?
    /// Whether `window` is ours, or was and its DestroyNotify has not come back yet.
    func owns(_ window: WindowID) -> Bool
    func destroyed(_ window: WindowID)
    func window(for key: WindowKey) -> WindowID?
    /// The mode a window really gets (ARGB needs a 32-bit visual).
    func effectiveMode(_ m: SurfaceMode) -> SurfaceMode
}

extension XDisplay: WindowSystem {}
extension Presenter: WindowPresenter {}

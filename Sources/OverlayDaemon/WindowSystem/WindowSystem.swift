// WindowSystem: everything the daemon's logic needs from the display, as a protocol. The X
// server (`XDisplay` and its `Presenter`) is one implementation; the tests' fake is another,
// so the logic runs in milliseconds without a server (dunst's output.h, in Swift).
import OverlayCore

/// Questions about the desktop and other clients' windows: all a room may hold of the window
/// system (what it wants changed leaves it as an `Effect.windowSystem` the Controller sends).
/// A display may have several X screens (`:0.0`, `:0.1`), each with its own root, monitors,
/// desktops and compositor; coordinates are always in one screen's root coordinates.
protocol WindowQueries: AnyObject {
    /// How many screens the display has, and the one it was opened on.
    var screenCount: Int { get }
    var defaultScreen: Int { get }
    func screenSize(of screen: Int) -> Size
    /// Whether a compositing manager owns `_NET_WM_CM_S<screen>`.
    func compositorRunning(on screen: Int) -> Bool
    func monitors(on screen: Int) -> [Monitor]
    func currentDesktop(on screen: Int) -> Int?
    /// The current desktop's viewport corner (`_NET_DESKTOP_VIEWPORT`), read now; nil without one.
    func desktopViewport(on screen: Int) -> Point?
    func xftDPI() -> Double?
    /// The screen's DPI from its width in millimetres (dunst's scale without `Xft.dpi`).
    func screenDPI(on screen: Int) -> Double?
    /// The DPI Xft sizes a font in points at on `screen` (dmenu's fonts): `Xft.dpi`, else the screen's millimetres.
    func fontDPI(on screen: Int) -> Double
    func struts(on screen: Int) -> [Strut]
    func netWorkArea(on screen: Int) -> Rect?
    /// Rectangles of a screen's visible fullscreen client windows.
    func fullscreenRects(on screen: Int) -> [Rect]
    /// The screen a window is on (a round trip); nil when it is gone.
    func screen(of w: WindowID) -> Int?
    /// The screen whose root `w` is; nil for any other window.
    func screen(ofRoot w: WindowID) -> Int?

    /// The screen the pointer is on, and where on it.
    func pointerLocation() -> (screen: Int, point: Point)?
    func activeWindow() -> WindowID?
    func windowUnderPointer() -> WindowID?
    func exists(_ w: WindowID) -> Bool
    func findWindow(classNamed name: String) -> WindowID?
    func findWindow(titleMatching glob: String) -> WindowID?
    func windowClass(of w: WindowID) -> (instance: String, cls: String)?
    /// The window's rectangle in its screen's root coordinates (a round trip); nil when it is gone.
    func geometry(of w: WindowID) -> Rect?
    func frameExtents(of w: WindowID) -> Insets
    /// The ancestor that is a child of root (a WM frame, or the window itself).
    func topLevel(of w: WindowID) -> WindowID?
    func sourceState(of w: WindowID) -> SourceState
    /// The window switcher's questions: a screen's `_NET_CLIENT_LIST`, the desktops' names.
    func clientList(on screen: Int) -> [WindowID]
    func desktopNames(on screen: Int) -> [String]
    /// A listed client's title, class and desktop (XDisplay keeps them from PropertyNotify
    /// once `clientList` has listed the client: no round trip unless one changed).
    func clientFacts(of w: WindowID) -> ClientFacts
    /// A client's `_NET_WM_ICON` picked for `side` pixels as rofi picks it, premultiplied (kept alike).
    func clientIcon(of w: WindowID, side: Int) -> PixelImage?
}

/// The questions, and what the Controller asks the server to do: other clients' windows
/// activated, closed and watched, input grabbed, the selection asked for; the event stream.
protocol WindowSystem: WindowQueries {
    /// Asks the WM to switch to `w`'s desktop (when another) and activate it (EWMH, as a pager).
    func activate(_ w: WindowID, on screen: Int)
    /// Asks the WM to close `w` (EWMH `_NET_CLOSE_WINDOW`, as a pager).
    func close(_ w: WindowID, on screen: Int)

    /// Watches a client for structure and the properties that hide it; `unwatch` stops.
    func watchClient(_ w: WindowID)
    func unwatch(_ w: WindowID)
    /// Pointer motion anywhere (only while a tooltip waits).
    func watchPointerMotion(_ on: Bool)
    func grabInput(_ window: WindowID) -> Bool
    func ungrabInput()
    /// The keyboard alone, for `window`; false when another client holds it.
    func grabKeyboard(_ window: WindowID) -> Bool
    func ungrabKeyboard()
    /// Asks the PRIMARY (or CLIPBOARD) owner for its text, for `window`; the answer comes
    /// back later as a `.selectionArrived` event, never by waiting here.
    func requestSelection(clipboard: Bool, for window: WindowID)

    /// Waits until the server has handled every request so far.
    func sync()
    func flush()
    /// Events ready to read (reading what the connection has).
    func pending() -> Int32
    func nextEvent() -> WindowEvent
    /// A whole X screen's pixels; nil when the server refuses or there is no such screen.
    func captureScreen(_ number: Int) -> PixelImage?
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
    /// The mode a window on `screen` really gets (ARGB needs a 32-bit visual there).
    func effectiveMode(_ m: SurfaceMode, on screen: Int) -> SurfaceMode
    /// The compositor of `screen` went: its ARGB windows are cut to their bodies at once (their
    /// transparent pixels would show black until replaced).
    func hideShadows(on screen: Int)
    /// Whether the compositor of `screen` redirects our windows yet (it owns its selection
    /// some time before).
    func compositorRedirects(on screen: Int) -> Bool
}

extension WindowQueries {
    /// The screen the pointer is on (where the user is); with one screen, that one, with no
    /// round trip to ask.
    var pointerScreen: Int { screenCount == 1 ? defaultScreen : pointerLocation()?.screen ?? defaultScreen }
}

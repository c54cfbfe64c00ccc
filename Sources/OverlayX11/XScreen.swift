// XScreen: one X screen of the display (`:0.0`, `:0.1`): its root, visuals and compositor
// selection. A window lives on one screen and never moves to another.
import CX11
import OverlayCore

/// What the daemon keeps of one screen: each has its own root window, visuals, colormaps,
/// RandR monitors and `_NET_WM_CM_S<n>`.
struct XScreen {
    let number: Int
    let root: WindowID
    let size: Size
    /// The 32-bit ARGB visual, if the server offers one on this screen (through Composite).
    let argbVisual: UnsafeMutablePointer<Visual>?
    let defaultVisual: UnsafeMutablePointer<Visual>?
    let defaultDepth: Int32
    /// `_NET_WM_CM_S<n>`: owned while a compositing manager runs on this screen.
    let compositorSelection: Atom

    init(_ dpy: OpaquePointer, number: Int32) {
        self.number = Int(number)
        root = WindowID(XRootWindow(dpy, number))
        size = Size(width: Int(XDisplayWidth(dpy, number)), height: Int(XDisplayHeight(dpy, number)))
        var info = XVisualInfo()
        argbVisual = XMatchVisualInfo(dpy, number, 32, TrueColor, &info) != 0 ? info.visual : nil
        defaultVisual = XDefaultVisual(dpy, number)
        defaultDepth = XDefaultDepth(dpy, number)
        compositorSelection = "_NET_WM_CM_S\(number)".withCString { XInternAtom(dpy, $0, False) }
    }
}

extension XDisplay {
    /// How many screens the display has.
    public var screenCount: Int { screens.count }

    /// The screen the connection was opened on (`:0.1` opens on 1): unattached overlays go there.
    public var defaultScreen: Int { Int(screen) }

    /// A screen's root window (the default screen's for a number out of range).
    public func root(of screen: Int) -> WindowID { xScreen(screen).root }

    /// A screen's size in pixels.
    public func screenSize(of screen: Int) -> Size { xScreen(screen).size }

    /// Whether a compositing manager owns `_NET_WM_CM_S<screen>`.
    public func compositorRunning(on screen: Int) -> Bool {
        XGetSelectionOwner(dpy, xScreen(screen).compositorSelection) != 0
    }

    /// The screen whose root `w` is; nil for any other window (no round trip).
    public func screen(ofRoot w: WindowID) -> Int? { rootScreens[w] }

    /// The screen a window is on (a round trip); nil when it is gone.
    public func screen(of w: WindowID) -> Int? {
        var attrs = XWindowAttributes()
        guard XGetWindowAttributes(dpy, w.rawValue, &attrs) != 0 else { return nil }
        return rootScreens[WindowID(attrs.root)]
    }

    func xScreen(_ n: Int) -> XScreen { screens.indices.contains(n) ? screens[n] : screens[Int(screen)] }
}

// TestDisplay+Windows: plain top-level windows the test creates, maps, moves and destroys.
import CX11
import Foundation

extension TestDisplay {
    /// What a test window selects by default: its structure (Map/Configure/Reparent), exposure,
    /// visibility, buttons and keys. Not pointer motion, which would flood the backlog.
    static let defaultWindowEventMask: Int =
        StructureNotifyMask | ExposureMask | VisibilityChangeMask | PropertyChangeMask
        | ButtonPressMask | ButtonReleaseMask | KeyPressMask | KeyReleaseMask | EnterWindowMask | LeaveWindowMask

    /// Creates a top-level window at root coordinates with a solid background, named `title`.
    /// It carries USPosition/USSize hints so that a window manager keeps the requested
    /// geometry. When `map` is true, maps it and waits until it is viewable.
    func createWindow(
        x: Int, y: Int, width: Int, height: Int, background: RGB,
        title: String = "overlayd-test", overrideRedirect: Bool = false,
        eventMask: Int = TestDisplay.defaultWindowEventMask, map: Bool = true, timeout: TimeInterval = 5
    ) throws -> Window {
        var attributes = XSetWindowAttributes()
        attributes.background_pixel = UInt(background.hex)
        attributes.border_pixel = 0
        attributes.event_mask = eventMask
        attributes.override_redirect = overrideRedirect ? True : False
        let window = XCreateWindow(
            handle, root, Int32(x), Int32(y), UInt32(width), UInt32(height), 0,
            Int32(CopyFromParent), UInt32(InputOutput), nil,
            UInt(CWBackPixel | CWBorderPixel | CWEventMask | CWOverrideRedirect), &attributes)
        guard window != 0 else { throw HarnessError.x11("XCreateWindow failed: \(x),\(y) \(width)x\(height)") }
        XStoreName(handle, window, title)
        var hints = XSizeHints()
        hints.flags = USPosition | USSize | PPosition | PSize
        hints.x = Int32(x)
        hints.y = Int32(y)
        hints.width = Int32(width)
        hints.height = Int32(height)
        XSetWMNormalHints(handle, window, &hints)
        if map { try mapWindow(window, timeout: timeout) } else { sync() }
        return window
    }

    /// Maps `window` and waits until it is viewable (under a window manager: until its frame
    /// is mapped too).
    func mapWindow(_ window: Window, timeout: TimeInterval = 5) throws {
        XMapWindow(handle, window)
        try waitUntilViewable(window, timeout: timeout)
    }

    /// Waits until `window` and all its ancestors are mapped.
    func waitUntilViewable(_ window: Window, timeout: TimeInterval = 5) throws {
        try waitUntil("window 0x\(String(window, radix: 16)) viewable", timeout: timeout) {
            try attributes(of: window).mapState == .viewable
        }
    }

    /// Unmaps `window` and waits for its UnmapNotify.
    func unmapWindow(_ window: Window, timeout: TimeInterval = 5) throws {
        XUnmapWindow(handle, window)
        try waitUntil("window 0x\(String(window, radix: 16)) unmapped", timeout: timeout) {
            try attributes(of: window).mapState != .viewable
        }
    }

    /// Moves `window` (its client origin, as XMoveWindow does) and waits until the server
    /// processed the request. Under a window manager the move is a request the WM may honour
    /// later: wait for the ConfigureNotify then.
    func moveWindow(_ window: Window, x: Int, y: Int) {
        XMoveWindow(handle, window, Int32(x), Int32(y))
        sync()
    }

    /// Resizes `window` and waits until the server processed the request.
    func resizeWindow(_ window: Window, width: Int, height: Int) {
        XResizeWindow(handle, window, UInt32(width), UInt32(height))
        sync()
    }

    /// Raises `window` to the top of its siblings.
    func raiseWindow(_ window: Window) {
        XRaiseWindow(handle, window)
        sync()
    }

    /// Destroys `window`; a window that is already gone is fine.
    func destroyWindow(_ window: Window) {
        XDestroyWindow(handle, window)
        sync()
    }
}

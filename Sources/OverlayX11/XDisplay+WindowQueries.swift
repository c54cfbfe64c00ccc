// XDisplay+WindowQueries: questions about other clients' windows (geometry, ancestry, the active one).
import CX11
import OverlayCore

extension XDisplay {
    /// The window's rectangle in the coordinates of its own screen's root; nil when it is gone.
    public func geometry(of w: WindowID) -> Rect? {
        var attrs = XWindowAttributes()
        guard XGetWindowAttributes(dpy, w.rawValue, &attrs) != 0 else { return nil }
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        // Translating into another screen's root fails: ask the window's own.
        guard XTranslateCoordinates(dpy, w.rawValue, attrs.root, 0, 0, &x, &y, &child) != 0 else { return nil }
        return Rect(x: Int(x), y: Int(y), width: Int(attrs.width), height: Int(attrs.height))
    }

    /// Whether the window exists and is viewable (mapped, with mapped ancestors).
    public func isViewable(_ w: WindowID) -> Bool {
        var attrs = XWindowAttributes()
        guard XGetWindowAttributes(dpy, w.rawValue, &attrs) != 0 else { return false }
        return attrs.map_state == IsViewable
    }

    /// The ancestor that is a child of root: the window manager's frame, or the window itself.
    public func topLevel(of w: WindowID) -> WindowID? {
        var current = w.rawValue
        for _ in 0..<32 {
            var rootReturn: Window = 0, parent: Window = 0
            var children: UnsafeMutablePointer<Window>?
            var n: UInt32 = 0
            guard XQueryTree(dpy, current, &rootReturn, &parent, &children, &n) != 0 else { return nil }
            if let children { XFree(children) }
            if parent == rootReturn || parent == 0 { return WindowID(current) }
            current = parent
        }
        return WindowID(current)
    }

    /// `_NET_ACTIVE_WINDOW`, when a window manager sets it and it names a window: the
    /// pointer's screen's first (each screen has its own window manager), then the others.
    public func activeWindow() -> WindowID? {
        // With one screen, no need to ask where the pointer is.
        let first = screens.count > 1 ? pointerLocation()?.screen ?? defaultScreen : defaultScreen
        for s in [first] + screens.map(\.number).filter({ $0 != first }) {
            if let v = longProperty(root(of: s), "_NET_ACTIVE_WINDOW")?.first, v != 0 { return WindowID(UInt(bitPattern: v)) }
        }
        return nil
    }

    /// The client window under the pointer, on whichever screen it is: the top-level child
    /// of root, or the descendant of it that carries `WM_STATE` (the client inside a WM frame).
    public func windowUnderPointer() -> WindowID? {
        var rootReturn: Window = 0, child: Window = 0
        var rx: Int32 = 0, ry: Int32 = 0, wx: Int32 = 0, wy: Int32 = 0
        var mask: UInt32 = 0
        // False: the pointer is on another screen, whose root it names; ask that one.
        if XQueryPointer(dpy, root.rawValue, &rootReturn, &child, &rx, &ry, &wx, &wy, &mask) == 0 {
            guard rootScreens[WindowID(rootReturn)] != nil,
                  XQueryPointer(dpy, rootReturn, &rootReturn, &child, &rx, &ry, &wx, &wy, &mask) != 0 else { return nil }
        }
        guard child != 0 else { return nil }
        return clientWindow(inside: WindowID(child)) ?? WindowID(child)
    }

    /// Breadth-first search for a window with `WM_STATE` (what xprop -root's `click` finds).
    func clientWindow(inside frame: WindowID) -> WindowID? {
        var queue = [frame.rawValue]
        var visited = 0
        while !queue.isEmpty, visited < 64 {
            let w = queue.removeFirst()
            visited += 1
            if longPropertyExists(WindowID(w), "WM_STATE") { return WindowID(w) }
            var rootReturn: Window = 0, parent: Window = 0
            var children: UnsafeMutablePointer<Window>?
            var n: UInt32 = 0
            guard XQueryTree(dpy, w, &rootReturn, &parent, &children, &n) != 0 else { continue }
            if let children {
                queue += (0..<Int(n)).map { children[$0] }
                XFree(children)
            }
        }
        return nil
    }

    private func longPropertyExists(_ w: WindowID, _ name: String) -> Bool {
        longProperty(w, name, maxItems: 2) != nil
    }

    /// Watches a foreign window's structure (moves, resizes, reparenting, destruction).
    public func watchStructure(of w: WindowID) {
        select(StructureNotifyMask, on: w)
    }

    /// Stops watching a foreign window.
    public func unwatch(_ w: WindowID) {
        select(NoEventMask, on: w)
    }

    /// Whether a window id names an existing window.
    public func exists(_ w: WindowID) -> Bool {
        var attrs = XWindowAttributes()
        return XGetWindowAttributes(dpy, w.rawValue, &attrs) != 0
    }
}

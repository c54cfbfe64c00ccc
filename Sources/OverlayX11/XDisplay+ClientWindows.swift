// XDisplay+ClientWindows: finding other programs' windows by class or title, and reading the EWMH
// state that decides whether a popover on them should show (iconified, hidden, shaded,
// on another desktop, fullscreen).
import CX11
import OverlayCore

extension XDisplay {
    /// A screen's client windows in stacking order, bottom to top: `_NET_CLIENT_LIST_STACKING`
    /// (or `_NET_CLIENT_LIST`) from its WM; without a WM, viewable non-override-redirect
    /// children of its root.
    public func clientWindows(on screen: Int) -> [WindowID] {
        let root = root(of: screen)
        if let list = longProperty(root, "_NET_CLIENT_LIST_STACKING", maxItems: 4096)
            ?? longProperty(root, "_NET_CLIENT_LIST", maxItems: 4096) {
            return list.map { WindowID(UInt(bitPattern: $0)) }
        }
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var n: UInt32 = 0
        guard XQueryTree(dpy, root.rawValue, &rootReturn, &parent, &children, &n) != 0, let children else { return [] }
        defer { XFree(children) }
        var result: [WindowID] = []
        for i in 0..<Int(n) {
            var a = XWindowAttributes()
            guard XGetWindowAttributes(dpy, children[i], &a) != 0, a.map_state == IsViewable,
                  a.override_redirect == 0, a.`class` == InputOutput else { continue }
            result.append(clientWindow(inside: WindowID(children[i])) ?? WindowID(children[i]))
        }
        return result
    }

    /// `WM_CLASS` as (instance, class).
    public func windowClass(of w: WindowID) -> (instance: String, cls: String)? {
        guard let bytes = byteProperty(w, "WM_CLASS") else { return nil }
        let parts = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        return (parts.first ?? "", parts.count > 1 ? parts[1] : "")
    }

    /// `_NET_WM_NAME`, else `WM_NAME`.
    public func title(of w: WindowID) -> String? {
        if let b = byteProperty(w, "_NET_WM_NAME") { return String(decoding: b, as: UTF8.self) }
        return byteProperty(w, "WM_NAME").map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every screen's client windows, the default screen's last (so searched first, topmost first).
    func clientWindowsOfAllScreens() -> [WindowID] {
        (screens.map(\.number).filter { $0 != defaultScreen } + [defaultScreen]).flatMap(clientWindows(on:))
    }

    /// The topmost client window whose WM_CLASS instance or class equals `name` (any case).
    public func findWindow(classNamed name: String) -> WindowID? {
        let n = name.lowercased()
        return clientWindowsOfAllScreens().reversed().first { w in
            guard let c = windowClass(of: w) else { return false }
            return c.instance.lowercased() == n || c.cls.lowercased() == n
        }
    }

    /// The topmost client window whose title matches `glob`.
    public func findWindow(titleMatching glob: String) -> WindowID? {
        clientWindowsOfAllScreens().reversed().first { w in title(of: w).map { Glob.matches(glob, $0) } ?? false }
    }

    /// `_NET_FRAME_EXTENTS` (left, right, top, bottom) as insets; zero without a WM.
    public func frameExtents(of w: WindowID) -> Insets {
        guard let v = longProperty(w, "_NET_FRAME_EXTENTS", maxItems: 4), v.count == 4 else { return .zero }
        return Insets(top: v[2], left: v[0], bottom: v[3], right: v[1])
    }

    /// A screen's `_NET_CURRENT_DESKTOP`, nil when no WM sets it.
    public func currentDesktop(on screen: Int) -> Int? {
        longProperty(root(of: screen), "_NET_CURRENT_DESKTOP", maxItems: 1)?.first
    }

    /// The current desktop's corner in a screen's `_NET_DESKTOP_VIEWPORT` (rofi's `-m -1`); nil when
    /// no WM sets either property or the list has no pair for that desktop.
    public func desktopViewport(on screen: Int) -> Point? {
        guard let desktop = currentDesktop(on: screen), desktop >= 0,
              let v = longProperty(root(of: screen), "_NET_DESKTOP_VIEWPORT", maxItems: 2 * (desktop + 1)),
              v.count >= 2 * (desktop + 1) else { return nil }
        return Point(x: v[2 * desktop], y: v[2 * desktop + 1])
    }

    /// Reads the state that hides a source's popovers.
    public func sourceState(of client: WindowID) -> SourceState {
        let states = Set((longProperty(client, "_NET_WM_STATE") ?? []).map { Atom(UInt(bitPattern: $0)) })
        let wmState = longProperty(client, "WM_STATE", maxItems: 2)?.first
        return SourceState(
            viewable: isViewable(client),
            iconic: wmState == 3, // IconicState (ICCCM 4.1.3.1)
            hidden: states.contains(atom("_NET_WM_STATE_HIDDEN")),
            shaded: states.contains(atom("_NET_WM_STATE_SHADED")),
            fullscreen: states.contains(atom("_NET_WM_STATE_FULLSCREEN")),
            desktop: longProperty(client, "_NET_WM_DESKTOP", maxItems: 1)?.first.map { $0 & 0xFFFF_FFFF })
    }

    /// Rectangles of a screen's visible fullscreen client windows.
    public func fullscreenRects(on screen: Int) -> [Rect] {
        let fs = atom("_NET_WM_STATE_FULLSCREEN")
        let desktop = currentDesktop(on: screen)
        return clientWindows(on: screen).compactMap { w in
            let states = (longProperty(w, "_NET_WM_STATE") ?? []).map { Atom(UInt(bitPattern: $0)) }
            guard states.contains(fs), sourceState(of: w).isShown(onDesktop: desktop) else { return nil }
            return geometry(of: w)
        }
    }

    /// Watches a foreign client for the properties that hide it (WM_STATE, _NET_WM_STATE,
    /// _NET_WM_DESKTOP) and for its structure.
    public func watchClient(_ w: WindowID) {
        select(StructureNotifyMask | PropertyChangeMask, on: w)
    }

    /// An 8-bit property's bytes.
    func byteProperty(_ w: WindowID, _ name: String) -> [UInt8]? {
        var actualType: Atom = 0
        var actualFormat: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(dpy, w.rawValue, atom(name), 0, 1024, False, Atom(AnyPropertyType),
                                        &actualType, &actualFormat, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, actualFormat == 8, let data else { return nil }
        var bytes = Array(UnsafeBufferPointer(start: data, count: Int(count)))
        while bytes.last == 0 { bytes.removeLast() }
        return bytes
    }
}

// XDisplay+Monitors: the RandR monitor list (including `xrandr --setmonitor` virtual ones).
import CX11
import OverlayCore

extension XDisplay {
    /// A screen's active monitors from `XRRGetMonitors`; the whole screen when RandR has none.
    public func monitors(on screen: Int) -> [Monitor] {
        var result: [Monitor] = []
        if hasRandR {
            var n: Int32 = 0
            if let list = XRRGetMonitors(dpy, root(of: screen).rawValue, True, &n) {
                for i in 0..<Int(n) {
                    let m = list[i]
                    var name = "monitor-\(i)"
                    if m.name != 0, let cName = XGetAtomName(dpy, m.name) {
                        name = String(cString: cName)
                        XFree(cName)
                    }
                    result.append(Monitor(name: name, rect: Rect(x: Int(m.x), y: Int(m.y), width: Int(m.width), height: Int(m.height)),
                                          primary: m.primary != 0, millimetres: Size(width: Int(m.mwidth), height: Int(m.mheight))))
                }
                XRRFreeMonitors(list)
            }
        }
        if result.isEmpty {
            result = [Monitor(name: "screen", rect: Rect(origin: .zero, size: screenSize(of: screen)), primary: true)]
        }
        return result
    }

    /// The pointer position in root coordinates of the screen it is on.
    public func pointerPosition() -> Point? { pointerLocation()?.point }

    /// The screen the pointer is on and its position there. XQueryPointer answers on any
    /// screen: it says False when the pointer is not on the asked root's, and names its root.
    public func pointerLocation() -> (screen: Int, point: Point)? {
        var rootReturn: Window = 0, child: Window = 0
        var rx: Int32 = 0, ry: Int32 = 0, wx: Int32 = 0, wy: Int32 = 0
        var mask: UInt32 = 0
        _ = XQueryPointer(dpy, root.rawValue, &rootReturn, &child, &rx, &ry, &wx, &wy, &mask)
        guard let screen = rootScreens[WindowID(rootReturn)] else { return nil }
        return (screen, Point(x: Int(rx), y: Int(ry)))
    }
}

extension XDisplay {
    /// The desktop's DPI for HiDPI scaling: the xsettings manager's `Xft/DPI` when one runs
    /// and sets it (GTK reads that one, and it changes live), else the `Xft.dpi` X resource,
    /// read from root's RESOURCE_MANAGER now (Xlib's copy is from when the connection opened).
    public func xftDPI() -> Double? {
        if let dpi = xsettings().dpi { return dpi }
        return xftResource()
    }

    /// The screen's DPI from its width in millimetres (what `xrandr --dpi` sets), as dunst 1.9
    /// counts it when `Xft.dpi` is unset; nil when the server reports no millimetres.
    public func screenDPI(on screen: Int) -> Double? {
        let mm = XDisplayWidthMM(dpy, Int32(screen))
        return mm > 0 ? Double(XDisplayWidth(dpy, Int32(screen))) * 25.4 / Double(mm) : nil
    }

    /// The DPI Xft gives a font in points, as dmenu's fonts get it (XftDefaultSubstitute): the
    /// `Xft.dpi` X resource, else the screen's height over its height in millimetres.
    public func fontDPI(on screen: Int) -> Double {
        if let dpi = xftResource(), dpi > 0 { return dpi }
        let mm = XDisplayHeightMM(dpy, Int32(screen))
        return mm > 0 ? Double(XDisplayHeight(dpy, Int32(screen))) * 25.4 / Double(mm) : 96
    }

    private func xftResource() -> Double? {
        if let known = xftResourceRead { return known }
        let read = readXftResource()
        xftResourceRead = .some(read)
        return read
    }

    private func readXftResource() -> Double? {
        guard let bytes = byteProperty(root, "RESOURCE_MANAGER") else { return nil }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix("Xft.dpi:") {
            return Double(line.dropFirst("Xft.dpi:".count).trimmingCharacters(in: " \t"))
        }
        return nil
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}

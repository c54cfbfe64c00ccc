// Monitors: the RandR monitor list (including `xrandr --setmonitor` virtual ones).
import CX11
import OverlayCore

extension XDisplay {
    /// Active monitors from `XRRGetMonitors`; the whole screen when RandR has none.
    public func monitors() -> [Monitor] {
        var result: [Monitor] = []
        if hasRandR {
            var n: Int32 = 0
            if let list = XRRGetMonitors(dpy, root.rawValue, True, &n) {
                for i in 0..<Int(n) {
                    let m = list[i]
                    var name = "monitor-\(i)"
                    if m.name != 0, let cName = XGetAtomName(dpy, m.name) {
                        name = String(cString: cName)
                        XFree(cName)
                    }
                    result.append(Monitor(name: name, rect: Rect(x: Int(m.x), y: Int(m.y), width: Int(m.width), height: Int(m.height)),
                                          primary: m.primary != 0))
                }
                XRRFreeMonitors(list)
            }
        }
        if result.isEmpty {
            result = [Monitor(name: "screen", rect: Rect(origin: .zero, size: screenSize), primary: true)]
        }
        return result
    }

    /// The pointer position in root coordinates.
    public func pointerPosition() -> Point? {
        var rootReturn: Window = 0, child: Window = 0
        var rx: Int32 = 0, ry: Int32 = 0, wx: Int32 = 0, wy: Int32 = 0
        var mask: UInt32 = 0
        guard XQueryPointer(dpy, root.rawValue, &rootReturn, &child, &rx, &ry, &wx, &wy, &mask) != 0 else { return nil }
        return Point(x: Int(rx), y: Int(ry))
    }
}

extension XDisplay {
    /// The `Xft.dpi` X resource, as desktops set it for HiDPI. Read from root's
    /// RESOURCE_MANAGER now (Xlib's copy is from when the connection opened).
    public func xftDPI() -> Double? {
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

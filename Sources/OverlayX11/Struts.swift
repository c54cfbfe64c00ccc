// Struts: the space panels reserve (_NET_WM_STRUT_PARTIAL / _NET_WM_STRUT) and the WM's
// _NET_WORKAREA, from which Core computes each monitor's work area.
import CX11
import OverlayCore

extension XDisplay {
    /// Every client's strut; windows that reserve space are watched for changes to it.
    public func struts() -> [Strut] {
        let screen = screenSize
        var result: [Strut] = []
        for w in clientWindows() {
            if let v = longProperty(w, "_NET_WM_STRUT_PARTIAL", maxItems: 12), let s = Strut(partial: v) {
                result.append(s)
            } else if let v = longProperty(w, "_NET_WM_STRUT", maxItems: 4), let s = Strut(legacy: v, screen: screen) {
                result.append(s)
            } else {
                continue
            }
            watchClient(w)
        }
        return result
    }

    /// The first desktop's `_NET_WORKAREA`, when a window manager sets it.
    public func netWorkArea() -> Rect? {
        guard let v = longProperty(root, "_NET_WORKAREA", maxItems: 4), v.count == 4 else { return nil }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}

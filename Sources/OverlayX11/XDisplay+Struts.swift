// XDisplay+Struts: the space panels reserve (_NET_WM_STRUT_PARTIAL / _NET_WM_STRUT) and the WM's
// _NET_WORKAREA, from which Core computes each monitor's work area.
import CX11
import OverlayCore

extension XDisplay {
    /// Every strut of a screen's clients; windows that reserve space are watched for changes to it.
    public func struts(on screenNumber: Int) -> [Strut] {
        let screen = screenSize(of: screenNumber)
        var result: [Strut] = []
        for w in clientWindows(on: screenNumber) {
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

    /// A screen's first desktop's `_NET_WORKAREA`, when its window manager sets it.
    public func netWorkArea(on screen: Int) -> Rect? {
        guard let v = longProperty(root(of: screen), "_NET_WORKAREA", maxItems: 4), v.count == 4 else { return nil }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}

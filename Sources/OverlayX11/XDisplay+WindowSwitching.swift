// XDisplay+WindowSwitching: what a window switcher (rofi -show window) reads and sends: the WM's
// client list, each client's desktop and the desktops' names, and the EWMH client messages
// that switch desktop (_NET_CURRENT_DESKTOP) and activate a window (_NET_ACTIVE_WINDOW).
import CX11
import OverlayCore

extension XDisplay {
    /// A screen's `_NET_CLIENT_LIST` (oldest mapped first); empty without an EWMH WM. Its
    /// clients' facts are kept from then on (`clientFacts(of:)`).
    public func clientList(on screen: Int) -> [WindowID] {
        let list = (longProperty(root(of: screen), "_NET_CLIENT_LIST", maxItems: 4096) ?? []).map { WindowID(UInt(bitPattern: $0)) }
        followClients(list, on: screen)
        return list
    }

    /// A client's `_NET_WM_DESKTOP` (0xFFFFFFFF: all desktops); nil when unset.
    public func desktop(of w: WindowID) -> Int? {
        longProperty(w, "_NET_WM_DESKTOP", maxItems: 1)?.first.map { $0 & 0xFFFF_FFFF }
    }

    /// A screen's `_NET_DESKTOP_NAMES`, in desktop order.
    public func desktopNames(on screen: Int) -> [String] {
        guard let bytes = byteProperty(root(of: screen), "_NET_DESKTOP_NAMES") else { return [] }
        return bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Asks the WM to show `w` as a pager does (source indication 2): first its desktop,
    /// when it is on another one than `current` (EWMH `_NET_CURRENT_DESKTOP`), then the window.
    public func activate(_ w: WindowID, on screen: Int) {
        let root = root(of: screen)
        let current = currentDesktop(on: screen)
        if let d = desktop(of: w), d != 0xFFFF_FFFF, d != current {
            sendRootMessage(root, about: root, "_NET_CURRENT_DESKTOP", [d, Int(CurrentTime)])
        }
        sendRootMessage(root, about: w, "_NET_ACTIVE_WINDOW", [2, Int(CurrentTime), 0])
        XFlush(dpy)
    }

    /// Asks the WM to close `w` as a pager does (EWMH `_NET_CLOSE_WINDOW`, source indication 2).
    public func close(_ w: WindowID, on screen: Int) {
        sendRootMessage(root(of: screen), about: w, "_NET_CLOSE_WINDOW", [Int(CurrentTime), 2])
        XFlush(dpy)
    }

    /// A 32-bit ClientMessage to root with SubstructureNotify|SubstructureRedirect, as EWMH
    /// asks a client to send messages meant for the WM.
    private func sendRootMessage(_ root: WindowID, about w: WindowID, _ type: String, _ data: [Int]) {
        var e = XEvent()
        e.xclient.type = ClientMessage
        e.xclient.serial = 0
        e.xclient.send_event = True
        e.xclient.display = dpy
        e.xclient.window = w.rawValue
        e.xclient.message_type = atom(type)
        e.xclient.format = 32
        withUnsafeMutableBytes(of: &e.xclient.data.l) { raw in
            let longs = raw.bindMemory(to: Int.self)
            for (i, v) in data.prefix(5).enumerated() { longs[i] = v }
        }
        XSendEvent(dpy, root.rawValue, False, SubstructureNotifyMask | SubstructureRedirectMask, &e)
    }
}

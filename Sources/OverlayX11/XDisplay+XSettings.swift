// XDisplay+XSettings: the desktop's settings from its xsettings manager (the owner of
// `_XSETTINGS_S<screen>`), e.g. the icon theme and Xft/DPI, read when the daemon starts or
// reloads and whenever the manager changes them (`watchXSettings`: PropertyNotify on its
// window, and a new manager's MANAGER message on root, become `.xsettingsChanged`).
import CX11
import OverlayCore

extension XDisplay {
    /// The manager's settings; empty when no xsettings manager runs.
    public func xsettings() -> XSettings.Values {
        let owner = XGetSelectionOwner(dpy, atom("_XSETTINGS_S\(screen)"))
        guard owner != 0 else { return XSettings.Values() }
        var actualType: Atom = 0
        var actualFormat: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // A BadWindow from a manager that just quit leaves `data` nil (errors are logged, not fatal).
        let status = XGetWindowProperty(dpy, owner, atom("_XSETTINGS_SETTINGS"), 0, 1 << 16, False,
                                        Atom(AnyPropertyType), &actualType, &actualFormat, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, actualFormat == 8, let data else { return XSettings.Values() }
        return XSettings.decode(Array(UnsafeBufferPointer(start: data, count: Int(count))))
    }

    /// The manager's string settings; empty when no xsettings manager runs.
    public func xsettingsStrings() -> [String: String] { xsettings().strings }

    /// Follows the settings of the manager now running (if any): its property changes are
    /// reported. Called once at start; a new manager is followed when its MANAGER comes.
    public func watchXSettings() {
        let owner = XGetSelectionOwner(dpy, atom("_XSETTINGS_S\(screen)"))
        if owner != 0 { watchXSettings(owner: WindowID(owner)) }
    }

    func watchXSettings(owner: WindowID) {
        XSelectInput(dpy, owner.rawValue, PropertyChangeMask)
    }
}

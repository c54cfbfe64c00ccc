// XSettingsReader: the desktop's settings from its xsettings manager (the owner of
// `_XSETTINGS_S<screen>`), e.g. the icon theme, read when the daemon starts or reloads.
import CX11
import OverlayCore

extension XDisplay {
    /// The manager's string settings; empty when no xsettings manager runs.
    public func xsettingsStrings() -> [String: String] {
        let owner = XGetSelectionOwner(dpy, atom("_XSETTINGS_S\(screen)"))
        guard owner != 0 else { return [:] }
        var actualType: Atom = 0
        var actualFormat: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // A BadWindow from a manager that just quit leaves `data` nil (errors are logged, not fatal).
        let status = XGetWindowProperty(dpy, owner, atom("_XSETTINGS_SETTINGS"), 0, 1 << 16, False,
                                        Atom(AnyPropertyType), &actualType, &actualFormat, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, actualFormat == 8, let data else { return [:] }
        return XSettings.strings(Array(UnsafeBufferPointer(start: data, count: Int(count))))
    }
}

// XDisplay+Atoms: atom names interned once and remembered; those every start and a first
// window need are interned together at start, in one round trip instead of one each.
import CX11
import Glibc

extension XDisplay {
    /// What a first notification, popover or menu asks the server for by name (its window's
    /// type and names, the fullscreen and active-window checks of its placement), beside
    /// `watchedPropertyNames`: interned at start, each would be a round trip inside the first
    /// Notify → painted.
    static let atomsOfAFirstWindow = [
        "_NET_WM_WINDOW_TYPE", "_NET_WM_WINDOW_TYPE_NOTIFICATION", "_NET_WM_WINDOW_TYPE_POPUP_MENU",
        "_NET_WM_WINDOW_TYPE_TOOLTIP", "_NET_WM_WINDOW_TYPE_DROPDOWN_MENU", "_NET_WM_WINDOW_TYPE_UTILITY",
        "WM_CLASS", "WM_NAME", "_NET_WM_NAME", "UTF8_STRING", "_NET_WM_PID", "_COMPTON_SHADOW",
        "_NET_CLIENT_LIST", "_NET_ACTIVE_WINDOW", "_NET_WM_STATE_FULLSCREEN", "_NET_WM_STATE_HIDDEN",
        "_NET_WM_STATE_SHADED", "_NET_WM_WINDOW_OPACITY", "_NET_WM_ICON",
    ]

    public func atom(_ name: String) -> Atom {
        if let a = atomCache[name] { return a }
        let a = name.withCString { XInternAtom(dpy, $0, False) }
        atomCache[name] = a
        return a
    }

    /// Interns the names not yet known with one XInternAtoms (its requests go out together and
    /// their replies come back together).
    func internAtoms(_ names: [String]) {
        let unknown = Array(Set(names).subtracting(atomCache.keys))
        guard !unknown.isEmpty else { return }
        var pointers = unknown.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        guard !pointers.contains(nil) else { return }
        var atoms = [Atom](repeating: 0, count: unknown.count)
        let status = XInternAtoms(dpy, &pointers, Int32(unknown.count), False, &atoms)
        guard status != 0 else { return }
        for (name, a) in zip(unknown, atoms) where a != 0 { atomCache[name] = a }
    }
}

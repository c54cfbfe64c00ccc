// XDisplay+Grabs: a menu takes the pointer and the keyboard while it is open, and always gives them
// back (on dismissal, and when the daemon exits the server drops them with the connection).
import CX11
import OverlayCore

extension XDisplay {
    /// Grabs pointer and keyboard for `window`; false when another client holds either.
    public func grabInput(_ window: WindowID) -> Bool {
        let pointer = XGrabPointer(dpy, window.rawValue, True,
                                   UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask | EnterWindowMask | LeaveWindowMask),
                                   GrabModeAsync, GrabModeAsync, 0, 0, UInt(CurrentTime))
        guard pointer == GrabSuccess else { return false }
        let keyboard = XGrabKeyboard(dpy, window.rawValue, True, GrabModeAsync, GrabModeAsync, UInt(CurrentTime))
        guard keyboard == GrabSuccess else {
            XUngrabPointer(dpy, UInt(CurrentTime))
            return false
        }
        return true
    }

    /// Grabs only the keyboard for `window` (an alert that takes it, as a modal dialog has it).
    public func grabKeyboard(_ window: WindowID) -> Bool {
        XGrabKeyboard(dpy, window.rawValue, True, GrabModeAsync, GrabModeAsync, UInt(CurrentTime)) == GrabSuccess
    }

    public func ungrabKeyboard() {
        XUngrabKeyboard(dpy, UInt(CurrentTime))
        XFlush(dpy)
    }

    public func ungrabInput() {
        XUngrabKeyboard(dpy, UInt(CurrentTime))
        XUngrabPointer(dpy, UInt(CurrentTime))
        XFlush(dpy)
    }
}

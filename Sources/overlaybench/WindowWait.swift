// WindowWait: waiting for an X event (show waits for a MapNotify on root; follow and cross time
// a move until the popover's ConfigureNotify).
#if canImport(Glibc)
import Glibc
#endif
import CX11

/// Waits (5 s at most) for an event that `match` accepts; false when none came.
func waitForEvent(_ dpy: OpaquePointer, _ match: (XEvent) -> Bool) -> Bool {
    let fd = XConnectionNumber(dpy)
    let deadline = micros() + 5e6
    while micros() < deadline {
        while XPending(dpy) > 0 {
            var ev = XEvent()
            XNextEvent(dpy, &ev)
            if match(ev) { return true }
        }
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        _ = poll(&p, 1, 100)
    }
    return false
}

/// Waits for an event of `type` about `window` (selected with StructureNotify).
func waitForWindow(_ dpy: OpaquePointer, _ window: Window, _ type: Int32) -> Bool {
    waitForEvent(dpy) { ev in
        ev.type == type && ev.xany.window == window
    }
}

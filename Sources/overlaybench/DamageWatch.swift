// DamageWatch: a window's DAMAGE events, to time a key to the window's last repaint: a program
// may echo the key in its input line first and repaint its rows once it has filtered them.
#if canImport(Glibc)
import Glibc
#endif
import CX11
import CXDamage

/// Reports every drawing on one window (XDamageReportRawRectangles); the server frees it with
/// the window.
struct DamageWatch {
    let d: BenchDisplay
    private let damage: Damage
    private let notifyType: Int32

    init(_ d: BenchDisplay, window: Window) {
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 1, minor: Int32 = 1
        guard XDamageQueryExtension(d.dpy, &event, &error) != 0, XDamageQueryVersion(d.dpy, &major, &minor) != 0 else {
            fail("the X server lacks DAMAGE")
        }
        self.d = d
        notifyType = event + Int32(XDamageNotify)
        damage = XDamageCreate(d.dpy, window, Int32(XDamageReportRawRectangles))
        XSync(d.dpy, False)
        _ = lastDamage(quiet: 50_000)  // what was drawn before
    }

    /// The time (µs, `micros()`) of the last damage event, read until `quiet` µs pass without
    /// one (or 10 s without any); nil when none came.
    func lastDamage(quiet: Double) -> Double? {
        var last: Double?
        let start = micros()
        let fd = XConnectionNumber(d.dpy)
        while true {
            while XPending(d.dpy) > 0 {
                var ev = XEvent()
                XNextEvent(d.dpy, &ev)
                if ev.type == notifyType { last = micros() }
            }
            let until = (last ?? start) + (last == nil ? 10e6 : quiet)
            let wait = until - micros()
            if wait <= 0 { return last }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&p, 1, Int32(wait / 1000) + 1)
        }
    }
}

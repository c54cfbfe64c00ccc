// KeyTiming: one XTest key press timed until an area of the screen changes (key → repaint),
// shared by the pick and notification-center benchmarks.
#if canImport(Glibc)
import Glibc
#endif
import CX11
import CXTest

/// Presses and releases `code`; returns the milliseconds until `area`'s pixels differ from
/// what they were before (10 s at most).
func timeKey(_ d: BenchDisplay, _ code: KeyCode, repainting area: ScreenArea) -> Double {
    let before = grab(d, area)
    let t0 = micros()
    XTestFakeKeyEvent(d.dpy, UInt32(code), True, 0)
    XTestFakeKeyEvent(d.dpy, UInt32(code), False, 0)
    XFlush(d.dpy)
    let deadline = micros() + 10e6
    while micros() < deadline, grab(d, area) == before {}
    return (micros() - t0) / 1000
}

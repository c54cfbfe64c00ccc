// FirstNotifyBench: a fresh notification daemon's first Notify → its pixels on screen, for any
// daemon on the bus (overlayd, dunst), timed by the same client over one sd-bus connection
// opened before the clock starts. scripts/bench first-notify runs it once per fresh start.
#if canImport(Glibc)
import Glibc
#endif
import CSystemd
import CX11

func runFirstNotify(_ d: BenchDisplay) -> Never {
    var bus: OpaquePointer?
    guard sd_bus_open_user(&bus) >= 0, let b = bus else { fail("no session bus (DBUS_SESSION_BUS_ADDRESS)") }
    let screen = XDefaultScreen(d.dpy)
    let width = XDisplayWidth(d.dpy, screen), height = XDisplayHeight(d.dpy, screen)
    // Where the notification will show is not known yet: the whole screen before, untimed.
    let before = grab(d, ScreenArea(x: 0, y: 0, width: UInt32(width), height: UInt32(height)))
    dropEvents(d)
    let t0 = micros()
    guard let id = notifyCall(b, summary: "First", body: "the first <b>notification</b>", timeout: 60_000),
          let window = waitForTopLevel(d, MapNotify) else { fail("no window for the first notification") }
    let t1 = micros()
    guard let area = middle(d, of: window) else { fail("the notification window has no size") }
    var was: [UInt32] = []
    was.reserveCapacity(Int(area.width * area.height))
    for y in Int(area.y)..<(Int(area.y) + Int(area.height)) {
        let row = y * Int(width)
        was += before[(row + Int(area.x))..<(row + Int(area.x) + Int(area.width))]
    }
    while differing(grab(d, area), was) < 0.2 {
        if micros() - t0 > 10e6 { fail("the first notification was mapped but never painted") }
    }
    let t2 = micros()
    closeCall(b, id: id)
    sd_bus_unref(b)
    print("first-notify-figures mapped=\(format3((t1 - t0) / 1000)) painted=\(format3((t2 - t0) / 1000))")
    exit(0)
}

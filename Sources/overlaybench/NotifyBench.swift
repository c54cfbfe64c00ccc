// NotifyBench: Notify over the session bus against whichever daemon owns the name (overlayd,
// dunst), timed until the window is mapped and until its pixels are on screen, then the rate
// of sticky notifications sent back to back.
//
// "Painted" is judged the same way for every daemon: a warm-up notification shows where the
// window appears; each timed call grabs that area of the screen (XGetImage on root) before
// Notify, then grabs it again until a fifth of its pixels differ. overlayd uploads its frame
// before mapping, so for it painted follows mapped at once; a daemon that draws after the map
// (on Expose) is timed to its drawing.
#if canImport(Glibc)
import Glibc
#endif
import CSystemd
import CX11

/// One Notify call (`susssasa{sv}i`); returns the id, or nil on an error.
func notifyCall(_ bus: OpaquePointer, summary: String, body: String, timeout: Int32) -> UInt32? {
    var m: OpaquePointer?
    guard sd_bus_message_new_method_call(bus, &m, "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                                         "org.freedesktop.Notifications", "Notify") >= 0, let msg = m else { return nil }
    defer { sd_bus_message_unref(msg) }
    func string(_ s: String) { s.withCString { _ = sd_bus_message_append_basic(msg, CChar(UInt8(ascii: "s")), $0) } }
    string("overlaybench")
    var replaces: UInt32 = 0
    _ = sd_bus_message_append_basic(msg, CChar(UInt8(ascii: "u")), &replaces)
    string("")
    string(summary)
    string(body)
    _ = sd_bus_message_open_container(msg, CChar(UInt8(ascii: "a")), "s")
    _ = sd_bus_message_close_container(msg)
    _ = sd_bus_message_open_container(msg, CChar(UInt8(ascii: "a")), "{sv}")
    _ = sd_bus_message_close_container(msg)
    var t = timeout
    _ = sd_bus_message_append_basic(msg, CChar(UInt8(ascii: "i")), &t)
    var error = sd_bus_error()
    var reply: OpaquePointer?
    guard sd_bus_call(bus, msg, 30_000_000, &error, &reply) >= 0, let r = reply else {
        sd_bus_error_free(&error)
        return nil
    }
    defer { sd_bus_message_unref(r) }
    var id: UInt32 = 0
    _ = sd_bus_message_read_basic(r, CChar(UInt8(ascii: "u")), &id)
    return id
}

func closeCall(_ bus: OpaquePointer, id: UInt32) {
    var m: OpaquePointer?
    guard sd_bus_message_new_method_call(bus, &m, "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                                         "org.freedesktop.Notifications", "CloseNotification") >= 0, let msg = m else { return }
    defer { sd_bus_message_unref(msg) }
    var i = id
    _ = sd_bus_message_append_basic(msg, CChar(UInt8(ascii: "u")), &i)
    var error = sd_bus_error()
    var reply: OpaquePointer?
    _ = sd_bus_call(bus, msg, 30_000_000, &error, &reply)
    if let reply { sd_bus_message_unref(reply) }
    sd_bus_error_free(&error)
}

/// A rectangle of the screen, in root coordinates.
struct ScreenArea {
    var x: Int32, y: Int32, width: UInt32, height: UInt32
}

/// The bench's X connection.
struct BenchDisplay {
    var dpy: OpaquePointer
    var root: Window
}

/// The screen's pixels in `area`, one UInt32 each (32 bits per pixel; compared, never decoded).
func grab(_ d: BenchDisplay, _ area: ScreenArea) -> [UInt32] {
    guard let xi = XGetImage(d.dpy, d.root, area.x, area.y, area.width, area.height, ~0, ZPixmap) else { return [] }
    defer { _ = xi.pointee.f.destroy_image(xi) }
    let img = xi.pointee
    guard img.bits_per_pixel == 32, let data = img.data else { fail("screen grab: \(img.bits_per_pixel) bits per pixel") }
    var pixels: [UInt32] = []
    pixels.reserveCapacity(Int(area.width * area.height))
    let rowBytes = Int(img.bytes_per_line)
    data.withMemoryRebound(to: UInt8.self, capacity: rowBytes * Int(area.height)) { bytes in
        for y in 0..<Int(area.height) {
            let row = UnsafeRawPointer(bytes + y * rowBytes)
            for x in 0..<Int(area.width) { pixels.append(row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)) }
        }
    }
    return pixels
}

/// The share of pixels that differ between two grabs of the same area.
func differing(_ a: [UInt32], _ b: [UInt32]) -> Double {
    guard a.count == b.count, !a.isEmpty else { return 1 }
    return Double(zip(a, b).filter { $0 != $1 }.count) / Double(a.count)
}

/// Waits for a top-level window of any client to be mapped (or unmapped); returns it.
func waitForTopLevel(_ d: BenchDisplay, _ type: Int32, seconds: Double = 10) -> Window? {
    let dpy = d.dpy
    let fd = XConnectionNumber(dpy)
    let deadline = micros() + seconds * 1e6
    while micros() < deadline {
        while XPending(dpy) > 0 {
            var ev = XEvent()
            XNextEvent(dpy, &ev)
            if ev.type == type { return type == MapNotify ? ev.xmap.window : ev.xunmap.window }
        }
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        _ = poll(&p, 1, 100)
    }
    return nil
}

func dropEvents(_ d: BenchDisplay) {
    XSync(d.dpy, False)
    while XPending(d.dpy) > 0 { var ev = XEvent(); XNextEvent(d.dpy, &ev) }
}

/// The middle half of a window, on root: away from rounded corners and shadows.
func middle(_ d: BenchDisplay, of window: Window) -> ScreenArea? {
    var attrs = XWindowAttributes()
    guard XGetWindowAttributes(d.dpy, window, &attrs) != 0, attrs.width > 3, attrs.height > 3 else { return nil }
    return ScreenArea(x: attrs.x + attrs.width / 4, y: attrs.y + attrs.height / 4,
                      width: UInt32(attrs.width / 2), height: UInt32(attrs.height / 2))
}

func runNotify(_ d: BenchDisplay, calls: Int, sticky: Int, budgetSeconds: Double) -> Never {
    var bus: OpaquePointer?
    guard sd_bus_open_user(&bus) >= 0, let b = bus else { fail("no session bus (DBUS_SESSION_BUS_ADDRESS)") }
    // Where does a notification appear? Ask once, untimed.
    dropEvents(d)
    guard let probe = notifyCall(b, summary: "Bench", body: "latency <b>probe</b>", timeout: 60_000),
          let window = waitForTopLevel(d, MapNotify) else { fail("no window for the first notification") }
    XSync(d.dpy, False)
    guard let area = middle(d, of: window) else { fail("the notification window has no size") }
    closeCall(b, id: probe)
    _ = waitForTopLevel(d, UnmapNotify)

    var mapped: [Double] = [], painted: [Double] = []
    for i in 0..<(calls + 10) {
        dropEvents(d)
        let before = grab(d, area)
        let t0 = micros()
        guard let id = notifyCall(b, summary: "Bench \(i)", body: "latency <b>probe</b>", timeout: 60_000) else {
            fail("Notify failed")
        }
        guard waitForTopLevel(d, MapNotify) != nil else { fail("no window for notification \(id)") }
        let t1 = micros()
        while differing(grab(d, area), before) < 0.2 {
            if micros() - t0 > 10e6 { fail("notification \(id) was mapped but never painted") }
        }
        let t2 = micros()
        if i >= 10 {
            mapped.append((t1 - t0) / 1000)
            painted.append((t2 - t0) / 1000)
        }
        closeCall(b, id: id)
        _ = waitForTopLevel(d, UnmapNotify)
    }
    mapped.sort()
    painted.sort()
    print(summary(mapped, what: "Notify→mapped", unit: "calls"))
    print(summary(painted, what: "Notify→painted (pixels on screen)", unit: "calls"))

    // Sticky notifications as fast as possible, within the time budget.
    var costs: [Double] = []
    var ids: [UInt32] = []
    let start = micros()
    for i in 0..<sticky {
        if (micros() - start) / 1e6 > budgetSeconds { break }
        let t0 = micros()
        guard let id = notifyCall(b, summary: "Sticky \(i)", body: "stays until closed", timeout: 0) else { fail("Notify failed") }
        costs.append((micros() - t0) / 1000)
        ids.append(id)
    }
    let total = (micros() - start) / 1000
    func median(_ s: ArraySlice<Double>) -> Double { s.isEmpty ? 0 : s.sorted()[s.count / 2] }
    let rate = Double(costs.count) / total * 1000
    let cut = costs.count < sticky ? " (stopped at the \(Int(budgetSeconds)) s budget)" : ""
    print("\(costs.count) sticky notifications in \(Int(total)) ms\(cut): \(Int(rate)) accepted/s; median call \(format3(median(costs.prefix(50)))) ms for the first 50, \(format3(median(costs.suffix(50)))) ms for the last 50")
    // One line for scripts: medians in ms, the rate per second.
    print("notify-figures mapped=\(format3(mapped[mapped.count / 2])) painted=\(format3(painted[painted.count / 2])) painted-p95=\(format3(painted[min(painted.count - 1, painted.count * 95 / 100)])) rate=\(Int(rate))")
    for id in ids { closeCall(b, id: id) }
    sd_bus_unref(b)
    exit(0)
}

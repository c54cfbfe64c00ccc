// CrossMonitorBench: `overlaybench cross [STEPS] [LEFT_X RIGHT_X]`: moves a popover's source
// window back and forth between two monitors and times each move until the popover's own
// ConfigureNotify arrives, laid out again (under `scale = "per-monitor"`, measured and painted
// at the other monitor's DPI). Prints the latency and the popover's width on each side.
// `overlaybench cross-menu [STEPS] [X]`: opens a menu at the pointer on the monitor holding X
// and changes that monitor's millimetres back and forth (RandR DeleteMonitor and SetMonitor, as
// `xrandr --delmonitor` and `--setmonitor`), timing each change until the menu's own
// ConfigureNotify at its new size.
#if canImport(Glibc)
import Glibc
#endif
import CX11
import Foundation
import OverlayClient
import OverlayProtocol

@MainActor
func runCross(dpy: OpaquePointer, root: Window, connection: DaemonConnection, steps: Int, leftX: Int, rightX: Int) -> Never {
    let (source, popover) = attachedPopover(dpy, root: root, connection: connection, at: (leftX, 400), id: "cross",
                                            text: "I cross monitors")
    var latencies: [Double] = []
    var widths: [Int: Set<Int>] = [:]
    for i in 1...steps {
        let x = i % 2 == 1 ? rightX : leftX
        let t0 = micros()
        XMoveWindow(dpy, source, Int32(x), 400)
        XSync(dpy, False)
        guard waitForWindow(dpy, popover, ConfigureNotify) else { fail("popover was not laid out again at step \(i)") }
        latencies.append((micros() - t0) / 1000)
        var a = XWindowAttributes()
        XGetWindowAttributes(dpy, popover, &a)
        widths[x, default: []].insert(Int(a.width))
    }
    latencies.sort()
    print(summary(latencies, what: "source moved to the other monitor→popover ConfigureNotify", unit: "moves"))
    print("popover window width: at x=\(leftX) \(widths[leftX, default: []].sorted()), at x=\(rightX) \(widths[rightX, default: []].sorted())")
    exit(0)
}


/// `cross-menu`: the menu on monitor `name` (`rect` in root coordinates) laid out again as the
/// monitor's millimetres go from 150x127 (216 dpi) to 338x286 (96 dpi) and back.
@MainActor
func runCrossMenu(dpy: OpaquePointer, root: Window, paths: RuntimePaths, steps: Int, x: Int) -> Never {
    XWarpPointer(dpy, 0, root, 0, 0, 0, 0, Int32(x), 400)
    XSync(dpy, False)
    let owner: DaemonConnection, asker: DaemonConnection
    do {
        owner = try DaemonConnection(path: paths.socket)
        asker = try DaemonConnection(path: paths.socket)
    } catch { fail("\(error)") }
    guard let reply = try? owner.request("menu --id cross-menu -- Copy Paste 'Select all'"),
          (try? JSONReader.parse(reply))?["ok"]?.boolValue == true else { fail("menu did not open") }
    let listed = (try? JSONReader.parse((try? asker.request("list")) ?? "")) ?? .null
    guard let hex = listed["overlays"]?.arrayValue?.first(where: { $0["menu"]?.boolValue == true })?["window"]?.stringValue,
          let menu = Window(hex.dropFirst(2), radix: 16) else { fail("no menu window in list") }
    XSelectInput(dpy, menu, StructureNotifyMask)
    var a = XWindowAttributes()
    XGetWindowAttributes(dpy, menu, &a)
    let monitor = (x: Int(a.x) < 1280 ? 0 : 1280, name: Int(a.x) < 1280 ? "A" : "B")
    var latencies: [Double] = []
    var heights: [Int: Set<Int>] = [:]
    let name = XInternAtom(dpy, monitor.name, False)
    for i in 1...steps {
        let dense = i % 2 == 1
        guard let info = XRRAllocateMonitor(dpy, 0) else { fail("XRRAllocateMonitor") }
        info.pointee.name = name
        info.pointee.x = Int32(monitor.x)
        info.pointee.width = 1280
        info.pointee.height = 1080
        info.pointee.mwidth = dense ? 150 : 338
        info.pointee.mheight = dense ? 127 : 286
        let before = Int(a.height)
        let t0 = micros()
        // A monitor's name cannot be set again while it is in use (BadValue): deleted and set
        // again in one server grab, as one change.
        XGrabServer(dpy)
        XRRDeleteMonitor(dpy, root, name)
        XRRSetMonitor(dpy, root, info)
        XUngrabServer(dpy)
        XSync(dpy, False)
        XFree(info)
        var height = before
        guard waitForEvent(dpy, { ev in
            guard ev.type == ConfigureNotify, ev.xconfigure.window == menu else { return false }
            height = Int(ev.xconfigure.height)
            return height != before
        }) else { fail("menu was not laid out again at step \(i)") }
        latencies.append((micros() - t0) / 1000)
        a.height = Int32(height)
        heights[dense ? 216 : 96, default: []].insert(height)
    }
    latencies.sort()
    print(summary(latencies, what: "monitor's DPI changed→menu ConfigureNotify", unit: "changes"))
    print("menu window height: at 216 dpi \(heights[216, default: []].sorted()), at 96 dpi \(heights[96, default: []].sorted())")
    withExtendedLifetime(owner) { exit(0) }
}

/// A mapped source window at `origin` (300x150) and a popover attached to it; both windows,
/// the popover's with StructureNotify selected.
@MainActor
func attachedPopover(_ dpy: OpaquePointer, root: Window, connection: DaemonConnection, at origin: (x: Int, y: Int),
                     id: String, text: String) -> (source: Window, popover: Window) {
    var attrs = XSetWindowAttributes()
    attrs.background_pixel = 0xcccccc
    let source = XCreateWindow(dpy, root, Int32(origin.x), Int32(origin.y), 300, 150, 0, Int32(CopyFromParent), UInt32(InputOutput),
                               nil, UInt(CWBackPixel), &attrs)
    XSelectInput(dpy, source, StructureNotifyMask)
    XMapWindow(dpy, source)
    _ = waitForWindow(dpy, source, MapNotify)
    let reply: String
    do { reply = try connection.request("show --id \(id) --attach \(source) --text '\(text)'") } catch { fail("\(error)") }
    guard (try? JSONReader.parse(reply))?["ok"]?.boolValue == true else { fail("show failed: \(reply)") }
    let listed = (try? JSONReader.parse((try? connection.request("list")) ?? "")) ?? .null
    guard let hex = listed["overlays"]?.arrayValue?.first?["window"]?.stringValue,
          let popover = Window(hex.dropFirst(2), radix: 16) else { fail("no overlay window in list") }
    XSelectInput(dpy, popover, StructureNotifyMask)
    XSync(dpy, False)
    return (source, popover)
}

// CrossMonitorBench: `overlaybench cross [STEPS] [LEFT_X RIGHT_X]`: moves a popover's source
// window back and forth between two monitors and times each move until the popover's own
// ConfigureNotify arrives, laid out again (under `scale = "per-monitor"`, measured and painted
// at the other monitor's DPI). Prints the latency and the popover's width on each side.
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

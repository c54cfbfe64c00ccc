// overlaybench: measures request-to-mapped latency against a running overlayd. A client
// watches root for MapNotify (SubstructureNotify) while it sends `show` over the socket; the
// daemon paints before it maps, so MapNotify means mapped and painted.
// usage: overlaybench [COUNT]   (DISPLAY and OVERLAYD_RUNTIME_DIR name the daemon)
#if canImport(Glibc)
import Glibc
#endif
import CX11
import OverlayClient
import OverlayProtocol

func fail(_ message: String) -> Never {
    var bytes = Array(("overlaybench: " + message + "\n").utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    exit(1)
}

func micros() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1e6 + Double(ts.tv_nsec) / 1e3
}

let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 300 : 300
guard let dpy = XOpenDisplay(nil) else { fail("cannot open DISPLAY") }
let root = XDefaultRootWindow(dpy)
XSelectInput(dpy, root, SubstructureNotifyMask)
XSync(dpy, False)

var env: [String: String] = [:]
for key in ["OVERLAYD_RUNTIME_DIR", "XDG_RUNTIME_DIR"] {
    if let v = getenv(key) { env[key] = String(cString: v) }
}
let paths = RuntimePaths(environment: env, uid: getuid())
let connection: DaemonConnection
do { connection = try DaemonConnection(path: paths.socket) } catch { fail("\(error)") }

/// Blocks until an event of `type` arrives on root's substructure (or 5 s pass).
func waitFor(_ type: Int32) -> Bool {
    let fd = XConnectionNumber(dpy)
    let deadline = micros() + 5e6
    while micros() < deadline {
        while XPending(dpy) > 0 {
            var ev = XEvent()
            XNextEvent(dpy, &ev)
            if ev.type == type { return true }
        }
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        _ = poll(&p, 1, 100)
    }
    return false
}

var samples: [Double] = []
for i in 0..<(count + 20) {
    let t0 = micros()
    do { try connection.send("show --id bench\(i) --text 'Benchmark popover <b>\(i)</b>' --offset \(i % 50),0") }
    catch { fail("\(error)") }
    guard waitFor(MapNotify) else { fail("no MapNotify for request \(i)") }
    let t1 = micros()
    do {
        _ = try connection.readLine(timeoutMs: 5000)
        _ = try connection.request("dismiss bench\(i)")
    } catch { fail("\(error)") }
    _ = waitFor(DestroyNotify)
    if i >= 20 { samples.append((t1 - t0) / 1000) } // the first 20 warm the caches
}
samples.sort()
print(summary(samples))

func summary(_ s: [Double]) -> String {
    func pct(_ p: Double) -> Double { s[min(s.count - 1, Int(Double(s.count) * p))] }
    return "show→mapped+painted over \(s.count) requests: median \(format3(pct(0.5))) ms, p95 \(format3(pct(0.95))) ms, min \(format3(s.first ?? 0)) ms, max \(format3(s.last ?? 0)) ms"
}

func format3(_ v: Double) -> String {
    let scaled = Int((v * 1000).rounded())
    let frac = String(scaled % 1000)
    return "\(scaled / 1000)." + String(repeating: "0", count: 3 - frac.count) + frac
}

// overlaybench: measures request-to-mapped latency against a running overlayd. A client
// watches root for MapNotify (SubstructureNotify) while it sends `show` over the socket; the
// daemon paints before it maps, so MapNotify means mapped and painted.
// `follow` moves a source window step by step (a scripted drag) and times each move until
// the popover's own ConfigureNotify arrives, checking its offset from the source each step.
// `notify` (NotifyBench.swift) times Notify calls over the session bus against whichever
// notification daemon owns the name (overlayd, dunst), and the rate of sticky notifications.
// `cross [STEPS] [LEFT_X RIGHT_X]` (CrossMonitorBench.swift) moves a source between two
// monitors and times the popover laid out again on the other; `cross-menu [STEPS] [X]` an open
// menu laid out again as its monitor's DPI changes. `animate N [MS]` and `many N`
// are in AnimationBench.swift and ManyBench.swift; `pick`
// (dmenu, rofi and ours side by side) in PickBench.swift; `match ROWS` (PickMatcher alone, no
// X server) in MatchBench.swift; `center RUNS KEYS -- OVERLAYCTL` (the notification center over
// a full history) in CenterBench.swift.
// usage: overlaybench [show] [COUNT] | overlaybench follow [STEPS] | cross [STEPS] [LEFT_X RIGHT_X]
//        | cross-menu [STEPS] [X] | flood N
//        | notify [CALLS [STICKY [SECONDS]]] | animate N [MS] | many N | pick ROWS KEYS [WORD] -- COMMAND…
//        | match ROWS | desktop-tree DIR N (the launcher's 3,000 applications: DesktopTreeBench.swift)
//        | system-tree DIR (a distribution's data folders, icons and PATH: SystemTreeBench.swift)
//        | hold-windows N (a window switcher's clients, until killed: HoldWindows.swift)
//        | center RUNS KEYS -- OVERLAYCTL | first (a fresh daemon's first Notify and show: FirstBench.swift)
//        | first-notify (any notification daemon's first Notify → painted: FirstNotifyBench.swift)
//        (DISPLAY and OVERLAYD_RUNTIME_DIR name the daemon; notify needs only DISPLAY and the bus)
#if canImport(Glibc)
import Glibc
#endif
import CSystemd
import CX11
import Foundation
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

var args = Array(CommandLine.arguments.dropFirst())
let mode = args.first.flatMap { Int($0) == nil ? args.removeFirst() : nil } ?? "show"
let count = args.first.flatMap { Int($0) } ?? (mode == "follow" ? 200 : 300)
if mode == "match" { runMatch(rows: count) }
if mode == "desktop-tree" { runDesktopTree(args) }
if mode == "system-tree" { runSystemTree(args) }
guard let dpy = XOpenDisplay(nil) else { fail("cannot open DISPLAY") }
let root = XDefaultRootWindow(dpy)
XSelectInput(dpy, root, SubstructureNotifyMask)
XSync(dpy, False)

if mode == "pick" { runPick(BenchDisplay(dpy: dpy, root: root), args: args) }
if mode == "hold-windows" { runHoldWindows(BenchDisplay(dpy: dpy, root: root), count: count) }
if mode == "center" { runCenter(BenchDisplay(dpy: dpy, root: root), args: args) }
if mode == "first-notify" { runFirstNotify(BenchDisplay(dpy: dpy, root: root)) }
if mode == "notify" {
    runNotify(BenchDisplay(dpy: dpy, root: root), calls: count, sticky: args.dropFirst().first.flatMap { Int($0) } ?? 500,
              budgetSeconds: args.dropFirst(2).first.flatMap { Double($0) } ?? 60)
}

var env: [String: String] = [:]
for key in ["OVERLAYD_RUNTIME_DIR", "XDG_RUNTIME_DIR"] {
    if let v = getenv(key) { env[key] = String(cString: v) }
}
let paths = RuntimePaths(environment: env, uid: getuid())
let connection: DaemonConnection
do { connection = try DaemonConnection(path: paths.socket) } catch { fail("\(error)") }
if mode == "first" { runFirst(BenchDisplay(dpy: dpy, root: root), connection: connection) }

/// Blocks until an event of `type` arrives on root's substructure (or 5 s pass).
func waitFor(_ type: Int32) -> Bool {
    waitForEvent(dpy) { ev in
        ev.type == type && (type != MapNotify || ev.xmap.override_redirect != 0)
    }
}

if mode == "follow" { runFollow(steps: count) }
if mode == "cross" {
    let xs = args.dropFirst().compactMap { Int($0) }
    runCross(dpy: dpy, root: root, connection: connection, steps: count, leftX: xs.first ?? 200, rightX: xs.dropFirst().first ?? 1480)
}
if mode == "cross-menu" {
    runCrossMenu(dpy: dpy, root: root, paths: paths, steps: count, x: args.dropFirst().compactMap { Int($0) }.first ?? 1600)
}
if mode == "flood" { runFlood(count: count, paths: paths) }
if mode == "animate" { runAnimate(dpy: dpy, connection: connection, overlays: count, durationMs: Int(args.dropFirst().first ?? "") ?? 1000) }
if mode == "many" { runMany(dpy: dpy, connection: connection, overlays: count) }

var samples: [Double] = []
for i in 0..<(count + 20) {
    // Drop events from before this request (a compositor maps windows of its own too).
    XSync(dpy, False)
    while XPending(dpy) > 0 { var ev = XEvent(); XNextEvent(dpy, &ev) }
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

func summary(_ s: [Double], what: String = "show→mapped+painted", unit: String = "requests") -> String {
    func pct(_ p: Double) -> Double { s[min(s.count - 1, Int(Double(s.count) * p))] }
    return "\(what) over \(s.count) \(unit): median \(format3(pct(0.5))) ms, p95 \(format3(pct(0.95))) ms, min \(format3(s.first ?? 0)) ms, max \(format3(s.last ?? 0)) ms"
}

/// Root coordinates of a window's origin.
func rootOrigin(_ w: Window) -> (Int, Int) {
    var x: Int32 = 0, y: Int32 = 0
    var child: Window = 0
    XTranslateCoordinates(dpy, w, root, 0, 0, &x, &y, &child)
    return (Int(x), Int(y))
}

/// A scripted drag: each step moves the source 3 px and waits for the popover to follow.
@MainActor
func runFollow(steps: Int) -> Never {
    let (source, popover) = attachedPopover(dpy, root: root, connection: connection, at: (100, 100), id: "follow", text: "I follow")
    let start = rootOrigin(source)
    var latencies: [Double] = []
    var offsets = Set<String>()
    // `sync` before and after the drag marks it in an X trace of the daemon (its XSync is a
    // GetInputFocus round trip): scripts/follow-requests counts what lies between.
    _ = try? connection.request("sync")
    for i in 1...steps {
        let t0 = micros()
        XMoveWindow(dpy, source, Int32(100 + 3 * i), Int32(100 + (i % 2)))
        XSync(dpy, False)
        guard waitForWindow(dpy, popover, ConfigureNotify) else { fail("popover did not follow step \(i)") }
        latencies.append((micros() - t0) / 1000)
        let s = rootOrigin(source), p = rootOrigin(popover)
        offsets.insert("\(p.0 - s.0),\(p.1 - s.1)")
    }
    _ = try? connection.request("sync")
    let moved = rootOrigin(source)
    latencies.sort()
    print(summary(latencies, what: "source moved→popover ConfigureNotify", unit: "steps"))
    print("drag of \(steps) steps (\(moved.0 - start.0) px): \(offsets.count) distinct popover offset(s) from the source: \(offsets.sorted().joined(separator: " "))")
    exit(offsets.count == 1 ? 0 : 1)
}

func format3(_ v: Double) -> String {
    let scaled = Int((v * 1000).rounded())
    let frac = String(scaled % 1000)
    return "\(scaled / 1000)." + String(repeating: "0", count: 3 - frac.count) + frac
}

/// Sends `count` show requests as fast as possible over the socket, then as many lines into
/// the FIFO, pinging on a second connection meanwhile; prints what became of them.
@MainActor
func runFlood(count: Int, paths: RuntimePaths) -> Never {
    func connect() -> DaemonConnection {
        do { return try DaemonConnection(path: paths.socket) } catch { fail("\(error)") }
    }
    func stats(_ c: DaemonConnection) -> JSONValue {
        (try? JSONReader.parse((try? c.request("stats")) ?? "")) ?? .null
    }
    let probe = connect()
    var pings: [Double] = []
    func ping() {
        let t0 = micros()
        _ = try? probe.request("ping")
        pings.append((micros() - t0) / 1000)
    }
    _ = try? probe.request("dismiss --all")
    // Socket: a writer thread floods one connection; replies are read after.
    nonisolated(unsafe) let flood = connect()
    nonisolated(unsafe) var sent = false
    let writer = Thread {
        var bytes: [UInt8] = []
        for i in 0..<count { bytes += Array("show --id s\(i) --text 'flood \(i)' --click-through --timeout 60s\n".utf8) }
        try? flood.sendRaw(bytes)
        sent = true
    }
    let start = micros()
    writer.start()
    var ok = 0, refused = 0, reasons: [String: Int] = [:]
    while ok + refused < count {
        ping()
        while let line = try? flood.readLine(timeoutMs: 0) {
            let r = (try? JSONReader.parse(line)) ?? .null
            if r["ok"]?.boolValue == true { ok += 1 } else {
                refused += 1
                let why = String((r["error"]?.stringValue ?? "?").prefix(while: { $0 != ":" }))
                reasons[why, default: 0] += 1
            }
        }
    }
    let socketMs = (micros() - start) / 1000
    _ = sent
    let s1 = stats(probe)
    print("socket: \(count) requests in \(Int(socketMs)) ms (\(Int(Double(count) / socketMs * 1000))/s): \(ok) shown, \(refused) refused \(reasons), live \(s1["live"]?.intValue ?? -1)")
    _ = try? probe.request("dismiss --all")

    // FIFO: fire and forget; the daemon's counters say what it did with them.
    let before = stats(probe)["fifo"]?["received"]?.intValue ?? 0
    let fd = open(paths.fifo, O_WRONLY)
    guard fd >= 0 else { fail("cannot open \(paths.fifo)") }
    let fifoStart = micros()
    let fifoFD = fd
    let fifoWriter = Thread {
        for i in 0..<count {
            var line = Array("show --id q\(i) --text 'fifo \(i)' --click-through --timeout 60s\n".utf8)
            _ = line.withUnsafeMutableBytes { write(fifoFD, $0.baseAddress, $0.count) }
        }
    }
    fifoWriter.start()
    var received = 0
    repeat {
        ping()
        received = (stats(probe)["fifo"]?["received"]?.intValue ?? 0) - before
    } while received < count
    close(fd)
    let fifoMs = (micros() - fifoStart) / 1000
    let s2 = stats(probe)
    print("fifo:   \(count) lines in \(Int(fifoMs)) ms: \(received) received, \((s2["fifo"]?["refused"]?.intValue ?? 0)) refused, live \(s2["live"]?.intValue ?? -1)")
    _ = try? probe.request("dismiss --all")
    pings.sort()
    print(summary(pings, what: "ping during the floods", unit: "pings") + ", p99 \(format3(pings[min(pings.count - 1, pings.count * 99 / 100)])) ms")
    exit(0)
}

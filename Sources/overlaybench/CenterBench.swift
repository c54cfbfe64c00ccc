// CenterBench: `overlaybench center RUNS KEYS -- OVERLAYCTL` times the notification center
// against a daemon whose history is already full (scripts/bench writes 1,000 entries to a
// persisted history before starting it):
// - open: spawn `OVERLAYCTL notifications center open` → the panel's window is mapped and
//   shows more than one colour down a strip near its left edge (painted before mapping);
// - key → repaint: with the panel open, an XTest press of Down, Page_Down, Page_Up, Up in
//   turn (each moves the selection or the page) → that strip's pixels change;
// - RSS the daemon grew by while open (OVERLAYD_PID).
// Prints one line: `center-figures open=MS key=MS daemon=MB` (medians).
#if canImport(Glibc)
import Glibc
#endif
import CX11
import CXTest

struct CenterBench {
    let d: BenchDisplay
    let overlayctl: String

    func spawn(_ words: [String]) -> pid_t {
        var pid: pid_t = 0
        let all: [String] = [overlayctl] + words
        let argv = all.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawnp(&pid, overlayctl, nil, nil, argv, environ) == 0 else { fail("cannot start \(overlayctl)") }
        return pid
    }

    func reap(_ pid: pid_t) {
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// A strip down the panel near its left edge: the selection's highlight and every row cross it.
    func strip(_ window: Window) -> ScreenArea {
        var attrs = XWindowAttributes()
        guard XGetWindowAttributes(d.dpy, window, &attrs) != 0 else { fail("the window went") }
        return ScreenArea(x: attrs.x + 40, y: attrs.y, width: 4, height: UInt32(max(1, attrs.height)))
    }

    func open() -> (ms: Double, window: Window) {
        dropEvents(d)
        let t0 = micros()
        let pid = spawn(["notifications", "center", "open"])
        guard let window = waitForTopLevel(d, MapNotify) else { fail("no center window") }
        let area = strip(window)
        let deadline = micros() + 10e6
        while micros() < deadline {
            let pixels = grab(d, area)
            if let first = pixels.first, pixels.contains(where: { $0 != first }) {
                let ms = (micros() - t0) / 1000
                reap(pid)
                return (ms, window)
            }
        }
        fail("the center drew nothing")
    }

    func close() {
        reap(spawn(["notifications", "center", "close"]))
        _ = waitForTopLevel(d, UnmapNotify)
        XSync(d.dpy, False)
    }

    func keys(_ n: Int, window: Window) -> [Double] {
        let area = strip(window)
        let names = ["Down", "Next", "Prior", "Up"]
        return (0..<n).map { timeKey(d, XKeysymToKeycode(d.dpy, XStringToKeysym(names[$0 % names.count])), repainting: area) }
    }
}

func runCenter(_ d: BenchDisplay, args: [String]) -> Never {
    guard args.count >= 4, let runs = Int(args[0]), let presses = Int(args[1]), args[2] == "--" else {
        fail("usage: overlaybench center RUNS KEYS -- OVERLAYCTL")
    }
    let bench = CenterBench(d: d, overlayctl: args[3])
    let daemonPID = getenv("OVERLAYD_PID").flatMap { pid_t(String(cString: $0)) }
    func median(_ s: [Double]) -> Double { s.isEmpty ? 0 : s.sorted()[s.count / 2] }
    // A warm-up run (fonts, the painter), then the timed ones.
    _ = bench.open()
    bench.close()
    var opens: [Double] = [], keyTimes: [Double] = []
    var growth = 0.0
    for _ in 0..<runs {
        let before = daemonPID.map(rssMB) ?? 0
        let o = bench.open()
        opens.append(o.ms)
        keyTimes += bench.keys(presses, window: o.window)
        if let p = daemonPID { growth = max(growth, rssMB(p) - before) }
        bench.close()
    }
    print("center-figures open=\(fmt(median(opens))) key=\(fmt(median(keyTimes))) daemon=\(fmt(growth))")
    exit(0)
}

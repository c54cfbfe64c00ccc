// PickBench: `overlaybench pick ROWS KEYS -- COMMAND…` times a dmenu-like program (the real
// dmenu, rofi -dmenu, or overlayctl linked as dmenu) the same way for each:
// - open: spawn → the new top-level window shows text (its middle strip, 24 px tall, holds
//   more than one colour), with ROWS rows of input (20 is the usual figure);
// - key → repaint: with the menu open, an XTest key press → the input area's pixels change;
//   KEYS presses alternating "1" and BackSpace (each filters all the rows again in dmenu);
// - RSS of the program (and, for overlayctl, what the daemon grew by: OVERLAYD_PID).
// Prints one line: `pick-figures open=MS key=MS filter=MS rss=MB daemon=MB` (medians; filter:
// the "1" presses alone).
#if canImport(Glibc)
import Glibc
#endif
import CX11
import CXTest

struct PickBench {
    let d: BenchDisplay
    let command: [String]
    let inputPath: String

    /// Starts `command` with stdin from `inputPath` and stdout to /dev/null.
    func spawn() -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawnp(&pid, command[0], &actions, nil, argv, environ) == 0 else { fail("cannot start \(command[0])") }
        return pid
    }

    /// Spawns the program and waits until its window shows text; returns the time taken
    /// (ms), the window and the pid.
    func open() -> (ms: Double, window: Window, pid: pid_t) {
        dropEvents(d)
        let t0 = micros()
        let pid = spawn()
        guard let window = waitForTopLevel(d, MapNotify) else { fail("\(command[0]): no window") }
        var attrs = XWindowAttributes()
        guard XGetWindowAttributes(d.dpy, window, &attrs) != 0 else { fail("the window went") }
        // 24 px tall: a launcher's rows are 26 px, so the strip always crosses a row's glyphs.
        let side = min(Int32(24), max(1, attrs.height))
        let strip = ScreenArea(x: attrs.x, y: attrs.y + (attrs.height - side) / 2, width: UInt32(max(1, attrs.width)), height: UInt32(side))
        let deadline = micros() + 10e6
        while micros() < deadline {
            let pixels = grab(d, strip)
            if let first = pixels.first, pixels.contains(where: { $0 != first }) { return ((micros() - t0) / 1000, window, pid) }
        }
        fail("\(command[0]): nothing drawn")
    }

    func close(_ pid: pid_t) {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        _ = waitForTopLevel(d, UnmapNotify)
        XSync(d.dpy, False)
    }

    /// Key presses with the menu open: each until the input area (top-left of the window) changes.
    func keys(_ n: Int, window: Window) -> [Double] {
        var attrs = XWindowAttributes()
        guard XGetWindowAttributes(d.dpy, window, &attrs) != 0 else { fail("the window went") }
        let area = ScreenArea(x: attrs.x, y: attrs.y, width: UInt32(min(Int32(400), attrs.width)),
                              height: UInt32(min(Int32(48), attrs.height)))
        let one = XKeysymToKeycode(d.dpy, KeySym(XK_1)), back = XKeysymToKeycode(d.dpy, KeySym(XK_BackSpace))
        return (0..<n).map { timeKey(d, $0 % 2 == 0 ? one : back, repainting: area) }
    }
}

func rssMB(_ pid: pid_t) -> Double {
    guard let f = fopen("/proc/\(pid)/status", "r") else { return 0 }
    defer { fclose(f) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, 256, f) != nil {
        let s = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if s.hasPrefix("VmRSS:") { return Double(s.split(separator: " ")[1]).map { $0 / 1024 } ?? 0 }
    }
    return 0
}

func runPick(_ d: BenchDisplay, args: [String]) -> Never {
    guard args.count >= 4, let rows = Int(args[0]), let presses = Int(args[1]), args[2] == "--" else {
        fail("usage: overlaybench pick ROWS KEYS -- COMMAND…")
    }
    let command = Array(args[3...])
    let path = "/tmp/overlaybench-pick-\(getpid())-\(rows)"
    guard let f = fopen(path, "w") else { fail("cannot write \(path)") }
    for i in 0..<rows { fputs("/usr/share/doc/package-\(i % 977)/examples/file-number-\(i).txt\n", f) }
    fclose(f)
    defer { unlink(path) }
    let bench = PickBench(d: d, command: command, inputPath: path)
    let daemonPID = getenv("OVERLAYD_PID").flatMap { pid_t(String(cString: $0)) }
    func median(_ s: [Double]) -> Double { s.isEmpty ? 0 : s.sorted()[s.count / 2] }

    // A warm-up run, then the timed ones (fonts and caches warm, as a user's second menu).
    let warm = bench.open()
    bench.close(warm.pid)
    var opens: [Double] = []
    var keyTimes: [Double] = []
    var rss = 0.0, daemonGrowth = 0.0
    let runs = presses > 0 ? 3 : 15
    for _ in 0..<runs {
        let daemonBefore = daemonPID.map(rssMB) ?? 0
        let o = bench.open()
        opens.append(o.ms)
        if presses > 0 { keyTimes += bench.keys(presses, window: o.window) }
        rss = max(rss, rssMB(o.pid))
        if let p = daemonPID { daemonGrowth = max(daemonGrowth, rssMB(p) - daemonBefore) }
        bench.close(o.pid)
    }
    // The "1" presses alone: each filters every row (BackSpace may reuse an earlier result).
    let typed = keyTimes.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    print("pick-figures rows=\(rows) open=\(fmt(median(opens))) key=\(fmt(median(keyTimes))) filter=\(fmt(median(typed)))"
          + " rss=\(fmt(rss)) daemon=\(fmt(daemonGrowth))")
    exit(0)
}

/// Two decimals.
func fmt(_ v: Double) -> String {
    let hundredths = Int((v * 100).rounded())
    let frac = abs(hundredths % 100)
    return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac)"
}

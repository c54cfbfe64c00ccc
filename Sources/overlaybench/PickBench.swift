// PickBench: `overlaybench pick ROWS KEYS -- COMMAND…` times a dmenu-like program (the real
// dmenu, rofi -dmenu, or overlayctl linked as dmenu) the same way for each:
// - open: spawn → the new top-level window shows text (a 24-pixel band across its middle holds
//   more than one colour), with ROWS rows of input (20 is the usual figure);
// - key → repaint: with the menu open, an XTest key press → the input area's pixels change;
//   KEYS presses alternating "1" and BackSpace (each filters all the rows again in dmenu), or
//   with `pick ROWS KEYS WORD -- …` WORD typed a character a key, then taken back with
//   BackSpace, over and over (a regex word: every key filters every row again), each key timed
//   to the window's last DAMAGE event (none for 200 ms after it): rofi echoes a key at once
//   and repaints its rows once it has filtered them;
// - PICK_KEYS="x Down BackSpace": those keys (X keysym names) pressed in turn instead, each timed
//   to the window's last DAMAGE as a WORD's are, and each key's median printed apart
//   (`key-x=MS key-Down=MS …`): a themed and an unthemed launcher timed alike, from the press to
//   the last pixel it changed, not to the first change of the input line;
// - RSS of the program (and, for overlayctl, what the daemon grew by: OVERLAYD_PID).
// - CPU per key of the daemon (OVERLAYD_PID) and the X server (XSERVER_PID) together, when
//   both are given: user + system time over the key presses alone, divided by their number.
// - PICK_FRESH_DATA_DIRS=DIR[:DIR…]: every open with an environment the daemon has not seen (`spawn`);
//   PICK_RUNS=N timed opens instead of 15 (3 with keys), PICK_WAIT=S seconds a window may take (10).
// Prints one line: `pick-figures open=MS key=MS filter=MS rss=MB daemon=MB cpu=MS` (medians;
// filter: the "1" presses alone, or WORD's characters typed).
#if canImport(Glibc)
import Glibc
#endif
import CX11
import CXTest

struct PickBench {
    let d: BenchDisplay
    let command: [String]
    let inputPath: String
    /// The keys typed, in turn: "1" and BackSpace, a word's characters and as many BackSpaces, or PICK_KEYS.
    let keySequence: [(keysym: KeySym, typed: Bool)]
    /// Time each key to the window's last repaint (DAMAGE) rather than to the input line's change.
    let settled: Bool

    /// Starts `command` with stdin from `inputPath` and stdout to /dev/null. With
    /// `PICK_FRESH_DATA_DIRS=DIR[:DIR…]`, each start names each DIR through a new symlink in `XDG_DATA_DIRS`,
    /// so every launcher is its environment's first: the daemon reads the tree again, as rofi
    /// always does (scripts/bench launcher's "first open" line).
    func spawn() -> pid_t {
        if let dirs = getenv("PICK_FRESH_DATA_DIRS").map({ String(cString: $0) }) {
            let stamp = "-\(getpid())-\(Int(micros()))"
            let fresh = dirs.split(separator: ":").map { dir in
                let link = String(dir) + stamp
                guard symlink(String(dir), link) == 0 else { fail("cannot link \(link)") }
                return link
            }
            setenv("XDG_DATA_DIRS", fresh.joined(separator: ":"), 1)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let err = posix_spawnp(&pid, command[0], &actions, nil, argv, environ)
        guard err == 0 else { fail("cannot start \(command[0]): \(String(cString: strerror(err)))") }
        return pid
    }

    /// Spawns the program and waits until its window shows text; returns the time taken
    /// (ms), the window and the pid.
    func open() -> (ms: Double, window: Window, pid: pid_t) {
        dropEvents(d)
        let t0 = micros()
        let pid = spawn()
        let wait = getenv("PICK_WAIT").flatMap { Double(String(cString: $0)) } ?? 10
        guard let window = waitForTopLevel(d, MapNotify, seconds: wait) else { fail("\(command[0]): no window") }
        var attrs = XWindowAttributes()
        guard XGetWindowAttributes(d.dpy, window, &attrs) != 0 else { fail("the window went") }
        // A band across the middle, tall enough to cross a row of text in a list (rofi's box has
        // room between its rows), the whole bar of dmenu's one line.
        let band = min(24, attrs.height)
        let strip = ScreenArea(x: attrs.x, y: attrs.y + (attrs.height - band) / 2, width: UInt32(max(1, attrs.width)),
                               height: UInt32(max(1, band)))
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

    /// `word` typed and taken back (US layout, no Shift: digits, letters, `.[]-\`), or "1" and BackSpace.
    static func keySequence(typing word: String?) -> [(keysym: KeySym, typed: Bool)] {
        guard let word, !word.isEmpty else { return [(KeySym(XK_1), true), (KeySym(XK_BackSpace), false)] }
        let named: [Character: Int32] = [".": XK_period, "[": XK_bracketleft, "]": XK_bracketright, "-": XK_minus,
                                         "\\": XK_backslash, " ": XK_space]
        let typed = word.map { c in (keysym: named[c].map { KeySym($0) } ?? String(c).withCString { XStringToKeysym($0) }, typed: true) }
        return typed + Array(repeating: (KeySym(XK_BackSpace), false), count: typed.count)
    }

    /// PICK_KEYS's names as keysyms; a name of one character types it.
    static func keySequence(named names: [String]) -> [(keysym: KeySym, typed: Bool)] {
        names.map { name in
            let sym = name.withCString { XStringToKeysym($0) }
            guard sym != KeySym(NoSymbol) else { fail("PICK_KEYS: no key \(name)") }
            return (sym, name.count == 1)
        }
    }

    /// Key presses with the menu open: each until the input area (top-left of the window) changes.
    /// Returns each press's time and whether it typed a character (its place in the sequence: `key`).
    func keys(_ n: Int, window: Window) -> [(ms: Double, typed: Bool, key: Int)] {
        var attrs = XWindowAttributes()
        guard XGetWindowAttributes(d.dpy, window, &attrs) != 0 else { fail("the window went") }
        let area = ScreenArea(x: attrs.x, y: attrs.y, width: UInt32(min(Int32(400), attrs.width)),
                              height: UInt32(min(Int32(48), attrs.height)))
        let codes = keySequence.map { (code: XKeysymToKeycode(d.dpy, $0.keysym), typed: $0.typed) }
        if settled { return settledKeys(n, window: window, codes: codes) }
        var times: [(ms: Double, typed: Bool, key: Int)] = []
        for i in 0..<n {
            let (code, typed) = codes[i % codes.count]
            times.append((timeKey(d, code, repainting: area), typed, i % codes.count))
        }
        return times
    }
}

extension PickBench {
    /// Each key from the XTest press to the last damage of `window` (quiet for 200 ms after).
    func settledKeys(_ n: Int, window: Window, codes: [(code: KeyCode, typed: Bool)]) -> [(ms: Double, typed: Bool, key: Int)] {
        let watch = DamageWatch(d, window: window)
        var times: [(ms: Double, typed: Bool, key: Int)] = []
        for i in 0..<n {
            let (code, typed) = codes[i % codes.count]
            let t0 = micros()
            XTestFakeKeyEvent(d.dpy, UInt32(code), True, 0)
            XTestFakeKeyEvent(d.dpy, UInt32(code), False, 0)
            XFlush(d.dpy)
            guard let last = watch.lastDamage(quiet: 200_000) else { fail("\(command[0]): a key drew nothing") }
            times.append(((last - t0) / 1000, typed, i % codes.count))
        }
        return times
    }
}

/// User + system CPU time of `pid` so far, in ms (/proc/PID/stat fields 14 and 15).
func cpuMillis(_ pid: pid_t) -> Double {
    guard let f = fopen("/proc/\(pid)/stat", "r") else { return 0 }
    defer { fclose(f) }
    var line = [CChar](repeating: 0, count: 1024)
    guard fgets(&line, 1024, f) != nil else { return 0 }
    let s = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // After the command name in parentheses: state is field 3, utime 14, stime 15.
    guard let close = s.lastIndex(of: ")") else { return 0 }
    let fields = s[s.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
    return (user + system) * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
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
    guard let dashes = args.firstIndex(of: "--"), dashes == 2 || dashes == 3, args.count > dashes + 1,
          let rows = Int(args[0]), let presses = Int(args[1]) else {
        fail("usage: overlaybench pick ROWS KEYS [WORD] -- COMMAND…")
    }
    let command = Array(args[(dashes + 1)...])
    let word = dashes == 3 ? args[2] : nil
    let path = "/tmp/overlaybench-pick-\(getpid())-\(rows)"
    guard let f = fopen(path, "w") else { fail("cannot write \(path)") }
    for i in 0..<rows { fputs("/usr/share/doc/package-\(i % 977)/examples/file-number-\(i).txt\n", f) }
    fclose(f)
    defer { unlink(path) }
    let named = getenv("PICK_KEYS").map { String(cString: $0).split(separator: " ").map(String.init) } ?? []
    let bench = PickBench(d: d, command: command, inputPath: path,
                          keySequence: named.isEmpty ? PickBench.keySequence(typing: word) : PickBench.keySequence(named: named),
                          settled: word != nil || !named.isEmpty)
    let daemonPID = getenv("OVERLAYD_PID").flatMap { pid_t(String(cString: $0)) }
    let serverPID = getenv("XSERVER_PID").flatMap { pid_t(String(cString: $0)) }
    let cpuPIDs = [daemonPID, serverPID].compactMap { $0 }
    var keyCPU = 0.0
    func median(_ s: [Double]) -> Double { s.isEmpty ? 0 : s.sorted()[s.count / 2] }

    // A warm-up run, then the timed ones (fonts and caches warm, as a user's second menu).
    let warm = bench.open()
    bench.close(warm.pid)
    var opens: [Double] = []
    var keyTimes: [(ms: Double, typed: Bool, key: Int)] = []
    var rss = 0.0, daemonGrowth = 0.0
    let runs = getenv("PICK_RUNS").flatMap { Int(String(cString: $0)) } ?? (presses > 0 ? 3 : 15)
    for _ in 0..<runs {
        let daemonBefore = daemonPID.map(rssMB) ?? 0
        let o = bench.open()
        opens.append(o.ms)
        if presses > 0 {
            let cpuBefore = cpuPIDs.map(cpuMillis).reduce(0, +)
            keyTimes += bench.keys(presses, window: o.window)
            keyCPU += cpuPIDs.map(cpuMillis).reduce(0, +) - cpuBefore
        }
        rss = max(rss, rssMB(o.pid))
        if let p = daemonPID { daemonGrowth = max(daemonGrowth, rssMB(p) - daemonBefore) }
        bench.close(o.pid)
    }
    // The typed characters alone: each filters every row (BackSpace may reuse an earlier result).
    let typed = keyTimes.filter(\.typed).map(\.ms)
    let each = named.enumerated().map { k in " key-\(k.element)=\(fmt(median(keyTimes.filter { $0.key == k.offset }.map(\.ms))))" }
    print("pick-figures rows=\(rows) open=\(fmt(median(opens))) key=\(fmt(median(keyTimes.map(\.ms)))) filter=\(fmt(median(typed)))"
          + each.joined()
          + " rss=\(fmt(rss)) daemon=\(fmt(daemonGrowth))"
          + (cpuPIDs.count == 2 && !keyTimes.isEmpty ? " cpu=\(fmt(keyCPU / Double(keyTimes.count)))" : ""))
    exit(0)
}

/// Two decimals.
func fmt(_ v: Double) -> String {
    let hundredths = Int((v * 100).rounded())
    let frac = abs(hundredths % 100)
    return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac)"
}

// AnimationBench: `overlaybench animate N` shows N popovers at once, each sliding in from the
// left edge for DURATION with linear easing, and watches every frame land as a
// ConfigureNotify of its window. It reports the daemon's CPU per frame (from
// /proc/PID/schedstat, nanoseconds on the CPU) and the frames dropped at 60 Hz: a gap of
// more than 1.5 periods between two frames of one popover counts the periods it skipped.
#if canImport(Glibc)
import Glibc
#endif
import CX11
import OverlayClient

/// Nanoseconds the process has run on a CPU (first field of /proc/PID/schedstat).
func cpuNanoseconds(pid: Int32) -> Double? {
    guard let f = fopen("/proc/\(pid)/schedstat", "r") else { return nil }
    defer { fclose(f) }
    var ns: UInt64 = 0
    return withUnsafeMutablePointer(to: &ns) { fscanfU64(f, $0) } ? Double(ns) : nil
}

private func fscanfU64(_ f: UnsafeMutablePointer<FILE>, _ out: UnsafeMutablePointer<UInt64>) -> Bool {
    var line = [CChar](repeating: 0, count: 128)
    guard fgets(&line, Int32(line.count), f) != nil else { return false }
    let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let first = text.split(separator: " ").first, let v = UInt64(first) else { return false }
    out.pointee = v
    return true
}

/// The daemon's pid, from OVERLAYD_PID (scripts/bench sets it).
func daemonPID() -> Int32 {
    guard let v = getenv("OVERLAYD_PID"), let pid = Int32(String(cString: v)) else {
        fail("set OVERLAYD_PID to the daemon's pid")
    }
    return pid
}

func runAnimate(dpy: OpaquePointer, connection: DaemonConnection, overlays: Int, durationMs: Int) -> Never {
    let pid = daemonPID()
    XSync(dpy, False)
    while XPending(dpy) > 0 { var ev = XEvent(); XNextEvent(dpy, &ev) }
    guard let cpu0 = cpuNanoseconds(pid: pid) else { fail("cannot read /proc/\(pid)/schedstat") }
    let t0 = micros()
    for i in 0..<overlays {
        let line = "show --id anim\(i) --transition slide-left --duration \(durationMs)ms --easing linear "
            + "--anchor center --gravity center --offset 0,\((i - overlays / 2) * 60) --text 'Sliding <b>\(i)</b>'"
        do { _ = try connection.request(line) } catch { fail("\(error)") }
    }
    // Frames per window: receipt times of its ConfigureNotify events. Stop once the
    // animations are over and 250 ms pass with no frame.
    var frames: [Window: [Double]] = [:]
    var geometries: [Window: [Int32]] = [:]
    var restacks = 0
    let fd = XConnectionNumber(dpy)
    var last = micros()
    while micros() - t0 < Double(durationMs) * 1000 || micros() - last < 250_000 {
        while XPending(dpy) > 0 {
            var ev = XEvent()
            XNextEvent(dpy, &ev)
            if ev.type == ConfigureNotify, ev.xconfigure.override_redirect != 0 {
                // A frame moves the window; a ConfigureNotify that does not is a restack.
                let c = ev.xconfigure, geometry = [c.x, c.y, c.width, c.height]
                if geometries[c.window] == geometry { restacks += 1; continue }
                geometries[c.window] = geometry
                last = micros()
                frames[c.window, default: []].append(last)
            }
        }
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        _ = poll(&p, 1, 50)
    }
    guard let cpu1 = cpuNanoseconds(pid: pid) else { fail("cannot read /proc/\(pid)/schedstat") }
    _ = try? connection.request("dismiss --all")
    _ = try? connection.request("sync")

    let period = 1000.0 / 60
    var dropped = 0, gaps: [Double] = []
    for times in frames.values {
        for (a, b) in zip(times, times.dropFirst()) {
            let gap = (b - a) / 1000
            gaps.append(gap)
            if gap > 1.5 * period { dropped += Int((gap / period).rounded()) - 1 }
        }
    }
    gaps.sort()
    let total = frames.values.reduce(0) { $0 + $1.count }
    let ticks = frames.values.map(\.count).max() ?? 0
    let cpuMs = (cpu1 - cpu0) / 1e6
    print("animate \(overlays) overlays for \(durationMs) ms: \(total) frames seen on \(frames.count) windows, "
          + "\(ticks) per window (\(format3(Double(ticks) * 1000 / Double(durationMs))) per second); \(restacks) restacks without a move")
    print("daemon CPU: \(format3(cpuMs)) ms in all, \(format3(cpuMs * 1000 / Double(max(total, 1)))) µs per overlay frame, "
          + "\(format3(cpuMs * 1000 / Double(max(ticks, 1)))) µs per tick of all \(overlays)")
    if !gaps.isEmpty {
        print(summary(gaps, what: "gap between two frames of one popover", unit: "gaps")
              + "; dropped at 60 Hz: \(dropped)")
    }
    exit(frames.count == overlays ? 0 : 1)
}

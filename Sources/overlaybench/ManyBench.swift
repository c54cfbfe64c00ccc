// ManyBench: `overlaybench many N` brings N popovers up one by one (show→mapped for each),
// then, with all N live, times 100 more show→mapped+painted, 100 `update`s of a live one
// (request to reply) and 100 pings; it prints the daemon's RSS with N live and after they go.
#if canImport(Glibc)
import Glibc
#endif
import CX11
import OverlayClient

/// The daemon's resident set in MB (VmRSS of /proc/PID/status).
func residentMB(pid: Int32) -> Double {
    guard let f = fopen("/proc/\(pid)/status", "r") else { return 0 }
    defer { fclose(f) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), f) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("VmRSS:"), let kb = Double(text.split(separator: " ").dropFirst().first ?? "") { return kb / 1024 }
    }
    return 0
}

/// Sends `line` and waits for an override-redirect window to map; returns milliseconds.
private func showUntilMapped(_ dpy: OpaquePointer, _ connection: DaemonConnection, _ line: String) -> Double {
    XSync(dpy, False)
    while XPending(dpy) > 0 { var ev = XEvent(); XNextEvent(dpy, &ev) }
    let t0 = micros()
    do { try connection.send(line) } catch { fail("\(error)") }
    let fd = XConnectionNumber(dpy)
    while micros() - t0 < 5e6 {
        while XPending(dpy) > 0 {
            var ev = XEvent()
            XNextEvent(dpy, &ev)
            if ev.type == MapNotify, ev.xmap.override_redirect != 0 {
                let ms = (micros() - t0) / 1000
                do { _ = try connection.readLine(timeoutMs: 5000) } catch { fail("\(error)") }
                return ms
            }
        }
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        _ = poll(&p, 1, 100)
    }
    fail("no window mapped for: \(line)")
}

private func timed(_ connection: DaemonConnection, _ line: String) -> Double {
    let t0 = micros()
    do { _ = try connection.request(line) } catch { fail("\(error)") }
    return (micros() - t0) / 1000
}

func runMany(dpy: OpaquePointer, connection: DaemonConnection, overlays: Int) -> Never {
    let pid = daemonPID()
    let before = residentMB(pid: pid)
    var rising: [Double] = []
    for i in 0..<overlays {
        let x = (i % 20) * 90 - 860, y = (i / 20) * 90 - 420
        rising.append(showUntilMapped(dpy, connection, "show --id many\(i) --text 'Popover <b>\(i)</b>' --offset \(x),\(y)"))
    }
    let first = Array(rising.prefix(20)).sorted(), lastOnes = Array(rising.suffix(20)).sorted()
    print("bringing up \(overlays): show→mapped median \(format3(first[first.count / 2])) ms for the first 20, "
          + "\(format3(lastOnes[lastOnes.count / 2])) ms for the last 20")
    var shows: [Double] = [], updates: [Double] = [], pings: [Double] = []
    for i in 0..<100 {
        shows.append(showUntilMapped(dpy, connection, "show --id extra --text 'One more <b>\(i)</b>'"))
        _ = timed(connection, "dismiss extra")
        updates.append(timed(connection, "update many\(i % overlays) --text 'Updated <b>\(i)</b>'"))
        pings.append(timed(connection, "ping"))
    }
    _ = timed(connection, "sync")
    let live = residentMB(pid: pid)
    print(summary(shows.sorted(), what: "with \(overlays) live: show→mapped+painted", unit: "requests"))
    print(summary(updates.sorted(), what: "with \(overlays) live: update→reply", unit: "requests"))
    print(summary(pings.sorted(), what: "with \(overlays) live: ping", unit: "requests"))
    _ = timed(connection, "dismiss --all")
    _ = timed(connection, "sync")
    print("RSS: \(format3(before)) MB before, \(format3(live)) MB with \(overlays) live, \(format3(residentMB(pid: pid))) MB after they went")
    exit(0)
}

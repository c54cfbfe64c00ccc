// FirstBench: what a fresh daemon's first requests cost, the ones an idle daemon's lazy start
// would slow: the first Notify (over the session bus, to MapNotify: overlayd paints before it
// maps) and then the first `show` over the socket (to MapNotify). scripts/bench idle-rss runs
// it once per fresh start, after the RSS was read.
#if canImport(Glibc)
import Glibc
#endif
import CSystemd
import CX11
import OverlayClient

func runFirst(_ d: BenchDisplay, connection: DaemonConnection) -> Never {
    var bus: OpaquePointer?
    guard sd_bus_open_user(&bus) >= 0, let b = bus else { fail("no session bus (DBUS_SESSION_BUS_ADDRESS)") }
    dropEvents(d)
    let t0 = micros()
    guard let id = notifyCall(b, summary: "First", body: "the first <b>notification</b>", timeout: 60_000),
          waitForTopLevel(d, MapNotify) != nil else { fail("no window for the first notification") }
    let notify = (micros() - t0) / 1000
    closeCall(b, id: id)
    _ = waitForTopLevel(d, UnmapNotify)
    dropEvents(d)
    let t1 = micros()
    do { try connection.send("show --id first --text 'The first <b>popover</b>'") } catch { fail("\(error)") }
    guard waitForTopLevel(d, MapNotify) != nil else { fail("no MapNotify for the first show") }
    let show = (micros() - t1) / 1000
    _ = try? connection.readLine(timeoutMs: 5000)
    _ = try? connection.request("dismiss first")
    sd_bus_unref(b)
    print("first-figures notify=\(format3(notify)) show=\(format3(show))")
    exit(0)
}

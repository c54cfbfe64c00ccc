// ZenityHangup: a zenity dialog drawn as an alert goes with its client. The real zenity's
// window dies with its process; an alert is the daemon's and would stay, so a signal that ends
// this client (TERM, INT, HUP) first writes `dismiss ID` to the FIFO. Picks need none of this:
// the daemon closes a pick whose client went.
#if canImport(Glibc)
import Glibc
#endif

/// The FIFO's path and the dismiss line, made before the signal can come (the handler may only
/// call async-signal-safe functions: open, write, close, _exit).
nonisolated(unsafe) private var hangupFIFO: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var hangupLine: UnsafeMutablePointer<CChar>?

enum ZenityHangup {
    static func dismissOnSignal(id: String, fifo: String) {
        hangupFIFO = strdup(fifo)
        hangupLine = strdup("dismiss \(id)\n")
        for s in [SIGTERM, SIGINT, SIGHUP] {
            signal(s) { sig in
                if let path = hangupFIFO, let line = hangupLine {
                    let fd = open(path, O_WRONLY | O_NONBLOCK)
                    if fd >= 0 {
                        _ = write(fd, line, strlen(line))
                        close(fd)
                    }
                }
                _exit(128 + sig)
            }
        }
    }
}

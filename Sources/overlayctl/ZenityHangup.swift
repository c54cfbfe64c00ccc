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

/// Writes `dismiss ID` to the daemon's FIFO, if the dialog is shown yet: only async-signal-safe calls.
private func writeDismissLine() {
    guard let path = hangupFIFO, let line = hangupLine else { return }
    let fd = open(path, O_WRONLY | O_NONBLOCK)
    guard fd >= 0 else { return }
    _ = write(fd, line, strlen(line))
    close(fd)
}

/// The status a dialog's timeout exits with (`endAfter`).
nonisolated(unsafe) private var timeoutStatus: Int32 = 1

enum ZenityHangup {
    /// After `seconds`, the dialog goes (through `dismissOnSignal`'s FIFO line once it is set)
    /// and this process exits with `status`: a dialog whose timeout zenity answers as Escape.
    static func endAfter(seconds: Int, status: Int32) {
        timeoutStatus = status
        signal(SIGALRM) { _ in
            writeDismissLine()
            _exit(timeoutStatus)
        }
        alarm(UInt32(clamping: seconds))
    }

    static func dismissOnSignal(id: String, fifo: String) {
        hangupFIFO = strdup(fifo)
        hangupLine = strdup("dismiss \(id)\n")
        for s in [SIGTERM, SIGINT, SIGHUP] {
            signal(s) { sig in
                writeDismissLine()
                _exit(128 + sig)
            }
        }
    }
}

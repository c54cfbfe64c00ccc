// XErrorTrap: replaces Xlib's error handlers, whose defaults exit the process.
import CX11
#if canImport(Glibc)
import Glibc
#endif

/// X protocol errors are logged and survived: a BadWindow for a window that closed a
/// moment ago is normal (as dwm's xerror() says). Losing the connection ends the process
/// with status 1 at once, so that systemd restarts it.
enum XErrorTrap {
    static func install() {
        XSetErrorHandler(onError)
        XSetIOErrorHandler(onIOError)
    }

    /// Runs `body` (requests that may fail, such as XShmAttach), waits for the server with
    /// XSync and returns whether any of those requests got an error. Errors of requests sent
    /// before are handled as usual; those of `body` are counted, not logged.
    static func failed(on dpy: OpaquePointer, _ body: () -> Void) -> Bool {
        XSync(dpy, False)
        catching = CatchWindow(firstSerial: XNextRequest(dpy), errors: 0)
        body()
        XSync(dpy, False)
        let errors = catching?.errors ?? 0
        catching = nil
        return errors > 0
    }
}

/// The requests whose errors `XErrorTrap.failed` counts: those from `firstSerial` on.
private struct CatchWindow {
    var firstSerial: UInt
    var errors: Int
}

/// Set only inside `XErrorTrap.failed`, on the event-loop thread that owns the connection
/// (Xlib calls the handler on the thread that reads the error).
nonisolated(unsafe) private var catching: CatchWindow?

/// X_ConfigureWindow in Xproto.h, which the CX11 module does not include.
private let configureWindowRequest: UInt8 = 12

private func onError(_ dpy: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
    guard let dpy, let e = event?.pointee else { return 0 }
    if let c = catching, e.serial >= c.firstSerial {
        catching?.errors += 1
        return 0
    }
    // BadWindow and BadDrawable on vanished windows are routine; stay quiet about them.
    if e.error_code == UInt8(BadWindow) || e.error_code == UInt8(BadDrawable) { return 0 }
    // So is a BadMatch from ConfigureWindow: we stacked above a window that the window
    // manager reparented (framed, or unframed on its exit) a moment before. The
    // ReparentNotify on its way makes the next commit restack above the new top-level.
    if e.error_code == UInt8(BadMatch) && e.request_code == configureWindowRequest { return 0 }
    var buf = [CChar](repeating: 0, count: 256)
    XGetErrorText(dpy, Int32(e.error_code), &buf, Int32(buf.count))
    let text = String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    writeStandardError("overlayd: X error: \(text): request \(e.request_code).\(e.minor_code), resource 0x\(String(e.resourceid, radix: 16))\n")
    return 0
}

private func onIOError(_ dpy: OpaquePointer?) -> Int32 {
    writeStandardError("overlayd: lost the X server connection: exiting\n")
    exit(1)
}

/// Writes straight to fd 2: no buffering, no shared `FILE*`.
func writeStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}

// TestDisplay: the test's own Xlib connection to the server under test, used from one thread.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import CX11

/// Xlib's default error handler exits the process; a BadWindow for a window that has just
/// gone is normal in these tests. Errors are reported on stderr and otherwise ignored: each
/// harness call checks its own return status.
private func harnessXErrorHandler(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
    guard let display, let event else { return 0 }
    let code = Int32(event.pointee.error_code)
    if code == BadWindow { return 0 }
    var buffer = [CChar](repeating: 0, count: 256)
    XGetErrorText(display, code, &buffer, Int32(buffer.count))
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let message = "TestDisplay: X error: \(text) (request \(event.pointee.request_code).\(event.pointee.minor_code), resource 0x\(String(event.pointee.resourceid, radix: 16)))\n"
    FileHandle.standardError.write(Data(message.utf8))
    return 0
}

/// Xlib exits after this returns; it only makes the cause readable.
private func harnessXIOErrorHandler(_ display: OpaquePointer?) -> Int32 {
    FileHandle.standardError.write(Data("TestDisplay: lost the X connection (did Xvfb die?)\n".utf8))
    return 0
}

/// A test-side connection to an X server. Not thread-safe: create and use it on the test's
/// thread. Events the harness reads go into `backlog` so that a wait for one event does not
/// lose another that arrived first.
///
/// Root is watched with SubstructureNotify from the start, so a frame mapped by a window
/// manager, or an overlay mapped by the daemon, wakes every wait.
final class TestDisplay {
    /// The display string it was opened with (":N").
    let name: String
    /// The Xlib `Display*`. Owned here: never close it, never keep it past this object.
    let handle: OpaquePointer
    let root: Window
    /// The screen it was opened on (":N.1" opens on 1): `root` and the sizes are that screen's.
    let screenNumber: Int
    let screenWidth: Int
    let screenHeight: Int
    /// First event code of XFixes (selection-owner notifications).
    let xfixesEventBase: Int32
    /// Events read from the server and not yet consumed by a wait, oldest first.
    var backlog: [XEvent] = []
    /// Selections already watched with XFixesSelectSelectionInput.
    var watchedSelections: Set<Atom> = []
    /// Kept alive while connected: closing a connection to a dead server is an I/O error,
    /// and Xlib exits the process on those.
    private let server: XvfbServer?

    /// Connects to `server`, and keeps it running for as long as this object lives.
    convenience init(_ server: XvfbServer) throws {
        try self.init(server.display, keeping: server)
    }

    /// Connects to the display `name` (":N"); its server must outlive this object.
    convenience init(_ name: String) throws {
        try self.init(name, keeping: nil)
    }

    private init(_ name: String, keeping server: XvfbServer?) throws {
        XSetErrorHandler(harnessXErrorHandler)
        XSetIOErrorHandler(harnessXIOErrorHandler)
        guard let dpy = XOpenDisplay(name) else { throw HarnessError.x11("cannot open display: \(name)") }
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XFixesQueryExtension(dpy, &eventBase, &errorBase) != 0,
              XFixesQueryVersion(dpy, &major, &minor) != 0 else {
            XCloseDisplay(dpy)
            throw HarnessError.x11("XFixes extension missing on display: \(name)")
        }
        self.name = name
        self.server = server
        handle = dpy
        xfixesEventBase = eventBase
        root = XDefaultRootWindow(dpy)
        let screen = XDefaultScreen(dpy)
        screenNumber = Int(screen)
        screenWidth = Int(XDisplayWidth(dpy, screen))
        screenHeight = Int(XDisplayHeight(dpy, screen))
        XSelectInput(dpy, root, SubstructureNotifyMask | StructureNotifyMask | PropertyChangeMask)
        XSync(dpy, False)
    }

    deinit { XCloseDisplay(handle) }

    /// The connection's file descriptor, for poll(2).
    var connectionFD: Int32 { XConnectionNumber(handle) }

    /// A round trip: every request sent so far has been processed by the server.
    func sync() { XSync(handle, False) }

    /// The atom for `name`, created if needed.
    func intern(_ name: String) -> Atom { XInternAtom(handle, name, False) }

    /// The name of `atom`, nil for None or an unknown atom.
    func atomName(_ atom: Atom) -> String? {
        guard atom != 0, let raw = XGetAtomName(handle, atom) else { return nil }
        defer { XFree(raw) }
        return String(cString: raw)
    }
}

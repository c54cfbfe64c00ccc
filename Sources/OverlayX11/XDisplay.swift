// XDisplay: the daemon's one connection to the X server, owned by the event-loop thread.
import CX11
import OverlayCore

public enum X11Error: Error, CustomStringConvertible {
    case cannotOpenDisplay(String)
    case missingExtension(String)
    case noVisual(depth: Int)
    case resource(String)

    public var description: String {
        switch self {
        case .cannotOpenDisplay(let name): return "cannot open X display: \(name.isEmpty ? "(DISPLAY unset)" : name)"
        case .missingExtension(let name): return "X server lacks the \(name) extension"
        case .noVisual(let depth): return "no TrueColor visual of depth \(depth)"
        case .resource(let what): return "X resource failure: \(what)"
        }
    }
}

/// The connection. Not Sendable: only the event-loop thread touches it.
public final class XDisplay {
    let dpy: OpaquePointer
    public let screen: Int32
    public let root: WindowID
    public let fileDescriptor: Int32
    var atomCache: [String: Atom] = [:]
    let xfixesEventBase: Int32
    let randrEventBase: Int32
    public let hasRandR: Bool
    /// The XInput2 major opcode; 0 without XInput 2.2.
    let xiOpcode: Int32
    /// Every screen of the display, by number.
    let screens: [XScreen]
    /// Each screen's root window → its number.
    let rootScreens: [WindowID: Int]
    private var watchingMotion = false
    /// The Shift keys held down, from raw key presses and releases (`XEvents`).
    var heldShiftKeys: Set<Int32> = []
    /// How many events `nextEvent` took, from the socket or from Xlib's queue (a round trip
    /// can pull events in without the socket being polled).
    public internal(set) var eventsTaken = 0
    /// Told of every key press and release on a keyboard we hold (a grab), before the press
    /// is decoded into `.keyPress` (the accessibility bus forwards them to screen readers).
    public var keyObserver: ((KeyStroke) -> Void)?
    /// Atoms of `watchedPropertyNames` and their names, for filtering PropertyNotify cheaply.
    private(set) var watchedProperties: [Atom: String] = [:]
    /// How frames are uploaded (`choosePixelPath`): the socket until chosen.
    public internal(set) var pixelPath = PixelPath.socket(reason: "not chosen")
    /// Whether a frame that says what changed uploads only that (OVERLAYD_WHOLE_FRAMES=1 paints and sends
    /// every frame whole, to compare).
    public var partialFrames = true
    /// Segments of windows that went, for the next ones.
    var spareSegments = SegmentPool()
    /// Background pixmaps of windows that went, for the next ones.
    var sparePixmaps = PixmapPool()
    /// The window switcher's facts about the clients, kept from PropertyNotify.
    let clientFactsCache = ClientFactsCache()
    /// The `Xft.dpi` X resource as last read (`.some(nil)`: none set); forgotten when root's
    /// RESOURCE_MANAGER changes, so a menu opening asks the server nothing for it.
    var xftResourceRead: Double?? = nil

    public init(name: String?) throws(X11Error) {
        XErrorTrap.install()
        let opened: OpaquePointer? = name.flatMap { n in n.withCString { XOpenDisplay($0) } } ?? XOpenDisplay(nil)
        guard let d = opened else { throw .cannotOpenDisplay(name ?? "") }
        dpy = d
        screen = XDefaultScreen(d)
        root = WindowID(XRootWindow(d, screen))
        fileDescriptor = XConnectionNumber(d)

        var fixesEvent: Int32 = 0, fixesError: Int32 = 0
        guard XFixesQueryExtension(d, &fixesEvent, &fixesError) != 0 else {
            XCloseDisplay(d)
            throw .missingExtension("XFixes")
        }
        var major: Int32 = 5, minor: Int32 = 0
        XFixesQueryVersion(d, &major, &minor)
        xfixesEventBase = fixesEvent
        var shapeEvent: Int32 = 0, shapeError: Int32 = 0
        guard XShapeQueryExtension(d, &shapeEvent, &shapeError) != 0 else {
            XCloseDisplay(d)
            throw .missingExtension("SHAPE")
        }
        var rrEvent: Int32 = 0, rrError: Int32 = 0
        hasRandR = XRRQueryExtension(d, &rrEvent, &rrError) != 0
        randrEventBase = rrEvent

        var xiOp: Int32 = 0, xiEvent: Int32 = 0, xiError: Int32 = 0
        var xiMajor: Int32 = 2, xiMinor: Int32 = 2
        if XQueryExtension(d, "XInputExtension", &xiOp, &xiEvent, &xiError) != 0,
           XIQueryVersion(d, &xiMajor, &xiMinor) == Success {
            xiOpcode = xiOp
        } else {
            xiOpcode = 0
        }

        screens = (0..<XScreenCount(d)).map { XScreen(d, number: $0) }
        rootScreens = Dictionary(screens.map { ($0.root, $0.number) }, uniquingKeysWith: { a, _ in a })
        internAtoms(XDisplay.watchedPropertyNames + XDisplay.atomsOfAFirstWindow)
        watchedProperties = Dictionary(XDisplay.watchedPropertyNames.map { (atom($0), $0) }, uniquingKeysWith: { a, _ in a })
        clientFactsCache.facts = [atom("_NET_WM_NAME"): .title, atom("WM_NAME"): .title, atom("WM_CLASS"): .windowClass,
                                  atom("_NET_WM_DESKTOP"): .desktop, atom("_NET_WM_ICON"): .icon]
    }

    deinit {
        spareSegments.empty()  // each detaches through the connection
        sparePixmaps.empty(dpy: dpy)
        XCloseDisplay(dpy)
    }

    /// The default screen's size.
    public var screenSize: Size { screenSize(of: defaultScreen) }

    /// Sends buffered requests.
    public func flush() { XFlush(dpy) }

    /// Waits until the server has processed every request sent so far.
    public func sync() { XSync(dpy, False) }

    /// Events already read into Xlib's queue (no I/O). Check right before `poll()`.
    public var queuedEvents: Int32 { XEventsQueued(dpy, QueuedAlready) }

    /// Reads what the socket has and returns how many events are queued.
    public func pending() -> Int32 { XPending(dpy) }

    /// Whether a compositing manager runs on the default screen.
    public var compositorRunning: Bool { compositorRunning(on: defaultScreen) }

    /// On every screen's root: an event whenever its compositor selection changes owner, for
    /// root structure changes (monitor layout arrives as a root ConfigureNotify), for
    /// top-level windows being mapped, moved and restacked, and for root properties (desktops).
    public func watchRoot() {
        for s in screens {
            XFixesSelectSelectionInput(dpy, s.root.rawValue, s.compositorSelection,
                                       UInt(XFixesSetSelectionOwnerNotifyMask | XFixesSelectionWindowDestroyNotifyMask | XFixesSelectionClientCloseNotifyMask))
            XSelectInput(dpy, s.root.rawValue, StructureNotifyMask | SubstructureNotifyMask | PropertyChangeMask)
            if hasRandR {
                XRRSelectInput(dpy, s.root.rawValue, Int32(RRScreenChangeNotifyMask | RRCrtcChangeNotifyMask | RROutputChangeNotifyMask))
            }
        }
        // Every click and key press anywhere, without grabbing: tap-outside and Escape. Raw
        // events go to every root's listeners, so one root (any screen) is enough.
        if xiOpcode != 0 { cx11_select_raw_input(dpy, root.rawValue, 0) }
        // The desktop's settings (scale, icon theme) as they change; MANAGER comes through
        // root's StructureNotify above.
        watchXSettings()
    }

    /// Pointer motion anywhere, wanted only while a tooltip waits for the pointer: every
    /// motion then wakes the daemon.
    public func watchPointerMotion(_ on: Bool) {
        guard xiOpcode != 0, on != watchingMotion else { return }
        watchingMotion = on
        cx11_select_raw_input(dpy, root.rawValue, on ? 1 : 0)
    }

    /// Claims `OVERLAYD_S<n>` of every screen, since one daemon serves them all, so that a
    /// second daemon on this display (`:0` or `:0.1`) can tell. Returns false when another
    /// client already holds one.
    public func claimInstanceSelection() -> Bool {
        let selections = screens.map { atom("OVERLAYD_S\($0.number)") }
        if selections.contains(where: { XGetSelectionOwner(dpy, $0) != 0 }) { return false }
        var attrs = XSetWindowAttributes()
        attrs.override_redirect = True
        let w = XCreateWindow(dpy, root.rawValue, -1, -1, 1, 1, 0, 0, UInt32(InputOnly), nil,
                              UInt(CWOverrideRedirect), &attrs)
        for sel in selections { XSetSelectionOwner(dpy, sel, w, UInt(CurrentTime)) }
        return selections.allSatisfy { XGetSelectionOwner(dpy, $0) == w }
    }
}

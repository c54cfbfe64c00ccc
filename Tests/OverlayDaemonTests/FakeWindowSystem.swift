// FakeWindowSystem: the window system the daemon's logic runs against in these tests, with
// no X server: other clients' windows are records the test moves, maps and destroys (each
// change queues the events an X server would send), and the daemon's own windows are the
// last `DesiredWindow` pushed for each key. It counts the questions a real server would
// answer with a round trip.
@testable import OverlayDaemon
import OverlayCore

final class FakeWindowSystem: WindowSystem, WindowPresenter {
    /// Another client's window.
    struct Client {
        var rect: Rect
        var cls = "", instance = ""
        var title = ""
        var state = SourceState()
        var extents = Insets.zero
        /// Its frame (a reparenting window manager's), or nil when it is a child of root.
        var frame: WindowID?
        /// The X screen it is on.
        var screen = 0
    }

    /// A screen after the first (`:0.1`…): the first one's are the properties below.
    struct Screen {
        var size: Size
        var monitors: [Monitor]
        var compositorRunning = false
        var desktop: Int?
    }

    let root = WindowID(1)
    var screenSize = Size(width: 1920, height: 1080)
    var compositorRunning = false
    /// Whether the server offers a 32-bit visual (ARGB windows).
    var hasARGB = true
    /// Whether a compositor redirects our windows as soon as it owns its selection; when
    /// false, `compositorRedirects` says no.
    var redirectsAtOnce = true
    /// The screens whose ARGB windows were cut to their bodies, in order.
    private(set) var shadowsHidden: [Int] = []
    var monitorList = [Monitor(name: "DP-1", rect: Rect(x: 0, y: 0, width: 1920, height: 1080), primary: true)]
    var clients: [WindowID: Client] = [:]
    /// Bottom to top.
    var stacking: [WindowID] = []
    /// Screens 1, 2…: the display has `1 + moreScreens.count` screens.
    var moreScreens: [Screen] = []
    var pointer: Point? = Point(x: 5, y: 5)
    /// The screen the pointer is on.
    var pointerScreen = 0
    var active: WindowID?
    var desktop: Int?
    /// `_NET_DESKTOP_VIEWPORT`'s corners, one per desktop.
    var viewports: [Point] = []
    var strutList: [Strut] = []
    /// `_NET_DESKTOP_NAMES`; the clients in the order they were added (`_NET_CLIENT_LIST`).
    var desktopNameList: [String] = []
    private(set) var clientOrder: [WindowID] = []
    /// The desktop switches and activations asked for, in order (`desktop 1`, `activate 0x…`).
    private(set) var activations: [String] = []
    var grabSucceeds = true
    private(set) var grabbed: WindowID?
    /// The window holding the keyboard alone (an alert that takes it).
    private(set) var keyboardGrabbed: WindowID?
    private(set) var watched = Set<WindowID>()
    private(set) var watchingMotion = false
    /// Selection requests (`clipboard`, requestor window), in order.
    private(set) var selectionRequests: [(clipboard: Bool, window: WindowID)] = []
    private var events: [WindowEvent] = []
    private var nextID: UInt = 0x400001

    /// Round trips a real server would have answered: geometry, state and property reads.
    private(set) var roundTrips = 0

    // MARK: the daemon's windows

    /// What each of our windows shows, by key (what the presenter pushed last).
    private(set) var windows: [WindowKey: DesiredWindow] = [:]
    private var ids: [WindowKey: WindowID] = [:]
    private var keys: [WindowID: WindowKey] = [:]
    /// How many times the presenter was handed every window to restack.
    private(set) var restacks = 0
    /// How many windows were pushed (created, moved, repainted…) and destroyed.
    private(set) var pushes = 0
    private(set) var removals = 0

    // MARK: the test's hands

    @discardableResult
    func addClient(_ rect: Rect, cls: String = "", title: String = "", framed: Bool = false, screen: Int = 0) -> WindowID {
        let w = WindowID(nextID)
        nextID += 1
        var c = Client(rect: rect, cls: cls, instance: cls.lowercased(), title: title, screen: screen)
        if framed {
            let f = WindowID(nextID)
            nextID += 1
            c.frame = f
            clients[f] = Client(rect: Rect(x: rect.x - 2, y: rect.y - 20, width: rect.width + 4, height: rect.height + 22),
                                screen: screen)
            stacking.append(f)
        } else {
            stacking.append(w)
        }
        clients[w] = c
        clientOrder.append(w)
        return w
    }

    /// Moves a client (its frame with it), queuing the ConfigureNotify events X would send:
    /// the frame's (or its own, as a child of root) to the window and to root, and under a
    /// window manager the synthetic one in root coordinates.
    func move(_ w: WindowID, to p: Point) {
        guard var c = clients[w] else { return }
        let dx = p.x - c.rect.x, dy = p.y - c.rect.y
        c.rect = Rect(origin: p, size: c.rect.size)
        clients[w] = c
        let top = c.frame ?? w
        if let f = c.frame, let r = clients[f]?.rect { clients[f]?.rect = r.offsetBy(Point(x: dx, y: dy)) }
        let r = clients[top]?.rect ?? c.rect
        let above = stacking.firstIndex(of: top).flatMap { $0 > 0 ? stacking[$0 - 1] : nil } ?? .none
        events.append(.configure(WindowConfiguration(window: top, rect: r, above: above, onRoot: true)))
        if watched.contains(top) { events.append(.configure(WindowConfiguration(window: top, rect: r, above: above))) }
        if c.frame != nil, watched.contains(w) {
            events.append(.configure(WindowConfiguration(window: w, rect: c.rect, synthetic: true)))
        }
    }

    /// Raises a top-level window: its sibling below changes.
    func raise(_ w: WindowID) {
        let top = clients[w]?.frame ?? w
        stacking.removeAll { $0 == top }
        stacking.append(top)
        let r = clients[top]?.rect ?? .zero
        events.append(.configure(WindowConfiguration(window: top, rect: r, above: stacking.dropLast().last ?? .none,
                                                     onRoot: true)))
        events.append(.propertyChanged(window: root, property: "_NET_CLIENT_LIST_STACKING"))
    }

    func destroy(_ w: WindowID) {
        clients[w] = nil
        stacking.removeAll { $0 == w }
        events.append(.destroyed(window: w))
    }

    /// Changes a client's state (iconified, desktop…) as its PropertyNotify would say.
    func setState(_ w: WindowID, _ change: (inout SourceState) -> Void) {
        guard var c = clients[w] else { return }
        change(&c.state)
        clients[w] = c
        events.append(.propertyChanged(window: w, property: "_NET_WM_STATE"))
    }

    func setMonitors(_ list: [Monitor]) {
        monitorList = list
        events.append(.screenChanged)
    }

    /// Queues any event (clicks, keys, pointer motion).
    func send(_ event: WindowEvent) { events.append(event) }

    /// Our window for a key, as X would name it (for clicks).
    func windowID(_ key: WindowKey) -> WindowID? { ids[key] }

    // MARK: WindowSystem

    var screenCount: Int { 1 + moreScreens.count }
    var defaultScreen: Int { 0 }
    private func more(_ screen: Int) -> Screen? { screen > 0 && screen <= moreScreens.count ? moreScreens[screen - 1] : nil }
    func screenSize(of screen: Int) -> Size { more(screen)?.size ?? screenSize }
    func compositorRunning(on screen: Int) -> Bool { more(screen)?.compositorRunning ?? compositorRunning }
    func monitors(on screen: Int) -> [Monitor] { more(screen)?.monitors ?? monitorList }
    func currentDesktop(on screen: Int) -> Int? { screen == 0 ? desktop : more(screen)?.desktop }
    func desktopViewport(on screen: Int) -> Point? {
        roundTrips += 1
        guard screen == 0, let d = desktop, viewports.indices.contains(d) else { return nil }
        return viewports[d]
    }
    func xftDPI() -> Double? { nil }
    /// The screen's DPI `screenDPI(on:)` reports (what `xrandr --dpi` would set).
    var screenDPIValue: Double?
    func screenDPI(on screen: Int) -> Double? { screenDPIValue }
    func fontDPI(on screen: Int) -> Double { 96 }
    func struts(on screen: Int) -> [Strut] { roundTrips += 1; return screen == 0 ? strutList : [] }
    func netWorkArea(on screen: Int) -> Rect? { nil }
    func fullscreenRects(on screen: Int) -> [Rect] {
        roundTrips += 1
        let desktop = currentDesktop(on: screen)
        return clients.values.filter { $0.screen == screen && $0.state.fullscreen && $0.state.isShown(onDesktop: desktop) }
            .map(\.rect)
    }
    func screen(of w: WindowID) -> Int? { roundTrips += 1; return clients[w]?.screen }
    /// Screen n's root is window n + 1.
    func screen(ofRoot w: WindowID) -> Int? { w.rawValue >= 1 && w.rawValue <= UInt(screenCount) ? Int(w.rawValue) - 1 : nil }
    func pointerLocation() -> (screen: Int, point: Point)? { pointer.map { (pointerScreen, $0) } }
    func activeWindow() -> WindowID? { active }
    func windowUnderPointer() -> WindowID? {
        guard let p = pointer else { return nil }
        return stacking.reversed().lazy.compactMap { top in
            self.clients.first { $0.value.frame == top || $0.key == top && $0.value.frame == nil }?.key
        }.first { self.clients[$0].map { $0.screen == self.pointerScreen && $0.rect.contains(p) } ?? false }
    }
    func exists(_ w: WindowID) -> Bool { roundTrips += 1; return clients[w] != nil }
    func findWindow(classNamed name: String) -> WindowID? {
        clients.first { $0.value.cls.lowercased() == name.lowercased() || $0.value.instance == name.lowercased() }?.key
    }
    func findWindow(titleMatching glob: String) -> WindowID? {
        clients.first { !$0.value.title.isEmpty && Glob.matches(glob, $0.value.title) }?.key
    }
    func windowClass(of w: WindowID) -> (instance: String, cls: String)? {
        clients[w].map { ($0.instance, $0.cls) }
    }
    func geometry(of w: WindowID) -> Rect? { roundTrips += 1; return clients[w]?.rect }
    func frameExtents(of w: WindowID) -> Insets { roundTrips += 1; return clients[w]?.extents ?? .zero }
    func topLevel(of w: WindowID) -> WindowID? { roundTrips += 1; return clients[w].map { $0.frame ?? w } }
    func sourceState(of w: WindowID) -> SourceState {
        roundTrips += 1
        return clients[w]?.state ?? SourceState(viewable: false)
    }
    func clientList(on screen: Int) -> [WindowID] {
        roundTrips += 1
        return clientOrder.filter { clients[$0]?.screen == screen }
    }
    func clientFacts(of w: WindowID) -> ClientFacts {
        roundTrips += 1
        return ClientFacts(title: clients[w]?.title, windowClass: clients[w].map { WindowClass(instance: $0.instance, name: $0.cls) },
                           desktop: clients[w]?.state.desktop)
    }
    func clientIcon(of w: WindowID, side: Int) -> PixelImage? { roundTrips += 1; return nil }
    func desktopNames(on screen: Int) -> [String] { roundTrips += 1; return screen == 0 ? desktopNameList : [] }
    func activate(_ w: WindowID, on screen: Int) {
        if let d = clients[w]?.state.desktop, d != 0xFFFF_FFFF, d != currentDesktop(on: screen) { activations.append("desktop \(d)") }
        activations.append("activate \(w)")
    }
    func close(_ w: WindowID, on screen: Int) { activations.append("close \(w)") }
    func watchClient(_ w: WindowID) { watched.insert(w) }
    func unwatch(_ w: WindowID) { watched.remove(w) }
    func watchPointerMotion(_ on: Bool) { watchingMotion = on }
    func grabInput(_ window: WindowID) -> Bool {
        guard grabSucceeds else { return false }
        grabbed = window
        return true
    }
    func ungrabInput() { grabbed = nil; keyboardGrabbed = nil }
    func grabKeyboard(_ window: WindowID) -> Bool {
        guard grabSucceeds else { return false }
        keyboardGrabbed = window
        return true
    }
    func ungrabKeyboard() { keyboardGrabbed = nil }
    func requestSelection(clipboard: Bool, for window: WindowID) { selectionRequests.append((clipboard, window)) }
    func sync() {}
    func flush() {}
    func pending() -> Int32 { Int32(events.count) }
    func nextEvent() -> WindowEvent { events.isEmpty ? .ignored : events.removeFirst() }
    /// The screens captured, in order. With `capturesPixels` each capture is a blank image
    /// of that screen's size; without, the server refuses (a backdrop then only catches input).
    var captures: [Int] = []
    var capturesPixels = false
    func captureScreen(_ number: Int) -> PixelImage? {
        guard number < screenCount else { return nil }
        captures.append(number)
        guard capturesPixels else { return nil }
        let size = screenSize(of: number)
        return PixelImage(width: size.width, height: size.height, stride: size.width * 4,
                          bytes: [UInt8](repeating: 0, count: size.width * 4 * size.height))
    }

    // MARK: WindowPresenter

    func apply(changed: [DesiredWindow], removed: Set<WindowKey>, restack: [DesiredWindow]?) {
        for key in removed {
            guard windows.removeValue(forKey: key) != nil, let id = ids.removeValue(forKey: key) else { continue }
            keys[id] = nil
            removals += 1
        }
        for d in changed {
            if ids[d.key] == nil {
                let id = WindowID(nextID)
                nextID += 1
                ids[d.key] = id
                keys[id] = d.key
            }
            windows[d.key] = d
            pushes += 1
        }
        if restack != nil { restacks += 1 }
    }

    func rekey(_ old: WindowKey, to new: WindowKey) {
        guard let id = ids.removeValue(forKey: old), let d = windows.removeValue(forKey: old) else { return }
        ids[new] = id
        keys[id] = new
        windows[new] = d
    }

    func key(for window: WindowID) -> WindowKey? { keys[window] }
    func owns(_ window: WindowID) -> Bool { keys[window] != nil }
    func destroyed(_ window: WindowID) {}
    func window(for key: WindowKey) -> WindowID? { ids[key] }
    func effectiveMode(_ m: SurfaceMode, on screen: Int) -> SurfaceMode { m == .argb && !hasARGB ? .shaped : m }
    func hideShadows(on screen: Int) { shadowsHidden.append(screen) }
    func compositorRedirects(on screen: Int) -> Bool { redirectsAtOnce && compositorRunning(on: screen) }
}

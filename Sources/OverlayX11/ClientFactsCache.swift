// ClientFactsCache: the window switcher's facts about each client of `_NET_CLIENT_LIST`
// (title, class, desktop, icon),
// kept from PropertyNotify (i3 keeps its tree from events): a client gets PropertyChangeMask
// when it is first listed, a change of its title, class or desktop forgets that fact, and the
// next opening reads only what was forgotten. So opening over 50 unchanged windows costs the
// client list's round trip, not three per window.
import CX11
import OverlayCore

final class ClientFactsCache {
    enum Fact { case title, windowClass, desktop, icon }

    /// What is known of a client; nil: not read yet, or changed since.
    struct Entry {
        var screen: Int
        var title: String??
        var windowClass: WindowClass??
        var desktop: Int??
        /// The icon picked for `iconSide` pixels.
        var icon: PixelImage??
        var iconSide = 0
    }

    private(set) var entries: [WindowID: Entry] = [:]
    /// The masks the daemon's other watchers asked for (`watchClient`, `watchStructure`).
    private var baseMasks: [WindowID: Int] = [:]
    /// The properties that hold a fact.
    var facts: [Atom: Fact] = [:]
    /// Events before this serial were seen in the queue already (`followClients`); one of
    /// the same serial may have come after, so it counts again.
    private var scannedThrough: UInt = 0

    /// A property of `w` changed: the fact it holds is read again when next asked.
    func changed(_ w: WindowID, _ atom: Atom, serial: UInt) {
        guard serial >= scannedThrough || serial == 0, let fact = facts[atom], var e = entries[w] else { return }
        switch fact {
        case .title: e.title = nil
        case .windowClass: e.windowClass = nil
        case .desktop: e.desktop = nil
        case .icon: e.icon = nil
        }
        entries[w] = e
    }

    func entry(_ w: WindowID) -> Entry? { entries[w] }
    func store(_ e: Entry, _ w: WindowID) { entries[w] = e }

    /// The event mask `w` should have: the other watchers' and, while listed, PropertyChangeMask.
    func mask(_ w: WindowID) -> Int {
        (baseMasks[w] ?? NoEventMask) | (entries[w] != nil ? PropertyChangeMask : NoEventMask)
    }

    /// Whether `w`'s property changes reach the cache alone: no other watcher asked for them,
    /// so the daemon hears of them no more than before the cache selected them.
    func onlyCached(_ w: WindowID) -> Bool {
        entries[w] != nil && (baseMasks[w] ?? NoEventMask) & PropertyChangeMask == 0
    }

    /// Another watcher's mask for `w` (NoEventMask: it stopped watching).
    func setBase(_ m: Int, _ w: WindowID) {
        if m == NoEventMask { baseMasks[w] = nil } else { baseMasks[w] = m }
    }

    /// `screen`'s client list as read now: new clients are entered (returned, to be selected
    /// for PropertyChangeMask), clients gone are dropped (returned, to have their mask narrowed).
    func list(_ windows: [WindowID], on screen: Int) -> (added: [WindowID], dropped: [WindowID]) {
        let now = Set(windows)
        let dropped = entries.filter { $0.value.screen == screen && !now.contains($0.key) }.map(\.key)
        for w in dropped { entries[w] = nil }
        var added: [WindowID] = []
        for w in windows where entries[w] == nil {
            entries[w] = Entry(screen: screen)
            added.append(w)
        }
        return (added, dropped)
    }

    /// The queue was scanned up to `serial`: those events' changes are applied already.
    func scanned(through serial: UInt) { scannedThrough = max(scannedThrough, serial) }
}

extension XDisplay {
    /// A client's title, class and desktop: as the cache keeps them, each read once after a change.
    public func clientFacts(of w: WindowID) -> ClientFacts {
        guard var e = clientFactsCache.entry(w) else {
            return ClientFacts(title: title(of: w), windowClass: windowClass(of: w).map { WindowClass(instance: $0.instance, name: $0.cls) },
                               desktop: desktop(of: w))
        }
        if e.title == nil { e.title = .some(title(of: w)) }
        if e.windowClass == nil { e.windowClass = .some(windowClass(of: w).map { WindowClass(instance: $0.instance, name: $0.cls) }) }
        if e.desktop == nil { e.desktop = .some(desktop(of: w)) }
        clientFactsCache.store(e, w)
        return ClientFacts(title: e.title ?? nil, windowClass: e.windowClass ?? nil, desktop: e.desktop ?? nil)
    }

    /// A client's `_NET_WM_ICON` for a row icon of `side` pixels (`NetWMIcon`), kept until it changes.
    public func clientIcon(of w: WindowID, side: Int) -> PixelImage? {
        if let e = clientFactsCache.entry(w), e.iconSide == side, let icon = e.icon { return icon }
        let icon = longProperty(w, "_NET_WM_ICON", maxItems: 1 << 20).flatMap { NetWMIcon.image($0, preferred: side) }
        if var e = clientFactsCache.entry(w) {
            e.icon = .some(icon)
            e.iconSide = side
            clientFactsCache.store(e, w)
        }
        return icon
    }

    /// Keeps the cache to `screen`'s client list just read. The list's reply came after every
    /// event the server sent before it, so the PropertyNotify events still queued are applied
    /// first (XCheckIfEvent with a predicate that takes none only looks at each).
    func followClients(_ windows: [WindowID], on screen: Int) {
        var ev = XEvent()
        let cache = Unmanaged.passUnretained(clientFactsCache).toOpaque().assumingMemoryBound(to: CChar.self)
        _ = XCheckIfEvent(dpy, &ev, { _, e, arg in
            guard let e, let arg, e.pointee.type == PropertyNotify else { return 0 }
            let p = e.pointee.xproperty
            let c = Unmanaged<ClientFactsCache>.fromOpaque(UnsafeRawPointer(arg)).takeUnretainedValue()
            c.changed(WindowID(p.window), p.atom, serial: 0)
            c.scanned(through: p.serial)
            return 0
        }, cache)
        let (added, dropped) = clientFactsCache.list(windows, on: screen)
        for w in added + dropped { XSelectInput(dpy, w.rawValue, clientFactsCache.mask(w)) }
    }

    /// Selects `mask` on a foreign window for the daemon's watchers, keeping the cache's.
    func select(_ mask: Int, on w: WindowID) {
        clientFactsCache.setBase(mask, w)
        XSelectInput(dpy, w.rawValue, clientFactsCache.mask(w))
    }
}

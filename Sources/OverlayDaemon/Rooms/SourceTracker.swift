// SourceTracker: the source-tracking room. It owns what overlays are attached to (windows,
// their WM frames, named regions, fixed rectangles), which windows are watched for whom,
// and the desktop around them: monitors, work areas, the current desktop, fullscreen
// windows. X events about other clients' windows come here and leave as effects; it asks the
// window system questions, and watching or unwatching a window leaves as an effect too.
import OverlayCore
import OverlayProtocol

/// How an overlay's anchor rectangle is found at each layout.
enum Anchoring: Equatable {
    /// No source: the primary monitor.
    case monitor
    /// The source window's client area (or its WM frame with `--frame`).
    case window
    /// A fixed rectangle in root coordinates.
    case fixed(Rect)
    /// A named region, which moves with its window.
    case region(String)
}

/// A named part of a window, relative to its client area's origin.
struct NamedRegion {
    var window: WindowID
    var rect: Rect
}

/// What one overlay is attached to.
struct Attachment: Equatable {
    var source: WindowID?
    /// The source's top-level ancestor (a WM frame): real ConfigureNotify arrives there.
    var frameWindow: WindowID?
    var anchoring: Anchoring = .monitor
    /// The X screen it is on: its source's, else the one asked for (`--screen`, a container's).
    var screen = 0

    var watched: Set<WindowID> { Set([source, frameWindow].compactMap { $0 }) }
}

final class SourceTracker: Room {
    /// What an attach target names: the window (none for a fixed spot) and how to anchor to it.
    typealias Resolution = Result<(window: WindowID?, anchoring: Anchoring), Refusal>

    let display: WindowQueries
    private var attachments: [OverlayID: Attachment] = [:]
    /// The overlays that follow each watched window (as source or as its frame): every X
    /// event about a window asks this, so it is an index, not a scan.
    private var followers: [WindowID: Set<OverlayID>] = [:]
    private(set) var regions: [String: NamedRegion] = [:]
    /// Each X screen's monitors, work areas, desktop and fullscreen windows, by number.
    private(set) var screens: [ScreenDesktop]
    /// What events said about followed windows (state from events, as i3 keeps it): a
    /// followed window's move costs no round trip.
    private var known: [WindowID: KnownWindow] = [:]
    /// The sibling each top-level window was last seen stacked above: a restack is due only
    /// when that changes, not whenever a window moves.
    private var stackedAbove: [WindowID: WindowID] = [:]

    /// A followed window as the events left it; a nil field is asked of the server once.
    private struct KnownWindow {
        /// The inside rectangle on its screen's root.
        var rect: Rect?
        var state: SourceState?
        var extents: Insets?
        /// A child of root (a top-level window or a WM frame): its ConfigureNotify is in
        /// root coordinates.
        var topLevel = false
    }

    init(display: WindowQueries) {
        self.display = display
        screens = (0..<max(1, display.screenCount)).map { ScreenDesktop($0, display: display) }
    }

    // MARK: attaching

    /// What an attach target names now.
    func resolve(_ target: AttachTarget) -> Resolution {
        switch target {
        case .root:
            return .success((nil, .monitor))
        case .rect(let r):
            return .success((nil, .fixed(r)))
        case .region(let name):
            guard let region = regions[name] else { return .failure("no such region: \(name)") }
            return .success((region.window, .region(name)))
        default:
            switch resolveWindow(target) {
            case .success((let w, _)): return .success((w, .window))
            case .failure(let refusal): return .failure(refusal)
            }
        }
    }

    /// The window a window-naming target names now.
    func resolveWindow(_ target: AttachTarget) -> Resolution {
        switch target {
        case .active:
            guard let w = display.activeWindow(), display.exists(w) else {
                return .failure("--attach active: no active window (_NET_ACTIVE_WINDOW is unset)")
            }
            return .success((w, .window))
        case .pointer:
            guard let w = display.windowUnderPointer() else { return .failure("--attach pointer: no window under the pointer") }
            return .success((w, .window))
        case .window(let raw):
            let w = WindowID(UInt(raw))
            guard display.exists(w) else { return .failure("no such window: \(w)") }
            return .success((w, .window))
        case .windowClass(let name):
            guard let w = display.findWindow(classNamed: name) else { return .failure("no window of class: \(name)") }
            return .success((w, .window))
        case .title(let glob):
            guard let w = display.findWindow(titleMatching: glob) else { return .failure("no window titled: \(glob)") }
            return .success((w, .window))
        case .root, .rect, .region:
            return .failure("not a window: \(target)")
        }
    }

    /// Attaches an overlay to a window (or to nothing): the window and its frame are watched,
    /// and what it followed before and nothing else follows is let go. It goes on the window's
    /// screen; without one, on `screen`.
    func attach(_ id: OverlayID, to source: WindowID?, anchoring: Anchoring, screen: Int) -> [Effect] {
        let old = attachments[id]?.watched ?? []
        let a = Attachment(source: source, frameWindow: source.flatMap { display.topLevel(of: $0) }, anchoring: anchoring,
                           screen: source.flatMap { display.screen(of: $0) } ?? screen)
        attachments[id] = a
        for w in old { unfollow(w, id) }
        for w in a.watched { followers[w, default: []].insert(id) }
        // Attaching asks the server afresh: the window may have been reparented meanwhile.
        if let s = a.source { known[s] = nil }
        if let f = a.frameWindow { known[f] = KnownWindow(topLevel: true) }
        return old.filter { !isWatched($0) }.map { .windowSystem(.unwatch($0)) }
            + [a.source, a.frameWindow].compactMap { $0 }.map { .windowSystem(.watch($0)) }
    }

    /// Forgets an overlay (it was dismissed); windows nobody follows any more are let go.
    func forget(_ id: OverlayID, now: Instant) -> [Effect] {
        guard let gone = attachments.removeValue(forKey: id) else { return [] }
        return gone.watched.compactMap { w in
            unfollow(w, id)
            return isWatched(w) ? nil : .windowSystem(.unwatch(w))
        }
    }

    private func unfollow(_ w: WindowID, _ id: OverlayID) {
        followers[w]?.remove(id)
        if followers[w]?.isEmpty == true {
            followers[w] = nil
            known[w] = nil
        }
    }

    /// What an overlay is attached to (the primary monitor when nothing).
    func attachment(_ id: OverlayID) -> Attachment { attachments[id] ?? Attachment() }

    /// An update's `--attach`, resolved again (on `screen`, else the screen it is on), or its
    /// `--screen` alone when it follows no window; nothing changes when it names neither.
    func reattach(_ id: OverlayID, to target: AttachTarget?, screen: Int?) -> Result<[Effect], Refusal> {
        let a = attachment(id)
        if let target {
            return resolve(target).map { attach(id, to: $0.window, anchoring: $0.anchoring, screen: screen ?? a.screen) }
        }
        guard let screen, a.source == nil else { return .success([]) }
        return .success(attach(id, to: nil, anchoring: a.anchoring, screen: screen))
    }

    /// Whether any overlay or region still follows `w`.
    private func isWatched(_ w: WindowID) -> Bool {
        followers[w] != nil || regions.values.contains { $0.window == w }
    }

    /// The overlays attached to `w` or to its frame.
    func following(_ w: WindowID) -> Set<OverlayID> { followers[w] ?? [] }

    // MARK: geometry

    /// The source's rectangle (window, frame, region, fixed rectangle or monitor); nil
    /// when its window is gone.
    func sourceRect(_ a: Attachment, frame: Bool) -> Rect? {
        switch a.anchoring {
        case .monitor:
            return desktop(a.screen).primaryRect
        case .fixed(let r):
            return r
        case .window:
            guard let src = a.source, let r = rootRect(src) else { return nil }
            return frame ? r.inset(by: frameExtents(src).negated) : r
        case .region(let name):
            return regionRect(name)
        }
    }

    /// A named region's rectangle on root now.
    func regionRect(_ name: String) -> Rect? {
        guard let region = regions[name], let r = rootRect(region.window) else { return nil }
        return region.rect.offsetBy(r.origin)
    }

    /// A window's inside rectangle on root: from the events when it is followed, else asked.
    private func rootRect(_ w: WindowID) -> Rect? {
        if let r = known[w]?.rect { return r }
        guard let r = display.geometry(of: w) else { return nil }
        if followers[w] != nil { known[w, default: KnownWindow()].rect = r }
        return r
    }

    private func frameExtents(_ w: WindowID) -> Insets {
        if let e = known[w]?.extents { return e }
        let e = display.frameExtents(of: w)
        if followers[w] != nil { known[w, default: KnownWindow()].extents = e }
        return e
    }

    /// Another client's window on root (its frame's rectangle), for `--exclude`.
    func windowRect(_ w: WindowID) -> Rect? {
        display.geometry(of: display.topLevel(of: w) ?? w)
    }

    /// The height of the lowest work area of any screen.
    var smallestWorkAreaHeight: Int {
        screens.flatMap { $0.currentWorkAreas() }.map(\.height).min() ?? display.screenSize(of: display.defaultScreen).height
    }

    /// Screen `n`'s monitors and work areas (the default screen's for a number out of range).
    /// Every screen's monitors.
    var allMonitors: [Monitor] { screens.flatMap(\.monitors) }
    func desktop(_ n: Int) -> ScreenDesktop { screens.indices.contains(n) ? screens[n] : screens[display.defaultScreen] }

    // MARK: visibility

    /// Whether a source window shows now (mapped, not iconified, hidden or shaded, on the
    /// current desktop of its screen).
    func isShown(_ source: WindowID, screen: Int) -> Bool {
        let desktop = desktop(screen).currentDesktop
        if let state = known[source]?.state { return state.isShown(onDesktop: desktop) }
        let state = display.sourceState(of: source)
        if followers[source] != nil { known[source, default: KnownWindow()].state = state }
        return state.isShown(onDesktop: desktop)
    }

    /// The stacking order or a window's state changed: when layouts use a screen's
    /// fullscreen windows and they changed, notifications are laid out again (not every overlay).
    private func fullscreenCheck() -> [Effect] {
        let changed = screens.map { $0.fullscreenChanged() }
        return changed.contains(true) ? [.relayoutMany(.underFullscreen)] : []
    }

    /// The clients followed inside frame `w` (their frame is not themselves).
    private func clients(inFrame w: WindowID) -> [WindowID] {
        following(w).compactMap { id in
            let a = attachment(id)
            return a.frameWindow == w && a.source != w ? a.source : nil
        }
    }

    /// What a ConfigureNotify says about a followed window's place: root coordinates from a
    /// top-level window or a synthetic event; a client inside a frame moves with the frame;
    /// anything else (a client resized inside its frame) is asked again at the next layout.
    private func configured(_ c: WindowConfiguration) {
        let w = c.window
        guard followers[w] != nil else { return }
        let before = known[w]?.rect
        let topLevel = known[w]?.topLevel ?? false
        let inside = c.moved ? nil : Rect(x: c.rect.x + c.borderWidth, y: c.rect.y + c.borderWidth,
                                          width: c.rect.width, height: c.rect.height)
        guard let now = c.rootRect ?? (topLevel ? inside : nil) else {
            known[w]?.rect = nil
            return
        }
        known[w, default: KnownWindow()].rect = now
        guard topLevel else { return }
        for client in clients(inFrame: w) {
            if let old = before, let r = known[client]?.rect {
                known[client]?.rect = r.offsetBy(Point(x: now.x - old.x, y: now.y - old.y))
            } else {
                known[client]?.rect = nil
            }
        }
    }

    // MARK: events

    /// An X event about another client's window (ours are filtered out before), as effects.
    /// `inShowOrder` orders overlay ids as they were shown.
    func handle(_ event: WindowEvent, inShowOrder: (Set<OverlayID>) -> [OverlayID]) -> [Effect] {
        switch event {
        case .mapped(let w), .unmapped(let w):
            // Whether it (or a client in it) is viewable changed.
            known[w]?.state = nil
            for c in clients(inFrame: w) { known[c]?.state = nil }
            // A panel may have come or gone: work areas are read again.
            for s in screens { s.forgetFullscreen(); s.forgetWorkAreas() }
            return inShowOrder(following(w)).map(Effect.relayout) + [.restack, .relayoutMany(.all)]
        case .configure(let c):
            configured(c)
            var effects = inShowOrder(following(c.window)).map(Effect.relayout)
            guard c.onRoot else { return effects }
            for s in screens { s.forgetFullscreen() }
            // A top-level window moved in the stacking order: attached overlays go back
            // directly above their frames, the rest back on top. A move alone restacks nothing.
            if stackedAbove.updateValue(c.above, forKey: c.window) != c.above { effects.append(.restack) }
            return effects
        case .destroyed(let w):
            known[w] = nil
            stackedAbove[w] = nil
            for (name, r) in regions where r.window == w { regions[name] = nil }
            var watches: [Effect] = []
            let effects = inShowOrder(following(w)).map { id -> Effect in
                let a = attachment(id)
                if a.source == w { return .dismiss(id, .sourceGone) }
                // The frame went (the WM unmanaged or restarted): find the new one.
                watches += attach(id, to: a.source, anchoring: a.anchoring, screen: a.screen)
                return .relayout(id)
            }
            return watches + effects
        case .reparented(let w):
            known[w] = nil
            let moved = inShowOrder(following(w)).filter { attachment($0).source == w }
            let watches = moved.flatMap { attach($0, to: w, anchoring: attachment($0).anchoring, screen: attachment($0).screen) }
            return watches + moved.map(Effect.relayout) + [.restack]
        case .propertyChanged(let w, let property):
            switch property {
            case "_NET_CURRENT_DESKTOP":
                if let n = display.screen(ofRoot: w) { desktop(n).desktopChanged() }
                // A WM maps and unmaps the windows of the desktops after it sets the property
                // (openbox does): read their state afresh rather than wait for those events.
                for w in known.keys { known[w]?.state = nil }
                return [.relayoutMany(.all)]
            case "_NET_WORKAREA", "_NET_WM_STRUT_PARTIAL", "_NET_WM_STRUT":
                // A panel's reserved space changed: every work area may have.
                for s in screens { s.forgetWorkAreas() }
                return [.relayoutMany(.all)]
            case "_NET_CLIENT_LIST_STACKING":
                // Focus and stacking elsewhere: only what depends on the focused monitor or
                // on fullscreen windows is placed again.
                return [.relayoutMany(.onFocusedMonitor)] + fullscreenCheck()
            case "_NET_FRAME_EXTENTS":
                known[w]?.extents = nil
                return inShowOrder(following(w)).map(Effect.relayout)
            default:
                // WM_STATE, _NET_WM_STATE, _NET_WM_DESKTOP: whether its popovers show.
                known[w]?.state = nil
                return inShowOrder(following(w)).map(Effect.relayout) + fullscreenCheck()
            }
        case .screenChanged:
            for s in screens { s.monitorsChanged() }
            return [.relayoutMany(.all)]
        default:
            return []
        }
    }

    // MARK: regions

    /// `region set|unset|list`: the reply, and what the overlays on the region must do.
    func handleRegion(_ request: Request, inShowOrder: (Set<OverlayID>) -> [OverlayID]) -> (JSONValue, [Effect]) {
        switch request {
        case .regionSet(let name, let target, let rect):
            guard case .success((let w?, _)) = resolveWindow(target) else {
                if case .failure(let refusal) = resolveWindow(target) { return (Reply.error(refusal.message), []) }
                return (Reply.error("region set: no window"), [])
            }
            regions[name] = NamedRegion(window: w, rect: rect)
            let on = inShowOrder(Set(attachments.keys.filter { attachments[$0]?.anchoring == .region(name) }))
            let watches = on.flatMap { attach($0, to: w, anchoring: .region(name), screen: attachment($0).screen) }
            return (Reply.ok([("region", .string(name))]), [.windowSystem(.watch(w))] + watches + on.map(Effect.relayout))
        case .regionUnset(let name):
            guard let gone = regions.removeValue(forKey: name) else { return (Reply.error("no such region: \(name)"), []) }
            let on = inShowOrder(Set(attachments.keys.filter { attachments[$0]?.anchoring == .region(name) }))
            // Overlays on it still follow the window until their dismissal lets it go.
            let unwatch: [Effect] = isWatched(gone.window) ? [] : [.windowSystem(.unwatch(gone.window))]
            return (Reply.ok([("region", .string(name))]), unwatch + on.map { .dismiss($0, .sourceGone) })
        default:
            let list = regions.keys.sorted().compactMap { name -> JSONValue? in
                guard let r = regions[name] else { return nil }
                return .object([("name", .string(name)), ("window", .string(r.window.description)), ("rect", .rect(r.rect))])
            }
            return (Reply.ok([("regions", .array(list))]), [])
        }
    }
}

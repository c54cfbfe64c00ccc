// Controller+Events: X events. They only mark overlays dirty (or restacking due); the
// next commit does one layout per overlay however many events arrived.
import OverlayCore
import OverlayProtocol
import OverlayX11

extension Controller {
    /// Reads every event Xlib has (or can read now) and handles it.
    func drainEvents() {
        while display.pending() > 0 { handle(display.nextEvent()) }
    }

    func handle(_ event: XEventKind) {
        switch event {
        case .mapped(let w), .unmapped(let w):
            if presenter.owns(w) { return } // our own windows
            dirty.formUnion(overlays(followingWindow: w))
            fullscreenCache = nil
            restackNeeded = true
            // A panel may have come or gone: work areas are read again.
            workAreas = []
            dirty.formUnion(scene.order)
        case .configure(let w):
            if presenter.owns(w) { return } // our own windows
            let following = overlays(followingWindow: w)
            dirty.formUnion(following)
            fullscreenCache = nil
            // Another top-level moved in the stacking order: attached overlays go back
            // directly above their frames, the rest back on top.
            restackNeeded = true
        case .destroyed(let w):
            if presenter.owns(w) { presenter.destroyed(w); return }
            for (name, r) in regions where r.window == w { regions[name] = nil }
            for id in overlays(followingWindow: w) {
                if live[id]?.source == w {
                    dismiss(id, reason: .sourceGone)
                } else if let l = live[id] {
                    // The frame went (the WM unmanaged or restarted): find the new one.
                    attach(id, to: l.source, anchoring: l.anchoring)
                    dirty.insert(id)
                }
            }
        case .reparented(let w):
            for id in overlays(followingWindow: w) where live[id]?.source == w {
                if let l = live[id] { attach(id, to: w, anchoring: l.anchoring) }
                dirty.insert(id)
            }
            restackNeeded = true
        case .propertyChanged(let w):
            fullscreenCache = nil
            workAreas = []
            if w == display.root { currentDesktop = display.currentDesktop() }
            // A source's state, a panel's strut or the desktop changed: place everything again.
            dirty.formUnion(scene.order)
        case .buttonPress(let w, let button, let p):
            if activeMenu != nil, menuLevel(of: w) != nil || menus.values.contains(where: \.grabbed) {
                if button <= 3 { menuPointer(w, at: p, press: true) }
                return
            }
            // A copy on another monitor acts as the overlay's own window would at that spot.
            pressed(w, button: button, at: p - copyOffset(of: w))
        case .buttonRelease(let w, _, let p):
            released(w, at: p - copyOffset(of: w), now: clock.now())
        case .motion(let w, let p):
            if activeMenu != nil, menuLevel(of: w) != nil { menuPointer(w, at: p, press: false); return }
            dragged(w, to: p - copyOffset(of: w))
        case .keyPress(let key, let text):
            menuKey(key, text: text, now: clock.now())
        case .enter(let w):
            hovered(w, inside: true, now: clock.now())
        case .leave(let w):
            hovered(w, inside: false, now: clock.now())
        case .rawButtonPress(_, let p):
            tapped(at: p)
        case .rawButtonRelease:
            break
        case .rawMotion(let p):
            pointerMoved(to: p, now: clock.now())
        case .rawKeyPress(let key):
            keyPressed(key)
        case .compositorChanged:
            let now: SurfaceMode = display.compositorRunning ? .argb : .shaped
            if now != mode {
                logger.info("compositor \(now == .argb ? "started" : "stopped"): switching overlays to \(now.rawValue)")
                mode = now
                dirty.formUnion(scene.order)
            }
        case .screenChanged:
            monitors = display.monitors()
            workAreas = []
            dirty.formUnion(scene.order)
        case .ignored:
            break
        }
    }
}

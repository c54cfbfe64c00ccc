// Controller+Sources: resolving `--attach`, watching source windows, and X events.
import OverlayCore
import OverlayProtocol
import OverlayX11

extension Controller {
    enum Resolution {
        case success(WindowID?)
        case failure(String)
    }

    /// The window an attach target names now; nil for root.
    func resolve(_ target: AttachTarget) -> Resolution {
        switch target {
        case .root:
            return .success(nil)
        case .active:
            guard let w = display.activeWindow(), display.exists(w) else {
                return .failure("--attach active: no active window (_NET_ACTIVE_WINDOW is unset)")
            }
            return .success(w)
        case .pointer:
            guard let w = display.windowUnderPointer() else { return .failure("--attach pointer: no window under the pointer") }
            return .success(w)
        case .window(let raw):
            let w = WindowID(UInt(raw))
            guard display.exists(w) else { return .failure("no such window: \(w)") }
            return .success(w)
        }
    }

    /// Attaches an overlay to a window (or to nothing) and watches the window and its frame.
    func attach(_ id: String, to source: WindowID?) {
        guard var l = live[id] else { return }
        let old = [l.source, l.frameWindow].compactMap { $0 }
        l.source = source
        l.frameWindow = source.flatMap { display.topLevel(of: $0) }
        live[id] = l
        for w in old where !isWatched(w) { display.unwatch(w) }
        for w in [l.source, l.frameWindow].compactMap({ $0 }) { display.watchStructure(of: w) }
    }

    /// Whether any overlay still follows `w`.
    func isWatched(_ w: WindowID) -> Bool {
        live.values.contains { $0.source == w || $0.frameWindow == w }
    }

    func overlays(followingWindow w: WindowID) -> [String] {
        scene.order.filter { live[$0]?.source == w || live[$0]?.frameWindow == w }
    }

    /// Reads every event Xlib has (or can read now) and handles it.
    func drainEvents() {
        while display.pending() > 0 { handle(display.nextEvent()) }
    }

    func handle(_ event: XEventKind) {
        switch event {
        case .configure(let w), .mapped(let w):
            for id in overlays(followingWindow: w) { dirty.insert(id) }
        case .destroyed(let w):
            for id in overlays(followingWindow: w) {
                if live[id]?.source == w {
                    dismiss(id, reason: .sourceGone)
                } else {
                    // The frame went (the WM unmanaged or restarted): find the new one.
                    attach(id, to: live[id]?.source)
                    dirty.insert(id)
                }
            }
        case .reparented(let w):
            for id in overlays(followingWindow: w) where live[id]?.source == w {
                attach(id, to: w)
                dirty.insert(id)
            }
        case .unmapped:
            break
        case .buttonPress(let w, _, _):
            guard let id = presenter.overlayID(for: w), scene[id] != nil else { return }
            emit(.clicked(id: id))
            dismiss(id, reason: .click)
        case .compositorChanged:
            let now: SurfaceMode = display.compositorRunning ? .argb : .shaped
            if now != mode {
                logger.info("compositor \(now == .argb ? "started" : "stopped"): switching overlays to \(now.rawValue)")
                mode = now
                dirty.formUnion(scene.order)
            }
        case .screenChanged:
            monitors = display.monitors()
            dirty.formUnion(scene.order)
        case .ignored:
            break
        }
    }
}

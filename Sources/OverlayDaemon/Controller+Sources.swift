// Controller+Sources: resolving `--attach`, named regions, and watching source windows.
import OverlayCore
import OverlayProtocol
import OverlayX11

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

extension Controller {
    enum Resolution {
        case success(WindowID?, Anchoring)
        case failure(String)
    }

    /// What an attach target names now.
    func resolve(_ target: AttachTarget) -> Resolution {
        switch target {
        case .root:
            return .success(nil, .monitor)
        case .rect(let r):
            return .success(nil, .fixed(r))
        case .region(let name):
            guard let region = regions[name] else { return .failure("no such region: \(name)") }
            return .success(region.window, .region(name))
        default:
            switch resolveWindow(target) {
            case .success(let w, _): return .success(w, .window)
            case .failure(let m): return .failure(m)
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
            return .success(w, .window)
        case .pointer:
            guard let w = display.windowUnderPointer() else { return .failure("--attach pointer: no window under the pointer") }
            return .success(w, .window)
        case .window(let raw):
            let w = WindowID(UInt(raw))
            guard display.exists(w) else { return .failure("no such window: \(w)") }
            return .success(w, .window)
        case .windowClass(let name):
            guard let w = display.findWindow(classNamed: name) else { return .failure("no window of class: \(name)") }
            return .success(w, .window)
        case .title(let glob):
            guard let w = display.findWindow(titleMatching: glob) else { return .failure("no window titled: \(glob)") }
            return .success(w, .window)
        case .root, .rect, .region:
            return .failure("not a window: \(target)")
        }
    }

    /// Attaches an overlay to a window (or to nothing) and watches the window and its frame.
    func attach(_ id: OverlayID, to source: WindowID?, anchoring: Anchoring) {
        guard var l = live[id] else { return }
        let old = Set([l.source, l.frameWindow].compactMap { $0 })
        l.source = source
        l.anchoring = anchoring
        l.frameWindow = source.flatMap { display.topLevel(of: $0) }
        live[id] = l
        for w in old {
            followers[w]?.remove(id)
            if followers[w]?.isEmpty == true { followers[w] = nil }
        }
        for w in [l.source, l.frameWindow].compactMap({ $0 }) { followers[w, default: []].insert(id) }
        for w in old where !isWatched(w) { display.unwatch(w) }
        for w in [l.source, l.frameWindow].compactMap({ $0 }) { display.watchClient(w) }
    }

    /// Whether any overlay or region still follows `w`.
    func isWatched(_ w: WindowID) -> Bool {
        followers[w] != nil || regions.values.contains { $0.window == w }
    }

    /// The overlays attached to `w` or to its frame, in show order. An index, not a scan:
    /// every X event about a window asks this.
    func overlays(followingWindow w: WindowID) -> [OverlayID] {
        followers[w].map { scene.inShowOrder($0) } ?? []
    }

    func handleRegion(_ request: Request) -> JSONValue {
        switch request {
        case .regionSet(let name, let target, let rect):
            guard case .success(let w?, _) = resolveWindow(target) else {
                if case .failure(let m) = resolveWindow(target) { return Reply.error(m) }
                return Reply.error("region set: no window")
            }
            regions[name] = NamedRegion(window: w, rect: rect)
            display.watchClient(w)
            for id in scene.order where live[id]?.anchoring == .region(name) {
                attach(id, to: w, anchoring: .region(name))
                dirty.insert(id)
            }
            commit()
            return Reply.ok([("region", .string(name))])
        case .regionUnset(let name):
            guard let gone = regions.removeValue(forKey: name) else { return Reply.error("no such region: \(name)") }
            for id in scene.order where live[id]?.anchoring == .region(name) { dismiss(id, reason: .sourceGone) }
            if !isWatched(gone.window) { display.unwatch(gone.window) }
            commit()
            return Reply.ok([("region", .string(name))])
        default:
            let list = regions.keys.sorted().compactMap { name -> JSONValue? in
                guard let r = regions[name] else { return nil }
                return .object([("name", .string(name)), ("window", .string(r.window.description)), ("rect", .rect(r.rect))])
            }
            return Reply.ok([("regions", .array(list))])
        }
    }
}

// Presenter: the one place that pushes overlay state to X. It compares what should be
// on screen with what it pushed last and sends only the difference (i3's x.c idea).
import CX11
import OverlayCore

/// What one overlay's window should look like now.
public struct DesiredWindow {
    public var id: String
    public var frame: Rect
    public var kind: OverlayKind
    public var mode: SurfaceMode
    public var clickThrough: Bool
    public var rendered: RenderedOverlay
    /// Bumped by the caller whenever `rendered` changes; equal revisions are not repainted.
    public var revision: Int
    public init(id: String, frame: Rect, kind: OverlayKind, mode: SurfaceMode, clickThrough: Bool,
                rendered: RenderedOverlay, revision: Int) {
        self.id = id; self.frame = frame; self.kind = kind; self.mode = mode
        self.clickThrough = clickThrough; self.rendered = rendered; self.revision = revision
    }
}

public final class Presenter {
    private let display: XDisplay
    private struct Pushed {
        var window: OverlayWindow
        var kind: OverlayKind
        var revision: Int
        var clickThrough: Bool
        var shape: [Rect]
    }
    private var pushed: [String: Pushed] = [:]
    private var byWindow: [WindowID: String] = [:]

    public init(display: XDisplay) { self.display = display }

    /// Makes the screen match `desired`: creates, updates and destroys windows.
    public func push(_ desired: [DesiredWindow]) {
        var keep = Set<String>()
        for d in desired {
            keep.insert(d.id)
            if let p = pushed[d.id], p.window.mode == effectiveMode(d.mode), p.kind == d.kind {
                update(p, to: d)
            } else {
                // New, or the compositor came or went: build the replacement fully and map
                // it before the old window goes, so there is no gap and no black frame.
                let old = pushed[d.id]
                create(d)
                if let old { byWindow[old.window.id] = nil }
            }
        }
        for (id, p) in pushed where !keep.contains(id) {
            byWindow[p.window.id] = nil
            pushed[id] = nil
        }
    }

    /// The overlay a window of ours shows, for routing clicks.
    public func overlayID(for window: WindowID) -> String? { byWindow[window] }

    /// Our window for an overlay.
    public func window(for id: String) -> WindowID? { pushed[id]?.window.id }

    /// The mode a window really gets: ARGB needs a 32-bit visual.
    public func effectiveMode(_ m: SurfaceMode) -> SurfaceMode {
        m == .argb && display.argbVisual == nil ? .shaped : m
    }

    private func create(_ d: DesiredWindow) {
        guard let w = try? OverlayWindow(display: display, frame: d.frame, mode: d.mode, kind: d.kind) else { return }
        w.setShapes(body: d.rendered.shape, clickThrough: d.clickThrough)
        w.paint(d.rendered.image)
        w.map()
        pushed[d.id] = Pushed(window: w, kind: d.kind, revision: d.revision, clickThrough: d.clickThrough,
                              shape: d.rendered.shape)
        byWindow[w.id] = d.id
    }

    private func update(_ p: Pushed, to d: DesiredWindow) {
        var p = p
        if p.revision != d.revision { p.window.paint(d.rendered.image) }
        p.window.configure(frame: d.frame)
        if p.shape != d.rendered.shape || p.clickThrough != d.clickThrough {
            p.window.setShapes(body: d.rendered.shape, clickThrough: d.clickThrough)
        }
        p.revision = d.revision
        p.shape = d.rendered.shape
        p.clickThrough = d.clickThrough
        pushed[d.id] = p
    }
}

// Presenter: the one place that pushes overlay state to X. It compares what should be
// on screen with what it pushed last and sends only the difference (i3's x.c idea).
import CX11
import OverlayCore

public final class Presenter {
    private let display: XDisplay
    private struct Pushed {
        var window: OverlayWindow
        var kind: OverlayKind
        var revision: Int
        var clickThrough: Bool
        var shape: [Rect]
        var outline: [Rect]?
        var visible: Bool
        var stacking: Stacking
        var opacity: Double
        var title: WindowName
        var windowClass: WindowClass?
    }
    private var pushed: [WindowKey: Pushed] = [:]
    private var byWindow: [WindowID: WindowKey] = [:]
    /// Windows of ours already let go whose DestroyNotify has not come back yet: their last
    /// events must not be taken for another client's windows changing.
    private var retired: Set<WindowID> = []

    public init(display: XDisplay) { self.display = display }

    /// Makes the screen match: `changed` overlays are created, updated, mapped, unmapped or
    /// restacked, `removed` ones destroyed; the rest are not looked at, so the cost follows
    /// what changed, not how many overlays are up. `restack`, when given, is every overlay:
    /// stacking is applied to all of them again (other windows were raised or lowered).
    public func apply(changed: [DesiredWindow], removed: Set<WindowKey>, restack: [DesiredWindow]? = nil) {
        for key in removed {
            guard let p = pushed.removeValue(forKey: key) else { continue }
            byWindow[p.window.id] = nil
            retired.insert(p.window.id)
        }
        var restackIDs = Set<WindowKey>()
        for d in changed {
            if let p = pushed[d.key], p.window.mode == effectiveMode(d.mode, on: d.screen), p.kind == d.kind,
               p.window.screen == d.screen {
                if update(p, to: d) { restackIDs.insert(d.key) }
            } else {
                // New, or the compositor came or went, or its source is on another screen now:
                // build the replacement fully and map it before the old window goes, so there
                // is no gap and no black frame.
                // A new window is mapped on top; only one attached to a frame moves down.
                let old = pushed[d.key]
                create(d)
                if let old { byWindow[old.window.id] = nil; retired.insert(old.window.id) }
                if d.stacking != .top || old != nil { restackIDs.insert(d.key) }
            }
        }
        if let all = restack {
            applyStacking(all)
        } else if !restackIDs.isEmpty {
            applyStacking(changed.filter { restackIDs.contains($0.key) })
        }
    }

    /// Gives a window another overlay id: a dismissed overlay's window plays its leaving
    /// animation under a new name while its old id may already be shown again.
    public func rekey(_ old: WindowKey, to new: WindowKey) {
        guard let p = pushed.removeValue(forKey: old) else { return }
        pushed[new] = p
        byWindow[p.window.id] = new
    }

    /// Which of our windows `window` is, for routing clicks.
    public func key(for window: WindowID) -> WindowKey? { byWindow[window] }

    /// Whether a window is ours: showing an overlay, or destroyed and not yet reported so.
    public func owns(_ window: WindowID) -> Bool { byWindow[window] != nil || retired.contains(window) }

    /// The server reported a window destroyed: a retired one of ours is gone for good.
    public func destroyed(_ window: WindowID) { retired.remove(window) }

    /// Our window for a key.
    public func window(for key: WindowKey) -> WindowID? { pushed[key]?.window.id }

    /// The compositor of `screen` went: the server shows its ARGB windows unblended now, their
    /// transparent pixels black. Each is cut to what it shows opaque (its body), at once and
    /// before anything else is sent, until its shaped replacement is pushed.
    public func hideShadows(on screen: Int) {
        for p in pushed.values where p.window.screen == screen && p.window.mode == .argb {
            p.window.cutBounding(to: p.outline ?? p.shape)
        }
        XFlush(display.dpy)
    }

    /// Whether the compositor of `screen` redirects new windows yet, asked of a 1×1 shaped
    /// window mapped off the screen for the question and destroyed after it
    /// (`OverlayWindow.isRedirected`).
    public func compositorRedirects(on screen: Int) -> Bool {
        let offScreen = Rect(x: -16, y: -16, width: 1, height: 1)
        guard let probe = try? OverlayWindow(display: display, screen: screen, frame: offScreen, mode: .shaped, kind: .tooltip) else {
            return false
        }
        probe.map()
        // Its CreateNotify and MapNotify come after it is gone: ours, not another client's.
        retired.insert(probe.id)
        return probe.isRedirected()
    }

    /// The mode a window on `screen` really gets: ARGB needs a 32-bit visual there.
    public func effectiveMode(_ m: SurfaceMode, on screen: Int) -> SurfaceMode {
        m == .argb && display.xScreen(screen).argbVisual == nil ? .shaped : m
    }

    private func create(_ d: DesiredWindow) {
        guard let w = try? OverlayWindow(display: display, screen: d.screen, frame: d.frame, mode: d.mode, kind: d.kind) else {
            return
        }
        w.setShapes(body: d.rendered.shape, outline: d.rendered.outline, clickThrough: d.clickThrough)
        w.paint(d.rendered.image)
        if d.opacity < 1 { w.setOpacity(d.opacity) }
        if d.title != .overlayd { w.setName(d.title, kind: d.kind) }
        if let cls = d.windowClass { w.setClass(cls) }
        if d.visible { w.map() }
        pushed[d.key] = Pushed(window: w, kind: d.kind, revision: d.revision, clickThrough: d.clickThrough,
                              shape: d.rendered.shape, outline: d.rendered.outline, visible: d.visible, stacking: d.stacking,
                              opacity: d.opacity, title: d.title, windowClass: d.windowClass)
        byWindow[w.id] = d.key
    }

    /// Returns whether stacking needs to be applied again.
    private func update(_ p: Pushed, to d: DesiredWindow) -> Bool {
        // Hidden before and after: nothing to show, so nothing is sent; the differences
        // are pushed once it is shown again.
        if !p.visible && !d.visible { return false }
        var p = p
        // A frame's damage is against the revision before it: only then is that on the window.
        if p.revision != d.revision {
            p.window.paint(d.rendered.image, damage: p.revision + 1 == d.revision ? d.rendered.damage : nil)
        }
        p.window.configure(frame: d.frame)
        if p.shape != d.rendered.shape || p.outline != d.rendered.outline || p.clickThrough != d.clickThrough {
            p.window.setShapes(body: d.rendered.shape, outline: d.rendered.outline, clickThrough: d.clickThrough)
        }
        if p.opacity != d.opacity { p.window.setOpacity(d.opacity) }
        p.opacity = d.opacity
        if p.title != d.title { p.window.setName(d.title, kind: d.kind) }
        p.title = d.title
        if p.windowClass != d.windowClass { p.window.setClass(d.windowClass ?? .overlayd) }
        p.windowClass = d.windowClass
        var restack = p.stacking != d.stacking
        if p.visible != d.visible {
            if d.visible { p.window.map(); restack = true } else { p.window.unmap() }
        }
        p.revision = d.revision
        p.shape = d.rendered.shape
        p.outline = d.rendered.outline
        p.clickThrough = d.clickThrough
        p.visible = d.visible
        p.stacking = d.stacking
        pushed[d.key] = p
        return restack
    }

    /// Puts attached overlays directly above their source frames and the rest on top, in
    /// the order given.
    private func applyStacking(_ desired: [DesiredWindow]) {
        for d in desired where d.visible {
            guard let w = pushed[d.key]?.window else { continue }
            switch d.stacking {
            case .above(let frame): w.stack(above: frame)
            case .top: w.raise()
            }
        }
    }
}

// Controller+Transitions: overlays fading, scaling and sliding in and out. Frames fall on
// deadlines at the display's rate; when nothing moves there is no deadline, so the daemon
// sleeps. A dismissed overlay's window plays its exit under a new name, then goes.
import OverlayCore
import OverlayRender
import OverlayX11

/// One running transition.
struct Animation {
    var transition: Transition
    /// For an exit: the window as it was when dismissed (the overlay is gone from the scene).
    var leaving: DesiredWindow?
}

extension Controller {
    static let leavingSuffix = "#leaving"
    /// Frames per second of transitions.
    static let frameRate = 60.0

    /// Starts an overlay's entrance, before its window is first pushed (so the first frame
    /// shown is already the hidden state, never the final one).
    func startEntrance(_ id: String, now: Instant) {
        guard let o = scene[id], let l = live[id], let layout = l.layout, let spec = transitionSpec(o.spec) else { return }
        let bounds = monitors.best(for: layout.frame)?.rect ?? Rect(origin: .zero, size: display.screenSize)
        animations[id] = Animation(transition: Transition(spec, direction: .show, frame: layout.frame, bounds: bounds,
                                                          origin: layout.arrowTipOnRoot, start: now), leaving: nil)
    }

    /// Starts an overlay's exit; returns false when it has none (its window goes at once).
    func startExit(_ id: String, spec: OverlaySpec, window: DesiredWindow?, now: Instant) -> Bool {
        guard let window, window.visible, let t = transitionSpec(spec) else { return false }
        let key = id + Controller.leavingSuffix + "\(exitCounter)"
        exitCounter += 1
        presenter.rekey(id, to: key)
        let bounds = monitors.best(for: window.frame)?.rect ?? Rect(origin: .zero, size: display.screenSize)
        var w = window
        w.id = key
        w.clickThrough = true
        animations[key] = Animation(transition: Transition(t, direction: .dismiss, frame: window.frame, bounds: bounds,
                                                           start: now), leaving: w)
        animations[id] = nil
        pushSet.insert(key)
        return true
    }

    /// Without a compositor nothing can be translucent: fades are dropped.
    func transitionSpec(_ spec: OverlaySpec) -> TransitionSpec? {
        guard let t = spec.effectiveTransition else { return nil }
        let usable = presenter.effectiveMode(mode) == .argb ? t : t.withoutCompositor
        return usable.isAnimated ? usable : nil
    }

    /// The next frame of any running transition.
    var nextFrame: Instant? {
        let now = MonotonicClock.now()
        return animations.values.compactMap { $0.transition.nextFrame(after: now, rate: Controller.frameRate) }.min()
    }

    /// Advances running transitions to `now`: a new frame for each, and the end for those done.
    func stepAnimations(now: Instant) {
        for (key, a) in animations {
            pushSet.insert(key)
            guard a.transition.isFinished(at: now) else { continue }
            if a.leaving != nil {
                animations[key] = nil
                pushSet.remove(key)
                removedSet.insert(key)
            } else {
                finishedEntrances.insert(key)
            }
        }
    }

    /// `d` as the running transition for `key` shows it at `now`.
    func animated(_ d: DesiredWindow, key: String, now: Instant) -> DesiredWindow {
        guard let a = animations[key] else { return d }
        if finishedEntrances.remove(key) != nil { animations[key] = nil; return d }
        let f = a.transition.sample(at: now)
        var r = d
        r.frame = f.applied(to: d.frame, anchor: a.transition.scaleAnchor)
        r.opacity = f.opacity
        if r.frame.size != d.frame.size, let scaled = try? ImageScaler.scaled(d.rendered, to: r.frame.size) {
            r.rendered = scaled
            frameCounter += 1
            r.revision = -frameCounter // a new picture every frame
        }
        return r
    }

    /// The windows of exits under way that need a new frame.
    func leavingWindows(now: Instant) -> [DesiredWindow] {
        pushSet.compactMap { key in
            guard let base = animations[key]?.leaving else { return nil }
            return animated(base, key: key, now: now)
        }
    }
}

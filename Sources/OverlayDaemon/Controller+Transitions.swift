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
    /// For `replace`: the move from the old popover's frame, and the old content shown
    /// until the crossfade passes half way.
    var replace: (motion: ReplaceTransition, old: RenderedOverlay)?
    /// When its last frame was drawn (its first is drawn by the commit that starts it): the
    /// next one waits for the next frame deadline, however often the loop wakes (our own
    /// windows' events wake it on every frame).
    var drawnAt: Instant?

    func isFinished(at now: Instant) -> Bool {
        replace?.motion.isFinished(at: now) ?? transition.isFinished(at: now)
    }

    func nextFrame(after now: Instant, rate: Double) -> Instant? {
        replace?.motion.nextFrame(after: now, rate: rate) ?? transition.nextFrame(after: now, rate: rate)
    }
}

extension Controller {
    /// Frames per second of transitions.
    static let frameRate = 60.0

    /// Starts an overlay's entrance, before its window is first pushed (so the first frame
    /// shown is already the hidden state, never the final one).
    func startEntrance(_ id: OverlayID, now: Instant) {
        guard let o = scene[id], let l = live[id], let layout = l.layout, let spec = transitionSpec(o.spec) else { return }
        let bounds = monitors.best(for: layout.frame)?.rect ?? Rect(origin: .zero, size: display.screenSize)
        animations[.overlay(id)] = Animation(transition: Transition(spec, direction: .show, frame: layout.frame, bounds: bounds,
                                                          origin: layout.arrowTipOnRoot, start: now), leaving: nil, drawnAt: now)
    }

    /// Starts an overlay's exit; returns false when it has none (its window goes at once).
    func startExit(_ id: WindowKey, spec: OverlaySpec, window: DesiredWindow?, now: Instant) -> Bool {
        guard let window, window.visible, let t = transitionSpec(spec) else { return false }
        let key = WindowKey.leaving(exitCounter)
        exitCounter += 1
        presenter.rekey(id, to: key)
        let bounds = monitors.best(for: window.frame)?.rect ?? Rect(origin: .zero, size: display.screenSize)
        var w = window
        w.key = key
        w.clickThrough = true
        animations[key] = Animation(transition: Transition(t, direction: .dismiss, frame: window.frame, bounds: bounds,
                                                           start: now), leaving: w, drawnAt: now)
        animations[id] = nil
        pushSet.insert(key)
        return true
    }

    /// `replace`: the new popover grows out of the old one's frame, crossfading content.
    func startReplacement(_ id: OverlayID, from old: DesiredWindow, spec: OverlaySpec, now: Instant) {
        guard let layout = live[id]?.layout else { return }
        let timing = TransitionTiming(start: now, durationMs: spec.transitionMs ?? TransitionSpec.defaultDurationMs,
                                      easing: spec.easing ?? .easeInOut)
        let still = Transition(.none, direction: .show, frame: layout.frame, bounds: layout.frame, start: now)
        animations[.overlay(id)] = Animation(transition: still, leaving: nil,
                                   replace: (ReplaceTransition(from: old.frame, to: layout.frame, timing: timing), old.rendered),
                                   drawnAt: now)
    }

    /// Without a compositor nothing can be translucent: fades are dropped.
    func transitionSpec(_ spec: OverlaySpec) -> TransitionSpec? {
        guard let t = spec.effectiveTransition else { return nil }
        let usable = presenter.effectiveMode(mode) == .argb ? t : t.withoutCompositor
        return usable.isAnimated ? usable : nil
    }

    /// The next frame of any running transition.
    var nextFrame: Instant? {
        let now = clock.now()
        return animations.values.compactMap { $0.nextFrame(after: now, rate: Controller.frameRate) }.min()
    }

    /// Advances running transitions to `now`: a new frame for each, and the end for those done.
    func stepAnimations(now: Instant) {
        for (key, a) in animations {
            if let drawn = a.drawnAt, let due = a.nextFrame(after: drawn, rate: Controller.frameRate), due > now { continue }
            animations[key]?.drawnAt = now
            pushSet.insert(key)
            guard a.isFinished(at: now) else { continue }
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
    func animated(_ d: DesiredWindow, key: WindowKey, now: Instant) -> DesiredWindow {
        guard let a = animations[key] else { return d }
        if finishedEntrances.remove(key) != nil { animations[key] = nil; return d }
        if let (motion, old) = a.replace {
            let f = motion.sample(at: now)
            var r = d
            r.frame = f.frame
            let content = f.crossfade < 0.5 ? old : d.rendered
            if let scaled = try? ImageScaler.scaled(content, to: f.frame.size) {
                r.rendered = scaled
                frameCounter += 1
                r.revision = -frameCounter
            }
            return r
        }
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

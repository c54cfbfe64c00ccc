// AnimationRoom: the animations room. Overlays fading, scaling and sliding in and out,
// replacements growing out of the overlay they replace, dropped picture-in-picture
// overlays settling into their corner. Frames fall on deadlines at the display's rate;
// when nothing moves there is no deadline, so the daemon sleeps. A dismissed overlay's
// window plays its exit under a `.leaving` key, then goes.
import OverlayCore
import OverlayRender

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

final class AnimationRoom: Room {
    /// Frames per second of transitions.
    static let frameRate = 60.0

    /// Transitions under way, by window.
    private var animations: [WindowKey: Animation] = [:]
    private var finishedEntrances = Set<WindowKey>()
    private var exitCounter = 0
    /// Dropped picture-in-picture overlays and where they were dropped: they animate home.
    private var settling: [OverlayID: Rect] = [:]
    /// Numbers the pictures of scaled frames (each is new).
    private var frameCounter = 0

    var count: Int { animations.count }
    var isEmpty: Bool { animations.isEmpty }

    /// Starts an overlay's entrance, before its window is first pushed (so the first frame
    /// shown is already the hidden state, never the final one).
    func startEntrance(_ id: OverlayID, _ t: TransitionSpec, layout: PopoverLayout, bounds: Rect, now: Instant) {
        animations[.overlay(id)] = Animation(transition: Transition(t, direction: .show, frame: layout.frame, bounds: bounds,
                                                                    origin: layout.arrowTipOnRoot, start: now),
                                             leaving: nil, drawnAt: now)
    }

    /// A `--background` backdrop's own fade (150 ms), whatever its overlay's transition.
    static let backdropFade = TransitionSpec(effects: [.fade], durationMs: 150, easing: .easeOut)

    /// Starts a backdrop's fade in over `monitor`, before its window is first pushed.
    func startBackdropFade(_ id: OverlayID, monitor: Rect, now: Instant) {
        animations[.backdrop(id)] = Animation(transition: Transition(AnimationRoom.backdropFade, direction: .show, frame: monitor,
                                                                     bounds: monitor, start: now), leaving: nil, drawnAt: now)
    }

    /// Starts the exit of a window whose overlay goes; returns the key it now plays under
    /// (the caller re-keys the presenter's window and pushes it).
    func startExit(_ key: WindowKey, _ t: TransitionSpec, window: DesiredWindow, bounds: Rect, now: Instant) -> WindowKey {
        let leavingKey = WindowKey.leaving(exitCounter)
        exitCounter += 1
        var w = window
        w.key = leavingKey
        w.clickThrough = true
        animations[leavingKey] = Animation(transition: Transition(t, direction: .dismiss, frame: window.frame, bounds: bounds,
                                                                  start: now), leaving: w, drawnAt: now)
        animations[key] = nil
        return leavingKey
    }

    /// `replace`: the new popover grows out of the old one's frame, crossfading content.
    func startReplacement(_ id: OverlayID, from old: DesiredWindow, to layout: PopoverLayout, spec: OverlaySpec, now: Instant) {
        let timing = TransitionTiming(start: now, durationMs: spec.transitionMs ?? TransitionSpec.defaultDurationMs,
                                      easing: spec.easing ?? .easeInOut)
        let still = Transition(.none, direction: .show, frame: layout.frame, bounds: layout.frame, start: now)
        animations[.overlay(id)] = Animation(transition: still, leaving: nil,
                                             replace: (ReplaceTransition(from: old.frame, to: layout.frame, timing: timing), old.rendered),
                                             drawnAt: now)
    }

    /// A dropped picture-in-picture overlay will settle from `frame` at its next layout.
    func settle(_ id: OverlayID, from frame: Rect) { settling[id] = frame }

    /// After a layout: a settling overlay glides from where it was dropped to `layout`.
    func laidOut(_ id: OverlayID, layout: PopoverLayout, rendered: RenderedOverlay, now: Instant) {
        guard let from = settling.removeValue(forKey: id) else { return }
        let timing = TransitionTiming(start: now, durationMs: 180, easing: .easeOut)
        let still = Transition(.none, direction: .show, frame: layout.frame, bounds: layout.frame, start: timing.start)
        animations[.overlay(id)] = Animation(transition: still, leaving: nil,
                                             replace: (ReplaceTransition(from: from, to: layout.frame, timing: timing), rendered))
    }

    /// Stops an overlay's own transition (its exit, if any, runs under a `.leaving` key).
    func forget(_ id: OverlayID, now: Instant) -> [Effect] {
        animations[.overlay(id)] = nil
        animations[.backdrop(id)] = nil
        settling[id] = nil
        return []
    }

    /// The next frame of any running transition.
    func nextDeadline(after now: Instant) -> Instant? {
        animations.values.compactMap { $0.nextFrame(after: now, rate: AnimationRoom.frameRate) }.min()
    }

    /// Advances running transitions to `now`: a new frame for each due, and the end for
    /// those done (an exit's window goes).
    func tick(now: Instant) -> [Effect] {
        var effects: [Effect] = []
        for (key, a) in animations {
            if let drawn = a.drawnAt, let due = a.nextFrame(after: drawn, rate: AnimationRoom.frameRate), due > now { continue }
            animations[key]?.drawnAt = now
            guard a.isFinished(at: now) else { effects.append(.push(key)); continue }
            if a.leaving != nil {
                animations[key] = nil
                effects.append(.remove(key))
            } else {
                finishedEntrances.insert(key)
                effects.append(.push(key))
            }
        }
        return effects
    }

    /// `d` as the running transition for its key shows it at `now`.
    func animated(_ d: DesiredWindow, now: Instant) -> DesiredWindow {
        let key = d.key
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

    /// The windows of exits under way among `keys` (those to push), at `now`.
    func leavingWindows(_ keys: Set<WindowKey>, now: Instant) -> [DesiredWindow] {
        keys.compactMap { key in
            guard let base = animations[key]?.leaving else { return nil }
            return animated(base, now: now)
        }
    }
}

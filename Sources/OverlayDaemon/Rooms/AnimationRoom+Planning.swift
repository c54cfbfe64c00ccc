// AnimationRoom+Planning: which transition an overlay plays where it is shown, and starting
// an overlay's entrance and the exits of the windows that leave with it.
import OverlayCore
import OverlayRender

extension AnimationRoom {
    /// The transition `spec` plays on a screen: without a compositor nothing can be
    /// translucent, so fades are dropped; nil when nothing moves.
    static func transition(_ spec: OverlaySpec, composited: Bool) -> TransitionSpec? {
        guard let t = spec.effectiveTransition else { return nil }
        let usable = composited ? t : t.withoutCompositor
        return usable.isAnimated ? usable : nil
    }

    /// Starts an overlay's entrance (and its `--background` backdrop's fade under a
    /// compositor), before its window is first pushed, so the first frame shown is already
    /// the hidden state, never the final one.
    func enter(_ id: OverlayID, spec: OverlaySpec, layout: PopoverLayout, hasBackground: Bool, composited: Bool,
               desktop: any DesktopView, now: Instant) {
        if composited, spec.modal != true, hasBackground, let monitor = desktop.monitors.best(for: layout.frame)?.rect {
            startBackdropFade(id, monitor: monitor, now: now)
        }
        guard let t = AnimationRoom.transition(spec, composited: composited) else { return }
        startEntrance(id, t, layout: layout, bounds: desktop.monitorRect(for: layout.frame), now: now)
    }

    /// Starts the exits of the windows leaving with an overlay (its own, its copies, its
    /// fading backdrop, which fades whatever the overlay's transition); returns each window
    /// that plays one and the key it now plays under. The others go at once.
    func startExits(_ windows: [DesiredWindow], spec: OverlaySpec, composited: (Int) -> Bool,
                    desktop: (Int) -> any DesktopView, now: Instant) -> [(from: WindowKey, to: WindowKey)] {
        windows.compactMap { w in
            var s = spec
            if case .backdrop = w.key { s = OverlaySpec(); s.transition = AnimationRoom.backdropFade }
            guard w.visible, let t = AnimationRoom.transition(s, composited: composited(w.screen)) else { return nil }
            return (w.key, startExit(w.key, t, window: w, bounds: desktop(w.screen).monitorRect(for: w.frame), now: now))
        }
    }
}

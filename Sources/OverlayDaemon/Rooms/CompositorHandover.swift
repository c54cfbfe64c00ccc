// CompositorHandover: when each screen's overlays switch between ARGB windows (a compositor
// blends their shadows) and shaped ones, so that no frame shows an ARGB window unblended, its
// transparent pixels black.
//
// - A compositor that goes has already stopped blending when its selection is seen to go (the
//   server undoes its redirection first): the ARGB windows are cut to their bodies at once, in
//   the same turn and before any layout, and replaced by shaped ones in one commit.
// - One that comes owns its selection some tens of milliseconds before it redirects windows:
//   an ARGB window mapped in between is shown unblended. The overlays stay shaped (they look
//   right either way) until a window of ours is redirected, asked every `probeMs`, or
//   `patienceMs` have passed.
import Logging
import OverlayCore

final class CompositorHandover: Room {
    private enum State: Equatable {
        case absent
        case arriving(since: Instant, nextProbe: Instant)
        case running
    }

    static let probeMs: Int64 = 8
    static let patienceMs: Int64 = 2_000

    private var states: [State]
    private let logger: Logger

    /// Screens whose compositor runs now are taken as already redirecting.
    init(running: [Bool], logger: Logger) {
        states = running.map { $0 ? .running : .absent }
        self.logger = logger
    }

    /// `_NET_WM_CM_S<screen>` changed owner: `running` when one owns it now.
    func selectionChanged(screen: Int, running: Bool, now: Instant) -> [Effect] {
        guard screen < states.count else { return [] }
        switch (states[screen], running) {
        case (.absent, true):
            logger.info("compositor started on screen \(screen): overlays switch to argb once it redirects them")
            states[screen] = .arriving(since: now, nextProbe: now)
            return [.windowSystem(.probeCompositor(screen: screen))]
        case (.running, false), (.arriving, false):
            let wasBlending = states[screen] == .running
            states[screen] = .absent
            guard wasBlending else { return [] }
            logger.info("compositor stopped on screen \(screen): switching its overlays to shaped")
            return [.windowSystem(.hideShadows(screen: screen)), .relayoutMany(.onScreen(screen))]
        default:
            return []
        }
    }

    /// The answer to `WindowRequest.probeCompositor`: whether a new window of `screen` is redirected.
    func probed(_ screen: Int, redirected: Bool, now: Instant) -> [Effect] {
        guard screen < states.count, case .arriving(let since, _) = states[screen] else { return [] }
        let waited = now.milliseconds - since.milliseconds
        guard redirected || waited >= Self.patienceMs else {
            states[screen] = .arriving(since: since, nextProbe: now + Self.probeMs)
            return []
        }
        logger.info("compositor on screen \(screen) \(redirected ? "redirects" : "owns its selection") after \(waited) ms: switching its overlays to argb")
        states[screen] = .running
        return [.relayoutMany(.onScreen(screen))]
    }

    /// `screen`'s surface mode: ARGB where a compositor blends it (one that is still arriving
    /// does not yet), shaped elsewhere and on a screen it does not know.
    func mode(on screen: Int) -> SurfaceMode {
        states.indices.contains(screen) && states[screen] == .running ? .argb : .shaped
    }

    /// Every screen's surface mode.
    var modes: [SurfaceMode] { states.indices.map(mode(on:)) }

    func forget(_ id: OverlayID, now: Instant) -> [Effect] { [] }

    func tick(now: Instant) -> [Effect] {
        states.indices.compactMap { screen in
            guard case .arriving(_, let next) = states[screen], !(now < next) else { return nil }
            return .windowSystem(.probeCompositor(screen: screen))
        }
    }

    func nextDeadline(after now: Instant) -> Instant? {
        states.compactMap { if case .arriving(_, let next) = $0 { next } else { nil } }.min()
    }
}

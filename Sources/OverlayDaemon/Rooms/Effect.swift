// Effect: what a room (subsystem) asks for instead of reaching into another's state. Rooms
// answer requests and events with effects; the Controller alone carries them out.
import OverlayCore
import OverlayProtocol

enum Effect: Equatable {
    /// Remove an overlay (its exit plays; watchers hear why).
    case dismiss(OverlayID, DismissReason)
    /// Remove an overlay without telling watchers (a "+N more" that is no longer needed).
    case dismissQuietly(OverlayID)
    /// Lay an overlay out again at the next commit.
    case relayout(OverlayID)
    /// Lay every overlay out again (monitors, work areas, desktop or compositor changed).
    case relayoutAll
    /// Which windows are fullscreen changed: notifications hide or show again.
    case fullscreenChanged
    /// Focus may have moved to another monitor: what is placed on the focused monitor
    /// (`--monitor focused`, a container's `monitor = "focused"`) is placed again.
    case focusChanged
    /// Measure and paint an overlay again (its content or dimming changed), then lay it out.
    case repaint(OverlayID)
    /// Push a window's current state at the next commit (a drag or a transition frame).
    case push(WindowKey)
    /// Destroy a window at the next commit.
    case remove(WindowKey)
    /// Put every overlay back in its place in the stacking order.
    case restack
    /// Tell watchers (and, for a notification, the notification center).
    case emit(OverlayEvent, OverlayID)
    /// A container's "+N more" now says `count` (0: it goes).
    case moreCount(container: String, count: Int)
    /// Stop (or restart) an overlay's timeout: the pointer rests on it (`--pause-on-hover`).
    case pause(OverlayID, Bool)
    /// Start an overlay's timeout `ms` from now (0: none): a container member just shown.
    case setTimeout(OverlayID, ms: Int64)
    /// A picture-in-picture overlay was dropped at `droppedAt`: it moves to `positions`
    /// (the nearest first) and glides there.
    case snap(OverlayID, positions: [Position], droppedAt: Rect)
    /// Grab the pointer and keyboard for an overlay's window (after a sync); the answer goes
    /// back to `InputGrab`.
    case grab(OverlayID)
    /// Let the pointer and keyboard go.
    case ungrab
    /// Ask the PRIMARY (or CLIPBOARD) owner to send its text to an overlay's window; it comes
    /// back later as an event, never by waiting.
    case requestSelection(clipboard: Bool, for: OverlayID)
    /// Ask the WM to show another client's window (its desktop first): the window switcher's choice.
    case activate(WindowID, screen: Int)
    /// Show a launcher's next (or previous) mode in its open menu.
    case switchLauncher(OverlayID, next: Bool)
    /// Shift+Delete on a launcher's row: close its window, or forget its use.
    case deleteLauncherRow(OverlayID, row: Int)
    /// Ask the WM to close another client's window (`_NET_CLOSE_WINDOW`).
    case close(WindowID, screen: Int)
    /// A screen's compositor went: cut its ARGB windows to their bodies now (`CompositorHandover`).
    case hideShadows(screen: Int)
    /// Ask whether a screen's new compositor has redirected our windows yet.
    case probeCompositor(screen: Int)
    /// A screen's overlays switch between ARGB and shaped windows: lay them out again.
    case surfaceModeChanged(screen: Int)
    /// The user acted on a notification (or all) in the notification center: the
    /// NotificationService carries it out (`Controller.onCenterCommand`).
    case center(CenterCommand)
}

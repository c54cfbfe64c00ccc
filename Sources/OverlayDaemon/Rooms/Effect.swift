// Effect: what a room (subsystem) asks for instead of reaching into another's state. Rooms
// answer requests and events with effects; the Controller alone carries them out. An effect
// says what happens (dismiss, lay out, grab, watch a window), never which room asked.
import OverlayCore
import OverlayProtocol

enum Effect: Equatable {
    /// Remove an overlay (its exit plays; watchers hear why).
    case dismiss(OverlayID, DismissReason)
    /// Lay an overlay out again at the next commit.
    case relayout(OverlayID)
    /// Lay out again every overlay a change of the desktop reaches (`LayoutScope`).
    case relayoutMany(LayoutScope)
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
    /// Something asked of the window system (a grab, a selection, watching a client, the WM
    /// activating or closing a window…); an answer goes back to the room that asks for it.
    case windowSystem(WindowRequest)
    /// Something that happened in one room which another room acts on (the Controller knows
    /// which): a pick's Ctrl+Tab or Shift+Delete, which its launcher answers.
    case toRoom(RoomMessage)
    /// The user acted on a notification (or all) in the notification center: the
    /// NotificationService, outside the rooms, carries it out (`Controller.onCenterCommand`).
    case center(CenterCommand)
}

/// Which overlays a change of the desktop lays out again.
enum LayoutScope: Equatable {
    /// Every overlay (monitors, work areas or the current desktop changed).
    case all
    /// Notifications a fullscreen window may hide (not critical ones): which windows are
    /// fullscreen changed.
    case underFullscreen
    /// What is placed on the focused monitor (`--monitor focused`, a container's
    /// `monitor = "focused"`): focus may have moved to another monitor.
    case onFocusedMonitor
    /// A screen's overlays (they switch between ARGB and shaped windows).
    case onScreen(Int)
}

extension Effect {
    // Shorthands for the window-system requests rooms answer most.

    /// Grab the pointer and keyboard for an overlay's window (after a sync); the answer goes
    /// back to `InputGrab`.
    static func grab(_ id: OverlayID) -> Effect { .windowSystem(.grab(id)) }
    /// Let the pointer and keyboard go.
    static var ungrab: Effect { .windowSystem(.ungrab) }
    /// Ask the PRIMARY (or CLIPBOARD) owner to send its text to an overlay's window.
    static func requestSelection(clipboard: Bool, for id: OverlayID) -> Effect {
        .windowSystem(.requestSelection(clipboard: clipboard, for: id))
    }
}

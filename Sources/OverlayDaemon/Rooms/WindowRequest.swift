// WindowRequest: what a room asks of the window system through `Effect.windowSystem`. No room
// writes to `WindowSystem` or `WindowPresenter` itself: `Controller.carryOut` sends these, and
// hands an answer (a grab taken, a compositor redirecting) back to the room that asked.
import OverlayCore

enum WindowRequest: Equatable {
    /// Grab the pointer and keyboard for an overlay's window (after a sync); the answer goes
    /// back to `InputGrab.grabbed`.
    case grab(OverlayID)
    /// Let the pointer and keyboard go.
    case ungrab
    /// Grab only the keyboard for an overlay's window (an alert that takes it); the answer goes
    /// back to `KeyboardHold.grabbed`. Not while a grabbing overlay holds the input.
    case grabKeyboard(OverlayID)
    /// Let the keyboard go, unless a grabbing overlay holds the input.
    case ungrabKeyboard
    /// Ask the PRIMARY (or CLIPBOARD) owner to send its text to an overlay's window; it comes
    /// back later as an event, never by waiting.
    case requestSelection(clipboard: Bool, for: OverlayID)
    /// Select the structure and property events of another client's window (it is followed).
    case watch(WindowID)
    /// Stop selecting them (nothing follows it any more).
    case unwatch(WindowID)
    /// Ask the WM to show another client's window (its desktop first): the window switcher's choice.
    case activate(WindowID, screen: Int)
    /// Ask the WM to close another client's window (`_NET_CLOSE_WINDOW`).
    case close(WindowID, screen: Int)
    /// A screen's compositor went: cut its ARGB windows to their bodies now.
    case hideShadows(screen: Int)
    /// Ask whether a screen's new compositor has redirected our windows yet; the answer goes
    /// back to `CompositorHandover.probed`.
    case probeCompositor(screen: Int)
}

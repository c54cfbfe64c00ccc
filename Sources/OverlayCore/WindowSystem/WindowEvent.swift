// WindowEvent: the window system's events the daemon acts on, decoded (OverlayX11 turns each
// XEvent into one; the tests' fake window system queues them directly).

/// The events the daemon acts on.
public enum WindowEvent: Sendable {
    /// Another client's window (a followed one, its frame, or any top-level) moved, resized
    /// or was restacked.
    case configure(WindowConfiguration)
    case destroyed(window: WindowID)
    case reparented(window: WindowID)
    case unmapped(window: WindowID)
    case mapped(window: WindowID)
    /// `modifiers`: the keys held as it was pressed (rofi's `Control+MouseDPrimary`).
    case buttonPress(window: WindowID, button: Int, root: Point, modifiers: KeyModifiers = [])
    case buttonRelease(window: WindowID, button: Int, root: Point)
    /// The pointer moved over one of our windows with a button held.
    case motion(window: WindowID, root: Point)
    case enter(window: WindowID)
    case leave(window: WindowID)
    /// A button was pressed anywhere (XInput2 raw event; nothing is grabbed or taken), with
    /// the pointer on `screen` at `root` (that screen's root coordinates).
    case rawButtonPress(button: Int, screen: Int, root: Point)
    case rawButtonRelease(button: Int, root: Point)
    /// The pointer moved (only while `watchPointerMotion(true)`).
    case rawMotion(screen: Int, root: Point)
    /// A key was pressed anywhere; its keysym name (`Escape`, `Return`, `a`), at the level Shift
    /// selects when held (`ISO_Left_Tab`).
    case rawKeyPress(key: String)
    /// A key pressed while we hold the keyboard (a menu): keysym name and the text it types.
    case keyPress(key: String, text: String, modifiers: KeyModifiers)
    /// The answer to `requestSelection` for our window `window`: the selection's text (at
    /// most `XDisplay.pasteLimit` bytes), or nil when it had no owner or no text.
    case selectionArrived(window: WindowID, text: [UInt8]?)
    /// A property that decides whether a source shows changed (WM_STATE, _NET_WM_STATE,
    /// _NET_WM_DESKTOP), its frame extents or strut, or on root the current desktop, the
    /// work area or the stacking order; `property` is its name (one of `watchedPropertyNames`).
    case propertyChanged(window: WindowID, property: String)
    /// `_NET_WM_CM_S<n>` of `screen` changed owner: a compositor started (`running`, an owner
    /// now) or stopped there. Read from the event, so the daemon answers it without a round trip.
    case compositorChanged(screen: Int, running: Bool)
    /// The desktop's settings changed: the xsettings manager rewrote `_XSETTINGS_SETTINGS`,
    /// or a new manager took `_XSETTINGS_S<n>` (its MANAGER message on root).
    case xsettingsChanged
    /// The screen or monitor layout changed (RandR, or a root ConfigureNotify).
    case screenChanged
    case ignored
}

// MouseAction: what a click on a desktop notification does, button by button (dunst's
// mouse_left_click, mouse_middle_click and mouse_right_click).

/// One of dunst's mouse actions, by dunst's name, plus overlayd's own `click`.
public enum MouseAction: String, CaseIterable, Hashable, Sendable {
    /// Nothing.
    case none
    /// The default action; without one the only action; with several, a menu of them.
    case doAction = "do_action"
    /// Closes the notification clicked (NotificationClosed reason 2), after the rest of the list.
    case closeCurrent = "close_current"
    /// Closes every notification, shown or waiting.
    case closeAll = "close_all"
    /// A menu of the clicked notification's actions and links.
    case context
    /// A menu of every shown notification's actions and links (`dunstctl context`).
    case contextAll = "context_all"
    /// Opens the notification's link; with several, a menu of them.
    case openURL = "open_url"
    /// overlayd's own left click, its default: the default action when there is one, then the
    /// container's `dismiss` gestures (a `click` closes it). Left button only, alone.
    case click
}

/// The mouse buttons a notification answers.
public enum MouseButton: Int, CaseIterable, Hashable, Sendable {
    case left = 1, middle = 2, right = 3
}

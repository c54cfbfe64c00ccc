// MouseAction: what a click on a desktop notification does, button by button (dunst's
// mouse_left_click, mouse_middle_click and mouse_right_click), and the `[notifications]` table.

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

/// The `[notifications]` table of `overlayd.toml`.
public struct NotificationConfig: Hashable, Sendable {
    /// Run in order on a left click; `[.click]` (the default) keeps overlayd's own click.
    public var mouseLeftClick: [MouseAction]
    /// Run in order on a middle click; dunst's default.
    public var mouseMiddleClick: [MouseAction]
    /// Run in order on a right click; dunst's default.
    public var mouseRightClick: [MouseAction]

    public init(mouseLeftClick: [MouseAction] = [.click], mouseMiddleClick: [MouseAction] = [.doAction, .closeCurrent],
                mouseRightClick: [MouseAction] = [.closeAll]) {
        self.mouseLeftClick = mouseLeftClick
        self.mouseMiddleClick = mouseMiddleClick
        self.mouseRightClick = mouseRightClick
    }

    /// What a click of `button` runs.
    public func actions(for button: MouseButton) -> [MouseAction] {
        switch button {
        case .left: return mouseLeftClick
        case .middle: return mouseMiddleClick
        case .right: return mouseRightClick
        }
    }

    /// Whether the left button keeps overlayd's own click (the container's gestures decide).
    public var leftClickIsOverlayds: Bool { mouseLeftClick == [.click] }

    /// Why `actions` cannot be `button`'s list, or nil when it can: `click` is the left
    /// button's alone.
    public static func problem(_ actions: [MouseAction], for button: MouseButton) -> String? {
        guard actions.contains(.click) else { return nil }
        if button != .left { return "\"click\" is overlayd's own left click: the left button's only" }
        if actions.count > 1 { return "\"click\" stands alone: it is overlayd's whole left click" }
        return nil
    }
}

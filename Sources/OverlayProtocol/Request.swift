// Request: the commands of the one grammar, as values.
import OverlayCore

/// What to dismiss.
public enum DismissTarget: Equatable, Sendable {
    case id(String)
    case all
    /// The top of a modal stack (`dismiss --top NAME`).
    case top(String)
}

/// `overlayctl notifications …`: do-not-disturb, history and actions.
public enum NotificationCommand: Equatable, Sendable {
    case pause, resume, toggle, status, history, historyPop, closeAll, count
    /// Invokes an action (default `default`) of a notification (default: the newest).
    case action(id: UInt32?, key: String?)
}

/// One parsed request: the argument list of an `overlayctl` subcommand.
public enum Request: Equatable, Sendable {
    /// Show a popover, or update it in place when `id` names one that exists.
    case show(id: String?, spec: OverlaySpec)
    /// Change fields of an existing popover.
    case update(id: String, spec: OverlaySpec)
    case dismiss(DismissTarget)
    case list
    /// Answers after the X server has processed everything before it.
    case sync
    case ping
    case version
    /// Turns the connection into an event stream.
    case watch
    /// Writes a PNG of the whole screen to a path (the showroom's camera).
    case screenshot(path: String)
    /// Names a part of a window (relative to its client area); it moves with the window.
    case regionSet(name: String, window: AttachTarget, rect: Rect)
    case regionUnset(name: String)
    case regionList
    /// Reloads the config file (as SIGHUP does); a bad file is refused and the old config stays.
    case reload
    /// Lists the config's presets.
    case presets
    /// Counters: requests per channel, refused, shown, live.
    case stats
    case notifications(NotificationCommand)
    /// Dismisses every overlay of a modal stack.
    case clearStack(String)
    /// A menu of items in the menu line syntax; the choice arrives as an `action` event.
    case menu(id: String?, spec: OverlaySpec, items: [String])
    /// Shows a popover that grows out of `old` (dismissed as `replaced`).
    case replace(old: String, id: String?, spec: OverlaySpec)

    /// The subcommand name, as in logs.
    public var name: String {
        switch self {
        case .show: return "show"
        case .update: return "update"
        case .dismiss: return "dismiss"
        case .list: return "list"
        case .sync: return "sync"
        case .ping: return "ping"
        case .version: return "version"
        case .watch: return "watch"
        case .screenshot: return "screenshot"
        case .regionSet, .regionUnset, .regionList: return "region"
        case .reload: return "reload"
        case .presets: return "presets"
        case .stats: return "stats"
        case .notifications: return "notifications"
        case .clearStack: return "clear-stack"
        case .replace: return "replace"
        case .menu: return "menu"
        }
    }
}


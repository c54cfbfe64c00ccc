// Request: the commands of the one grammar, as values.
import OverlayCore

/// What to dismiss.
public enum DismissTarget: Equatable, Sendable {
    case id(String)
    case all
    /// The top of a modal stack (`dismiss --top NAME`).
    case top(String)
    /// Every overlay of these containers (`dismiss --container NAME…`); with `showingOnly`,
    /// only those on screen, and the queued ones move up.
    case containers([String], showingOnly: Bool)
    /// Everything outside these containers (`dismiss --all --except NAME…`).
    case allExcept([String])
    /// The most recently shown overlay of a container (`dismiss --top --container NAME`).
    case topOfContainer(String)
}

/// `overlayctl notifications …`: do-not-disturb, history, actions and rules (what dunstctl does).
public enum NotificationCommand: Equatable, Sendable {
    case pause, resume, toggle, status, isPaused, history, historyClear, closeAll, rules, context
    /// The counts; the plain output prints the one named, or all three.
    case count(NotificationCount?)
    /// Closes a notification (default: the first in display order, as `dunstctl close`).
    case close(id: UInt32?)
    /// Shows a closed notification again (default: the newest).
    case historyPop(id: UInt32?)
    case historyRemove(id: UInt32)
    /// Prints the pause level (nil), or sets it (0 resumes).
    case pauseLevel(UInt32?)
    case rule(name: String, RuleSwitch)
    /// Invokes an action (default `default`) of a notification (default: the newest).
    case action(id: UInt32?, key: String?)
    /// Opens, closes or toggles the notification center's panel.
    case center(CenterVerb)
}

/// What `notifications center` does to the panel.
public enum CenterVerb: String, CaseIterable, Sendable {
    case toggle, open, close
}

/// Which count `notifications count` prints.
public enum NotificationCount: String, CaseIterable, Sendable {
    case displayed, waiting, history
    /// Arrived while the notification center was closed, not seen since.
    case unread
}

/// What `notifications rule NAME …` does to the rule.
public enum RuleSwitch: String, CaseIterable, Sendable {
    case enable, disable, toggle
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
    /// Writes a PNG of a whole X screen to a path (the showroom's camera): screen N, else
    /// the display's default screen.
    case screenshot(path: String, screen: Int? = nil)
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
    /// A dmenu/rofi-style menu or a prompt whose `byteCount` bytes of rows follow the line
    /// on the same connection (`PickRequest`).
    indirect case pick(spec: PickSpec, byteCount: Int)
    /// A colour picker (`overlayctl pick-color`); the colour chosen arrives as an `action`
    /// event whose key is `#rrggbb`.
    indirect case pickColor(id: String?, spec: ColorChooserSpec)
    /// A launcher (`launch drun|run|window|windowcd`, `rofi -show MODE`) from the daemon's
    /// index; what to start arrives as a `launch` event, the client starts it.
    indirect case launch(LaunchSpec)
    /// A dialog (`dialog progress|scale`, zenity's); its answer arrives as a `dialog` event.
    indirect case dialog(id: String?, spec: DialogSpec)
    /// Feeds an open progress dialog (the client's stdin loop).
    case dialogUpdate(id: String, DialogUpdate)
    /// A rofi theme's text, uploaded after the line (`theme --hash H --bytes N`) unless the daemon has it,
    /// or on the line itself (`theme --hash H --text TEXT`: `text`, kept before the next line is read),
    /// so a client sends it and the request of the menu that names it in one write.
    case theme(hash: String, byteCount: Int, text: String? = nil)

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
        case .pick: return "pick"
        case .pickColor: return "pick-color"
        case .launch: return "launch"
        case .dialog: return "dialog"
        case .dialogUpdate: return "dialog-update"
        case .theme: return "theme"
        }
    }
}


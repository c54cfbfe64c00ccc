// NotificationConfig: the `[notifications]` table: mouse buttons, rule scripts' limits, links
// opened, the history and the notification center.

/// The `[notifications]` table of `overlayd.toml`.
public struct NotificationConfig: Hashable, Sendable {
    /// Run in order on a left click; `[.click]` (the default) keeps overlayd's own click.
    public var mouseLeftClick: [MouseAction]
    /// Run in order on a middle click; dunst's default.
    public var mouseMiddleClick: [MouseAction]
    /// Run in order on a right click; dunst's default.
    public var mouseRightClick: [MouseAction]
    /// How many rule scripts run at once (`max-scripts`) and wait (`script-queue`).
    public var scripts: ScriptLimits
    /// The links offered in the context menu and opened (`link-schemes`).
    public var linkSchemes: LinkSchemes
    /// How many closed notifications the history keeps (`history-length`; dunst's
    /// `history_length`); the oldest goes first.
    public var historyLength: Int
    /// Whether the history survives restarts (`history-persist`), in a file under
    /// `$XDG_STATE_HOME/overlayd/`. Off by default: notifications carry one-time codes.
    public var historyPersist: Bool
    /// The edge of the work area the notification center sits at (`center-edge`).
    public var centerEdge: CenterEdge
    /// The notification center's width in pixels, before `scale` (`center-width`).
    public var centerWidth: Int
    /// Whether a click outside the notification center closes it (`center-close-outside`);
    /// off, such a click does nothing while the center holds the pointer.
    public var centerClosesOutside: Bool
    /// How long the notification center slides in from its edge, in milliseconds (`center-slide`; 0: it appears at once).
    public var centerSlideMs: Int
    /// A notification like a shown or waiting one (application, summary, body, icon and urgency)
    /// takes its place and counts it (`stack-duplicates`, dunst's `stack_duplicates`).
    public var stackDuplicates = false
    /// Whether a stacked one's count, dunst's "(N) ", is left out of its text (`hide-duplicate-count`).
    public var hideDuplicateCount = false
    /// Whether a notification's text is led by dunst's indicators, "(A) " when it has actions and
    /// "(U) " when it holds a link, with a stacked one's count: "(1A) " (`show-indicators`,
    /// dunst's `show_indicators`). Off: overlayd draws actions as buttons and links underlined.
    public var showIndicators = false

    public static let defaultHistoryLength = 1000

    public init(mouseLeftClick: [MouseAction] = [.click], mouseMiddleClick: [MouseAction] = [.doAction, .closeCurrent],
                mouseRightClick: [MouseAction] = [.closeAll], scripts: ScriptLimits = .standard,
                linkSchemes: LinkSchemes = .standard, historyLength: Int = NotificationConfig.defaultHistoryLength,
                historyPersist: Bool = false, centerEdge: CenterEdge = .right, centerWidth: Int = 420,
                centerClosesOutside: Bool = true, centerSlideMs: Int = 150) {
        self.mouseLeftClick = mouseLeftClick
        self.mouseMiddleClick = mouseMiddleClick
        self.mouseRightClick = mouseRightClick
        self.scripts = scripts
        self.linkSchemes = linkSchemes
        self.historyLength = historyLength
        self.historyPersist = historyPersist
        self.centerEdge = centerEdge
        self.centerWidth = centerWidth
        self.centerClosesOutside = centerClosesOutside
        self.centerSlideMs = centerSlideMs
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

    /// Refuses `actions` that cannot be `button`'s list, saying why: `click` is the left
    /// button's alone.
    public static func check(_ actions: [MouseAction], for button: MouseButton) throws(InvalidValue) {
        guard actions.contains(.click) else { return }
        if button != .left { throw InvalidValue("\"click\" is overlayd's own left click: the left button's only") }
        if actions.count > 1 { throw InvalidValue("\"click\" stands alone: it is overlayd's whole left click") }
    }
}

/// Where the notification center sits: the left or right edge of the pointer's work area.
public enum CenterEdge: String, CaseIterable, Hashable, Sendable {
    case left, right
}

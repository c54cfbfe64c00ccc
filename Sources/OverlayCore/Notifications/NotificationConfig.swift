// NotificationConfig: the `[notifications]` table: mouse buttons, rule scripts' limits, links opened.

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

    public init(mouseLeftClick: [MouseAction] = [.click], mouseMiddleClick: [MouseAction] = [.doAction, .closeCurrent],
                mouseRightClick: [MouseAction] = [.closeAll], scripts: ScriptLimits = .standard,
                linkSchemes: LinkSchemes = .standard) {
        self.mouseLeftClick = mouseLeftClick
        self.mouseMiddleClick = mouseMiddleClick
        self.mouseRightClick = mouseRightClick
        self.scripts = scripts
        self.linkSchemes = linkSchemes
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

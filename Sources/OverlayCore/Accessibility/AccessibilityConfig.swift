// AccessibilityConfig: what overlayd tells screen readers without being asked per request.

/// The `[accessibility]` table of `overlayd.toml`.
public struct AccessibilityConfig: Hashable, Sendable {
    /// Alerts become the active accessible when they show, as if `--focus` were given:
    /// Orca reads them at once, and they answer Enter and Escape.
    public var focusAlerts: Bool
    /// Menus become the active accessible when they open (they hold the keyboard).
    public var focusMenus: Bool

    public init(focusAlerts: Bool = true, focusMenus: Bool = true) {
        self.focusAlerts = focusAlerts
        self.focusMenus = focusMenus
    }
}

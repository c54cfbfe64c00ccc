// Config: the daemon's configuration as plain values — styles, presets, containers, rules, scale.

/// Everything `overlayd.toml` can set, after validation. A value, so a reload builds a new
/// one and swaps it in whole (a bad file never leaves a half-applied config).
///
/// `OverlayConfig` parses it from TOML; `Config.defaults` is what applies without a file.
public struct Config: Hashable, Sendable {
    /// Named looks. A `default` style always exists; `style(named:)` falls back to it.
    public var styles: [String: Style]
    /// Named `show` option sets, as the words a user would type after `overlayctl show`,
    /// e.g. `["--kind", "notification", "--timeout", "2s"]`.
    public var presets: [String: [String]]
    /// Named places where notifications and other queued overlays line up.
    public var containers: [String: ContainerConfig]
    /// Notification and popover rules, applied in order; a later rule wins.
    public var rules: [Rule]
    /// Factor applied to every size in a style.
    public var scale: Scale
    /// What screen readers are told unasked (`[accessibility]`).
    public var accessibility: AccessibilityConfig
    /// What clicks on desktop notifications do (`[notifications]`).
    public var notifications = NotificationConfig()
    /// The icon theme searched first for icon names; empty: the desktop's (XSETTINGS
    /// `Net/IconThemeName`), else hicolor alone.
    public var iconTheme = ""

    /// A config with the given parts. A `default` style is added when `styles` has none.
    public init(styles: [String: Style] = ["default": Style()], presets: [String: [String]] = [:],
                containers: [String: ContainerConfig] = [:], rules: [Rule] = [], scale: Scale = .auto,
                accessibility: AccessibilityConfig = AccessibilityConfig()) {
        var styles = styles
        if styles["default"] == nil { styles["default"] = Style() }
        self.styles = styles
        self.presets = presets
        self.containers = containers
        self.rules = rules
        self.scale = scale
        self.accessibility = accessibility
    }

    /// The style called `name`, or the `default` style when there is none by that name.
    public func style(named name: String?) -> Style {
        if let name, let s = styles[name] { return s }
        return styles["default"] ?? Style()
    }
}

/// How much to enlarge sizes: from the X resource `Xft.dpi` (`auto`), or a fixed factor.
public enum Scale: Hashable, Sendable {
    /// `Xft.dpi` / 96, or 1 when the resource is not set.
    case auto
    /// A fixed factor, 0.5 to 4.
    case factor(Double)

    /// The range a fixed factor must lie in.
    public static let allowedFactors: ClosedRange<Double> = 0.5...4

    /// The factor to use, given the `Xft.dpi` resource if the X server has one.
    public func resolved(xftDPI: Double?) -> Double {
        switch self {
        case .factor(let f): return f
        case .auto:
            guard let dpi = xftDPI, dpi > 0 else { return 1 }
            return min(max(dpi / 96, Scale.allowedFactors.lowerBound), Scale.allowedFactors.upperBound)
        }
    }
}

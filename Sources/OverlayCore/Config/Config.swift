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

/// How much to enlarge sizes: from the X resource `Xft.dpi` (`auto`), from the DPI of the
/// monitor each overlay is on (`perMonitor`), as dunst 1.9 does (`dunst`), or a fixed factor.
public enum Scale: Hashable, Sendable {
    /// `Xft.dpi` / 96, or 1 when the resource is not set.
    case auto
    /// The DPI of the monitor an overlay is on, from RandR (its pixels over its millimetres),
    /// / 96 and never below 1: dunst 1.9's `per_monitor_dpi`. `Xft.dpi` is not read, as in dunst.
    case perMonitor
    /// dunst 1.9's own scale (its `scale = 0`): `Xft.dpi` when set, else the screen's DPI
    /// (its width over its millimetres), / 96 and never below 1. What `--import-dunstrc` writes.
    case dunst
    /// A fixed factor, 0.5 to 4.
    case factor(Double)

    /// The range a fixed factor must lie in.
    public static let allowedFactors: ClosedRange<Double> = 0.5...4

    /// Whether the factor depends on the monitor an overlay is on.
    public var isPerMonitor: Bool { self == .perMonitor }

    /// The factor to use, given the `Xft.dpi` resource if the X server has one, the screen's
    /// DPI from its millimetres, and the monitor the overlay is on (nil: not known; then
    /// `perMonitor` counts as `dunst`).
    public func resolved(xftDPI: Double?, screenDPI: Double? = nil, monitor: Monitor? = nil) -> Double {
        switch self {
        case .factor(let f): return f
        case .auto:
            guard let dpi = xftDPI, dpi > 0 else { return 1 }
            return Scale.clamped(dpi / 96)
        case .perMonitor:
            guard let dpi = monitor?.dpi, dpi > 0 else { return Scale.dunst.resolved(xftDPI: xftDPI, screenDPI: screenDPI) }
            return Scale.dunstFactor(dpi)
        case .dunst:
            // dunst keeps the DPI in an int: 100.03 counts as 100.
            if let dpi = xftDPI, dpi > 0 { return Scale.dunstFactor(Int(dpi)) }
            guard let dpi = screenDPI, dpi > 0 else { return 1 }
            return Scale.dunstFactor(Int(dpi))
        }
    }

    /// dunst's `MAX(1, dpi / 96.)`, within the allowed factors.
    private static func dunstFactor(_ dpi: Int) -> Double { clamped(max(1, Double(dpi) / 96)) }

    private static func clamped(_ f: Double) -> Double {
        min(max(f, allowedFactors.lowerBound), allowedFactors.upperBound)
    }
}

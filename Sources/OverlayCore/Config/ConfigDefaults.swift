// ConfigDefaults: the built-in config, used without a file; config/overlayd.toml spells it out.

extension Config {
    /// The config that applies when no file is found. `config/overlayd.toml` loads to exactly
    /// this value (a test checks it), so the file documents the defaults.
    public static let defaults = Config(
        styles: ["default": Style(), "critical": builtinStyle("critical", from: Style()) ?? Style()],
        presets: [
            "tooltip": ["--kind", "tooltip", "--attach", "pointer", "--timeout", "3s"],
            "toast": ["--kind", "notification", "--timeout", "2s", "--above-all"],
            "volume": osdPreset(id: "volume", title: "Volume"),
            "brightness": osdPreset(id: "brightness", title: "Brightness"),
        ],
        containers: ["notifications": ContainerConfig(), "osd": builtinOSDContainer],
        rules: [
            Rule(name: "critical", match: RuleMatch(urgency: "critical"), style: "critical", timeoutMs: 0),
            Rule(name: "osd", match: RuleMatch(appName: "*", summary: "*", body: "*", category: "x-overlayd.osd",
                                  desktopEntry: "*", windowClass: "*"),
                 container: "osd", urgency: .low, skip: false, history: false, stackTag: "x-overlayd.osd"),
            Rule(name: "log-critical", enabled: false, match: RuleMatch(urgency: "critical"),
                 script: ["logger", "-t", "overlayd-notification"]),
        ],
        scale: .auto)

    /// Names of the built-in styles besides `default`.
    public static let builtinStyleNames = ["critical"]

    /// The built-in style `name` (other than `default`) derived from `base`, the `default`
    /// style in force: a file that changes `[style.default]` font changes it here too.
    /// Nil for a name that is not built in.
    public static func builtinStyle(_ name: String, from base: Style) -> Style? {
        switch name {
        case "critical":
            var s = base
            s.border = Color(red: 192.0 / 255, green: 28.0 / 255, blue: 40.0 / 255) // #c01c28
            s.borderWidth = 2
            return s
        default:
            return nil
        }
    }

    /// `show --preset volume --value 40`: an on-screen display in the `osd` container with a
    /// fixed id, so each key press updates the one shown in place; over every window, clicks
    /// pass through it.
    private static func osdPreset(id: String, title: String) -> [String] {
        ["--id", id, "--container", "osd", "--title", title, "--above-all", "--click-through"]
    }

    /// An on-screen display: one overlay at a time, low in the middle of the focused monitor,
    /// each new one replacing the last (volume, brightness).
    private static var builtinOSDContainer: ContainerConfig {
        var c = ContainerConfig()
        c.anchor = .bottom
        c.layout = .stack
        c.insets = Insets(top: 0, left: 0, bottom: 96, right: 0)
        c.alignment = .center
        c.maxVisible = 1
        c.queue = .oneByOne
        c.timeoutMs = 1500
        return c
    }
}

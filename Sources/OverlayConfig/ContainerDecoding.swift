// ContainerDecoding: a `[container.NAME]` table applied over a base container, key by key.
import OverlayCore

enum ContainerDecoding {
    /// Sets on `container` each key of the table `value`; unknown keys and bad values throw.
    static func apply(_ value: ConfigValue, to container: inout ContainerConfig) throws(ConfigError) {
        for (key, v) in try value.entries() {
            switch key {
            case "monitor":
                guard let m = MonitorChoice(parsing: try v.string()) else {
                    throw v.error("expected focused, primary, pointer or an output name such as \"DP-1\", got \"\"")
                }
                container.monitor = m
            case "screen":
                if case .integer = v.node.value {
                    container.screen = .number(try v.int(0...255))
                } else {
                    switch try v.string() {
                    case "default": container.screen = .default
                    case "follow": container.screen = .follow
                    default: throw v.error("expected \"default\", \"follow\" or a screen number, got \"\(try v.string())\"")
                    }
                }
            case "anchor": container.anchor = try v.choice(Position.self)
            case "layout": container.layout = try v.choice(ContainerLayout.self)
            case "spacing": container.spacing = try v.int(0...500)
            case "insets":
                if case .integer = v.node.value {
                    container.insets = Insets(all: try v.int(0...2000))
                } else {
                    let t = try v.ints(count: 4, 0...2000, as: "an integer or four integers [top, right, bottom, left]")
                    container.insets = Insets(top: t[0], left: t[3], bottom: t[2], right: t[1])
                }
            case "alignment": container.alignment = try v.choice(ContainerAlignment.self)
            case "max-visible": container.maxVisible = try v.int(0...100)
            case "queue": container.queue = try v.choice(QueuePolicy.self)
            case "delay": container.delayMs = try v.duration()
            case "timeout": container.timeoutMs = try v.duration()
            case "all-monitors": container.allMonitors = try v.bool()
            case "background":
                let text = try v.string()
                if text == "none" { container.background = nil; continue }
                guard let b = OverlayBackground(parsing: text) else {
                    throw v.error("expected \"none\", \"dim\", \"color:#rrggbbaa\" or \"blur[:RADIUS]\", got \"\(text)\"")
                }
                container.background = b
            case "background-dismiss": container.backgroundDismiss = try v.bool()
            case "joined": container.joined = try v.bool()
            case "order": container.order = try v.choice(ContainerOrder.self)
            case "urgency-first": container.urgencyFirst = try v.bool()
            case "separator-height": container.separatorHeight = try v.int(0...200)
            case "separator-color":
                guard let c = SeparatorColor(parsing: try v.string()) else {
                    throw v.error("expected \"frame\", \"foreground\", \"auto\" or \"#rrggbb\", got \"\(try v.string())\"")
                }
                container.separatorColor = c
            case "dismiss":
                guard let parsed = DismissModes.parse(try v.string()) else {
                    throw v.error("expected \"none\" or a list of \(DismissModes.words), got \"\(try v.string())\"")
                }
                (container.dismiss, container.longPressMs) = parsed
            default: throw v.error(ConfigSchema.unknownKey(key, among: ConfigSchema.containerKeys))
            }
        }
    }
}

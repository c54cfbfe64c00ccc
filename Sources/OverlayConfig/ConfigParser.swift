// ConfigParser: TOML text → a validated Config, laid over the built-in defaults, all or nothing.
import OverlayCore

/// Checks a preset's words (for example with the `show` request parser): throws why they are
/// wrong (Core's `PresetError`, its message put at the preset's line).
public typealias PresetCheck = @Sendable (_ words: [String]) throws(PresetError) -> Void

/// Reads `overlayd.toml` text. How a file combines with `Config.defaults`:
/// - `[style.default]` changes the built-in default style; every other style starts from
///   that result (plus the built-in changes, for a built-in name such as `critical`).
/// - `[container.NAME]` starts from the built-in container of that name, else from
///   `ContainerConfig()`; `[preset.NAME]` replaces the built-in preset of that name.
/// - Any `[[rule]]` (or `rule = []`) replaces the built-in rules as a whole.
public enum ConfigParser {
    /// The config the text describes. `file` names the text in error messages. With
    /// `presetCheck`, every preset's words are checked too.
    public static func parse(text: String, file: String, presetCheck: PresetCheck? = nil) throws(ConfigError) -> Config {
        let root = try TOMLParser.parse(text, file: file)
        var scale = Config.defaults.scale
        var iconTheme = Config.defaults.iconTheme
        var styleTables: [(String, ConfigValue)] = []
        var containerTables: [(String, ConfigValue)] = []
        var presetTables: [(String, ConfigValue)] = []
        var ruleValues: [ConfigValue]?
        var accessibility = Config.defaults.accessibility
        var notifications = Config.defaults.notifications
        for entry in root.entries {
            let v = ConfigValue(node: entry.node, path: KeyPath.component(entry.key), file: file)
            switch entry.key {
            case "scale": scale = try self.scale(v)
            case "icon-theme":
                iconTheme = try v.string()
                guard !iconTheme.contains("/") else { throw v.error("a theme name, not a path: \(iconTheme)") }
            case "style": styleTables = try named(v)
            case "container": containerTables = try named(v)
            case "preset": presetTables = try named(v)
            case "rule": ruleValues = try elements(v)
            case "accessibility": accessibility = try self.accessibility(v)
            case "notifications": notifications = try self.notifications(v)
            default:
                let known = ConfigSchema.topLevelKeys + ["style", "container", "preset", "rule", "accessibility", "notifications"]
                throw v.error(ConfigSchema.unknownKey(entry.key, among: known))
            }
        }

        var config = Config.defaults
        config.scale = scale
        config.accessibility = accessibility
        config.notifications = notifications
        config.iconTheme = iconTheme

        var base = config.style(named: "default")
        for (name, v) in styleTables where name == "default" { try StyleDecoding.apply(v, to: &base) }
        config.styles["default"] = base
        for name in Config.builtinStyleNames { config.styles[name] = Config.builtinStyle(name, from: base) }
        for (name, v) in styleTables where name != "default" {
            var style = Config.builtinStyle(name, from: base) ?? base
            try StyleDecoding.apply(v, to: &style)
            config.styles[name] = style
        }

        for (name, v) in containerTables {
            var container = Config.defaults.containers[name] ?? ContainerConfig()
            try ContainerDecoding.apply(v, to: &container)
            config.containers[name] = container
        }

        for (name, v) in presetTables {
            let words = try presetWords(v)
            if let presetCheck {
                do throws(PresetError) { try presetCheck(words) } catch { throw v.error(error.message) }
            }
            config.presets[name] = words
        }

        if let ruleValues {
            config.rules = []
            for v in ruleValues {
                let rule = try RuleDecoding.rule(v)
                try checkReferences(rule, v, config)
                config.rules.append(rule)
            }
        }
        return config
    }

    /// `[accessibility]`: `focus-alerts`, `focus-menus`.
    static func accessibility(_ v: ConfigValue) throws(ConfigError) -> AccessibilityConfig {
        var a = Config.defaults.accessibility
        for (key, value) in try v.entries() {
            switch key {
            case "focus-alerts": a.focusAlerts = try value.bool()
            case "focus-menus": a.focusMenus = try value.bool()
            default: throw value.error(ConfigSchema.unknownKey(key, among: ConfigSchema.accessibilityKeys))
            }
        }
        return a
    }

    /// `[notifications]`: `mouse-left-click`, `mouse-middle-click`, `mouse-right-click`,
    /// `max-scripts`, `script-queue`, `link-schemes`, `history-length`, `history-persist`, `center-edge`,
    /// `center-width`, `center-close-outside`, `center-slide`, `stack-duplicates`, `hide-duplicate-count`,
    /// `show-indicators`.
    static func notifications(_ v: ConfigValue) throws(ConfigError) -> NotificationConfig {
        var n = Config.defaults.notifications
        for (key, value) in try v.entries() {
            switch key {
            case "mouse-left-click": n.mouseLeftClick = try mouseActions(value, .left)
            case "mouse-middle-click": n.mouseMiddleClick = try mouseActions(value, .middle)
            case "mouse-right-click": n.mouseRightClick = try mouseActions(value, .right)
            case "max-scripts": n.scripts.running = try value.int(1...256)
            case "script-queue": n.scripts.waiting = try value.int(0...4096)
            case "link-schemes": n.linkSchemes = try linkSchemes(value)
            case "history-length": n.historyLength = try value.int(0...100_000)
            case "history-persist": n.historyPersist = try value.bool()
            case "center-edge":
                let word = try value.string()
                guard let edge = CenterEdge(rawValue: word) else { throw value.error("expected \"left\" or \"right\", got \"\(word)\"") }
                n.centerEdge = edge
            case "center-width": n.centerWidth = try value.int(160...4000)
            case "center-close-outside": n.centerClosesOutside = try value.bool()
            case "center-slide":
                guard let ms = DurationParser.milliseconds(try value.string()), ms <= 2000 else {
                    throw value.error("expected a duration up to 2s (\"150ms\", \"0\" for none)")
                }
                n.centerSlideMs = Int(ms)
            case "stack-duplicates": n.stackDuplicates = try value.bool()
            case "hide-duplicate-count": n.hideDuplicateCount = try value.bool()
            case "show-indicators": n.showIndicators = try value.bool()
            default: throw value.error(ConfigSchema.unknownKey(key, among: ConfigSchema.notificationKeys))
            }
        }
        return n
    }

    /// URI schemes: an array of names such as `"https"`, each checked (`LinkSchemes.problem`).
    static func linkSchemes(_ v: ConfigValue) throws(ConfigError) -> LinkSchemes {
        guard case .array(let items) = v.node.value else {
            throw v.error("expected a list of URI schemes such as [\"http\", \"https\", \"mailto\"], got \(v.node.value.shown)")
        }
        var names: [String] = []
        for (i, item) in items.enumerated() {
            let element = ConfigValue(node: item, path: "\(v.path)[\(i)]", file: v.file)
            guard case .string(let s) = item.value else { throw element.error("expected a URI scheme (a string), got \(item.value.shown)") }
            do throws(InvalidValue) { try LinkSchemes.check(s) } catch { throw element.error(error.why) }
            names.append(s)
        }
        guard let schemes = LinkSchemes(names) else { throw v.error("not a list of URI schemes") }
        return schemes
    }

    /// A list of dunst's mouse action names: an array of strings, or one string with the
    /// names separated by commas, as a dunstrc writes them (`"do_action, close_current"`).
    static func mouseActions(_ v: ConfigValue, _ button: MouseButton) throws(ConfigError) -> [MouseAction] {
        let known = ConfigValue.list(MouseAction.allCases.map { "\"\($0.rawValue)\"" })
        var names: [String] = []
        switch v.node.value {
        case .string(let s): names = s.split(separator: ",").map { $0.trimmingWhitespace() }
        case .array(let items):
            for item in items {
                guard case .string(let s) = item.value else {
                    throw v.error("expected a list of mouse actions (\(known)), got \(item.value.shown)")
                }
                names.append(s)
            }
        default:
            throw v.error("expected a list of mouse actions (\(known)), got \(v.node.value.shown)")
        }
        guard !names.isEmpty else { throw v.error("expected at least one mouse action (\"none\" for nothing)") }
        var actions: [MouseAction] = []
        for name in names {
            guard let action = MouseAction(rawValue: name) else {
                throw v.error("unknown mouse action \"\(name)\" (known: \(known))")
            }
            actions.append(action)
        }
        do throws(InvalidValue) { try NotificationConfig.check(actions, for: button) } catch { throw v.error(error.why) }
        return actions
    }

    /// `scale = "auto"`, `"per-monitor"`, `"dunst"` or a factor.
    static func scale(_ v: ConfigValue) throws(ConfigError) -> Scale {
        switch v.node.value {
        case .string("auto"): return .auto
        case .string("per-monitor"): return .perMonitor
        case .string("dunst"): return .dunst
        default: break
        }
        let range = Scale.allowedFactors
        switch v.node.value {
        case .integer, .float:
            if let f = try? v.number(range) { return .factor(f) }
        default: break
        }
        throw v.error("expected \"auto\", \"per-monitor\", \"dunst\" or a number from \(ConfigValue.shown(range.lowerBound)) to "
                      + "\(ConfigValue.shown(range.upperBound)), got \(v.node.value.shown)")
    }

    /// The tables inside a table of named tables (`[style.NAME]`).
    static func named(_ v: ConfigValue) throws(ConfigError) -> [(String, ConfigValue)] {
        var out: [(String, ConfigValue)] = []
        for (name, table) in try v.entries() {
            _ = try table.table()
            out.append((name, table))
        }
        return out
    }

    /// The rules: an array of tables (`[[rule]]`) or a static array of inline tables.
    static func elements(_ v: ConfigValue) throws(ConfigError) -> [ConfigValue] {
        switch v.node.value {
        case .tableArray(let nodes), .array(let nodes):
            var out: [ConfigValue] = []
            for (i, node) in nodes.enumerated() {
                let element = ConfigValue(node: node, path: "\(v.path)[\(i)]", file: v.file)
                _ = try element.table()
                out.append(element)
            }
            return out
        default:
            throw v.error("expected an array of tables ([[rule]]), got \(v.node.value.shown)")
        }
    }

    /// A preset's table as `show` words, in the file's order: `timeout = "2s"` is
    /// `--timeout 2s`, `above-all = true` is `--above-all`, and `false` leaves the option out.
    static func presetWords(_ v: ConfigValue) throws(ConfigError) -> [String] {
        var words: [String] = []
        for (key, option) in try v.entries() {
            guard key != "preset" else { throw option.error("a preset cannot name another preset") }
            switch option.node.value {
            case .string(let s): words += ["--\(key)", s]
            case .integer(let n): words += ["--\(key)", String(n)]
            case .float(let d): words += ["--\(key)", String(d)]
            case .bool(true): words.append("--\(key)")
            case .bool(false): break
            default:
                throw option.error("expected a string, a number or true/false, got \(option.node.value.shown)")
            }
        }
        return words
    }

    /// A rule's style and container must exist once the whole file is read.
    static func checkReferences(_ rule: Rule, _ v: ConfigValue, _ config: Config) throws(ConfigError) {
        let table = try v.table()
        if let name = rule.style, config.styles[name] == nil, let node = table["style"] {
            let known = ConfigValue.list(config.styles.keys.sorted())
            throw ConfigValue(node: node, path: v.path + ".style", file: v.file)
                .error("no style named \(KeyPath.quoted(name)) (known: \(known))")
        }
        if let name = rule.container, config.containers[name] == nil, let node = table["container"] {
            let known = ConfigValue.list(config.containers.keys.sorted())
            throw ConfigValue(node: node, path: v.path + ".container", file: v.file)
                .error("no container named \(KeyPath.quoted(name)) (known: \(known))")
        }
    }
}

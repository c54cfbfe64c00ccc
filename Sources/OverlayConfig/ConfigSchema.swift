// ConfigSchema: every key the config file knows, for unknown-key errors and the docs test.

/// The keys `overlayd.toml` accepts. In `keys`, `NAME` stands for any style, preset or
/// container name, `OPTION` for any `show` option (without its `--`), and `rule[]` for any rule.
public enum ConfigSchema {
    /// Keys of a `[style.NAME]` table, one per `Style` field.
    public static let styleKeys = [
        "background", "foreground", "accent", "border", "title-color", "font", "title-font", "padding",
        "corner-radius", "border-width", "arrow-width", "arrow-height", "shadow-radius",
        "shadow-offset", "shadow-opacity", "max-width", "width", "min-width", "max-height", "text-alignment",
        "vertical-alignment", "screen-padding", "icon-size", "icon-position", "format", "ignore-newline", "line-spacing", "ellipsize",
        "progress-height", "progress-border-width", "progress-corner-radius", "progress-bar", "progress-min-width",
        "progress-max-width", "progress-alignment", "icon-bounds", "text-icon-padding", "show-age-after",
    ]

    /// Keys of a `[container.NAME]` table, one per `ContainerConfig` field.
    public static let containerKeys = [
        "monitor", "screen", "anchor", "layout", "spacing", "insets", "alignment", "max-visible", "queue",
        "delay", "timeout", "all-monitors", "dismiss", "background", "background-dismiss", "joined", "separator-height",
        "separator-color", "order", "urgency-first",
    ]

    /// Keys of a rule's `match` table: globs on a notification's or popover's fields.
    public static let matchKeys = [
        "app-name", "summary", "body", "category", "urgency", "desktop-entry", "window-class",
    ]

    /// What a `[[rule]]` sets, besides its `match` table.
    public static let ruleKeys = ["name", "enabled", "match-syntax", "style", "container", "timeout", "urgency", "skip", "history", "stack-tag", "script"]

    /// Keys at the top of the file, besides the `style`, `preset`, `container` and `rule` tables.
    public static let topLevelKeys = ["scale", "icon-theme"]

    /// Keys of the `[accessibility]` table, one per `AccessibilityConfig` field.
    public static let accessibilityKeys = ["focus-alerts", "focus-menus"]

    /// Keys of the `[notifications]` table, one per `NotificationConfig` field.
    public static let notificationKeys = [
        "mouse-left-click", "mouse-middle-click", "mouse-right-click", "max-scripts", "script-queue", "link-schemes",
        "history-length", "history-persist", "center-edge", "center-width", "center-close-outside", "center-slide",
        "stack-duplicates", "hide-duplicate-count", "show-indicators",
    ]

    /// Every leaf key path the parser knows, with placeholders for names.
    public static let keys: Set<String> = Set(
        topLevelKeys
            + styleKeys.map { "style.NAME.\($0)" }
            + ["preset.NAME.OPTION"]
            + containerKeys.map { "container.NAME.\($0)" }
            + matchKeys.map { "rule[].match.\($0)" }
            + ruleKeys.map { "rule[].\($0)" }
            + accessibilityKeys.map { "accessibility.\($0)" }
            + notificationKeys.map { "notifications.\($0)" })

    /// `unknown key`, with the nearest known key when one is a typo away.
    static func unknownKey(_ key: String, among known: [String]) -> String {
        let near = known.map { ($0, editDistance($0, key)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }
        guard let near else { return "unknown key" }
        return "unknown key (did you mean \(near.0)?)"
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var diagonal = row[0]
            row[0] = i + 1
            for (j, cb) in b.enumerated() {
                let above = row[j + 1]
                row[j + 1] = ca == cb ? diagonal : 1 + min(diagonal, above, row[j])
                diagonal = above
            }
        }
        return row[b.count]
    }
}

// NotificationRules: the config's `[[rule]]`s as the notifications meet them at run time: which
// are switched on or off since the config loaded (`dunstctl rule NAME enable|disable|toggle`,
// `overlayctl notifications rule`), what they make of a notification, and how dunstctl and
// overlayctl list them, all against the config as it stands now (it may be reloaded).
import OverlayCore
import OverlayDBus
import OverlayProtocol

final class NotificationRules {
    /// Rules switched at run time, by name; the others are as the config says.
    private(set) var overrides: [String: Bool] = [:]
    /// The config and the regex matcher its rules are read with.
    private unowned let host: any NotificationHost
    private var rules: [Rule] { host.config.rules }

    init(host: any NotificationHost) { self.host = host }

    /// What the rules make of `request` (later rules win).
    func outcome(_ request: NotificationRequest) -> RuleOutcome {
        host.config.outcome(for: RuleSubject(
            appName: request.appName, summary: request.summary, body: request.body, category: request.hints.category,
            urgency: Urgency(request.hints.urgency), desktopEntry: request.hints.desktopEntry), overrides: overrides, regex: host.ruleRegex)
    }

    /// Switches the rule `name` off (0), on (1) or over (2), as dunstctl's `rule` asks.
    func set(_ name: String, state: Int32) throws(DunstControlError) {
        guard let rule = rules.last(where: { $0.name == name }) else { throw .invalidArgs("There is no rule named \"\(name)\"") }
        let now = rule.isEnabled(overrides)
        overrides[name] = state == 2 ? !now : state == 1
    }

    /// Whether the rule `name` is on (an unknown name is, as a rule is unless switched off).
    func isEnabled(_ name: String) -> Bool { overrides[name] ?? true }

    /// `overlayctl notifications rules`: each rule's name (`ruleN` when it has none) and whether it is on.
    func list() -> JSONValue {
        .array(rules.enumerated().map { i, rule in
            .object([("name", rule.name.map(JSONValue.string) ?? .string("rule\(i + 1)")), ("enabled", .bool(rule.isEnabled(overrides)))])
        })
    }

    /// dunstctl's `rules`: each rule with dunst's keys and types.
    func busRecords() -> [BusRecord] {
        rules.enumerated().map { i, rule in
            var r: BusRecord = [("name", .string(rule.name ?? "rule\(i + 1)")), ("enabled", .bool(rule.isEnabled(overrides)))]
            let m = rule.match
            if let v = m.urgency { r.append(("msg_urgency", .string(v))) }
            if let v = m.appName { r.append(("appname", .string(v))) }
            if let v = m.desktopEntry { r.append(("desktop_entry", .string(v))) }
            if let v = m.summary { r.append(("summary", .string(v))) }
            if let v = m.body { r.append(("body", .string(v))) }
            if let v = m.category { r.append(("category", .string(v))) }
            if let v = rule.timeoutMs { r.append(("timeout", .int64(v * 1000))) }
            if let v = rule.urgency { r.append(("urgency", .string(v.rawValue))) }
            if let v = rule.history { r.append(("history_ignore", .bool(!v))) }
            if let v = rule.skip { r.append(("skip_display", .bool(v))) }
            if let v = rule.style { r.append(("style", .string(v))) }
            if let v = rule.container { r.append(("container", .string(v))) }
            if let v = rule.script { r.append(("script", .string(v.joined(separator: " ")))) }
            if let v = rule.stackTag { r.append(("set_stack_tag", .string(v))) }
            return r
        }
    }
}

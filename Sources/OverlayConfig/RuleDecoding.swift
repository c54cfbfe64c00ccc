// RuleDecoding: one `[[rule]]` table — its `match` globs and what it sets.
import OverlayCore

enum RuleDecoding {
    /// The rule in the table `value`. Style and container names are checked later, against
    /// the whole file.
    static func rule(_ value: ConfigValue) throws(ConfigError) -> Rule {
        var rule = Rule()
        var matchValue: ConfigValue?
        var syntax = RuleSyntax.glob
        for (key, v) in try value.entries() {
            switch key {
            case "match": matchValue = v
            case "match-syntax": syntax = try v.choice(RuleSyntax.self)
            case "name": rule.name = try v.nonEmptyString()
            case "enabled": rule.enabled = try v.bool()
            case "style": rule.style = try v.nonEmptyString()
            case "container": rule.container = try v.nonEmptyString()
            case "timeout": rule.timeoutMs = try v.duration()
            case "urgency": rule.urgency = try v.choice(Urgency.self)
            case "skip": rule.skip = try v.bool()
            case "history": rule.history = try v.bool()
            case "stack-tag": rule.stackTag = try v.nonEmptyString()
            case "script": rule.script = try script(v)
            default: throw v.error(ConfigSchema.unknownKey(key, among: ["match"] + ConfigSchema.ruleKeys))
            }
        }
        if let matchValue { rule.match = try match(matchValue, syntax: syntax) }
        rule.match.syntax = syntax
        return rule
    }

    /// A program path, or an array of the program and its first arguments.
    static func script(_ value: ConfigValue) throws(ConfigError) -> [String] {
        if case .string(let s) = value.node.value {
            guard !s.isEmpty else { throw value.error("expected a program path, got \"\"") }
            return [s]
        }
        guard case .array(let items) = value.node.value, !items.isEmpty else {
            throw value.error("expected a program path or an array of the program and its arguments, got \(value.node.value.shown)")
        }
        var argv: [String] = []
        for item in items {
            guard case .string(let s) = item.value else {
                throw value.error("expected an array of strings, got \(value.node.value.shown)")
            }
            argv.append(s)
        }
        guard !argv[0].isEmpty else { throw value.error("expected a program path first, got \"\"") }
        return argv
    }

    static func match(_ value: ConfigValue, syntax: RuleSyntax) throws(ConfigError) -> RuleMatch {
        var m = RuleMatch(syntax: syntax)
        for (key, v) in try value.entries() {
            guard ConfigSchema.matchKeys.contains(key) else {
                throw v.error(ConfigSchema.unknownKey(key, among: ConfigSchema.matchKeys))
            }
            let glob = try v.string()
            if syntax == .regex {
                do throws(InvalidValue) { try PosixRegex.check(glob) } catch {
                    throw v.error("expected a POSIX extended regular expression (match-syntax = \"regex\"), got \(v.node.value.shown): \(error.why)")
                }
            }
            switch key {
            case "app-name": m.appName = glob
            case "summary": m.summary = glob
            case "body": m.body = glob
            case "category": m.category = glob
            case "urgency":
                // A glob that no urgency can match is a typo ("critcal"), not a rule.
                let all = Urgency.allCases.map(\.rawValue)
                guard syntax == .regex || all.contains(where: { Glob.matches(glob, $0) }) else {
                    throw v.error("expected a glob matching " + ConfigValue.list(all) + ", got \(v.node.value.shown)")
                }
                m.urgency = glob
            case "desktop-entry": m.desktopEntry = glob
            default: m.windowClass = glob // "window-class"
            }
        }
        return m
    }
}

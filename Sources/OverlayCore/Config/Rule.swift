// Rule: `[[rule]]` — match a notification or an attached popover by globs (or, as dunst with
// `enable_posix_regex`, by POSIX extended regular expressions), then change it.

/// How a rule's `match` patterns read.
public enum RuleSyntax: String, CaseIterable, Hashable, Sendable {
    /// A glob (`Glob`) matching the whole field.
    case glob
    /// A POSIX extended regular expression found anywhere in the field, as dunst's
    /// `regcomp(REG_EXTENDED | REG_NOSUB)` and `regexec` (`enable_posix_regex`).
    case regex
}

/// Tests a POSIX extended regular expression against a text (the daemon's compiles with
/// `regcomp` once per pattern). Core imports no C, so it is handed in.
public protocol RegexMatching: AnyObject {
    func matches(_ pattern: String, _ text: String) -> Bool
}

/// The fields a rule can match, of one notification (freedesktop hints) or one attached
/// popover (the class of the window it is attached to). A field it does not have is nil.
public struct RuleSubject: Hashable, Sendable {
    public var appName: String?
    public var summary: String?
    public var body: String?
    public var category: String?
    public var urgency: Urgency?
    public var desktopEntry: String?
    /// `WM_CLASS` class of the window a popover is attached to (`Firefox`).
    public var windowClass: String?
    /// `WM_CLASS` instance of that window (`navigator`).
    public var windowInstance: String?

    public init(appName: String? = nil, summary: String? = nil, body: String? = nil,
                category: String? = nil, urgency: Urgency? = nil, desktopEntry: String? = nil,
                windowClass: String? = nil, windowInstance: String? = nil) {
        self.appName = appName; self.summary = summary; self.body = body
        self.category = category; self.urgency = urgency; self.desktopEntry = desktopEntry
        self.windowClass = windowClass; self.windowInstance = windowInstance
    }
}

/// The `match.*` globs of a rule (`Glob` syntax). A nil pattern matches anything; a pattern
/// is tested against "" when the subject lacks the field, so `*` matches a missing field too.
public struct RuleMatch: Hashable, Sendable {
    public var appName: String?
    public var summary: String?
    public var body: String?
    public var category: String?
    public var urgency: String?
    public var desktopEntry: String?
    /// Matches when it matches the window's `WM_CLASS` class or instance, as
    /// `--attach class:NAME` does (but case-sensitive, like every glob here).
    public var windowClass: String?
    /// Globs, or regular expressions (`match-syntax = "regex"`).
    public var syntax: RuleSyntax

    public init(appName: String? = nil, summary: String? = nil, body: String? = nil,
                category: String? = nil, urgency: String? = nil, desktopEntry: String? = nil,
                windowClass: String? = nil, syntax: RuleSyntax = .glob) {
        self.appName = appName; self.summary = summary; self.body = body
        self.category = category; self.urgency = urgency; self.desktopEntry = desktopEntry
        self.windowClass = windowClass; self.syntax = syntax
    }

    /// The patterns given, by field name, in the order the fields are listed.
    public var patterns: [String] {
        [appName, summary, body, category, urgency, desktopEntry, windowClass].compactMap { $0 }
    }

    /// Whether every pattern given matches its field of `subject`. Regular expressions need
    /// `regex`; without one they match nothing.
    public func matches(_ subject: RuleSubject, regex: RegexMatching? = nil) -> Bool {
        let test: (String, String) -> Bool
        switch syntax {
        case .glob: test = Glob.matches
        case .regex: test = { pattern, text in regex?.matches(pattern, text) ?? false }
        }
        let pairs: [(String?, String?)] = [
            (appName, subject.appName), (summary, subject.summary), (body, subject.body),
            (category, subject.category), (urgency, subject.urgency?.rawValue),
            (desktopEntry, subject.desktopEntry),
        ]
        let fields = pairs.allSatisfy { pattern, value in
            guard let pattern else { return true }
            return test(pattern, value ?? "")
        }
        guard fields, let windowClass else { return fields }
        return test(windowClass, subject.windowClass ?? "") || test(windowClass, subject.windowInstance ?? "")
    }
}

/// One `[[rule]]`: what to match, and what to set when it matches. Nil settings leave the
/// value as it was.
public struct Rule: Hashable, Sendable {
    /// A name for `dunstctl rule NAME enable|disable|toggle` and `overlayctl notifications rule`.
    public var name: String?
    /// false: the rule is skipped (until enabled at run time).
    public var enabled = true
    public var match: RuleMatch
    /// Name of a style in `Config.styles`.
    public var style: String?
    /// Name of a container in `Config.containers`.
    public var container: String?
    /// Milliseconds; 0 means until dismissed.
    public var timeoutMs: Int64?
    public var urgency: Urgency?
    /// Drop the notification: it is neither shown nor kept in history.
    public var skip: Bool?
    /// Keep the notification in history after it is dismissed.
    public var history: Bool?
    /// Give the notification this stack tag (dunst's `set_stack_tag`): it replaces the one
    /// shown with the same tag.
    public var stackTag: String?
    /// A program and its arguments, run (without a shell) for each matching notification,
    /// as dunst runs a rule's `script`.
    public var script: [String]?

    public init(name: String? = nil, enabled: Bool = true, match: RuleMatch = RuleMatch(), style: String? = nil,
                container: String? = nil, timeoutMs: Int64? = nil, urgency: Urgency? = nil, skip: Bool? = nil,
                history: Bool? = nil, stackTag: String? = nil, script: [String]? = nil) {
        self.name = name; self.enabled = enabled; self.match = match; self.stackTag = stackTag; self.script = script
        self.style = style; self.container = container
        self.timeoutMs = timeoutMs; self.urgency = urgency; self.skip = skip; self.history = history
    }
}

extension Rule {
    /// Whether the rule applies, after the run-time `overrides` by name.
    public func isEnabled(_ overrides: [String: Bool]) -> Bool {
        name.flatMap { overrides[$0] } ?? enabled
    }
}

/// What the rules decided for one subject. Nil where no matching rule set a value.
public struct RuleOutcome: Hashable, Sendable {
    public var style: String?
    public var container: String?
    public var timeoutMs: Int64?
    public var urgency: Urgency?
    public var skip: Bool?
    public var history: Bool?
    public var stackTag: String?
    /// Every matching rule's script, in rule order (each one runs).
    public var scripts: [[String]] = []

    public init() {}
}

extension Config {
    /// Applies the rules in order, as dunst does: a later rule overrides an earlier one, and
    /// an urgency set by one rule is what later rules match against. A disabled rule does
    /// nothing; `overrides` enables or disables rules by name at run time (`dunstctl rule`).
    public func outcome(for subject: RuleSubject, overrides: [String: Bool] = [:], regex: RegexMatching? = nil) -> RuleOutcome {
        var subject = subject
        var out = RuleOutcome()
        for rule in rules where rule.isEnabled(overrides) && rule.match.matches(subject, regex: regex) {
            if let v = rule.style { out.style = v }
            if let v = rule.container { out.container = v }
            if let v = rule.timeoutMs { out.timeoutMs = v }
            if let v = rule.urgency { out.urgency = v; subject.urgency = v }
            if let v = rule.skip { out.skip = v }
            if let v = rule.history { out.history = v }
            if let v = rule.stackTag { out.stackTag = v }
            if let v = rule.script { out.scripts.append(v) }
        }
        return out
    }
}

// NotificationVerbs: the `notifications` subcommands, dunstctl's operations for overlayctl.
// Each prints plain text for scripts (`true`, `3`, an id) or, with --json, the daemon's reply.

public enum NotificationVerbs {
    /// Client-side: print the reply's JSON instead of plain text.
    public static let json = OptionSpec.client("--json", nil, "Print the daemon's JSON reply instead of plain text.")

    static func verb(_ name: String, _ synopsis: String, _ summary: String,
                     _ parse: @escaping @Sendable (inout Arguments) throws -> NotificationCommand) -> CommandSpec {
        CommandSpec(name, synopsis, summary, clientOptions: [json]) { args, _ in .notifications(try parse(&args)) }
    }

    static func verb(_ name: String, _ summary: String, _ command: NotificationCommand) -> CommandSpec {
        verb(name, "", summary) { _ in command }
    }

    /// A notification id operand.
    static func id(_ word: String, _ verb: String) throws(UsageError) -> UInt32 {
        guard let n = UInt32(word), n > 0 else { throw UsageError("notifications \(verb): expected a notification id: \(word)") }
        return n
    }

    static func optionalID(_ args: inout Arguments, _ verb: String) throws(UsageError) -> UInt32? {
        guard let word = args.positional() else { return nil }
        return try id(word, verb)
    }

    static func choice<E: RawRepresentable & CaseIterable>(_ word: String?, _ verb: String) throws(UsageError) -> E
    where E.RawValue == String {
        let all = E.allCases.map(\.rawValue)
        guard let word, let v = E(rawValue: word) else {
            throw UsageError("notifications \(verb): expected \(OptionValues.list(all))\(word.map { ": " + $0 } ?? "")")
        }
        return v
    }

    public static let all: [CommandSpec] = [
        verb("pause", "Do not disturb: hold notifications, the shown ones too (critical ones still show).", .pause),
        verb("resume", "Show notifications again, the held ones at once.", .resume),
        verb("toggle", "Pause or resume.", .toggle),
        verb("set-paused", "true|false|toggle", "Pause, resume or toggle (as dunstctl set-paused).") { args in
            switch args.positional() {
            case "true": return .pause
            case "false": return .resume
            case "toggle": return .toggle
            case let other: throw UsageError("notifications set-paused: expected true, false or toggle\(other.map { ": " + $0 } ?? "")")
            }
        },
        verb("is-paused", "Print true or false.", .isPaused),
        verb("pause-level", "[LEVEL]", "Print the pause level, or set it (0 resumes; dunst's levels, up to 100).") { args in
            guard let word = args.positional() else { return .pauseLevel(nil) }
            guard let n = UInt32(word) else { throw UsageError("notifications pause-level: expected a number: \(word)") }
            return .pauseLevel(n)
        },
        verb("status", "Print whether notifications are paused and how many wait (JSON).", .status),
        verb("count", "[displayed|waiting|history|unread]", "Print a count, or all four.") { args in
            guard let word = args.positional() else { return .count(nil) }
            return .count(try choice(word, "count"))
        },
        verb("close", "[ID]", "Close a notification (default: the first, as dunstctl close).") { args in
            .close(id: try optionalID(&args, "close"))
        },
        verb("close-all", "Close every notification, shown or waiting.", .closeAll),
        verb("history", "Print the closed notifications, newest first, one JSON object a line.", .history),
        verb("history-pop", "[ID]", "Show a closed notification again (default: the newest); print its id.") { args in
            .historyPop(id: try optionalID(&args, "history-pop"))
        },
        verb("history-rm", "ID", "Forget a closed notification.") { args in
            guard let word = args.positional() else { throw UsageError("notifications history-rm: missing the id") }
            return .historyRemove(id: try id(word, "history-rm"))
        },
        verb("history-clear", "Forget every closed notification.", .historyClear),
        verb("action", "[ID] [KEY]", "Invoke an action (default: the newest notification's \"default\").") { args in
            var id: UInt32?
            var key: String?
            if let first = args.positional() {
                if let n = UInt32(first) { id = n; key = args.positional() } else { key = first }
            }
            return .action(id: id, key: key)
        },
        verb("context", "Open a menu of the shown notifications' actions and links.", .context),
        verb("center", "[toggle|open|close]",
             "Open, close or toggle (the default) the notification center: the shown and past notifications, newest first.") { args in
            guard let word = args.positional() else { return .center(.toggle) }
            return .center(try choice(word, "center"))
        },
        verb("rules", "Print each rule's name and whether it is enabled.", .rules),
        verb("rule", "NAME enable|disable|toggle", "Enable, disable or toggle a named rule (for as long as the daemon runs).") { args in
            guard let name = args.positional() else { throw UsageError("notifications rule: missing the rule's name") }
            return .rule(name: name, try choice(args.positional(), "rule"))
        },
    ]
}

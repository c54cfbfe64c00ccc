// ZenityNotification: what zenity 3.44's --notification sends (notification.c through libnotify
// 0.8): the Notify call's summary, body, icon, actions and typed hints from the command line, and
// the --listen commands read from stdin (`message:`, `tooltip:`, `icon:`, `hints:`, `visible:`).
import OverlayCore

/// One freedesktop Notify call as libnotify makes it for zenity.
public struct ZenityNotify: Equatable, Sendable {
    /// notify_init's application name in zenity.
    public static let appName = "Zenity notification"

    public var summary: String
    public var body: String
    public var icon: String
    /// Key and label pairs: `default` unless listening.
    public var actions: [String]
    /// In the order libnotify's hash table gives them, before its own `sender-pid`.
    public var hints: [(name: String, value: ZenityHint)]

    public static func == (a: Self, b: Self) -> Bool {
        a.summary == b.summary && a.body == b.body && a.icon == b.icon && a.actions == b.actions
            && a.hints.map(\.name) == b.hints.map(\.name) && a.hints.map(\.value) == b.hints.map(\.value)
    }
}

/// A hint's value with the type notification.c gives its name.
public enum ZenityHint: Equatable, Sendable {
    case bool(Bool), string(String), int32(Int32), byte(UInt8)
    /// libnotify's own: the sender's process id.
    case int64(Int64)
}

public enum ZenityNotification {
    /// The hints --hint or `hints:` name (`NAME:VALUE` each), typed; what is skipped says why on stderr.
    public static func hints(_ pairs: [String]) -> (hints: [(name: String, value: ZenityHint)], complaints: [String]) {
        // zenity's table of them: the last value of a name wins, and it is walked in GLib's hash order.
        var values: [String: String?] = [:]
        var names: [String] = []
        for pair in pairs {
            let parts = pair.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            if values[name] == nil { names.append(name) }
            values[name] = parts.count > 1 ? String(parts[1]) : String?.none
        }
        var typed: [(name: String, value: ZenityHint)] = []
        var complaints: [String] = []
        for name in GHashOrder.order(names) {
            let value = values[name] ?? nil
            switch name.lowercased() {
            case "action-icons", "resident", "suppress-sound", "transient":
                // g_ascii_strcasecmp answers 0 ("equal") for a missing value: a bare name is true.
                guard let v = value?.lowercased() else { typed.append((name, .bool(true))); continue }
                guard v == "true" || v == "false" else {
                    complaints.append("Invalid value for a boolean typed hint.\nSupported values are 'true' or 'false'.")
                    continue
                }
                typed.append((name, .bool(v == "true")))
            case "category", "desktop-entry", "image-path", "image_path", "sound-file", "sound-name":
                typed.append((name, .string(value ?? "")))
            case "image-data", "image_data", "icon-data": complaints.append("Unsupported hint. Skipping.")
            case "x", "y": typed.append((name, .int32(Int32(truncatingIfNeeded: strtoll(value ?? "")))))
            case "urgency": typed.append((name, .byte(UInt8(truncatingIfNeeded: strtoll(value ?? "")))))
            default: complaints.append("Unknown hint name. Skipping.")
            }
        }
        // libnotify keeps them in its own table, walked again in hash order.
        let order = GHashOrder.order(typed.map(\.name) + ["sender-pid"]).filter { $0 != "sender-pid" }
        return (order.compactMap { n in typed.first { $0.name == n } }, complaints)
    }

    /// The Notify call for `text` (C escapes expanded, its first line the summary and the rest the
    /// body); nil for an empty text, which zenity refuses ("Could not parse message").
    public static func notify(text: String, icon: String?, actions: [String], hints: [(name: String, value: ZenityHint)]) -> ZenityNotify? {
        let compressed = ZenityList.compress(text)
        guard !compressed.isEmpty else { return nil }
        let lines = compressed.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        return ZenityNotify(summary: String(lines[0]), body: lines.count > 1 ? String(lines[1]) : "", icon: icon ?? "",
                            actions: actions, hints: hints)
    }

    /// The one notification of `zenity --notification` without --listen, or nil when zenity exits 1
    /// at once (no --text, or an empty one).
    public static func single(_ line: ZenityCommandLine) -> ZenityNotify? {
        guard let text = line.text else { return nil }
        return notify(text: text, icon: line.strings["window-icon"], actions: ["default", "Do Default Action"],
                      hints: hints(line.lists["hint"] ?? []).hints)
    }

    /// g_ascii_strtoll in base 0: blanks, a sign, `0x` hex or `0` octal, digits up to the first other character.
    static func strtoll(_ text: String) -> Int64 {
        var s = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0B}" || $0 == "\u{0C}" }
        var negative = false
        if let c = s.first, c == "-" || c == "+" { negative = c == "-"; s = s.dropFirst() }
        var radix: Int64 = 10
        if s.hasPrefix("0x") || s.hasPrefix("0X"), let d = s.dropFirst(2).first, d.isHexDigit { radix = 16; s = s.dropFirst(2) }
        else if s.hasPrefix("0") { radix = 8 }
        var v: Int64 = 0
        for c in s {
            guard let d = c.hexDigitValue, Int64(d) < radix else { break }
            let (m, o1) = v.multipliedReportingOverflow(by: radix)
            let (a, o2) = m.addingReportingOverflow(Int64(d))
            if o1 || o2 { return negative ? .min : .max }
            v = a
        }
        return negative ? -v : v
    }
}

/// One line of `--listen`'s stdin, as notification.c reads it.
public enum ZenityListenCommand: Equatable, Sendable {
    /// `message:` and `tooltip:`: a notification with this text.
    case show(String)
    case icon(String)
    /// `hints:`: `NAME:VALUE` lines (C escapes expanded), at most 16.
    case hints([String])
    /// `visible:`, which 3.44 reads and ignores.
    case ignored
    /// What zenity says on stderr for it.
    case complaint(String)

    public init(_ rawLine: String) {
        var line = Substring(rawLine)
        while line.last == "\n" { line = line.dropLast() }
        guard let colon = line.firstIndex(of: ":") else { self = .complaint("Could not parse command from stdin"); return }
        let command = line[..<colon].trimmingBlanks.lowercased()
        let value = String(line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\u{0C}" || $0 == "\u{0B}" })
        switch command {
        case "icon": self = .icon(value)
        case "hints":
            let parts = ZenityList.compress(value).split(separator: "\n", maxSplits: 15, omittingEmptySubsequences: false)
            self = .hints(parts.map(String.init))
        case "message", "tooltip": self = .show(value)
        case "visible": self = .ignored
        default: self = .complaint("Unknown command '\(line[..<colon].trimmingBlanks)'")
        }
    }
}

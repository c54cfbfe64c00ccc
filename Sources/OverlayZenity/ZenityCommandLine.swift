// ZenityCommandLine: a zenity 3.44 argv read and checked as zenity reads it: GOption over
// `ZenityOptions`, then option.c's post-parse checks in their order, then the checks the
// dialogs make before they open (a list without columns, a scale out of range), each
// refusal with zenity's stderr line.

import OverlayProtocol

/// A refusal with zenity's stderr line. `option` refusals exit 255 always (option.c's
/// `exit (-1)`); the others exit with ZENITY_ERROR (255 unless the environment says).
public struct ZenityRefusal: Error, Equatable, Sendable {
    public var message: String
    public var fromOptionParser: Bool

    static let syntax = ZenityRefusal(message: "This option is not available. Please see --help for all possible usages.",
                                      fromOptionParser: true)
    static let twoDialogs = ZenityRefusal(message: "Two or more dialog options specified", fromOptionParser: true)
    static let noDialog = ZenityRefusal(message: "You must specify a dialog type. See 'zenity --help' for details",
                                        fromOptionParser: true)
    static func unsupported(_ name: String) -> ZenityRefusal {
        ZenityRefusal(message: "--\(name) is not supported for this dialog", fromOptionParser: true)
    }
    static func dialog(_ message: String) -> ZenityRefusal { ZenityRefusal(message: message, fromOptionParser: false) }
}

/// What a zenity command line asks for.
public struct ZenityCommandLine: Equatable, Sendable {
    public enum FieldKind: String, Sendable { case entry, password, calendar, list, combo }

    public var dialog: ZenityDialog
    /// By option.c's variable name (`ZenityOption.variable`): the last value of a string or number.
    public var strings: [String: String] = [:]
    public var ints: [String: Int] = [:]
    public var flags: Set<String> = []
    /// Repeatable options, every value in order.
    public var lists: [String: [String]] = [:]
    /// `--forms` fields in order.
    public var fields: [(kind: FieldKind, label: String)] = []
    /// The words that are not options: an entry's combo values, a list's cells.
    public var positionals: [String] = []

    public static func == (a: Self, b: Self) -> Bool {
        a.dialog == b.dialog && a.strings == b.strings && a.ints == b.ints && a.flags == b.flags && a.lists == b.lists
            && a.fields.map(\.kind) == b.fields.map(\.kind) && a.fields.map(\.label) == b.fields.map(\.label)
            && a.positionals == b.positionals
    }

    public var text: String? { strings["text"] }
    public var separator: String { strings["separator"] ?? "|" }
    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// Reads `argv` (without argv[0]). Help words are not read here: see `ZenityOptions.isHelp`.
    public static func parse(_ argv: [String]) throws(ZenityRefusal) -> ZenityCommandLine {
        let reader: LongOptionReader
        do {
            reader = try LongOptionReader(argv) { name in
                guard let found = ZenityOptions.lookup(name) else { return nil }
                return found.option.kind == .flag ? .flag : .value
            }
        } catch { throw .syntax }
        var line = ZenityCommandLine(dialog: .version)
        var asked: Set<ZenityDialog> = []
        for occurrence in reader.options {
            guard let (option, dialog) = ZenityOptions.lookup(occurrence.name) else { throw .syntax }
            if let dialog { asked.insert(dialog); continue }
            let v = occurrence.value
            switch option.kind {
            case .flag: line.flags.insert(option.variable)
            case .string: line.strings[option.variable] = v
            case .int:
                guard let n = gInt(v) else { throw .syntax }
                line.ints[option.variable] = n
            case .strings: line.lists[option.variable, default: []].append(v)
            case .field:
                guard let kind = FieldKind(rawValue: String(option.name.dropFirst(4))) else { throw .syntax }
                line.fields.append((kind, v))
            }
        }
        line.positionals = reader.positionals
        let mode = try line.checkGroups(asked)
        try line.checkShared(mode)
        guard let mode else { throw .noDialog }
        line.dialog = mode
        return line
    }

    /// option.c's post-parse hooks, group by group: each turns its dialog on (a second one is
    /// refused) and refuses its own options when its dialog is not the one asked for.
    private func checkGroups(_ asked: Set<ZenityDialog>) throws(ZenityRefusal) -> ZenityDialog? {
        var mode: ZenityDialog?
        for group in ZenityOptions.groups {
            for d in group.dialogs where asked.contains(d) {
                guard mode == nil else { throw .twoDialogs }
                mode = d
            }
            if let mine = group.dialogs.first, mode != mine {
                for v in group.ownVariables where isSet(v) {
                    throw .unsupported(v == "forms-date-format" ? "date-format" : v)
                }
            }
            // The question group refuses --switch without extra buttons, whatever the dialog.
            if group.name == "question", has("switch"), lists["extra-button"] == nil { throw .syntax }
        }
        return mode
    }

    /// Whether a group's variable was given: its numbers count from their defaults as option.c's do.
    private func isSet(_ variable: String) -> Bool {
        switch variable {
        case "day", "month", "year": return (ints[variable] ?? -1) > -1
        case "percentage": return (ints[variable] ?? 0) != 0
        default: return flags.contains(variable) || strings[variable] != nil || ints[variable] != nil || lists[variable] != nil
        }
    }

    /// The checks option.c makes once every group has run, on the options several groups share.
    private func checkShared(_ m: ZenityDialog?) throws(ZenityRefusal) {
        if strings["text"] != nil, m == .about || m == .version { throw .unsupported("text") }
        if separator != "|", ![.list, .fileSelection, .forms].contains(m ?? .version) { throw .unsupported("separator") }
        if has("multiple"), ![.fileSelection, .list].contains(m ?? .version) { throw .unsupported("multiple") }
        if has("editable"), ![.textInfo, .list].contains(m ?? .version) { throw .unsupported("editable") }
        if strings["filename"] != nil, ![.fileSelection, .textInfo].contains(m ?? .version) { throw .unsupported("filename") }
        if strings["ok-label"] != nil, m == .fileSelection { throw .unsupported("ok-label") }
        if strings["cancel-label"] != nil, [.fileSelection, .error, .warning, .info].contains(m ?? .version) { throw .unsupported("cancel-label") }
        if has("no-wrap"), ![.info, .error, .question, .warning, .textInfo].contains(m ?? .version) { throw .unsupported("no-wrap") }
        if has("ellipsize"), ![.info, .error, .question, .warning].contains(m ?? .version) { throw .unsupported("ellipsize") }
    }

    /// GLib's integer option: strtol in base 0 (`0x10`, `010`), the whole word, within 32 bits.
    static func gInt(_ word: String) -> Int? {
        var s = Substring(word).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        var sign = 1
        if let c = s.first, c == "-" || c == "+" { sign = c == "-" ? -1 : 1; s = s.dropFirst() }
        var radix = 10
        if s.hasPrefix("0x") || s.hasPrefix("0X") { radix = 16; s = s.dropFirst(2) } else if s.hasPrefix("0"), s.count > 1 { radix = 8 }
        guard !word.isEmpty, let n = Int(s, radix: radix), (Int(Int32.min)...Int(Int32.max)).contains(sign * n) else { return nil }
        return sign * n
    }
}

// RofiConfiguration: the options of config.rasi's `configuration {}` block that rofi 1.7.3 has (what
// `rofi -dump-config` lists), with rofi's defaults and type checks; command-line flags are laid over the file.

/// One option rofi 1.7.3 knows, and what overlayd does with it.
public struct RofiOptionSpec: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case string, number, signedNumber, boolean, character }
    public enum Use: Hashable, Sendable {
        /// Carried: the words say where it goes.
        case carried(String)
        /// Not carried: the words say why; named once on stderr when a user sets it.
        case notCarried(String)
    }
    public var name: String
    public var kind: Kind
    /// rofi's default; nil where rofi has none (`icon-theme`, `filter`…).
    public var defaultValue: RasiValue?
    public var use: Use
}

public struct RofiConfiguration: Hashable, Sendable {
    /// Values set by the file or the flags, by option name.
    public private(set) var values: [String: RasiValue] = [:]
    /// Values set by the file alone.
    private var fromFile: [String: RasiValue] = [:]

    /// What the file set for an option (nil when the file left it alone).
    public func fileValue(_ name: String) -> RasiValue? { fromFile[name] }
    /// The key bindings (`kb-*`, `ml-*`, `me-*` are options too).
    public var bindings = RofiKeyBindings()
    /// Names a user set that overlayd does not carry, in the order first set.
    public private(set) var setButNotCarried: [String] = []

    public init() {}

    /// The value in force: set, else rofi's default.
    public func value(_ name: String) -> RasiValue? {
        values[name] ?? Self.spec(name)?.defaultValue
    }

    public func string(_ name: String) -> String? {
        if case let .string(s)? = value(name) { return s }
        return nil
    }

    public func integer(_ name: String) -> Int? {
        if case let .integer(i)? = value(name) { return i }
        return nil
    }

    public func boolean(_ name: String) -> Bool? {
        if case let .boolean(b)? = value(name) { return b }
        return nil
    }

    public static func spec(_ name: String) -> RofiOptionSpec? { byName[name] }

    private static let byName: [String: RofiOptionSpec] = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

    /// config_parse_set_property: sets one option of a `configuration {}` block. A value of the wrong
    /// kind is refused with rofi's words (`file:line:column: Option: …`); `theme` is refused as rofi
    /// refuses it; a name rofi does not know is kept aside, as rofi keeps it for options modes add later.
    public mutating func apply(_ option: RasiOption) -> RasiProblem? {
        func refuse(_ message: String) -> RasiProblem {
            .option(file: option.location.file, line: option.location.firstLine, column: option.location.firstColumn, message: message)
        }
        if option.name.lowercased() == "theme" {
            let name: String
            if case let .string(s) = option.value { name = s } else { name = "myTheme" }
            return refuse("The option:\n<b>\nconfiguration\n{\n\ttheme: \"\(name)\";\n}</b>\nis deprecated. Please replace with: "
                          + "<b>@theme \"\(name)\"</b> after the configuration block.")
        }
        if RofiKeyBindings.table.contains(where: { $0.name == option.name }) {
            guard let text = Self.text(option.value) else {
                return refuse("Option: \(option.name) needs to be set with a string not a \(option.value.kind.rawValue).")
            }
            bindings.set(option.name, text)
            values[option.name] = .string(text)
            fromFile[option.name] = .string(text)
            return nil
        }
        guard let spec = Self.spec(option.name) else {
            values[option.name] = option.value
            return nil
        }
        let value: RasiValue
        switch spec.kind {
        case .string:
            guard let text = Self.text(option.value) else {
                return refuse("Option: \(option.name) needs to be set with a string not a \(option.value.kind.rawValue).")
            }
            value = .string(text)
        case .number, .signedNumber:
            guard case .integer = option.value else {
                return refuse("Option: \(option.name) needs to be set with a number not a \(option.value.kind.rawValue).")
            }
            value = option.value
        case .boolean:
            guard case .boolean = option.value else {
                return refuse("Option: \(option.name) needs to be set with a boolean not a \(option.value.kind.rawValue).")
            }
            value = option.value
        case .character:
            guard case .character = option.value else {
                return refuse("Option: \(option.name) needs to be set with a character not a \(option.value.kind.rawValue).")
            }
            value = option.value
        }
        values[option.name] = value
        fromFile[option.name] = value
        if case .notCarried = spec.use, !setButNotCarried.contains(option.name) { setButNotCarried.append(option.name) }
        return nil
    }

    /// A string option's text: a string, or a list's strings joined with commas (`modi: [drun, run]`).
    private static func text(_ value: RasiValue) -> String? {
        switch value {
        case let .string(s): return s
        case let .list(items):
            return items.map { if case let .string(s) = $0 { s } else { "(null)" } }.joined(separator: ",")
        default: return nil
        }
    }

    /// Every option of a load in order; the problems rofi would list.
    public mutating func apply(_ options: [RasiOption]) -> [RasiProblem] {
        options.compactMap { apply($0) }
    }

    /// rofi's command line over the file: `-NAME value` for strings and numbers, `-NAME`/`-no-NAME`
    /// for booleans (`-NAME` wins when both are given, as rofi looks for it first), `-kb-*`/`-me-*`/`-ml-*`.
    public mutating func applyFlags(_ args: [String]) {
        func value(after flag: String) -> String? {
            guard let i = args.firstIndex(of: flag), i + 1 < args.count else { return nil }
            return args[i + 1]
        }
        // -theme names the theme to load (RasiRequest), not the refused `theme` option.
        for spec in Self.options where spec.name != "theme" {
            let flag = "-" + spec.name
            switch spec.kind {
            case .boolean:
                if args.contains(flag) { set(spec, .boolean(true)) } else if args.contains("-no-" + spec.name) { set(spec, .boolean(false)) }
            case .string:
                if let v = value(after: flag) { set(spec, .string(v)) }
            case .number, .signedNumber:
                if let v = value(after: flag), let n = Int(v) { set(spec, .integer(n)) }
            case .character:
                if let v = value(after: flag), let c = v.first { set(spec, .character(c)) }
            }
        }
        for entry in RofiKeyBindings.table {
            if let v = value(after: "-" + entry.name) {
                bindings.set(entry.name, v)
                values[entry.name] = .string(v)
            }
        }
    }

    /// rofi 1.7.3 reads each `-NAME VALUE` of its command line as `configuration { NAME: VALUE; }` too
    /// (config_parse_cmd_options): a string option's value that the rasi lexer takes for a number
    /// (`-m 0`, `-terminal 1.5`) is refused there, in its error window, so rofi exits 65. Negative
    /// numbers are left alone (a word that starts with `-` is not read as a value).
    public static func commandLineTypeProblems(_ args: [String]) -> [RasiProblem] {
        func numberKind(_ v: String) -> String? {
            let parts = v.split(separator: ".", omittingEmptySubsequences: false)
            guard !v.isEmpty, v.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), parts.count <= 2, parts.last?.isEmpty == false else {
                return nil
            }
            return parts.count == 1 ? "Integer" : "Double"
        }
        var problems: [RasiProblem] = []
        // The program's name is not among `args`: rofi's loop starts after it, and stops before the last word.
        for (flag, value) in zip(args, args.dropFirst()) where flag.hasPrefix("-") && !value.hasPrefix("-") {
            guard let spec = spec(String(flag.dropFirst())), case .string = spec.kind, let kind = numberKind(value) else { continue }
            // rofi's string `configuration { ` puts every option at line 1, column 16.
            problems.append(.option(file: nil, line: 1, column: 16, message: "Option: \(spec.name) needs to be set with a string not a \(kind)."))
        }
        return problems
    }

    private mutating func set(_ spec: RofiOptionSpec, _ value: RasiValue) {
        values[spec.name] = value
        if case .notCarried = spec.use, !setButNotCarried.contains(spec.name) { setButNotCarried.append(spec.name) }
    }

    /// One stderr line per option set but not carried: `rofi: config option NAME is not carried: WHY`.
    public var notCarriedLines: [String] {
        setButNotCarried.compactMap { name in
            guard case let .notCarried(why)? = Self.spec(name)?.use else { return nil }
            return "rofi: config option \(name) is not carried: \(why)"
        }
    }
}

// RofiStartup: what `rofi` reads before it opens — config.rasi, the theme, -theme-str, key bindings —
// from its command line and environment, and what of it today's pick carries (as rofi's own flags).

public struct RofiStartup: Sendable {
    /// The user's own theme (config.rasi's sections, `@theme`, `-theme`, `-theme-str`) with rofi's
    /// default theme under it; nil when a file failed.
    private var userTheme: RasiTheme?
    /// Whether the user themed rofi at all (config.rasi sections, `@theme`, `-theme`, `-theme-str`).
    public var userThemed: Bool
    public var configuration: RofiConfiguration
    /// What rofi's error window would list; any makes rofi exit 65.
    public var problems: [RasiProblem]
    /// The files' `configuration { NAME { … } }` groups, without rofi's built-in ones.
    private var userGroups: RasiWidget
    /// -theme's name, and whether -no-default-config left rofi's built-in configuration out.
    private var themeName: String?
    private var arguments: [String]
    private var noDefaultConfig: Bool

    /// The theme as rofi would draw it, before `@media`: rofi's default theme for a user without one
    /// (parsed here, when asked: a pick today does not need it, and a spawn should not pay for it).
    public var theme: RasiTheme? {
        if userThemed || !problems.isEmpty { return userTheme }
        return RasiFlatTheme.defaultTheme()
    }

    /// rofi's built-in configuration (its groups and default theme) read alone.
    private static var builtIn: RasiLoad {
        var load = RasiLoad()
        RasiLoader(files: RasiNoFiles(), paths: RasiSearchPaths(environment: [:]), environment: [:])
            .parseString(RasiLoader.defaultConfiguration, into: &load)
        return load
    }

    /// What `rofi -dump-theme` prints: the theme in force, nothing when a file failed (rofi has none then).
    public var themeDump: String { theme.map { RasiDump.theme($0) } ?? "" }

    /// What `rofi -dump-config` prints: the options in force, the configuration's groups, `@theme` for -theme.
    public func configDump(environment: [String: String]) -> String {
        var groups = noDefaultConfig ? RasiWidget(name: "Root") : Self.builtIn.configurationGroups
        for group in userGroups.children { groups.merge(child: group, atRoot: false) }
        // rofi reads its command line into the configuration last, and only when the files had no error.
        if problems.allSatisfy({ if case .keyBindings = $0 { true } else { false } }) {
            for group in RofiConfigDump.commandLineGroups(arguments).children { groups.merge(child: group, atRoot: false) }
        }
        return RofiConfigDump.text(configuration, groups: groups, theme: themeName, environment: environment)
    }

    /// Reads everything rofi 1.7.3 reads at start for these arguments. The user's files are read
    /// first without rofi's default theme; only a themed user's are read again over it.
    public init(arguments args: [String], environment: [String: String], files: any RasiFileSystem) {
        let request = Self.request(args)
        let loader = RasiLoader(files: files, paths: RasiSearchPaths(environment: environment), environment: environment)
        var own = request
        own.noDefaultConfig = true
        var load = loader.load(own)
        let root = load.theme?.root
        userThemed = root.map { !$0.propertyOrder.isEmpty || !$0.children.isEmpty } ?? false
        // -theme resets all before it, rofi's default theme too: the first reading is already rofi's.
        if userThemed && !request.noDefaultConfig && request.theme == nil { load = loader.load(request) }
        userTheme = load.theme
        userGroups = load.configurationGroups
        themeName = request.theme
        arguments = args
        noDefaultConfig = request.noDefaultConfig
        var config = RofiConfiguration()
        problems = load.problems
        problems += config.apply(load.options)
        config.applyFlags(args)
        problems += RofiConfiguration.commandLineTypeProblems(args)
        if let errors = config.bindings.resolve().errors { problems.append(.keyBindings(markup: errors)) }
        configuration = config
    }

    /// `-config`, `-no-config`, `-no-default-config`, `-theme` (the last one), each `-theme-str`.
    public static func request(_ args: [String]) -> RasiRequest {
        var r = RasiRequest()
        var i = 0
        while i < args.count {
            let a = args[i], next = i + 1 < args.count ? args[i + 1] : nil
            switch a {
            case "-no-config": r.noConfig = true
            case "-no-default-config": r.noDefaultConfig = true
            case "-config": if let n = next { r.configFile = n; i += 1 }
            case "-theme": if let n = next { r.theme = n; i += 1 }
            case "-theme-str": if let n = next { r.themeStrings.append(n); i += 1 }
            default: break
            }
            i += 1
        }
        return r
    }

    /// The options the file set that today's flag readers carry, as rofi's own flags, to go before
    /// the user's (which, read later, win): `dmenu` for `-dmenu`, else those of `-show`.
    public func carriedFlags(userArguments args: [String], dmenu: Bool) -> [String] {
        let dmenuOptions = ["font", "location", "xoffset", "yoffset", "show-icons", "sort", "sorting-method", "matching",
                            "matching-negate-char", "filter", "m", "monitor", "dpi", "sidebar-mode"]
        let showOptions = ["modi", "switchers", "combi-modi", "terminal", "show-icons", "case-sensitive", "drun-match-fields",
                           "drun-show-actions", "window-format", "location", "xoffset", "yoffset", "font", "matching", "dpi",
                           "sidebar-mode", "ssh-client", "ssh-command", "parse-hosts", "parse-known-hosts"]
        var words: [String] = []
        for name in dmenu ? dmenuOptions : showOptions {
            guard let value = configuration.fileValue(name) else { continue }
            let flag = "-" + (name == "monitor" ? "m" : name == "switchers" ? "modi" : name)
            switch value {
            case let .boolean(b):
                if args.contains("-" + name) || args.contains("-no-" + name) { continue }
                words.append(b ? "-" + name : "-no-" + name)
            case let .string(s): words += [flag, s]
            case let .integer(n): words += [flag, String(n)]
            case let .character(c): words += [flag, String(c)]
            default: break
            }
        }
        if dmenu {
            for n in 1...19 {
                if let keys = configuration.fileValue("kb-custom-\(n)"), case let .string(s) = keys { words += ["-kb-custom-\(n)", s] }
            }
        }
        return words
    }

    /// The pick's key table (`PickSpec.keyBindings`) when the user changed any binding; empty while
    /// rofi's defaults stand, so the pick keeps its built-in keys.
    public var pickKeyBindings: [String: String] {
        configuration.bindings == RofiKeyBindings() ? [:] : RofiKeyActions.table(configuration.bindings)
    }

    /// `rofi: key binding NAME is not carried: WHY` for each binding the user set that the pick has no action for.
    public var notCarriedBindingLines: [String] {
        RofiKeyBindings.table.compactMap { entry in
            let keys = configuration.bindings.keys[entry.name] ?? entry.defaultKeys
            guard keys != entry.defaultKeys, !keys.isEmpty, let why = RofiKeyActions.notCarried[entry.name] else { return nil }
            return "rofi: key binding \(entry.name) is not carried: \(why)"
        }
    }
}

/// No files at all: for rofi's built-in text alone.
struct RasiNoFiles: RasiFileSystem {
    func exists(_ path: String) -> Bool { false }
    func isRegularFile(_ path: String) -> Bool { false }
    func read(_ path: String) -> Result<String, RasiLoadFailure> { .failure(RasiLoadFailure(path: path, reason: "No such file or directory")) }
    var currentDirectory: String { "/" }
}

// RasiLoader: rofi 1.7.3's order of reading a theme — its default configuration and theme, the
// system's rofi.rasi, config.rasi (or -config), -theme (a reset), then each -theme-str — and where it finds a name.

/// Everything read so far, as rofi keeps it in its globals.
public struct RasiLoad: Sendable {
    /// The theme, before `@media` is applied for a monitor; nil once a file failed (rofi drops the theme then).
    public var theme: RasiTheme? = RasiTheme()
    /// `configuration {}` options in the order read: a later one wins.
    public var options: [RasiOption] = []
    /// `configuration { timeout { … } filebrowser { … } }`.
    public var configurationGroups = RasiWidget(name: "Root")
    /// What rofi's error window would list; any makes rofi exit 65.
    public var problems: [RasiProblem] = []
    /// The files read, in order.
    public var files: [String] = []

    public init() {}
}

/// What `rofi` was asked on its command line about its config and theme.
public struct RasiRequest: Hashable, Sendable {
    /// `-config FILE`.
    public var configFile: String?
    /// `-no-config`: neither the system's nor the user's file is read.
    public var noConfig = false
    /// `-no-default-config`: rofi's built-in configuration (and so its default theme) is not read.
    public var noDefaultConfig = false
    /// `-theme NAME`.
    public var theme: String?
    /// Each `-theme-str`, in order.
    public var themeStrings: [String] = []

    public init(configFile: String? = nil, noConfig: Bool = false, noDefaultConfig: Bool = false,
                theme: String? = nil, themeStrings: [String] = []) {
        self.configFile = configFile; self.noConfig = noConfig; self.noDefaultConfig = noDefaultConfig
        self.theme = theme; self.themeStrings = themeStrings
    }
}

public struct RasiLoader {
    public var files: any RasiFileSystem
    public var paths: RasiSearchPaths
    public var environment: [String: String]

    /// rofi's built-in configuration: the timeout and file browser groups, then `@theme "default"`.
    public static let defaultConfiguration = """
        configuration {
            timeout {
                delay: 0;
                action: "kb-cancel";
            }
            filebrowser {
                sorting-method:    "name";
                directories-first: true;
            }
        }
        @theme "default"
        """

    public init(files: any RasiFileSystem, paths: RasiSearchPaths, environment: [String: String]) {
        self.files = files; self.paths = paths; self.environment = environment
    }

    /// The whole of rofi's start: built-in configuration, system file, user file, `-theme`, `-theme-str`.
    public func load(_ request: RasiRequest) -> RasiLoad {
        var load = RasiLoad()
        if !request.noDefaultConfig { parseString(Self.defaultConfiguration, into: &load) }
        if !request.noConfig {
            var foundSystem = false
            for dir in paths.systemConfigDirs where !foundSystem {
                let path = RasiPath.join(dir, "rofi.rasi")
                if files.isRegularFile(path) { parseFile(path, into: &load); foundSystem = true }
            }
            if !foundSystem {
                let path = RasiPath.join(paths.sysconfDir, "rofi.rasi")
                if files.isRegularFile(path) { parseFile(path, into: &load) }
            }
            if let path = configPath(request), files.isRegularFile(path) {
                if !parseFile(path, into: &load) { load.theme = nil }
            }
        }
        if let theme = request.theme {
            load.theme = RasiTheme()
            if !parseFile(theme, into: &load) { load.theme = nil }
        }
        for text in request.themeStrings where !parseString(text, into: &load) { load.theme = nil }
        return load
    }

    /// `-config FILE` (with `~`), else `$XDG_CONFIG_HOME/rofi/config.rasi`.
    public func configPath(_ request: RasiRequest) -> String? {
        if let file = request.configFile { return RasiPath.expand(file, home: paths.home) }
        return RasiPath.join(paths.configHome, "rofi", "config.rasi")
    }

    /// helper_get_theme_path: the name as a path if something is there, else `NAME[.rasi]` in the
    /// user's rofi themes and config folders, the user's data folder, then rofi's own themes; else the bare file name.
    public func themePath(_ name: String) -> String {
        let expanded = RasiPath.expand(name, home: paths.home)
        if files.exists(expanded) { return expanded }
        let file = name.hasSuffix(".rasi") ? name : name + ".rasi"
        for dir in [RasiPath.join(paths.configHome, "rofi", "themes"), RasiPath.join(paths.configHome, "rofi"),
                    RasiPath.join(paths.dataHome, "rofi", "themes"), paths.themeDir] {
            let candidate = RasiPath.join(dir, file)
            if files.exists(candidate) { return candidate }
        }
        return file
    }

    /// rofi_theme_parse_prepare_file: a relative name is taken from the importing file's folder, and made absolute.
    public func preparedPath(_ found: String, parent: String?) -> String {
        var path = RasiPath.expand(found, home: paths.home)
        if let parent, !path.hasPrefix("/") { path = RasiPath.join(RasiPath.directory(of: parent), path) }
        return RasiPath.absolute(path, base: files.currentDirectory)
    }

    /// Parses a file named as rofi's -theme names one; false when it could not be opened or parsed.
    @discardableResult
    public func parseFile(_ name: String, into load: inout RasiLoad) -> Bool {
        let path = preparedPath(themePath(name), parent: nil)
        switch files.read(path) {
        case let .failure(failure):
            load.problems.append(.open(failure))
            return false
        case let .success(text):
            load.files.append(path)
            return parse(text, file: path, what: name, into: &load)
        }
    }

    /// Parses `-theme-str` text; false when it has an error.
    @discardableResult
    public func parseString(_ text: String, into load: inout RasiLoad) -> Bool {
        parse(text, file: nil, what: text, into: &load)
    }

    private func parse(_ text: String, file: String?, what: String, into load: inout RasiLoad) -> Bool {
        let context = RasiScanContext(environment: environment) { name, parent in
            let path = preparedPath(themePath(name), parent: parent)
            return files.read(path).map { (path, $0) }
        }
        var parser = RasiParser(text: text, file: file, what: what, context: context)
        do {
            let output = try parser.parse()
            load.problems += output.failures.map(RasiProblem.open)
            load.files += output.files
            load.options += output.options
            for group in output.configurationGroups.children { load.configurationGroups.merge(child: group, atRoot: false) }
            var theme = output.resetsTheme ? RasiTheme() : (load.theme ?? RasiTheme())
            for name in output.theme.propertyOrder { if let v = output.theme.properties[name] { theme.root.set(name, v) } }
            for child in output.theme.children { theme.root.merge(child: child, atRoot: true) }
            load.theme = theme
            return true
        } catch let error as RasiParseError {
            load.problems += parser.scanner.failures.map(RasiProblem.open)
            load.problems.append(.parse(error))
            return false
        } catch {
            return false
        }
    }
}

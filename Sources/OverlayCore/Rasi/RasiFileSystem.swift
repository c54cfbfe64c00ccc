// RasiFileSystem: the file access the rasi loader needs, handed in (Core reads no file itself).

/// What the loader asks of the disk.
public protocol RasiFileSystem {
    /// Whether anything is at `path` (relative paths from the current directory).
    func exists(_ path: String) -> Bool
    /// Whether `path` is a regular file (rofi reads config files only then).
    func isRegularFile(_ path: String) -> Bool
    /// The file's text, or strerror's words for why it cannot be opened.
    func read(_ path: String) -> Result<String, RasiLoadFailure>
    /// The directory relative paths are taken from.
    var currentDirectory: String { get }
}

/// Where rofi 1.7.3 looks: the XDG folders as GLib reads them from the caller's environment.
public struct RasiSearchPaths: Hashable, Sendable {
    public var home: String
    /// `$XDG_CONFIG_HOME`, else `~/.config`.
    public var configHome: String
    /// `$XDG_DATA_HOME`, else `~/.local/share`.
    public var dataHome: String
    /// `$XDG_CONFIG_DIRS`, else `/etc/xdg`: where `rofi.rasi` of the system is looked for.
    public var systemConfigDirs: [String]
    /// rofi's own themes (its THEME_DIR).
    public var themeDir: String
    /// Where rofi looks when no system config dir holds `rofi.rasi` (SYSCONFDIR).
    public var sysconfDir: String

    public init(home: String, configHome: String, dataHome: String, systemConfigDirs: [String],
                themeDir: String = "/usr/share/rofi/themes", sysconfDir: String = "/etc") {
        self.home = home; self.configHome = configHome; self.dataHome = dataHome
        self.systemConfigDirs = systemConfigDirs; self.themeDir = themeDir; self.sysconfDir = sysconfDir
    }

    /// From an environment as GLib's g_get_user_config_dir and friends read it (empty counts as unset).
    public init(environment: [String: String], themeDir: String = "/usr/share/rofi/themes") {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let home = value("HOME") ?? "/"
        let dirs = value("XDG_CONFIG_DIRS")?.split(separator: ":").map(String.init) ?? ["/etc/xdg"]
        self.init(home: home, configHome: value("XDG_CONFIG_HOME") ?? RasiPath.join(home, ".config"),
                  dataHome: value("XDG_DATA_HOME") ?? RasiPath.join(home, ".local/share"),
                  systemConfigDirs: dirs, themeDir: themeDir)
    }
}

/// Path arithmetic as GLib does it for rofi: joining, dirname, `~` and making a path absolute.
public enum RasiPath {
    public static func join(_ parts: String...) -> String { join(parts) }

    public static func join(_ parts: [String]) -> String {
        var out = ""
        for part in parts where !part.isEmpty {
            if out.isEmpty { out = part; continue }
            let left = out.hasSuffix("/") ? String(out.dropLast()) : out
            let right = part.hasPrefix("/") ? String(part.dropFirst()) : part
            out = left + "/" + right
        }
        return out
    }

    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }

    /// rofi_expand_path: a leading `~` or `~/` is the home folder.
    public static func expand(_ path: String, home: String) -> String {
        if path == "~" { return home }
        if path.hasPrefix("~/") { return join(home, String(path.dropFirst(2))) }
        return path
    }

    /// GFile's path: absolute from `base`, with `.` and `..` taken out.
    public static func absolute(_ path: String, base: String) -> String {
        let full = path.hasPrefix("/") ? path : join(base, path)
        var parts: [Substring] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}

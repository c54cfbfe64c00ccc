// ConfigLoader: finds config.toml along the XDG base directories and reads it.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import OverlayCore
import OverlaySystem

/// Where the config file is looked for, and reading it from disk.
public enum ConfigLoader {
    /// Files larger than this are refused rather than read.
    public static let maxFileBytes = 1 << 20

    /// The paths tried, in order: `$XDG_CONFIG_HOME/overlayd/config.toml` (default
    /// `$HOME/.config`), then `DIR/overlayd/config.toml` for each directory of
    /// `$XDG_CONFIG_DIRS` (default `/etc/xdg`). Relative directories are ignored, as the XDG
    /// Base Directory specification asks.
    public static func candidates(environment: [String: String]) -> [String] {
        var dirs: [String] = []
        if let home = environment["XDG_CONFIG_HOME"], home.hasPrefix("/") {
            dirs.append(home)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            dirs.append(home == "/" ? "/.config" : home + "/.config")
        }
        let system = environment["XDG_CONFIG_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/etc/xdg"
        dirs += system.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        return dirs.map { dir in
            let trimmed = dir.count > 1 && dir.hasSuffix("/") ? String(dir.dropLast()) : dir
            return trimmed + "/overlayd/config.toml"
        }
    }

    /// The first candidate that exists, or nil: then the built-in defaults apply. A file
    /// that exists but cannot be read is still returned, so that loading it reports why.
    public static func locate(environment: [String: String]) -> String? {
        candidates(environment: environment).first { path in
            var st = stat()
            return stat(path, &st) == 0 && (st.st_mode & S_IFMT) != S_IFDIR
        }
    }

    /// Reads and parses the file at `path`; errors name it as given.
    public static func load(path: String, presetCheck: PresetCheck? = nil) throws(ConfigError) -> Config {
        let text = try contents(of: path)
        return try ConfigParser.parse(text: text, file: path, presetCheck: presetCheck)
    }

    /// The located file's config and its path, or `Config.defaults` and nil when there is none.
    public static func loadFromEnvironment(
        _ environment: [String: String], presetCheck: PresetCheck? = nil
    ) throws(ConfigError) -> (config: Config, path: String?) {
        guard let path = locate(environment: environment) else { return (Config.defaults, nil) }
        return (try load(path: path, presetCheck: presetCheck), path)
    }

    /// The file's text: UTF-8, at most `maxFileBytes`.
    static func contents(of path: String) throws(ConfigError) -> String {
        let read: [UInt8]?
        do { read = try FileContents.read(path, limit: maxFileBytes) } catch {
            switch error.step {
            case .open: throw ConfigError(file: path, line: 0, message: "cannot open: \(error.reason)")
            case .read: throw ConfigError(file: path, line: 0, message: "cannot read: \(error.reason)")
            case .tooLarge: throw ConfigError(file: path, line: 0, message: "file too large (over \(maxFileBytes) bytes)")
            }
        }
        guard let bytes = read else {
            throw ConfigError(file: path, line: 0, message: "cannot open: \(String(cString: strerror(ENOENT)))")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigError(file: path, line: 0, message: "not valid UTF-8")
        }
        return text
    }
}

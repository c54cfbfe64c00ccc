// DesktopFileID: a desktop file's id (Desktop Entry Specification): its path below an
// `applications/` folder with `/` turned into `-` (`kde4/foo.desktop` is `kde4-foo.desktop`).

public enum DesktopFileID {
    /// The id of the file at `relativePath` below an applications folder; nil when it is no
    /// `.desktop` file.
    public static func id(relativePath: String) -> String? {
        guard relativePath.hasSuffix(".desktop"), relativePath.count > 8 else { return nil }
        return String(relativePath.map { $0 == "/" ? "-" : $0 })
    }

    /// The `applications` folders to read, the user's first: `$XDG_DATA_HOME` (default
    /// `~/.local/share`), then each of `$XDG_DATA_DIRS` (default `/usr/local/share:/usr/share`).
    public static func applicationDirectories(environment: [String: String]) -> [String] {
        var dirs: [String] = []
        if let home = environment["XDG_DATA_HOME"], home.hasPrefix("/") {
            dirs.append(home)
        } else if let home = environment["HOME"], !home.isEmpty {
            dirs.append(home + "/.local/share")
        }
        let system = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        dirs += system.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        var seen = Set<String>()
        return dirs.map { ($0.hasSuffix("/") ? String($0.dropLast()) : $0) + "/applications" }.filter { seen.insert($0).inserted }
    }
}

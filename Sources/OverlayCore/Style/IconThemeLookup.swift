// IconThemeLookup: finds the file for an icon name by the freedesktop Icon Theme
// Specification: the chosen theme, its parents (Inherits), hicolor, then the pixmaps folder;
// the directory whose size and scale match, else the nearest.

/// What the lookup needs from the file system (a fake in tests, real files in the loader).
public protocol IconThemeFiles {
    /// The text of a file, nil when it cannot be read.
    func contents(of path: String) -> String?
    /// Whether a regular file is there.
    func exists(_ path: String) -> Bool
}

/// The lookup for one user: base folders and theme, with each theme's index read once.
/// Not thread-safe: one per loader thread.
public final class IconThemeLookup {
    /// Where themes are, in the order of the specification (earlier wins).
    public let baseDirectories: [String]
    /// Fallback folders for icons outside themes.
    public let pixmapDirectories: [String]
    private let files: IconThemeFiles
    private var indexes: [String: IconThemeIndex?] = [:]
    static let extensions = ["png", "svg", "xpm"]

    public init(baseDirectories: [String], pixmapDirectories: [String] = ["/usr/share/pixmaps"], files: IconThemeFiles) {
        self.baseDirectories = baseDirectories
        self.pixmapDirectories = pixmapDirectories
        self.files = files
    }

    /// The base folders for `environment`: `$XDG_DATA_HOME/icons`, `~/.icons`, then
    /// `icons` in each of `$XDG_DATA_DIRS` (default `/usr/local/share:/usr/share`).
    public static func baseDirectories(environment env: [String: String]) -> [String] {
        let home = env["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        var dirs: [String] = []
        if let data = env["XDG_DATA_HOME"], data.hasPrefix("/") {
            dirs.append(data + "/icons")
        } else if let home {
            dirs.append(home + "/.local/share/icons")
        }
        if let home { dirs.append(home + "/.icons") }
        let shared = (env["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").filter { $0.hasPrefix("/") }
        dirs += shared.map { String($0) + "/icons" }
        var seen = Set<String>()
        return dirs.filter { seen.insert($0).inserted }
    }

    /// The file for `name` at `size` pixels and `scale`, searching `theme` first (nil or
    /// unknown: hicolor alone). Nil when no theme and no pixmap folder has it.
    public func find(_ name: String, size: Int, scale: Int = 1, theme: String?) -> String? {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        var visited = Set<String>()
        if let theme, !theme.isEmpty, let hit = find(name, size: size, scale: scale, in: theme, visited: &visited) { return hit }
        if let hit = find(name, size: size, scale: scale, in: "hicolor", visited: &visited) { return hit }
        for dir in pixmapDirectories {
            for ext in Self.extensions where files.exists("\(dir)/\(name).\(ext)") { return "\(dir)/\(name).\(ext)" }
        }
        return nil
    }

    /// FindIconHelper: the theme, then its parents depth first (each theme once).
    private func find(_ name: String, size: Int, scale: Int, in theme: String, visited: inout Set<String>) -> String? {
        guard visited.insert(theme).inserted, let index = index(of: theme) else { return nil }
        if let hit = lookup(name, size: size, scale: scale, theme: theme, index: index) { return hit }
        for parent in index.inherits {
            if let hit = find(name, size: size, scale: scale, in: parent, visited: &visited) { return hit }
        }
        return nil
    }

    /// LookupIcon: an exact match of size and scale, else the nearest directory.
    private func lookup(_ name: String, size: Int, scale: Int, theme: String, index: IconThemeIndex) -> String? {
        let roots = baseDirectories.map { "\($0)/\(theme)" }
        for dir in index.directories where dir.matches(size: size, scale: scale) {
            for root in roots {
                for ext in Self.extensions where files.exists("\(root)/\(dir.path)/\(name).\(ext)") {
                    return "\(root)/\(dir.path)/\(name).\(ext)"
                }
            }
        }
        var best: (distance: Int, path: String)?
        for dir in index.directories {
            let d = dir.distance(size: size, scale: scale)
            if let b = best, d >= b.distance { continue }
            for root in roots {
                if let ext = Self.extensions.first(where: { files.exists("\(root)/\(dir.path)/\(name).\($0)") }) {
                    best = (d, "\(root)/\(dir.path)/\(name).\(ext)")
                    break
                }
            }
        }
        return best?.path
    }

    /// The theme's index: the first base folder that has `THEME/index.theme`.
    private func index(of theme: String) -> IconThemeIndex? {
        if let cached = indexes[theme] { return cached }
        let index = baseDirectories.lazy.compactMap { self.files.contents(of: "\($0)/\(theme)/index.theme") }.first
            .map(IconThemeIndex.init(parsing:))
        indexes[theme] = .some(index)
        return index
    }
}

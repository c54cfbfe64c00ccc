// RasiPictures: where a theme's `background-image: url("…")` pictures are, found as rofi 1.7.3 finds
// a picture that is not an absolute path (helper_get_theme_path): as given (`~` expanded, from the
// current directory), then in the user's rofi themes and rofi folders, their data folder's rofi
// themes, and rofi's own themes. The client resolves them, so the daemon is handed whole paths.

extension RasiTheme {
    /// The theme with each `url()` picture's path made absolute where a file is found (kept as it is
    /// where none is, as rofi keeps the name).
    public func resolvingPictures(_ paths: RasiSearchPaths, files: any RasiFileSystem) -> RasiTheme {
        var copy = self
        Self.resolve(&copy.root) { name in RasiPictures.find(name, paths: paths, files: files) }
        return copy
    }

    private static func resolve(_ w: inout RasiWidget, _ find: (String) -> String?) {
        for (name, value) in w.properties {
            if case let .image(.url(path, scale)) = value, let found = find(path) { w.properties[name] = .image(.url(found, scale: scale)) }
        }
        for i in w.children.indices { resolve(&w.children[i], find) }
    }
}

public enum RasiPictures {
    /// The picture's absolute path, nil when no candidate exists.
    public static func find(_ name: String, paths: RasiSearchPaths, files: any RasiFileSystem) -> String? {
        if name.hasPrefix("/") { return name }
        let expanded = name.hasPrefix("~") ? RasiPath.join(paths.home, String(name.drop { $0 != "/" })) : name
        let given = expanded.hasPrefix("/") ? expanded : RasiPath.join(files.currentDirectory, expanded)
        let candidates = [given, RasiPath.join(paths.configHome, "rofi", "themes", name), RasiPath.join(paths.configHome, "rofi", name),
                          RasiPath.join(paths.dataHome, "rofi", "themes", name), RasiPath.join(paths.themeDir, name)]
        return candidates.first(where: files.exists)
    }
}

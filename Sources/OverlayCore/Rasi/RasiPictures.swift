// RasiPictures: where a theme's `background-image: url("…")` pictures are, found as rofi 1.7.3's icon
// fetcher finds a picture that is not an absolute path: an icon of the icon theme by that name first,
// then, for a name with a dot, a file (helper_get_theme_path): as given (`~` expanded, from the current
// directory), then in the user's rofi themes and rofi folders, their data folder's rofi themes, and
// rofi's own themes. The client resolves them, so the daemon is handed whole paths.

extension RasiTheme {
    /// The theme with each `url()` picture's path made absolute where a file is found (kept as it is
    /// where none is, as rofi keeps the name); `icon` finds a name in the icon theme.
    public func resolvingPictures(_ paths: RasiSearchPaths, files: any RasiFileSystem,
                                  icon: (String) -> String? = { _ in nil }) -> RasiTheme {
        var copy = self
        Self.resolve(&copy.root) { name in RasiPictures.find(name, paths: paths, files: files, icon: icon) }
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
    /// The picture's absolute path, nil when no candidate exists. `icon` looks a name up in the icon theme
    /// (rofi-icon-fetcher.c's nk_xdg_theme_get_icon), which comes first; only a name with a dot in it is
    /// then looked for as a file.
    public static func find(_ name: String, paths: RasiSearchPaths, files: any RasiFileSystem,
                            icon: (String) -> String? = { _ in nil }) -> String? {
        if name.hasPrefix("/") { return name }
        if let found = icon(name) { return found }
        guard name.contains(".") else { return nil }
        let expanded = name.hasPrefix("~") ? RasiPath.join(paths.home, String(name.drop { $0 != "/" })) : name
        let given = expanded.hasPrefix("/") ? expanded : RasiPath.join(files.currentDirectory, expanded)
        let candidates = [given, RasiPath.join(paths.configHome, "rofi", "themes", name), RasiPath.join(paths.configHome, "rofi", name),
                          RasiPath.join(paths.dataHome, "rofi", "themes", name), RasiPath.join(paths.themeDir, name)]
        return candidates.first(where: files.exists)
    }
}

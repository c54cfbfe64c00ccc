// SystemTreeBench: `overlaybench system-tree DIR` writes a desktop shaped like a distribution's
// for `scripts/bench launcher-cold`: applications over four data folders (the user's, a
// system's 2,600 with a kde4/ subfolder, /usr/local's and Flatpak's exports; some shadowing
// others' ids), translated into 20 to 80 languages as GNOME's and KDE's files are, with actions,
// NoDisplay mime handlers, OnlyShowIn/NotShowIn, TryExec, links and hidden overrides; an icon
// theme's folders of PNGs and SVGs; and four PATH folders of 3,200 programs (some symlinks, a
// few not executable). It prints the XDG_DATA_HOME, XDG_DATA_DIRS and PATH that name it.
#if canImport(Glibc)
import Glibc
#endif

func runSystemTree(_ args: [String]) -> Never {
    guard args.count == 1, args[0].hasPrefix("/") else { fail("usage: overlaybench system-tree DIR (absolute)") }
    let top = args[0]
    let home = top + "/home/.local/share", system = top + "/usr/share", local = top + "/usr/local/share",
        flatpak = top + "/var/lib/flatpak/exports/share"
    let languages = ["af", "ar", "ast", "be", "bg", "bn", "bs", "ca", "ca@valencia", "cs", "cy", "da", "de", "el", "en_GB", "eo",
                     "es", "et", "eu", "fa", "fi", "fr", "ga", "gl", "gu", "he", "hi", "hr", "hu", "id", "is", "it", "ja", "ka",
                     "kk", "km", "kn", "ko", "lt", "lv", "mk", "ml", "mr", "ms", "nb", "nds", "ne", "nl", "nn", "oc", "pa", "pl",
                     "pt", "pt_BR", "ro", "ru", "si", "sk", "sl", "sq", "sr", "sr@latin", "sv", "ta", "te", "th", "tr", "ug",
                     "uk", "vi", "zh_CN", "zh_HK", "zh_TW", "ia", "ie", "fur", "hy", "az", "lb", "ky"]
    let words = ["Text", "Image", "Sound", "Video", "Mail", "Chat", "Office", "Game", "Terminal", "Files", "Web", "Notes",
                 "Calendar", "Maps", "Music", "Photo", "Draw", "Code", "Disk", "Monitor", "Scanner", "Printer", "Clock", "Weather"]

    /// One application's file, its size and oddities chosen by `i` so every run writes the same tree.
    func desktopFile(_ i: Int, _ name: String) -> String {
        let word = words[i % words.count]
        let translated = languages.prefix(i % 3 == 0 ? 80 : i % 3 == 1 ? 40 : 20)
        var text = "[Desktop Entry]\nVersion=1.0\nType=\(i % 97 == 5 ? "Link" : "Application")\n"
        text += translatedKey("Name", name, translated) { "\(name) (\($0))" }
        text += translatedKey("GenericName", "\(word) Application", translated) { "\(word) \($0)" }
        text += translatedKey("Comment", "Work with \(word.lowercased()) things, number \(i)", translated) {
            "Arbeiten mit \(word.lowercased()) \(i) \($0)"
        }
        text += translatedKey("Keywords", "\(word.lowercased());tool\(i);utility;", translated.prefix(30)) {
            "\(word.lowercased())-\($0);werkzeug\(i);"
        }
        text += "Categories=Utility;\(word);GTK;\nMimeType=text/plain;image/png;application/x-\(word.lowercased())-\(i);\n"
        text += "Exec=\(word.lowercased())-tool-\(i) %U\nIcon=\(word.lowercased())-\(i % 400)\nTerminal=\(i % 41 == 0)\n"
        text += "StartupNotify=true\nStartupWMClass=\(word)Tool\(i)\n"
        if i % 97 == 5 { text += "URL=https://example.org/\(i)\n" }
        // Mime handlers and helpers that menus hide; desktop-specific ones.
        if i % 5 == 4 { text += "NoDisplay=true\n" }
        if i % 23 == 0 { text += "OnlyShowIn=KDE;\n" }
        if i % 29 == 0 { text += "NotShowIn=GNOME;\n" }
        if i % 31 == 0 { text += "TryExec=\(i % 2 == 0 ? "tool-\(i)" : "missing-tool-\(i)")\n" }
        if i % 37 == 0 { text += "DBusActivatable=true\n" }
        if i % 7 == 0 {
            text += "Actions=new-window;preferences;\n\n[Desktop Action new-window]\n"
            text += translatedKey("Name", "New Window", translated) { "Neues Fenster \($0)" }
            text += "Exec=\(word.lowercased())-tool-\(i) --new-window\n\n[Desktop Action preferences]\n"
            text += translatedKey("Name", "Preferences", translated) { "Einstellungen \($0)" }
            text += "Exec=\(word.lowercased())-tool-\(i) --preferences\n"
        }
        return text
    }
    func write(_ path: String, _ text: String, mode: mode_t = 0o644) {
        guard let f = fopen(path, "w") else { fail("cannot write \(path)") }
        fputs(text, f)
        fclose(f)
        chmod(path, mode)
    }
    func folder(_ path: String) {
        var built = ""
        for part in path.split(separator: "/") {
            built += "/" + part
            if mkdir(built, 0o755) != 0 && errno != EEXIST { fail("cannot create \(built)") }
        }
    }

    // Applications: the system's 2,600 (a tenth in kde4/), /usr/local's 200, Flatpak's 150 and
    // the user's 120, of which 40 shadow a system id (a user's edited copy or a Hidden override).
    for (root, range) in [(system, 0..<2600), (local, 2600..<2800), (flatpak, 2800..<2950)] {
        folder(root + "/applications/kde4")
        for i in range {
            let sub = i < 2600 && i % 10 == 9 ? "/kde4" : ""
            write(root + "/applications\(sub)/app-\(i).desktop", desktopFile(i, "\(words[i % words.count]) Tool \(i)"))
        }
    }
    folder(home + "/applications")
    for i in 0..<120 {
        let shadowed = i < 40 ? i * 13 : 3000 + i
        var text = desktopFile(shadowed, "Own \(words[i % words.count]) \(i)")
        if i % 8 == 0 { text = "[Desktop Entry]\nType=Application\nName=Gone\nHidden=true\n" }
        write(home + "/applications/app-\(shadowed).desktop", text)
    }
    // An icon theme (read only for the rows shown, with -show-icons).
    let icons = system + "/icons/hicolor"
    folder(icons)
    write(icons + "/index.theme", "[Icon Theme]\nName=Hicolor\nDirectories=16x16/apps,32x32/apps,48x48/apps,scalable/apps\n"
          + "\n[16x16/apps]\nSize=16\nType=Fixed\n\n[32x32/apps]\nSize=32\nType=Fixed\n\n[48x48/apps]\nSize=48\nType=Fixed\n"
          + "\n[scalable/apps]\nSize=48\nMinSize=8\nMaxSize=512\nType=Scalable\n")
    // A 1×1 PNG.
    let png: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
                        8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf,
                        0xc0, 0xf0, 0x1f, 0, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44,
                        0xae, 0x42, 0x60, 0x82]
    for size in ["16x16", "32x32", "48x48"] {
        folder(icons + "/\(size)/apps")
        for i in 0..<400 {
            let path = icons + "/\(size)/apps/\(words[i % words.count].lowercased())-\(i).png"
            guard let f = fopen(path, "w") else { fail("cannot write \(path)") }
            _ = png.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
            fclose(f)
        }
    }
    folder(icons + "/scalable/apps")
    for i in 0..<400 {
        write(icons + "/scalable/apps/\(words[i % words.count].lowercased())-\(i).svg",
              "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"48\" height=\"48\"><rect width=\"48\" height=\"48\" fill=\"#3a7\"/></svg>\n")
    }
    // PATH: the user's bin, /usr/local/bin, /usr/bin's 2,600 and /usr/games; some programs are
    // symlinks to others, a few files are not executable.
    let bins = [top + "/home/.local/bin", top + "/usr/local/bin", top + "/usr/bin", top + "/usr/games"]
    let counts = [150, 250, 2600, 200]
    var n = 0
    for (dir, count) in zip(bins, counts) {
        folder(dir)
        for _ in 0..<count {
            let path = dir + "/tool-\(n)"
            if n % 11 == 3, n > 0 {
                if symlink("tool-\(n - 1)", path) != 0 { fail("cannot link \(path)") }
            } else {
                write(path, "#!/bin/sh\nexit 0\n", mode: n % 53 == 0 ? 0o644 : 0o755)
            }
            n += 1
        }
    }
    print("XDG_DATA_HOME=\(home)")
    print("XDG_DATA_DIRS=\(local):\(system):\(flatpak)")
    print("PATH=\(bins.joined(separator: ":")):/usr/bin:/bin")
    exit(0)
}

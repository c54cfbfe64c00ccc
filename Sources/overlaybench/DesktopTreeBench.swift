// DesktopTreeBench: `overlaybench desktop-tree DIR N` writes N desktop files under
// DIR/applications (a tenth in a kde4/ subfolder), shaped like a distribution's: a Name,
// GenericName and Comment each in 20 languages, Keywords, Categories, Exec with a field code,
// an Icon; a few NoDisplay. `scripts/bench launcher` times `rofi -show drun` and ours over it
// with `overlaybench pick 0 KEYS -- …` (spawn → painted, key → repaint).
#if canImport(Glibc)
import Glibc
#endif

func runDesktopTree(_ args: [String]) -> Never {
    guard args.count == 2, let n = Int(args[1]), n > 0 else { fail("usage: overlaybench desktop-tree DIR N") }
    let apps = args[0] + "/applications"
    for dir in [args[0], apps, apps + "/kde4"] where mkdir(dir, 0o755) != 0 && errno != EEXIST { fail("cannot create \(dir)") }
    let languages = ["de", "fr", "es", "it", "pt_BR", "nl", "sv", "da", "fi", "nb", "pl", "cs", "hu", "ru", "uk", "ja", "zh_CN",
                     "ko", "tr", "el"]
    let words = ["Text", "Image", "Sound", "Video", "Mail", "Chat", "Office", "Game", "Terminal", "Files", "Web", "Notes",
                 "Calendar", "Maps", "Music", "Photo", "Draw", "Code", "Disk", "Monitor"]
    for i in 0..<n {
        let word = words[i % words.count]
        let name = "\(word) Tool \(i)"
        var text = "[Desktop Entry]\nType=Application\nVersion=1.0\n" + translatedKey("Name", name, languages) { "\(name) (\($0))" }
        text += translatedKey("GenericName", "\(word) Application", languages) { "\(word) Anwendung \($0)" }
        text += translatedKey("Comment", "Work with \(word.lowercased()) things, number \(i)", languages) {
            "Arbeiten mit \(word.lowercased()) \(i) \($0)"
        }
        text += "Keywords=\(word.lowercased());tool\(i);\nCategories=Utility;\(word);\n"
        text += "Exec=\(word.lowercased())-tool-\(i) %U\nIcon=\(word.lowercased())\nTerminal=false\nStartupNotify=true\n"
        if i % 50 == 49 { text += "NoDisplay=true\n" }
        let path = (i % 10 == 9 ? apps + "/kde4" : apps) + "/app-\(i).desktop"
        guard let f = fopen(path, "w") else { fail("cannot write \(path)") }
        fputs(text, f)
        fclose(f)
    }
    exit(0)
}

/// `Key=value`, then a `Key[l]=…` line for each of `languages`: a key translated as
/// distributions' desktop files translate it.
func translatedKey(_ key: String, _ value: String, _ languages: some Sequence<String>, _ translation: (String) -> String) -> String {
    var text = "\(key)=\(value)\n"
    for l in languages { text += "\(key)[\(l)]=\(translation(l))\n" }
    return text
}

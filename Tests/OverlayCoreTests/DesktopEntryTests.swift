// DesktopEntryTests: .desktop files read as the Desktop Entry Specification says: groups,
// escapes, lists, localized names, ids, and which entries a launcher leaves out.
import OverlayCore
import XCTest

final class DesktopEntryTests: XCTestCase {
    let firefox = """
        # a comment
        [Desktop Entry]
        Type=Application
        Name=Firefox
        Name[de]=Feuerfuchs
        Name[de_AT]=Feuerfuchs AT
        GenericName=Web Browser
        GenericName[de]=Webbrowser
        Keywords=Internet;WWW;semi\\;colon;
        Categories=Network;WebBrowser;
        Exec=firefox %u
        Icon=firefox
        Terminal=false
        Actions=new-window;missing;

        [Desktop Action new-window]
        Name=New Window
        Exec=firefox --new-window
        """

    func entry(_ text: String, locale: String = "C", id: String = "a.desktop") -> DesktopEntry? {
        DesktopEntry(DesktopKeyFile(text, locales: DesktopLocale.candidates(locale)), id: id, path: "/x/" + id)
    }

    func testFieldsOfTheDesktopEntryGroupOnly() throws {
        let e = try XCTUnwrap(entry(firefox))
        XCTAssertEqual(e.name, "Firefox")
        XCTAssertEqual(e.genericName, "Web Browser")
        XCTAssertEqual(e.keywords, ["Internet", "WWW", "semi;colon"])
        XCTAssertEqual(e.categories, ["Network", "WebBrowser"])
        XCTAssertEqual(e.exec, "firefox %u", "the action's Exec must not replace the entry's")
        XCTAssertEqual(e.icon, "firefox")
        XCTAssertFalse(e.terminal)
    }

    func testNameIsLocalizedAsTheSpecMatchesLCMessages() throws {
        XCTAssertEqual(entry(firefox, locale: "de_DE.UTF-8")?.name, "Feuerfuchs")
        XCTAssertEqual(entry(firefox, locale: "de_AT.UTF-8@euro")?.name, "Feuerfuchs AT")
        XCTAssertEqual(entry(firefox, locale: "de_DE.UTF-8")?.genericName, "Webbrowser")
        XCTAssertEqual(entry(firefox, locale: "fr_FR.UTF-8")?.name, "Firefox")
        // GLib's order (which rofi reads with), not the spec's: the modifier is kept longer than the territory.
        XCTAssertEqual(DesktopLocale.candidates("sr_YU.UTF-8@Latn"),
                       ["sr_YU.UTF-8@Latn", "sr_YU@Latn", "sr.UTF-8@Latn", "sr@Latn", "sr_YU.UTF-8", "sr_YU", "sr.UTF-8", "sr"])
        XCTAssertEqual(DesktopLocale.candidates(environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR"]), ["fr_FR", "fr", "C"])
        XCTAssertEqual(DesktopLocale.candidates(environment: ["LANG": "de_DE", "LC_ALL": "C"]), ["C"])
        XCTAssertEqual(DesktopLocale.candidates(environment: ["LANG": "C.UTF-8", "LANGUAGE": "pt_BR:de"]), ["pt_BR", "pt", "de", "C"],
                       "GNU's LANGUAGE first, as GLib reads it")
        let serbian = "[Desktop Entry]\nType=Application\nName=N\nName[sr_RS]=Territory\nName[sr@latin]=Latin\nExec=a\n"
        XCTAssertEqual(entry(serbian, locale: "sr_RS.UTF-8@latin")?.name, "Latin")
    }

    /// GLib's key-file parser refuses a file with a line that is no group, key or comment, or
    /// a key before the first group; rofi 1.7.3 then lists nothing of it. Blank and indented
    /// lines are fine.
    func testAFileGLibRefusesIsNoEntry() throws {
        let good = "[Desktop Entry]\nType=Application\nName=A\nExec=a\n"
        XCTAssertNotNil(entry(good + "\n   \n  # indented comment\n  Icon=a\n"))
        XCTAssertNil(entry(good + "not a key\n"), "a line with no =")
        XCTAssertNil(entry(good + "=value\n"), "a key with no name")
        XCTAssertNil(entry("Name=B\n" + good), "a key before the first group")
        XCTAssertNil(entry(good + "[Desktop Action x\nName=X\n"), "a group never closed")
    }

    func testStringEscapes() throws {
        let e = try XCTUnwrap(entry("[Desktop Entry]\nType=Application\nName=A\\sB\\\\C\\tD\nExec=a\n"))
        XCTAssertEqual(e.name, "A B\\C\tD")
    }

    func testIdsOfSubdirectoriesAndFolders() {
        XCTAssertEqual(DesktopFileID.id(relativePath: "kde4/foo.desktop"), "kde4-foo.desktop")
        XCTAssertEqual(DesktopFileID.id(relativePath: "foo.desktop"), "foo.desktop")
        XCTAssertNil(DesktopFileID.id(relativePath: "foo.txt"))
        XCTAssertEqual(DesktopFileID.applicationDirectories(environment: ["HOME": "/h", "XDG_DATA_DIRS": "/a:/b/:relative"]),
                       ["/h/.local/share/applications", "/a/applications", "/b/applications"])
        XCTAssertEqual(DesktopFileID.applicationDirectories(environment: ["XDG_DATA_HOME": "/d"]),
                       ["/d/applications", "/usr/local/share/applications", "/usr/share/applications"])
    }

    func testWhatALauncherLeavesOut() throws {
        let base = "[Desktop Entry]\nType=Application\nName=A\nExec=a\n"
        let found: (String) -> Bool = { $0 == "present" || $0 == "/bin/present" }
        func listed(_ extra: String, desktops: [String] = []) -> Bool {
            entry(base + extra)?.isListed(desktops: desktops, executable: found) ?? false
        }
        XCTAssertTrue(listed(""))
        XCTAssertFalse(listed("NoDisplay=true\n"))
        XCTAssertFalse(listed("Hidden=true\n"))
        XCTAssertTrue(listed("NoDisplay=false\n"))
        XCTAssertFalse(listed("OnlyShowIn=KDE;\n", desktops: ["XFCE"]))
        XCTAssertTrue(listed("OnlyShowIn=KDE;\n"), "no desktop known: shown, as rofi 1.7.3 shows it")
        XCTAssertTrue(listed("OnlyShowIn=KDE;XFCE;\n", desktops: ["ubuntu", "XFCE"]))
        XCTAssertFalse(listed("NotShowIn=GNOME;\n", desktops: ["GNOME"]))
        XCTAssertTrue(listed("NotShowIn=GNOME;\n", desktops: ["KDE"]))
        XCTAssertFalse(listed("TryExec=/nonexistent\n"))
        XCTAssertTrue(listed("TryExec=present\n"))
        XCTAssertTrue(entry("[Desktop Entry]\nType=Link\nName=L\nURL=http://x\n")?.isListed(desktops: [], executable: found) ?? false,
                      "rofi lists a link and opens its URL")
        XCTAssertNil(entry("[Desktop Entry]\nType=Directory\nName=D\n"))
        XCTAssertNil(entry("[Desktop Entry]\nName=No type\nExec=a\n"))
        XCTAssertNil(entry("[Other]\nType=Application\nName=A\nExec=a\n"), "the first group is not Desktop Entry")
        XCTAssertEqual(DesktopEntry.desktops(environment: ["XDG_CURRENT_DESKTOP": "ubuntu:GNOME"]), ["ubuntu", "GNOME"])
    }

    func testHistoryPutsFrequentChoicesFirst() {
        var h = LaunchHistory(text: "2\tb.desktop\nbad line\n")
        h.count("c.desktop")
        XCTAssertEqual(h.ranked(["a.desktop", "b.desktop", "c.desktop", "d.desktop"]), [1, 2, 0, 3])
        h.count("c.desktop"); h.count("c.desktop")
        XCTAssertEqual(h.text, "3\tc.desktop\n2\tb.desktop\n")
        XCTAssertEqual(LaunchHistory(text: h.text), h)
    }

    func testDesktopActionsAreEntriesOfTheirOwn() throws {
        let e = try XCTUnwrap(entry(firefox, locale: "de_DE"))
        XCTAssertEqual(e.actions.map(\.name), ["New Window"], "an action without its group is skipped")
        let a = try XCTUnwrap(e.actions.first)
        XCTAssertEqual(a.id, "a.desktop:new-window")
        XCTAssertEqual(a.exec, "firefox --new-window")
        XCTAssertEqual(a.application, "Feuerfuchs")
        XCTAssertEqual(a.icon, "firefox", "the application's icon when the action has none")
        XCTAssertEqual(LauncherRow(a, fields: LauncherRow.defaultMatchFields).label, "Feuerfuchs - New Window")
    }
}

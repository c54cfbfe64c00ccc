// IconThemeLookupTests: icon names found by the freedesktop Icon Theme Specification, over
// a fake file tree: base-folder order, Inherits, the hicolor fallback, size and scale, pixmaps.
import OverlayCore
import XCTest

/// A file tree in memory: paths to contents.
private struct FakeFiles: IconThemeFiles {
    var files: [String: String]
    func contents(of path: String) -> String? { files[path] }
    func exists(_ path: String) -> Bool { files[path] != nil }
}

final class IconThemeLookupTests: XCTestCase {
    private let hicolorIndex = """
        [Icon Theme]
        Name=Hicolor
        Directories=16x16/apps,48x48/apps,scalable/apps

        [16x16/apps]
        Size=16
        Type=Threshold

        [48x48/apps]
        Size=48
        Type=Fixed

        [scalable/apps]
        Size=128
        MinSize=8
        MaxSize=512
        Type=Scalable
        """

    private func lookup(_ files: [String: String], bases: [String] = ["/home/u/.local/share/icons", "/usr/share/icons"]) -> IconThemeLookup {
        IconThemeLookup(baseDirectories: bases, pixmapDirectories: ["/usr/share/pixmaps"], files: FakeFiles(files: files))
    }

    func testBaseFoldersFollowTheEnvironment() {
        XCTAssertEqual(IconThemeLookup.baseDirectories(environment: ["HOME": "/home/u"]),
                       ["/home/u/.local/share/icons", "/home/u/.icons", "/usr/local/share/icons", "/usr/share/icons"])
        XCTAssertEqual(IconThemeLookup.baseDirectories(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "/d",
                                                                     "XDG_DATA_DIRS": "/a:relative:/b"]),
                       ["/d/icons", "/home/u/.icons", "/a/icons", "/b/icons"])
    }

    func testTheExactSizeWinsThenTheNearest() {
        let l = lookup(["/usr/share/icons/hicolor/index.theme": hicolorIndex,
                        "/usr/share/icons/hicolor/16x16/apps/term.png": "",
                        "/usr/share/icons/hicolor/48x48/apps/term.png": ""])
        XCTAssertEqual(l.find("term", size: 48, theme: nil), "/usr/share/icons/hicolor/48x48/apps/term.png")
        XCTAssertEqual(l.find("term", size: 17, theme: nil), "/usr/share/icons/hicolor/16x16/apps/term.png", "within the threshold")
        XCTAssertEqual(l.find("term", size: 40, theme: nil), "/usr/share/icons/hicolor/48x48/apps/term.png", "nearest")
    }

    func testScalableIconsMatchAnySizeInTheirRange() {
        let l = lookup(["/usr/share/icons/hicolor/index.theme": hicolorIndex,
                        "/usr/share/icons/hicolor/16x16/apps/term.png": "",
                        "/usr/share/icons/hicolor/scalable/apps/term.svg": ""])
        XCTAssertEqual(l.find("term", size: 96, theme: nil), "/usr/share/icons/hicolor/scalable/apps/term.svg")
    }

    func testTheChosenThemeThenItsParentsThenHicolor() {
        let l = lookup([
            "/usr/share/icons/Mine/index.theme": "[Icon Theme]\nInherits=Parent\nDirectories=32/apps\n[32/apps]\nSize=32\n",
            "/usr/share/icons/Parent/index.theme": "[Icon Theme]\nDirectories=apps/32\n[apps/32]\nSize=32\n",
            "/usr/share/icons/hicolor/index.theme": hicolorIndex,
            "/usr/share/icons/Mine/32/apps/own.png": "",
            "/usr/share/icons/Parent/apps/32/inherited.svg": "",
            "/usr/share/icons/hicolor/48x48/apps/own.png": "",
            "/usr/share/icons/hicolor/48x48/apps/fallback.png": "",
            "/usr/share/pixmaps/legacy.xpm": "",
        ])
        XCTAssertEqual(l.find("own", size: 32, theme: "Mine"), "/usr/share/icons/Mine/32/apps/own.png")
        XCTAssertEqual(l.find("inherited", size: 32, theme: "Mine"), "/usr/share/icons/Parent/apps/32/inherited.svg")
        XCTAssertEqual(l.find("fallback", size: 32, theme: "Mine"), "/usr/share/icons/hicolor/48x48/apps/fallback.png")
        XCTAssertEqual(l.find("own", size: 32, theme: nil), "/usr/share/icons/hicolor/48x48/apps/own.png", "no theme: hicolor")
        XCTAssertEqual(l.find("legacy", size: 32, theme: "Mine"), "/usr/share/pixmaps/legacy.xpm")
        XCTAssertNil(l.find("missing", size: 32, theme: "Mine"))
        XCTAssertNil(l.find("../etc/passwd", size: 32, theme: "Mine"), "a name is not a path")
    }

    func testAnInheritanceLoopEnds() {
        let l = lookup(["/usr/share/icons/A/index.theme": "[Icon Theme]\nInherits=B\nDirectories=\n",
                        "/usr/share/icons/B/index.theme": "[Icon Theme]\nInherits=A\nDirectories=\n"])
        XCTAssertNil(l.find("x", size: 16, theme: "A"))
    }

    func testTheUsersFolderIsSearchedFirstWithTheIndexFromAnyBase() {
        // The user's hicolor folder has no index.theme of its own: the system one describes it.
        let l = lookup(["/usr/share/icons/hicolor/index.theme": hicolorIndex,
                        "/home/u/.local/share/icons/hicolor/48x48/apps/app.png": "",
                        "/usr/share/icons/hicolor/48x48/apps/app.png": ""])
        XCTAssertEqual(l.find("app", size: 48, theme: nil), "/home/u/.local/share/icons/hicolor/48x48/apps/app.png")
    }

    func testScaleTwoDirectoriesServeScaleTwo() {
        let index = "[Icon Theme]\nDirectories=24/apps,24@2/apps\n[24/apps]\nSize=24\nType=Fixed\n[24@2/apps]\nSize=24\nScale=2\nType=Fixed\n"
        let l = lookup(["/usr/share/icons/T/index.theme": index,
                        "/usr/share/icons/T/24/apps/a.png": "", "/usr/share/icons/T/24@2/apps/a.png": ""])
        XCTAssertEqual(l.find("a", size: 24, scale: 2, theme: "T"), "/usr/share/icons/T/24@2/apps/a.png")
        XCTAssertEqual(l.find("a", size: 24, scale: 1, theme: "T"), "/usr/share/icons/T/24/apps/a.png")
    }
}

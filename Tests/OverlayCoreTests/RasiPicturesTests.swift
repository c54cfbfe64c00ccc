// RasiPicturesTests: a theme's background pictures are found where rofi 1.7.3 finds them, and a theme
// handed to the daemon as flat text keeps what it draws: a gradient's direction, a picture's path and scale.
import OverlayCore
import XCTest

final class RasiPicturesTests: XCTestCase {
    struct Files: RasiFileSystem {
        var present: Set<String>
        func exists(_ path: String) -> Bool { present.contains(path) }
        func isRegularFile(_ path: String) -> Bool { present.contains(path) }
        func read(_ path: String) -> Result<String, RasiLoadFailure> { .failure(RasiLoadFailure(path: path, reason: "none")) }
        var currentDirectory: String { "/work" }
    }

    let paths = RasiSearchPaths(home: "/h", configHome: "/h/.config", dataHome: "/h/.local/share", systemConfigDirs: ["/etc/xdg"])

    func testAPictureIsFoundWhereRofiLooks() {
        func find(_ name: String, _ present: Set<String>) -> String? { RasiPictures.find(name, paths: paths, files: Files(present: present)) }
        XCTAssertEqual(find("iggy.jpg", ["/usr/share/rofi/themes/iggy.jpg"]), "/usr/share/rofi/themes/iggy.jpg", "rofi's own themes, last")
        XCTAssertEqual(find("iggy.jpg", ["/usr/share/rofi/themes/iggy.jpg", "/h/.config/rofi/themes/iggy.jpg"]), "/h/.config/rofi/themes/iggy.jpg")
        XCTAssertEqual(find("bg.png", ["/work/bg.png", "/h/.config/rofi/bg.png"]), "/work/bg.png", "as given, from the current directory, first")
        XCTAssertEqual(find("~/p/bg.png", ["/h/p/bg.png"]), "/h/p/bg.png")
        XCTAssertEqual(find("/abs.png", []), "/abs.png")
        XCTAssertNil(find("gone.png", []))
    }

    /// A name that is no absolute path is first an icon of the icon theme; only a name with a dot is then a file.
    func testANameIsAnIconOfTheIconThemeFirst() {
        let icons = ["firefox": "/usr/share/icons/hicolor/48x48/apps/firefox.png", "bg.png": "/icons/bg.png"]
        func find(_ name: String, _ present: Set<String>) -> String? {
            RasiPictures.find(name, paths: paths, files: Files(present: present)) { icons[$0] }
        }
        XCTAssertEqual(find("firefox", []), "/usr/share/icons/hicolor/48x48/apps/firefox.png")
        XCTAssertEqual(find("bg.png", ["/work/bg.png"]), "/icons/bg.png", "the icon theme before the current directory")
        XCTAssertNil(find("wallpaper", ["/work/wallpaper", "/h/.config/rofi/themes/wallpaper"]), "no dot: never a file")
        XCTAssertEqual(find("wall.jpg", ["/work/wall.jpg"]), "/work/wall.jpg")
        XCTAssertEqual(find("/abs/firefox", []), "/abs/firefox", "an absolute path is never looked up")
    }

    func testAFlatThemeKeepsGradientDirectionsAndPictures() throws {
        var load = RasiLoad()
        let text = """
            window { background-image: url("bg.png", width); }
            mainbox { background-image: linear-gradient(to bottom, red, blue); }
            listview { background-image: linear-gradient(90deg, red, blue); }
            inputbar { background-image: linear-gradient(to left, red, blue); }
            """
        RasiLoader(files: Files(present: []), paths: paths, environment: [:]).parseString(text, into: &load)
        let theme = try XCTUnwrap(load.theme).resolvingPictures(paths, files: Files(present: ["/h/.config/rofi/bg.png"]))
        let back = try RasiFlatTheme.parse(RasiFlatTheme.text(theme)).get()
        XCTAssertEqual(back.image("background-image", widget: ["window"]), .url("/h/.config/rofi/bg.png", scale: .width))
        for (widget, direction) in [("mainbox", RasiImage.Direction.bottom), ("listview", .angle(0.25)), ("inputbar", .left)] {
            guard case let .linearGradient(d, colors)? = back.image("background-image", widget: ["window", "mainbox", widget]) else {
                return XCTFail("\(widget): no gradient")
            }
            XCTAssertEqual(d, direction, widget)
            XCTAssertEqual(colors.count, 2, widget)
        }
    }
}

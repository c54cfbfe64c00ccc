// RasiUserThemesTests: themes and config.rasi files written as users write them (Tests/Fixtures/rofi/themes):
// a collection on @import, a configuration {} with key bindings and an @theme, -theme-str one-liners,
// @media; what rofi would draw with, the theme the daemon draws a pick with (the one the client
// flattens and uploads), and what the flags carry of it.
import Foundation
import OverlayCore
import XCTest

final class RasiUserThemesTests: XCTestCase {
    let fixtures: String = {
        let here = "\(#filePath)"
        return (here.components(separatedBy: "/Tests/OverlayCoreTests/").first ?? here) + "/Tests/Fixtures/rofi/themes"
    }()
    let environment = ["HOME": "/nonexistent", "XDG_CONFIG_HOME": "/nonexistent/.config", "XDG_DATA_HOME": "/nonexistent/.local/share"]

    func startup(_ args: [String]) -> RofiStartup {
        RofiStartup(arguments: args, environment: environment, files: DiskRasiFiles())
    }

    func hex(_ c: Color?) -> String? { c.map { RasiDump.color($0) } }

    /// `#rrggbb`, and `aa` when not opaque.
    func rgb(_ c: Color?) -> String? {
        c.map { c in
            "#" + [c.red, c.green, c.blue].map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
                + (c.alpha < 1 ? String(format: "%02x", Int((c.alpha * 255).rounded())) : "")
        }
    }

    /// The theme the daemon draws `rofi`'s pick with, on a 1920×1080 monitor: a themed user's
    /// flattened to one text and parsed back as the daemon parses an upload, else rofi's default
    /// theme by name (the daemon's own copy), as `ClientTheme` hands them over.
    func drawn(_ s: RofiStartup) throws -> RasiTheme {
        let monitor = RasiMonitor(id: 0, width: 1920, height: 1080)
        guard s.userThemed else { return RasiFlatTheme.defaultTheme().applyingMedia(monitor) }
        let text = RasiFlatTheme.text(try XCTUnwrap(s.theme))
        return try RasiFlatTheme.parse(text).get().applyingMedia(monitor)
    }

    let window = ["window"], listview = ["window", "mainbox", "listview"], element = ["window", "mainbox", "listview", "element"]
    var elementText: [String] { element + ["element-text"] }

    func testACollectionOnImportResolvesItsColoursThroughLinksAndInherit() throws {
        let s = startup(["-dmenu", "-theme", fixtures + "/collection.rasi"])
        XCTAssertEqual(s.problems, [])
        XCTAssertTrue(s.userThemed)
        let t = try XCTUnwrap(s.theme).applyingMedia(RasiMonitor(id: 0, width: 1920, height: 1080))
        let element = ["window", "mainbox", "listview", "element"]
        XCTAssertEqual(hex(t.color("background-color", widget: ["window"])), "rgba ( 46, 52, 64, 100 % )", "@bg from the imported file")
        XCTAssertEqual(hex(t.color("text-color", widget: element + ["element-text"], state: "selected.normal")), "rgba ( 46, 52, 64, 100 % )",
                       "element-text inherits element selected.normal's @bg")
        XCTAssertEqual(hex(t.color("text-color", widget: element + ["element-text"], state: "normal.normal")), "rgba ( 216, 222, 233, 100 % )",
                       "element normal.normal has none: * gives @fg")
        XCTAssertEqual(t.integer("lines", widget: ["window", "mainbox", "listview"]), 6)
        XCTAssertNil(try XCTUnwrap(s.theme).applyingMedia(RasiMonitor(id: 0, width: 1920, height: 1080)).root.children.first { $0.media != nil })
        let narrow = try XCTUnwrap(s.theme).applyingMedia(RasiMonitor(id: 0, width: 800, height: 600))
        XCTAssertEqual(narrow.distance("width", widget: ["window"])?.pixels(.horizontal, in: RasiMetrics(lineHeight: 16, characterWidth: 8, monitorWidth: 800, monitorHeight: 600)), 720)

        let d = try drawn(s)
        XCTAssertEqual(rgb(d.color("background-color", widget: window)), "#2e3440")
        XCTAssertEqual(rgb(d.color("text-color", widget: elementText, state: "normal.normal")), "#d8dee9")
        XCTAssertEqual(rgb(d.color("background-color", widget: element, state: "selected.normal")), "#88c0d0")
        XCTAssertEqual(rgb(d.color("text-color", widget: elementText, state: "selected.normal")), "#2e3440")
        XCTAssertEqual(d.string("font", widget: elementText, state: "normal.normal"), "DejaVu Sans Mono 13")
        XCTAssertEqual(d.integer("lines", widget: listview), 6)
        XCTAssertEqual(d.distance("width", widget: window)?.pixels(.horizontal, in: RasiMetrics(lineHeight: 16, characterWidth: 8, monitorWidth: 1920, monitorHeight: 1080)), 640)
        XCTAssertEqual(d.position("location", widget: window)?.rofiLocation, 2)
    }

    func testAConfigWithBindingsAndAnAtThemeOverRofisOwnTheme() throws {
        let s = startup(["-dmenu", "-config", fixtures + "/config-inline-theme.rasi", "-kb-custom-2", "Alt+z"])
        XCTAssertEqual(s.problems, [], "the moved keys were freed first, so nothing clashes")
        let c = s.configuration
        XCTAssertEqual(c.string("modi"), "drun,run")
        XCTAssertEqual(c.bindings.keys["kb-row-down"], "Down,Control+j")
        XCTAssertEqual(c.bindings.keys["kb-custom-2"], "Alt+z", "a flag over the file")
        let t = try XCTUnwrap(s.theme)
        let element = ["window", "mainbox", "listview", "element"]
        XCTAssertEqual(hex(t.color("background-color", widget: element, state: "selected.normal")), "rgba ( 250, 189, 47, 100 % )",
                       "the file's own section over the theme @theme named")
        XCTAssertEqual(hex(t.color("background-color", widget: ["window"])), "rgba ( 40, 40, 40, 100 % )", "gruvbox-dark from rofi's themes")
        XCTAssertEqual(s.carriedFlags(userArguments: ["-dmenu"], dmenu: true),
                       ["-font", "DejaVu Sans 11", "-show-icons", "-kb-custom-1", "Alt+a"])
        XCTAssertEqual(s.carriedFlags(userArguments: ["-show", "drun", "-no-show-icons"], dmenu: false),
                       ["-modi", "drun,run", "-font", "DejaVu Sans 11"], "the user's -no-show-icons is left to win; the font reaches -show as -dmenu")
    }

    func testThemeStringOneLinersAndTheUnthemedUser() throws {
        let plain = startup(["-dmenu"])
        XCTAssertEqual(plain.problems, [])
        XCTAssertFalse(plain.userThemed, "rofi's default theme alone is not the user's")
        XCTAssertEqual(plain.theme?.integer("padding", widget: ["window"]), 5, "rofi's default theme is there for the renderer")
        let d = try drawn(plain)
        XCTAssertEqual(d.integer("padding", widget: window), 5, "drawn with rofi's default theme")
        XCTAssertEqual(rgb(d.color("background-color", widget: element, state: "selected.normal")), "#586875", "rofi 1.7.3's selected-normal-background, var(lightfg)")

        let oneLiner = startup(["-dmenu", "-theme-str", "window { background-color: #000000; } listview { lines: 3; }",
                                "-theme-str", "element selected.normal { background-color: red; }"])
        XCTAssertTrue(oneLiner.userThemed)
        let themed = try drawn(oneLiner)
        XCTAssertEqual(rgb(themed.color("background-color", widget: window)), "#000000")
        XCTAssertEqual(rgb(themed.color("background-color", widget: element, state: "selected.normal")), "#ff0000")
        XCTAssertEqual(themed.integer("lines", widget: listview), 3)
        XCTAssertEqual(themed.integer("padding", widget: window), 5, "rofi's default theme under the one-liners")
    }

    func testBrokenInputIsListedAsRofiListsIt() {
        let broken = startup(["-dmenu", "-theme", fixtures + "/broken-missing-value.rasi"])
        guard case let .parse(e)? = broken.problems.first else { return XCTFail("no parse error") }
        XCTAssertEqual(e.message, "syntax error, unexpected \"property close (';')\"")
        XCTAssertEqual([e.location.firstLine, e.location.firstColumn, e.location.lastLine, e.location.lastColumn], [3, 7, 3, 9])
        XCTAssertNil(broken.theme)
        let clash = startup(["-dmenu", "-kb-row-up", "Control+n"])
        XCTAssertEqual(clash.problems.count, 1)
        XCTAssertTrue(RasiProblem.errorWindowText(clash.problems).contains("There is already a binding matching 'Control+n'"))
    }
}

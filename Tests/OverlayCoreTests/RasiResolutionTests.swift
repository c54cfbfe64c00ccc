// RasiResolutionTests: a widget's property found as rofi 1.7.3's rofi_theme_find_property finds it —
// state fallback, parents up to `*`, links, inherit — `@media` applied for one monitor, and the search path.
import OverlayCore
import XCTest

final class RasiResolutionTests: XCTestCase {
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1), lime = Color(red: 0, green: 1, blue: 0)
    let element = ["window", "mainbox", "listview", "element"]
    var elementText: [String] { element + ["element-text"] }

    func theme(_ text: String) -> RasiTheme {
        let load = rasiLoad(text)
        XCTAssertEqual(load.problems, [])
        return load.theme ?? RasiTheme()
    }

    func testStateFallsBackFromTheFullStateToItsFirstPartThenTheWidgetThenStar() {
        let t = theme("""
            * { background-color: #0000ff; }
            element { background-color: #00ff00; }
            element selected { background-color: #ff0000; }
            element selected.active { text-color: #00ff00; }
            """)
        XCTAssertEqual(t.color("background-color", widget: element, state: "selected.normal"), red, "selected.normal → selected")
        XCTAssertEqual(t.color("background-color", widget: element, state: "selected.active"), red, "a node without it asks its parent state")
        XCTAssertEqual(t.color("background-color", widget: element, state: "normal.normal"), lime, "no normal node: the widget itself")
        XCTAssertEqual(t.color("background-color", widget: ["window"]), blue, "nothing for window: *")
        XCTAssertNil(t.color("border-color", widget: ["window"]), "unset everywhere")
    }

    func testLinksReadStarAndFallBackToTheirDefault() {
        let t = theme("""
            * { bg: #ff0000; alias: @bg; }
            window { background-color: @alias; border-color: var(missing, #0000ff); text-color: var(missing); }
            """)
        XCTAssertEqual(t.color("background-color", widget: ["window"]), red, "a link to a link")
        XCTAssertEqual(t.color("border-color", widget: ["window"]), blue, "the default of a missing link")
        XCTAssertNil(t.color("text-color", widget: ["window"]))
    }

    func testALinkOfTheWrongKindIsPassedOverForTheParentsValue() {
        let t = theme("* { bg: 4; background-color: #ff0000; }\nwindow { background-color: @bg; }")
        XCTAssertEqual(t.color("background-color", widget: ["window"]), red, "rofi walks on to * when the link is no colour")
    }

    func testInheritTakesTheParentWidgetsValueInTheSameState() {
        let t = theme("""
            element selected.normal { text-color: #ff0000; }
            element normal.normal { text-color: #0000ff; }
            element-text { text-color: inherit; }
            """)
        XCTAssertEqual(t.color("text-color", widget: elementText, state: "selected.normal"), red)
        XCTAssertEqual(t.color("text-color", widget: elementText, state: "normal.normal"), blue)
        XCTAssertEqual(t.color("text-color", widget: elementText, state: "alternate.normal"), nil, "element has none for alternate")
    }

    func testAnIntegerServesAsADistance() {
        let t = theme("window { padding: 8; border: 2px dash; }")
        XCTAssertEqual(t.padding("padding", widget: ["window"]), RasiPadding(all: .px(8)))
        XCTAssertEqual(t.distance("border", widget: ["window"])?.style, .dash)
        XCTAssertEqual(t.integer("padding", widget: ["window"]), 8)
    }

    func testMediaAppliesOnlyWhereTheMonitorMeetsIt() {
        let t = theme("""
            window { width: 600px; }
            @media ( min-width: 1920px ) { window { width: 900px; } * { bg: #ff0000; } }
            @media ( max-aspect-ratio: 1.5 ) { window { location: north; } }
            @media ( monitor-id: 1 ) { listview { lines: 3; } }
            """)
        let wide = t.applyingMedia(RasiMonitor(id: 0, width: 2560, height: 1080))
        XCTAssertEqual(wide.distance("width", widget: ["window"]), .px(900))
        XCTAssertEqual(wide.root.properties["bg"], .color(red), "* inside @media lands on the root")
        XCTAssertNil(wide.position("location", widget: ["window"]), "2560/1080 is not below 1.5")
        XCTAssertNil(wide.integer("lines", widget: ["listview"]))
        let small = t.applyingMedia(RasiMonitor(id: 1, width: 1280, height: 1024))
        XCTAssertEqual(small.distance("width", widget: ["window"]), .px(600))
        XCTAssertEqual(small.position("location", widget: ["window"]), .north)
        XCTAssertEqual(small.integer("lines", widget: ["listview"]), 3)
        XCTAssertFalse(small.root.children.contains { $0.media != nil }, "every @media node is gone once applied")
    }

    func testUnknownPropertiesAreKept() {
        let t = theme("window { my-own-thing: \"kept\"; }")
        XCTAssertEqual(t.string("my-own-thing", widget: ["window"]), "kept")
    }

    // MARK: where rofi 1.7.3 looks

    func loader(_ files: [String: String]) -> RasiLoader {
        RasiLoader(files: MemoryRasiFiles(files: files), paths: .testUser, environment: [:])
    }

    func testThemeSearchPathInRofisOrder() {
        let all = ["/work/t.rasi": "", "/home/u/.config/rofi/themes/t.rasi": "", "/home/u/.config/rofi/t.rasi": "",
                   "/home/u/.local/share/rofi/themes/t.rasi": "", "/usr/share/rofi/themes/t.rasi": ""]
        var files = all
        XCTAssertEqual(loader(files).themePath("t.rasi"), "t.rasi", "a name that is a path (from the current folder) as is")
        files["/work/t.rasi"] = nil
        XCTAssertEqual(loader(files).themePath("t"), "/home/u/.config/rofi/themes/t.rasi")
        files["/home/u/.config/rofi/themes/t.rasi"] = nil
        XCTAssertEqual(loader(files).themePath("t"), "/home/u/.config/rofi/t.rasi")
        files["/home/u/.config/rofi/t.rasi"] = nil
        XCTAssertEqual(loader(files).themePath("t"), "/home/u/.local/share/rofi/themes/t.rasi")
        files["/home/u/.local/share/rofi/themes/t.rasi"] = nil
        XCTAssertEqual(loader(files).themePath("t.rasi"), "/usr/share/rofi/themes/t.rasi")
        XCTAssertEqual(loader([:]).themePath("t"), "t.rasi", "not found: the bare file name, which then fails to open")
    }

    func testAMissingThemeIsRofisOpenError() {
        let load = loader([:]).load(RasiRequest(theme: "nosuchtheme"))
        XCTAssertNil(load.theme)
        XCTAssertEqual(load.problems, [.open(RasiLoadFailure(path: "/work/nosuchtheme.rasi", reason: "No such file or directory"))])
    }

    func testOrderDefaultThemeConfigThemeFlagThenThemeStrings() {
        let files = ["/home/u/.config/rofi/config.rasi": "configuration { font: \"Mono 9\"; }\nwindow { border-color: #ff0000; }",
                     "/home/u/.config/rofi/themes/mine.rasi": "window { background-color: #00ff00; }"]
        let plain = loader(files).load(RasiRequest())
        XCTAssertEqual(plain.problems, [])
        XCTAssertEqual(plain.theme?.color("border-color", widget: ["window"]), red, "config.rasi's sections lie over the default theme")
        XCTAssertEqual(plain.theme?.integer("padding", widget: ["window"]), 5, "rofi's default theme is under it")
        XCTAssertEqual(plain.options.map(\.name), ["font"])

        let themed = loader(files).load(RasiRequest(theme: "mine", themeStrings: ["window { background-color: #0000ff; }"]))
        XCTAssertNil(themed.theme?.color("border-color", widget: ["window"]), "-theme resets what came before")
        XCTAssertNil(themed.theme?.integer("padding", widget: ["window"]), "the default theme too")
        XCTAssertEqual(themed.theme?.color("background-color", widget: ["window"]), blue, "-theme-str is laid over last")

        let other = loader(["/tmp/c.rasi": "configuration { modi: \"run\"; }"]).load(RasiRequest(configFile: "/tmp/c.rasi"))
        XCTAssertEqual(other.options.first?.value, .string("run"), "-config names the file")
        let none = loader(files).load(RasiRequest(noConfig: true))
        XCTAssertEqual(none.options, [], "-no-config reads no file")
    }
}

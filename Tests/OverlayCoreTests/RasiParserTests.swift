// RasiParserTests: rofi 1.7.3's rasi grammar and values, and its parse errors word for word with their
// spans (the messages below are the real rofi's, read with G_MESSAGES_DEBUG=Parser).
import OverlayCore
import XCTest

final class RasiParserTests: XCTestCase {
    func theme(_ text: String, environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> RasiTheme {
        let load = rasiLoad(text, environment: environment)
        XCTAssertEqual(load.problems, [], file: file, line: line)
        return load.theme ?? RasiTheme()
    }

    func value(_ text: String, environment: [String: String] = [:], line: UInt = #line) -> RasiValue? {
        theme("w { p: \(text); }", environment: environment, line: line).root.child("w")?.properties["p"]
    }

    func problem(_ text: String, file: String? = nil) -> RasiProblem? {
        if let file {
            let loader = RasiLoader(files: MemoryRasiFiles(files: [file: text]), paths: .testUser, environment: [:])
            var load = RasiLoad()
            loader.parseFile(file, into: &load)
            return load.problems.first
        }
        return rasiLoad(text).problems.first
    }

    func testNumbersDistancesAndPaddingSides() {
        XCTAssertEqual(value("12"), .integer(12))
        XCTAssertEqual(value("1.5"), .double(1.5))
        XCTAssertEqual(value("12px"), .padding(RasiPadding(all: .px(12))))
        XCTAssertEqual(value("2px dash"), .padding(RasiPadding(all: RasiDistance(.value(2, .px), style: .dash))))
        let em = RasiDistance(.value(0.5, .em)), pct = RasiDistance(.value(10, .percent))
        XCTAssertEqual(value("0.5em 10%"), .padding(RasiPadding(top: em, right: pct, bottom: em, left: pct)))
        XCTAssertEqual(value("1 2 3"), .padding(RasiPadding([.px(1), .px(2), .px(3)])!), "bare integers among several are pixels")
        XCTAssertEqual(value("1mm 2ch 3px 4em"), .padding(RasiPadding([RasiDistance(.value(1, .mm)), RasiDistance(.value(2, .ch)),
                                                                       .px(3), RasiDistance(.value(4, .em))])!))
    }

    func testCalcKeepsRofisPrecedence() {
        // * binds before +, which binds before min/max.
        let expected = RasiLength.group(.operation(.max, .operation(.add, .value(10, .px), .operation(.multiply, .value(2, .em), .value(3, .px))),
                                                   .value(50, .percent)))
        XCTAssertEqual(value("calc( 10px + 2em * 3 max 50% )"), .padding(RasiPadding(all: RasiDistance(expected))))
        let grouped = RasiLength.group(.operation(.divide, .group(.operation(.subtract, .value(100, .percent), .value(20, .px))), .value(2, .px)))
        XCTAssertEqual(value("calc((100% - 20px) / 2)"), .padding(RasiPadding(all: RasiDistance(grouped))))
        XCTAssertEqual(value("calc(7px % 3)"), .padding(RasiPadding(all: RasiDistance(.group(.operation(.modulo, .value(7, .px), .value(3, .px)))))))
    }

    func testEveryColourForm() {
        func c(_ text: String) -> Color? { if case let .color(c)? = value(text) { return c }; return nil }
        XCTAssertEqual(c("#f00"), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(c("#f008"), Color(red: 1, green: 0, blue: 0, alpha: 0x88 / 255.0))
        XCTAssertEqual(c("#102030"), Color(red: 0x10 / 255.0, green: 0x20 / 255.0, blue: 0x30 / 255.0))
        XCTAssertEqual(c("#10203040"), Color(red: 0x10 / 255.0, green: 0x20 / 255.0, blue: 0x30 / 255.0, alpha: 0x40 / 255.0))
        XCTAssertEqual(c("argb:80ff0000"), Color(red: 1, green: 0, blue: 0, alpha: 0x80 / 255.0))
        XCTAssertEqual(c("rgb(255, 0, 0)"), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(c("rgba(255, 0, 0, 0.5)"), Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(c("rgba(255 0 0 / 50%)"), Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(c("rgb(100%, 50%, 0%)"), Color(red: 1, green: 0.5, blue: 0))
        XCTAssertEqual(c("hsl(0, 100%, 50%)"), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(c("hsla(0.5turn 100% 50% / 0.25)"), Color.rasiHSL(hue: 0.5, saturation: 1, lightness: 0.5, alpha: 0.25))
        XCTAssertEqual(c("hwb(120deg, 0%, 0%)"), Color.rasiHWB(hue: 1 / 3.0, whiteness: 0, blackness: 0))
        XCTAssertEqual(c("cmyk(0%, 100%, 100%, 0%)"), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(c("cmyk(0 0 0 1 / 0.5)"), Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(c("Red"), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(c("darkgray / 50%"), Color(red: 0xa9 / 255.0, green: 0xa9 / 255.0, blue: 0xa9 / 255.0, alpha: 0.5))
        XCTAssertEqual(c("transparent"), Color(red: 0, green: 0, blue: 0, alpha: 0))
    }

    func testTheOtherValueKinds() {
        XCTAssertEqual(value("\"Mono 12\""), .string("Mono 12"))
        XCTAssertEqual(value("\"tab\\there\""), .string("tab\there"), "escapes as g_strcompress reads them")
        XCTAssertEqual(value("true"), .boolean(true))
        XCTAssertEqual(value("north east"), .position(.northEast))
        XCTAssertEqual(value("west south"), .position(.southWest))
        XCTAssertEqual(value("center"), .position(.center))
        XCTAssertEqual(value("horizontal"), .orientation(.horizontal))
        XCTAssertEqual(value("pointer"), .cursor(.pointer))
        XCTAssertEqual(value("bold underline #ff0000"), .highlight(RasiHighlight(styles: [.bold, .underline], color: Color(red: 1, green: 0, blue: 0))))
        XCTAssertEqual(value("italic strikethrough"), .highlight(RasiHighlight(styles: [.italic, .strikethrough])))
        XCTAssertEqual(value("none"), .highlight(RasiHighlight(styles: [])))
        XCTAssertEqual(value("[ inputbar, message, listview, \"mode-switcher\" ]"),
                       .list([.string("inputbar"), .string("message"), .string("listview"), .string("mode-switcher")]))
        XCTAssertEqual(value("[]"), .list([]))
        XCTAssertEqual(value("inherit"), .inherit)
        XCTAssertEqual(value("@bg"), .reference("bg", fallback: nil))
        XCTAssertEqual(value("var(bg)"), .reference("bg", fallback: nil))
        XCTAssertEqual(value("var(bg, #000)"), .reference("bg", fallback: .color(Color(red: 0, green: 0, blue: 0))))
        XCTAssertEqual(value("url(\"~/bg.png\", width)"), .image(.url("~/bg.png", scale: .width)))
        XCTAssertEqual(value("url(\"a.png\")"), .image(.url("a.png", scale: .none)))
        XCTAssertEqual(value("linear-gradient(to bottom, black, white)"),
                       .image(.linearGradient(.bottom, [Color(red: 0, green: 0, blue: 0), Color(red: 1, green: 1, blue: 1)])))
        XCTAssertEqual(value("linear-gradient(90, red, blue)"),
                       .image(.linearGradient(.angle(0.25), [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])))
        XCTAssertEqual(value("'x'"), .character("x"))
    }

    func testEnvironmentValues() {
        XCTAssertEqual(value("env(FONT, \"Sans 10\")", environment: ["FONT": "\"Mono 14\""]), .string("Mono 14"))
        XCTAssertEqual(value("env(FONT, \"Sans 10\")"), .string("Sans 10"), "unset: the default")
        XCTAssertEqual(value("${W}", environment: ["W": "40%"]), .padding(RasiPadding(all: RasiDistance(.value(40, .percent)))))
    }

    func testSelectorsStatesListsAndTheColorAlias() {
        let t = theme("""
            /* a comment /* nested */ still a comment */
            #window.mainbox { padding: 2; } // old style
            element selected.normal, element-text alternate.active { color: red; }
            * { spacing: 3; }
            """)
        XCTAssertEqual(t.root.properties["spacing"], .integer(3), "* is the root")
        XCTAssertEqual(t.root.child("window")?.child("mainbox")?.properties["padding"], .integer(2))
        XCTAssertEqual(t.root.child("element")?.child("selected")?.child("normal")?.properties["text-color"],
                       .color(Color(red: 1, green: 0, blue: 0)), "`color` is read as text-color")
        XCTAssertNotNil(t.root.child("element-text")?.child("alternate")?.child("active")?.properties["text-color"])
    }

    func testImportIsRelativeToTheImportingFileAndThemeResets() {
        let files = ["/home/u/.config/rofi/themes/mine.rasi": "@import \"colors/base\"\nwindow { width: 50%; }",
                     "/home/u/.config/rofi/themes/colors/base.rasi": "* { bg: #112233; }\nlistview { lines: 4; }"]
        let loader = RasiLoader(files: MemoryRasiFiles(files: files), paths: .testUser, environment: [:])
        var load = RasiLoad()
        XCTAssertTrue(loader.parseFile("mine", into: &load), "found in ~/.config/rofi/themes without .rasi")
        XCTAssertEqual(load.problems, [])
        XCTAssertEqual(load.theme?.root.properties["bg"], .color(Color(red: 0x11 / 255.0, green: 0x22 / 255.0, blue: 0x33 / 255.0)))
        XCTAssertEqual(load.theme?.root.child("listview")?.properties["lines"], .integer(4))
        XCTAssertEqual(load.files, ["/home/u/.config/rofi/themes/mine.rasi", "/home/u/.config/rofi/themes/colors/base.rasi"])

        var reset = RasiLoad()
        loader.parseString("window { border: 1; } @theme \"mine\" listview { lines: 9; }", into: &reset)
        XCTAssertNil(reset.theme?.root.child("window")?.properties["border"], "@theme drops what came before it")
        XCTAssertEqual(reset.theme?.root.child("window")?.properties["width"], .padding(RasiPadding(all: RasiDistance(.value(50, .percent)))))
        XCTAssertEqual(reset.theme?.root.child("listview")?.properties["lines"], .integer(9), "what follows @theme is laid over it")
    }

    func testConfigurationBlockOptionsAndGroups() {
        let load = rasiLoad("configuration { modi: \"drun,run\"; show-icons: true; timeout { delay: 5; } }\n* { a: 1; }")
        XCTAssertEqual(load.options.map(\.name), ["modi", "show-icons"])
        XCTAssertEqual(load.options.first?.value, .string("drun,run"))
        XCTAssertEqual(load.configurationGroups.child("timeout")?.properties["delay"], .integer(5))
        XCTAssertEqual(load.theme?.root.properties["a"], .integer(1))
    }

    // MARK: errors, as the real rofi 1.7.3 words and places them

    func testMissingValue() {
        XCTAssertEqual(problem("* {\n  background: #ff0000;\n  foo: ;\n}\n", file: "/tmp/broken1.rasi"),
                       .parse(RasiParseError(what: "/tmp/broken1.rasi", message: "syntax error, unexpected \"property close (';')\"",
                                             location: RasiLocation(firstLine: 3, firstColumn: 7, lastLine: 3, lastColumn: 9, file: "/tmp/broken1.rasi"))))
    }

    func testOutOfRangeColourSpansTheColour() {
        XCTAssertEqual(problem("* {\n  background: rgba(300,0,0);\n}\n", file: "/tmp/broken2.rasi"),
                       .parse(RasiParseError(what: "/tmp/broken2.rasi",
                                             message: "Value out of range: \n\t\tValue: X = 300.00;\n\t\tRange: 0.00 <= X <= 255.00.",
                                             location: RasiLocation(firstLine: 2, firstColumn: 14, lastLine: 2, lastColumn: 28, file: "/tmp/broken2.rasi"))))
    }

    func testUnclosedThemeString() {
        let p = problem("window { width: 10px")
        XCTAssertEqual(p, .parse(RasiParseError(what: "window { width: 10px",
                                                message: "syntax error, unexpected end of file, expecting \"property close (';')\"",
                                                location: RasiLocation(firstLine: 1, firstColumn: 21, lastLine: 1, lastColumn: 21, file: nil))))
        XCTAssertEqual(p?.text, """
            Error while parsing theme: window { width: 10px
            \tParser error: syntax error, unexpected end of file, expecting "property close (';')"
            \tLocation:     line 1 column 21 to line 1 column 21

            """)
    }

    func testOtherErrorsWordForWord() {
        func check(_ text: String, _ message: String, _ l: (Int, Int, Int, Int), line: UInt = #line) {
            guard case let .parse(e)? = problem(text, file: "/tmp/case.rasi") else { return XCTFail("no parse error", line: line) }
            XCTAssertEqual(e.message, message, line: line)
            XCTAssertEqual([e.location.firstLine, e.location.firstColumn, e.location.lastLine, e.location.lastColumn], [l.0, l.1, l.2, l.3], line: line)
        }
        check("a,\n  b { x: 1; }", "syntax error, unexpected \"Name separator (' ' or '.')\", expecting \"bracket open ('{')\" or \"Selector separator (',')\"", (1, 3, 2, 2))
        check("window {\n  width 10px;\n}", "syntax error, unexpected property name, expecting \"property separator (':')\"", (2, 8, 2, 13))
        check("window {\n  border: 2px solid red;\n}", "syntax error, unexpected Color value by name, expecting \"property close (';')\"", (2, 20, 2, 24))
        check("window { children: [ a b ]; }", "syntax error, unexpected Name of element, expecting \"List close (']')\"", (1, 24, 1, 27))
        check("window { x: rgba(1,2); }", "syntax error, unexpected \"Parent right (')')\", expecting \"comma separator (',')\"", (1, 21, 1, 22))
        check("}", "syntax error, unexpected \"bracket close ('}')\", expecting end of file", (1, 1, 1, 2))
    }

    func testAMissingImportIsAnOpenErrorAndParsingGoesOn() {
        let load = rasiLoad("@import \"nothere\"\n* { a: 1; }")
        XCTAssertEqual(load.problems, [.open(RasiLoadFailure(path: "/work/nothere.rasi", reason: "No such file or directory"))])
        XCTAssertEqual(load.theme?.root.properties["a"], .integer(1))
        XCTAssertEqual(load.problems.first?.text, "Failed to open theme: /work/nothere.rasi\nError: No such file or directory")
    }

    func testTheErrorWindowListsTwoAndCountsTheRest() {
        let open = RasiProblem.open(RasiLoadFailure(path: "/x.rasi", reason: "No such file or directory"))
        XCTAssertEqual(RasiProblem.errorWindowText([open]),
                       "The following errors were detected when starting rofi:\n\n\nFailed to open theme: /x.rasi\nError: No such file or directory")
        XCTAssertTrue(RasiProblem.errorWindowText([open, open, open, open]).hasSuffix("\nThere are 1 more errors."),
                      "rofi counts the ones left less one")
    }
}

// PickFlagsTests: dmenu's and rofi -dmenu's command lines read as those programs read them,
// patch and theme flags skipped with a warning (never rows), the pick request's words both
// ways, and what is printed for a choice, byte for byte.
import OverlayCore
import OverlayProtocol
import XCTest

final class PickFlagsTests: XCTestCase {
    func testDmenuFlags() throws {
        let inv = try DmenuFlags.parse(["-b", "-i", "-l", "10", "-p", "Run:", "-fn", "monospace:size=12", "-nb", "#222222",
                                        "-nf", "#bbbbbb", "-sb", "#005577", "-sf", "#eeeeee", "-m", "1", "-f"])
        XCTAssertTrue(inv.spec.bottom)
        XCTAssertTrue(inv.spec.caseInsensitive)
        XCTAssertEqual(inv.spec.lines, 10)
        XCTAssertEqual(inv.spec.prompt, "Run:")
        XCTAssertEqual(inv.spec.font, "monospace:size=12")
        XCTAssertEqual(inv.spec.selectedBackground, "#005577")
        XCTAssertEqual(inv.spec.monitor, 1)
        XCTAssertEqual(inv.output, .dmenu)
        XCTAssertTrue(inv.warnings.isEmpty)
        XCTAssertEqual(try DmenuFlags.parse(["-v"]).immediate, "dmenu-5.2")
        XCTAssertEqual(try DmenuFlags.parse(["-l", "-3"]).spec.lines, 0, "atoi, then at least 0")
        XCTAssertNil(try DmenuFlags.parse(["-m", "-1"]).spec.monitor, "dmenu's default -1: no monitor asked for")
        XCTAssertEqual(try DmenuFlags.parse(["-w", "0x400007"]).spec.embedWindow, "0x400007")
    }

    func testDmenuPatchFlagsAreSkippedWithAWarning() throws {
        let inv = try DmenuFlags.parse(["-c", "-bw", "2", "-h", "24", "-x", "10", "-s", "-l", "5", "-newflag", "value", "-F", "-P"])
        XCTAssertEqual(inv.spec.lines, 5, "flags after the patch flags still count")
        XCTAssertTrue(inv.spec.centered)
        XCTAssertEqual(inv.spec.matching, .fuzzy)
        XCTAssertTrue(inv.spec.password)
        XCTAssertEqual(inv.warnings.count, 5, inv.warnings.joined(separator: "\n"))
        XCTAssertTrue(inv.warnings.contains("dmenu: ignoring -bw 2 (a dmenu patch's flag)"))
    }

    /// dmenu's patch switch -n must not take -i as its value (case would matter again).
    func testDmenuPatchSwitchesNeverTakeTheNextWord() throws {
        for flag in ["-n", "-s", "-S", "-t", "-I", "-ix", "-vi", "-wm", "-C", "-e", "-R", "-N", "-F", "-P", "-r", "-c"] {
            let inv = try DmenuFlags.parse([flag, "-i", "-l", "3"])
            XCTAssertTrue(inv.spec.caseInsensitive, "dmenu \(flag) -i keeps -i")
            XCTAssertEqual(inv.spec.lines, 3, "dmenu \(flag) -i -l 3")
        }
        XCTAssertEqual(try DmenuFlags.parse(["-n", "-i"]).warnings, ["dmenu: ignoring -n (a dmenu patch's flag)"])
        let xyw = try DmenuFlags.parse(["-x", "10", "-y", "-20", "-z", "300", "-i"])
        XCTAssertEqual(xyw.spec.width, 300, "xyw's -x, -y and -z take their values")
        XCTAssertTrue(xyw.spec.caseInsensitive)
    }

    /// rofi's legacy switches must not take the next word, or `-hide-scrollbar -line-padding 4`
    /// fails with "unexpected argument: 4". rofi 1.7.3 ignores unknown flags and stray words.
    func testRofiSwitchesNeverTakeTheNextWord() throws {
        let inv = try RofiFlags.parse(["-dmenu", "-hide-scrollbar", "-line-padding", "4", "-fullscreen", "-i", "-sidebar-mode", "-p", "P"])
        XCTAssertTrue(inv.spec.caseInsensitive)
        XCTAssertEqual(inv.spec.prompt, "P")
        XCTAssertEqual(inv.warnings, ["rofi: ignoring -hide-scrollbar", "rofi: ignoring -line-padding 4", "rofi: ignoring -fullscreen"])
        XCTAssertTrue(inv.spec.sidebarMode, "-sidebar-mode is carried: the mode-switcher ends mainbox's default children")
        for name in ["sort", "show-icons", "cycle", "tokenize", "steal-focus", "normalize-match", "auto-select"] {
            XCTAssertTrue(try RofiFlags.parse(["-\(name)", "-i"]).spec.caseInsensitive, "-\(name) -i")
            XCTAssertTrue(try RofiFlags.parse(["-no-\(name)", "-i"]).spec.caseInsensitive, "-no-\(name) -i")
        }
        XCTAssertEqual(try RofiFlags.parse(["-dmenu", "stray"]).warnings, ["rofi: ignoring stray"], "a stray word is ignored, as rofi does")
        XCTAssertEqual(try RofiFlags.parse(["-dmenu", "-p"]).warnings, ["rofi: ignoring -p (no value)"])
        XCTAssertEqual(try RofiFlags.parse(["-theme-str", "-i"]).spec.caseInsensitive, false, "a known option's value may start with -")
    }

    func testRofiSortAndItsMethod() throws {
        XCTAssertNil(try RofiFlags.parse(["-dmenu", "-sorting-method", "fzf"]).spec.sort, "no -sort: input order")
        XCTAssertEqual(try RofiFlags.parse(["-dmenu", "-sort"]).spec.sort, .levenshtein, "normal is levenshtein")
        XCTAssertEqual(try RofiFlags.parse(["-sorting-method", "fzf", "-sort"]).spec.sort, .fzf)
        XCTAssertEqual(try RofiFlags.parse(["-sort", "-sorting-method", "levenshtein"]).spec.sort, .levenshtein)
        XCTAssertEqual(try RofiFlags.parse(["-no-sort", "-sort"]).spec.sort, .levenshtein, "-sort anywhere wins, as in xrmoptions.c")
        XCTAssertEqual(try RofiFlags.parse(["-sort", "-no-sort"]).spec.sort, .levenshtein)
        XCTAssertEqual(try RofiFlags.parse(["-sort", "-sorting-method", "best"]).warnings,
                       ["rofi: -sorting-method best is not a valid sorting strategy: using normal"])
    }

    func testDmenuUsageErrorsAreDmenus() {
        XCTAssertThrowsError(try DmenuFlags.parse(["-p"])) { XCTAssertEqual(($0 as? UsageError)?.message, DmenuFlags.usage) }
        XCTAssertThrowsError(try DmenuFlags.parse(["stray"]))
    }

    /// rofi -dmenu's -b is location 6 whatever -location says; -location outside 0–8 is the centre, with a warning.
    func testRofiLocationBottomAndOffsets() throws {
        let b = try RofiFlags.parse(["-dmenu", "-b", "-location", "2", "-xoffset", "-15", "-yoffset", "20"]).spec
        XCTAssertEqual([b.location, b.offset.x, b.offset.y], [6, -15, 20])
        let bad = try RofiFlags.parse(["-dmenu", "-location", "9"])
        XCTAssertEqual(bad.spec.location, 0)
        XCTAssertEqual(bad.warnings.count, 1)
        XCTAssertEqual(RofiLocation.origin(6, size: Size(width: 100, height: 50), monitor: Rect(x: 0, y: 0, width: 1280, height: 800)),
                       Point(x: 590, y: 750))
    }

    /// rofi -show takes -location and the offsets to the launcher's menu; an invalid location is the centre.
    func testRofiShowLocation() throws {
        let parsed = try RofiShowFlags.parse(["-show", "drun", "-location", "3", "-xoffset", "-15", "-yoffset", "20"])
        guard case .launch(let spec) = try RequestParser.parse(words: parsed.words) else { return XCTFail("not a launch: \(parsed.words)") }
        XCTAssertEqual([spec.menu.location, spec.menu.offset.x, spec.menu.offset.y], [3, -15, 20])
        let bad = try RofiShowFlags.parse(["-show", "run", "-location", "12"])
        guard case .launch(let centred) = try RequestParser.parse(words: bad.words) else { return XCTFail("not a launch") }
        XCTAssertEqual(centred.menu.location, 0)
    }

    /// rofi -show takes -font and -matching as -dmenu does (config.rasi's font and matching come as these
    /// flags): the launcher's menu is drawn in that font and matches by that method; a method rofi
    /// lacks is named and left at normal.
    func testRofiShowFontAndMatching() throws {
        let parsed = try RofiShowFlags.parse(["-show", "drun", "-font", "DejaVu Sans 20", "-matching", "glob"])
        XCTAssertEqual(parsed.warnings, [])
        guard case .launch(let spec) = try RequestParser.parse(words: parsed.words) else { return XCTFail("not a launch: \(parsed.words)") }
        XCTAssertEqual(spec.menu.font, "DejaVu Sans 20")
        XCTAssertEqual(spec.menu.matching, .glob)
        let script = try RofiShowFlags.parse(["-show", "s", "-modi", "s:true", "-font", "Mono 9", "-matching", "regex"])
        XCTAssertEqual([script.scriptMenu.font, script.scriptMenu.matching.rawValue], ["Mono 9", "regex"], "a script mode's menu too")
        let odd = try RofiShowFlags.parse(["-show", "run", "-matching", "sloppy"])
        XCTAssertEqual(odd.warnings, ["rofi: -matching sloppy is not supported: using normal"])
    }

    func testRofiFlags() throws {
        let inv = try RofiFlags.parse(["-dmenu", "-p", "Pick", "-l", "5", "-mesg", "<b>hi</b>", "-format", "i s", "-selected-row", "2",
                                       "-multi-select", "-markup-rows", "-no-custom", "-password", "-sep", "|", "-a", "0,-1",
                                       "-u", "1:3", "-filter", "abc", "-window-title", "T", "-kb-custom-1", "Control+1,Alt+x",
                                       "-theme", "Arc", "-case-sensitive", "-show-icons"])
        let s = inv.spec
        XCTAssertEqual(s.flavor, .rofi)
        XCTAssertEqual(s.prompt, "Pick")
        XCTAssertEqual(s.lines, 5)
        XCTAssertEqual(s.message, "<b>hi</b>")
        XCTAssertEqual(inv.output, .rofi("i s"))
        XCTAssertEqual(s.selectedRow, 2)
        XCTAssertTrue(s.multiSelect && s.markupRows && s.noCustom && s.password)
        XCTAssertFalse(s.caseInsensitive)
        XCTAssertEqual(s.separator, UInt8(ascii: "|"))
        XCTAssertEqual(s.initialText, "abc")
        XCTAssertEqual(s.customKeys["Control+1"], 1)
        XCTAssertEqual(s.customKeys["Alt+x"], 1)
        XCTAssertNil(s.customKeys["Alt+1"], "-kb-custom-1 replaces the default Alt+1")
        XCTAssertEqual(s.customKeys["Alt+2"], 2)
        XCTAssertEqual(inv.warnings, ["rofi: ignoring -theme Arc"])
        XCTAssertTrue(s.showIcons, "-show-icons draws row icons")
        XCTAssertFalse(try RofiFlags.parse(["-dmenu"]).spec.showIcons, "rofi draws none without -show-icons")
        XCTAssertEqual(RofiFlags.rows(inv.activeRows ?? "", count: 10), [0, 9])
        XCTAssertEqual(RofiFlags.rows(inv.urgentRows ?? "", count: 10), [1, 2])
        XCTAssertEqual(RofiFlags.rows("-3:,7-8", count: 10), [7, 8, 9, 7, 8])
        XCTAssertFalse(try RofiFlags.parse(["-dmenu"]).spec.caseInsensitive, "rofi -dmenu is case-sensitive unless -i")
        XCTAssertFalse(try RofiFlags.parse(["-dmenu", "-no-case-sensitive"]).spec.caseInsensitive, "only -i changes it (rofi 1.7.3)")
        XCTAssertTrue(try RofiFlags.parse(["-dmenu", "-i", "-case-sensitive"]).spec.caseInsensitive)
        XCTAssertEqual(try RofiFlags.parse(["-matching", "regex"]).spec.matching, .regex)
        XCTAssertEqual(try RofiFlags.parse(["-matching", "glob"]).spec.matching, .glob)
        XCTAssertEqual(try RofiFlags.parse(["-matching", "glob"]).warnings, [])
        XCTAssertEqual(s.windowName, .named("rofi - Pick"), "-p names the window over -window-title, as rofi does")
        XCTAssertEqual(try RofiFlags.parse(["-window-title", "T"]).spec.windowName, .named("rofi - T"), "-window-title alone names it")
        XCTAssertEqual(try RofiFlags.parse(["-dmenu"]).spec.negation, UInt8(ascii: "-"), "rofi negates -word")
        XCTAssertEqual(try RofiFlags.parse(["-matching-negate-char", "!"]).spec.negation, UInt8(ascii: "!"))
        XCTAssertNil(try RofiFlags.parse(["-matching-negate-char", "\\0"]).spec.negation, "\\0 turns it off")
        XCTAssertNil(try RofiFlags.parse(["-matching-negate-char", "\\x0"]).spec.negation)
        XCTAssertNil(try DmenuFlags.parse([]).spec.negation, "dmenu has no negation")
        XCTAssertEqual(try RofiFlags.parse(["-dmenu"]).spec.windowName, .named("rofi - dmenu"))
        XCTAssertEqual(try RofiFlags.parse(["-dmenu", "-p", "Pick", "-window-title", "T"]).spec.windowName, .named("rofi - Pick"),
                       "-p names the mode, over -window-title (dmenu.c reads it last)")
        XCTAssertEqual(try RofiFlags.parse(["-dmenu"]).spec.windowClass, .rofi)
        XCTAssertEqual(try DmenuFlags.parse([]).spec.windowClass, .dmenu)
        XCTAssertEqual(WindowClass.rofi.propertyBytes, Array("rofi\0Rofi\0".utf8))
        XCTAssertEqual(try DmenuFlags.parse(["-l", "3"]).spec.windowName, .unnamed, "dmenu names no window")
        XCTAssertEqual(try RofiFlags.parse(["-sep", "\\0"]).spec.separator, 0)
    }

    func testPickRequestWordsRoundTrip() throws {
        var s = PickSpec()
        s.flavor = .rofi; s.matching = .fuzzy; s.caseInsensitive = true; s.lines = 7; s.bottom = true; s.prompt = "a b"
        s.message = "m"; s.initialText = "x"; s.password = true; s.selectedRow = 3; s.multiSelect = true; s.noCustom = true
        s.activeRows = [1, 2]; s.urgentRows = [4]; s.separator = 0; s.font = "Sans 9"; s.normalBackground = "#000"
        s.customKeys = ["Alt+1": 1, "Control+k": 19]; s.windowTitle = "w"; s.embedWindow = "0x123"; s.width = 400; s.negation = 33
        s.sort = .fzf; s.showIcons = true; s.location = 6; s.offset = Point(x: -15, y: 20); s.holdsAfterChoice = true; s.reuse = "p7"
        s.theme = RasiFlatTheme.hash("window { width: 50%; }")
        let words = ["pick"] + PickRequest.words(s, byteCount: 1234)
        XCTAssertEqual(try RequestParser.parse(words: words), .pick(spec: s, byteCount: 1234))
        let line = ShellWords.join(words)
        XCTAssertEqual(try RequestParser.parse(line: Array(line.utf8)), .pick(spec: s, byteCount: 1234))
        XCTAssertThrowsError(try RequestParser.parse(words: ["pick", "--lines", "3"]), "--bytes is required")
        XCTAssertThrowsError(try RequestParser.parse(words: ["pick", "--bytes", "3", "--theme", "../x.rasi"]), "a theme is named by hash")
    }

    /// A theme's text follows its line (unless the daemon has it); the line says which and how long.
    func testThemeRequestNamesItsHashAndSize() throws {
        let hash = RasiFlatTheme.hash("* { }")
        XCTAssertEqual(try RequestParser.parse(words: ["theme", "--hash", hash, "--bytes", "5"]), .theme(hash: hash, byteCount: 5))
        XCTAssertThrowsError(try RequestParser.parse(words: ["theme", "--hash", "default", "--bytes", "5"]), "the default is the daemon's own")
        XCTAssertThrowsError(try RequestParser.parse(words: ["theme", "--hash", hash]), "--bytes is required")
        XCTAssertThrowsError(try RequestParser.parse(words: ["theme", "--hash", hash, "--bytes", "0"]))
        guard case .launch(let spec) = try RequestParser.parse(words: ["launch", "drun", "--theme", "default"]) else { return XCTFail("a launcher") }
        XCTAssertEqual(spec.menu.theme, "default")
    }

    func testDmenuPrintsTheRowBytesOrTheTypedText() {
        let rows = PickRows(bytes: [0x61, 0xff, 0x0d, 10, 0x62, 0, 0x63, 10])
        XCTAssertEqual(PickPrinter.output(PickChoice(rows: [0], text: "a"), rows: rows, format: .dmenu), [0x61, 0xff, 0x0d, 10],
                       "invalid UTF-8 and CR come back as read")
        XCTAssertEqual(PickPrinter.output(PickChoice(rows: [1], text: ""), rows: rows, format: .dmenu), [0x62, 10], "a NUL ends the row")
        XCTAssertEqual(PickPrinter.output(PickChoice(rows: [], text: "typed"), rows: rows, format: .dmenu), Array("typed\n".utf8))
    }

    func testRofiFormats() {
        let rows = PickRows(bytes: Array("it's\n<b>bold</b> &amp; x\n".utf8))
        func out(_ rowsChosen: [Int], _ f: String, text: String = "fi") -> String {
            String(decoding: PickPrinter.output(PickChoice(rows: rowsChosen, text: text), rows: rows, format: .rofi(f)), as: UTF8.self)
        }
        XCTAssertEqual(out([0], "s"), "it's\n")
        XCTAssertEqual(out([0], "i"), "0\n")
        XCTAssertEqual(out([1], "d"), "2\n")
        XCTAssertEqual(out([0], "q"), "'it'\\''s'\n")
        XCTAssertEqual(out([1], "p"), "bold & x\n")
        XCTAssertEqual(out([0], "f"), "fi\n")
        XCTAssertEqual(out([0], "F"), "'fi'\n")
        XCTAssertEqual(out([0, 1], "i:s"), "0:it's\n1:<b>bold</b> &amp; x\n", "one line per selected row")
        XCTAssertEqual(out([], "i s", text: "new"), "-1 new\n", "custom text has no index")
    }
}

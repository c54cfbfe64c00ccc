// RequestParserTests: request lines and argument lists → Request, and the usage errors.
import OverlayCore
import OverlayProtocol
import XCTest

final class RequestParserTests: XCTestCase {
    func parse(_ line: String, file: StaticString = #filePath, line l: UInt = #line) -> Request? {
        do { return try RequestParser.parse(line: Array(line.utf8)) } catch {
            XCTFail("\(line.debugDescription): \(error)", file: file, line: l)
            return nil
        }
    }

    /// The usage error message for `line`, or nil (with a failure) when it parsed.
    func error(_ line: some Collection<UInt8>, file: StaticString = #filePath, line l: UInt = #line) -> String? {
        do {
            let r = try RequestParser.parse(line: line)
            XCTFail("expected a usage error, got \(r)", file: file, line: l)
            return nil
        } catch { return error.message }
    }

    func error(_ line: String, file: StaticString = #filePath, line l: UInt = #line) -> String? {
        error(Array(line.utf8), file: file, line: l)
    }

    func spec(_ build: (inout OverlaySpec) -> Void) -> OverlaySpec {
        var s = OverlaySpec()
        build(&s)
        return s
    }

    // MARK: show

    func testScreenReaderOptions() {
        XCTAssertEqual(parse("show --focus --announce Saved"),
                       .show(id: nil, spec: spec { $0.focus = true; $0.announce = true; $0.text = "Saved" }))
        XCTAssertEqual(parse("update t1 --focus"), .update(id: "t1", spec: spec { $0.focus = true }))
    }

    func testConnectorOption() {
        XCTAssertEqual(parse("show --attach region:save --connector curve --action next:Next Look"),
                       .show(id: nil, spec: spec {
                           $0.attach = .region("save"); $0.connector = .curve; $0.text = "Look"
                           $0.actions = [ButtonRow.Button(key: "next", label: "Next")]
                       }))
        XCTAssertEqual(parse("update t1 --connector none"), .update(id: "t1", spec: spec { $0.connector = ConnectorStyle.none }))
        XCTAssertEqual(parse("replace t1 --connector=curve"),
                       .replace(old: "t1", id: nil, spec: spec { $0.connector = .curve }))
        XCTAssertEqual(error("show --connector arrow"), "--connector: expected curve or none: arrow")
        XCTAssertEqual(error("show --connector"), "--connector: missing value")
        XCTAssertTrue(RequestParser.showOptionNames.contains("--connector"))
    }

    func testShowText() {
        XCTAssertEqual(parse("show hello"), .show(id: nil, spec: spec { $0.text = "hello" }))
        XCTAssertEqual(parse("show 'hello world'"), .show(id: nil, spec: spec { $0.text = "hello world" }))
        XCTAssertEqual(parse("show"), .show(id: nil, spec: OverlaySpec()))
    }

    func testShowMultilineTextOnOneLine() {
        XCTAssertEqual(parse(#"show $'line one\nline two'"#), .show(id: nil, spec: spec { $0.text = "line one\nline two" }))
    }

    func testShowEveryOption() {
        let line = "show --id note.1 --title 'Build done' --attach 0x1a00007 --anchor top-left --gravity se "
            + "--offset -4,6 --timeout 1.5s --max-width 300 --click-through --kind tooltip 'All 12 tests passed'"
        let expected = spec {
            $0.text = "All 12 tests passed"; $0.title = "Build done"; $0.attach = .window(0x1a00007)
            $0.anchor = .topLeft; $0.gravity = .bottomRight; $0.offset = Point(x: -4, y: 6)
            $0.timeoutMs = 1500; $0.maxWidth = 300; $0.clickThrough = true; $0.kind = .tooltip
        }
        XCTAssertEqual(parse(line), .show(id: "note.1", spec: expected))
    }

    func testScreenOption() {
        XCTAssertEqual(parse("show --screen 1 hi"), .show(id: nil, spec: spec { $0.screen = 1; $0.text = "hi" }))
        XCTAssertEqual(error("show --screen one"), "--screen: expected a screen number: one")
        XCTAssertEqual(error("show --screen -1"), "--screen: expected a screen number: -1")
    }

    func testShowInlineValuesAndOptionsAfterText() {
        XCTAssertEqual(parse("show hi --id=p7 --timeout=500ms --attach=active"),
                       .show(id: "p7", spec: spec { $0.text = "hi"; $0.timeoutMs = 500; $0.attach = .active }))
        XCTAssertEqual(parse("show --text=a=b"), .show(id: nil, spec: spec { $0.text = "a=b" }))
        XCTAssertEqual(parse("show --text ''"), .show(id: nil, spec: spec { $0.text = "" }))
    }

    func testOptionValueMayLookLikeAnOption() {
        XCTAssertEqual(parse("show --text --title"), .show(id: nil, spec: spec { $0.text = "--title" }))
        XCTAssertEqual(parse("show --offset -4,-6"), .show(id: nil, spec: spec { $0.offset = Point(x: -4, y: -6) }))
    }

    func testShowRejectsExtraWords() {
        XCTAssertEqual(error("show hello world"), "show: unexpected argument: world")
        XCTAssertEqual(error("show --text a b"), "show: unexpected argument: b")
    }

    func testShowOptionErrors() {
        let cases: [(String, String)] = [
            ("show --colour red", "unknown option: --colour"),
            ("show hi --title", "--title: missing value"),
            ("show --click-through=yes hi", "--click-through takes no value"),
            ("show --id 'a b'", "bad overlay id: a b (1-64 of A-Z a-z 0-9 . _ -)"),
            ("show --id=", "bad overlay id:  (1-64 of A-Z a-z 0-9 . _ -)"),
            ("show --attach 0", "--attach: expected 0xWINDOW, active, pointer, root, class:NAME, title:GLOB, rect:X,Y,W,H or region:NAME: 0"),
            ("show --anchor up", "--anchor: expected one of center, top, bottom, left, right, top-left, "
                + "top-right, bottom-left, bottom-right: up"),
            ("show --gravity x", "--gravity: expected one of center, top, bottom, left, right, top-left, "
                + "top-right, bottom-left, bottom-right: x"),
            ("show --offset 4", "--offset: expected X,Y: 4"),
            ("show --offset 4,", "--offset: expected X,Y: 4,"),
            ("show --offset 1,2,3", "--offset: expected X,Y: 1,2,3"),
            ("show --offset a,b", "--offset: expected X,Y: a,b"),
            ("show --offset 100001,0", "--offset: expected X,Y: 100001,0"),
            ("show --timeout soon", "--timeout: expected a duration such as 3s or 500ms: soon"),
            ("show --timeout -1s", "--timeout: expected a duration such as 3s or 500ms: -1s"),
            ("show --max-width 39", "--max-width: expected pixels from 40 to 4000: 39"),
            ("show --max-width 4001", "--max-width: expected pixels from 40 to 4000: 4001"),
            ("show --max-width wide", "--max-width: expected pixels from 40 to 4000: wide"),
            ("show --kind toast", "--kind: expected one of popover, tooltip, notification, menu, dropdown, utility: toast"),
        ]
        for (line, message) in cases {
            XCTAssertEqual(error(line), message, line)
        }
    }

    func testLimitsAreInclusive() {
        XCTAssertEqual(parse("show --max-width 40 --offset 100000,-100000 --timeout 24h"),
                       .show(id: nil, spec: spec {
                           $0.maxWidth = 40; $0.offset = Point(x: 100_000, y: -100_000); $0.timeoutMs = 86_400_000
                       }))
        XCTAssertEqual(parse("show --max-width 4000 --timeout 0"),
                       .show(id: nil, spec: spec { $0.maxWidth = 4000; $0.timeoutMs = 0 }))
    }

    // MARK: update

    func testUpdate() {
        XCTAssertEqual(parse("update p1 --text new --timeout 0"),
                       .update(id: "p1", spec: spec { $0.text = "new"; $0.timeoutMs = 0 }))
        XCTAssertEqual(parse("update p1"), .update(id: "p1", spec: OverlaySpec()))
    }

    func testUpdateErrors() {
        XCTAssertEqual(error("update"), "update: missing overlay id")
        XCTAssertEqual(error("update --text x"), "update: missing overlay id")
        XCTAssertEqual(error("update 'p 1' --text x"), "bad overlay id: p 1 (1-64 of A-Z a-z 0-9 . _ -)")
        XCTAssertEqual(error("update p1 hello"), "update: unexpected argument: hello", "text needs --text")
        XCTAssertEqual(error("update p1 --kind=menu --bogus"), "unknown option: --bogus")
    }

    // MARK: dismiss and the small commands

    func testDismiss() {
        XCTAssertEqual(parse("dismiss p1"), .dismiss(.id("p1")))
        XCTAssertEqual(parse("dismiss --all"), .dismiss(.all))
        XCTAssertEqual(error("dismiss"), "dismiss: give an overlay id or --all")
        XCTAssertEqual(error("dismiss 'a/b'"), "bad overlay id: a/b (1-64 of A-Z a-z 0-9 . _ -)")
        XCTAssertEqual(error("dismiss p1 p2"), "dismiss: unexpected argument: p2")
        XCTAssertEqual(error("dismiss --all p1"), "dismiss: unexpected argument: p1")
        XCTAssertEqual(parse("dismiss --top s"), .dismiss(.top("s")))
        XCTAssertEqual(parse("dismiss --top=s"), .dismiss(.top("s")))
    }

    func testDismissByContainer() {
        XCTAssertEqual(parse("dismiss --container a"), .dismiss(.containers(["a"], showingOnly: false)))
        XCTAssertEqual(parse("dismiss --container a b --showing"), .dismiss(.containers(["a", "b"], showingOnly: true)))
        XCTAssertEqual(parse("dismiss --container a --container b"), .dismiss(.containers(["a", "b"], showingOnly: false)))
        XCTAssertEqual(parse("dismiss --all --except a b"), .dismiss(.allExcept(["a", "b"])))
        XCTAssertEqual(parse("dismiss --top --container a"), .dismiss(.topOfContainer("a")))
        XCTAssertEqual(parse("dismiss --container a --top"), .dismiss(.topOfContainer("a")))
        XCTAssertEqual(error("dismiss --showing"), "dismiss: --showing goes with --container")
        XCTAssertEqual(error("dismiss --except a"), "dismiss: --except goes with --all alone")
        XCTAssertEqual(error("dismiss --all --container a"), "dismiss: --container goes with --top or --showing, not --all")
        XCTAssertEqual(error("dismiss --top --container a b"), "dismiss: unexpected argument: b")
        XCTAssertEqual(error("dismiss --top"), "dismiss --top: give a STACK, or --container NAME")
        XCTAssertEqual(error("dismiss --container 'a b'"), "bad overlay id: a b (1-64 of A-Z a-z 0-9 . _ -)")
    }

    func testArgumentlessCommands() {
        XCTAssertEqual(parse("list"), .list)
        XCTAssertEqual(parse("sync"), .sync)
        XCTAssertEqual(parse("ping"), .ping)
        XCTAssertEqual(parse("version"), .version)
        XCTAssertEqual(parse("watch"), .watch)
        XCTAssertEqual(parse("  ping  \r"), .ping)
        XCTAssertEqual(error("list extra"), "list: unexpected argument: extra")
        XCTAssertEqual(error("ping --verbose"), "ping: unexpected argument: --verbose")
        XCTAssertEqual(error("watch --x=1"), "watch: unexpected argument: --x=1")
    }

    func testScreenshot() {
        XCTAssertEqual(parse("screenshot '/tmp/my shot.png'"), .screenshot(path: "/tmp/my shot.png"))
        XCTAssertEqual(error("screenshot"), "screenshot: missing file path")
        XCTAssertEqual(error("screenshot ''"), "screenshot: missing file path")
        XCTAssertEqual(error("screenshot a b"), "screenshot: unexpected argument: b")
        XCTAssertEqual(parse("screenshot /x.png --screen 1"), .screenshot(path: "/x.png", screen: 1))
        XCTAssertEqual(parse("screenshot --screen 0 /x.png"), .screenshot(path: "/x.png", screen: 0))
        XCTAssertEqual(error("screenshot /x.png --screen one"), "--screen: expected a screen number: one")
    }

    func testUnknownAndEmpty() {
        XCTAssertEqual(error("frobnicate now"), "unknown command: frobnicate")
        XCTAssertEqual(error("SHOW hi"), "unknown command: SHOW")
        XCTAssertEqual(error("--text hi"), "unknown command: --text")
        XCTAssertEqual(error(""), "empty request")
        XCTAssertEqual(error(" \t "), "empty request")
        XCTAssertThrowsError(try RequestParser.parse(words: [])) { error in
            XCTAssertEqual(error as? UsageError, UsageError("empty request"))
        }
    }

    func testRequestNames() {
        let requests: [(Request, String)] = [
            (.show(id: nil, spec: OverlaySpec()), "show"), (.update(id: "a", spec: OverlaySpec()), "update"),
            (.dismiss(.all), "dismiss"), (.list, "list"), (.sync, "sync"), (.ping, "ping"),
            (.version, "version"), (.watch, "watch"), (.screenshot(path: "/x"), "screenshot"),
        ]
        for (request, name) in requests {
            XCTAssertEqual(request.name, name)
            // Each command's name parses back to the same kind of request.
            let words = name == "update" || name == "screenshot" ? [name, "a"] : [name]
            XCTAssertEqual((try? RequestParser.parse(words: words + (name == "dismiss" ? ["--all"] : [])))?.name, name)
        }
    }

    // MARK: raw bytes

    func testBadBytes() {
        XCTAssertEqual(error(Array("show ".utf8) + [0xff]), "request is not valid UTF-8")
        XCTAssertEqual(error(Array("show ".utf8) + [0xc0, 0xaf]), "request is not valid UTF-8", "overlong /")
        XCTAssertEqual(error(Array("show ".utf8) + [0xed, 0xa0, 0x80]), "request is not valid UTF-8", "surrogate")
        XCTAssertEqual(error(Array("show ".utf8) + [0xe2, 0x82]), "request is not valid UTF-8", "truncated")
        XCTAssertEqual(error(Array("show a".utf8) + [0, 0x62]), "request contains a NUL byte")
        XCTAssertEqual(error([0]), "request contains a NUL byte")
    }

    func testBadQuoting() {
        XCTAssertEqual(error("show 'abc"), "bad quoting: unterminated ' quote")
        XCTAssertEqual(error("show abc\\"), "bad quoting: line ends in a backslash")
    }

    func testLineLengthLimit() {
        XCTAssertEqual(RequestParser.maxLineBytes, 65_536)
        let prefix = "show "
        let fits = prefix + String(repeating: "é", count: (65_536 - prefix.utf8.count) / 2)
        XCTAssertEqual(fits.utf8.count, 65_535)
        let fitsExactly = fits + "x"
        XCTAssertEqual(fitsExactly.utf8.count, 65_536)
        if case .show(_, let s)? = parse(fitsExactly) {
            XCTAssertEqual(s.text?.utf8.count, 65_531)
        } else {
            XCTFail("a 64 KiB request is accepted")
        }
        XCTAssertEqual(error(fitsExactly + "y"), "request too long: 65537 bytes (limit 65536)")
        // Refused whole, before it is even checked for NUL bytes or UTF-8.
        XCTAssertEqual(error([UInt8](repeating: 0xff, count: 70_000)), "request too long: 70000 bytes (limit 65536)")
    }

    func testAcceptsAnyByteCollection() throws {
        let bytes = Array("xx ping".utf8)
        XCTAssertEqual(try RequestParser.parse(line: bytes[3...]), .ping)
        XCTAssertEqual(try RequestParser.parse(line: "sync".utf8), .sync)
    }

    /// What overlayctl sends (ShellWords.join of its argv) parses to what its argv parses to.
    func testJoinedArgumentsParseLikeTheArgumentList() throws {
        let argvs: [[String]] = [
            ["show", "--title", "It's \"done\"", "line one\nline two\\ 🎉"],
            ["show", "--text", "", "--id", "p-1"],
            ["update", "p1", "--text=$(rm -rf /)", "--offset", "-3,4"],
            ["dismiss", "--all"],
            ["screenshot", "/tmp/a b/c'd.png"],
        ]
        for argv in argvs {
            let viaLine = try RequestParser.parse(line: Array(ShellWords.join(argv).utf8))
            XCTAssertEqual(viaLine, try RequestParser.parse(words: argv))
        }
    }

    func testUsageErrorDescriptionIsItsMessage() {
        XCTAssertEqual(UsageError("bad thing: x").description, "bad thing: x")
    }

    /// Regression: `update p1 --id p2` used to ignore `--id` silently.
    func testUpdateRefusesToRename() {
        XCTAssertEqual(error("update p1 --id p2"), "update: --id cannot change an overlay's id")
    }
}
